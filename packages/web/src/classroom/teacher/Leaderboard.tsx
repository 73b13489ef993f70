// The lesson's leaderboard on the teacher's page (games stopped before their end counted
// apart, so their players stay on it), and its CSV download.

import type { Leaderboard } from "@number-games/protocol";
import { useTranslation } from "react-i18next";
import { api } from "../../online/api";

export function LeaderboardPanel({
  board,
  classId,
  token,
}: {
  board: Leaderboard;
  classId: string;
  token: string;
}) {
  const { t } = useTranslation();
  const download = async () => {
    const r = await api.leaderboardCsv(classId, token);
    if (!r.ok) return;
    const url = URL.createObjectURL(new Blob([r.value], { type: "text/csv" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = "leaderboard.csv";
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section className="panel stack" aria-labelledby="board-title">
      <h2 id="board-title">{t("classroom.leaderboard")}</h2>
      <table className="class-board" data-testid="leaderboard">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t("classroom.name")}</th>
            <th scope="col" className="num">
              {t("classroom.games")}
            </th>
            <th scope="col" className="num">
              {t("classroom.wins")}
            </th>
            <th scope="col" className="num">
              {t("classroom.stoppedGames")}
            </th>
          </tr>
        </thead>
        <tbody>
          {board.entries.map((e) => (
            <tr key={e.studentId}>
              <td>{e.rank}</td>
              <td>{e.name}</td>
              <td className="num">{e.games}</td>
              <td className="num">{e.wins}</td>
              <td className="num">{e.stopped}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <button
          type="button"
          className="button small"
          onClick={() => void download()}
          data-testid="csv"
        >
          {t("classroom.downloadCsv")}
        </button>
      </p>
    </section>
  );
}
