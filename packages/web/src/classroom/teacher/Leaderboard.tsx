// The lesson's leaderboard on the teacher's page (docs/classroom.md, "Points"): each student's
// points and, game by game, their place at the table and score (or "stopped"); before any
// game is played to its end, a sentence instead of a board of zeros. The CSV download is made
// here from the same board (protocol/class-csv.ts), in this computer's time zone, with each
// student's figures from the lesson report once it is complete (Report.tsx).

import type { Leaderboard, LeaderboardGame, LessonReport } from "@number-games/protocol";
import { leaderboardCsv, leaderboardFileName } from "@number-games/protocol/light";
import { useTranslation } from "react-i18next";

/** This computer's offset east of UTC, in minutes. */
const localOffset = () => -new Date().getTimezoneOffset();

function download(board: Leaderboard, report: LessonReport | null) {
  const offset = localOffset();
  // The text starts with the byte-order mark; a Blob writes it as UTF-8 (EF BB BF).
  const blob = new Blob([leaderboardCsv(board, offset, report)], {
    type: "text/csv;charset=utf-8",
  });
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = leaderboardFileName(board, offset);
  a.click();
  URL.revokeObjectURL(url);
}

function GameCell({ g }: { g: LeaderboardGame | undefined }) {
  const { t } = useTranslation();
  if (g === undefined) return <td />;
  if (g.status === "stopped") return <td className="muted small">{t("board.stopped")}</td>;
  const key = String(g.place) as "1" | "2" | "3";
  const place = ["1", "2", "3"].includes(key)
    ? t(`board.places.${key}`)
    : t("board.places.other", { n: g.place });
  return (
    <td className="num" data-testid="board-game">
      <strong>{g.points}</strong>{" "}
      <span className="muted small">({t("board.result", { place, score: g.score })})</span>
    </td>
  );
}

export function LeaderboardPanel({
  board,
  report,
}: {
  board: Leaderboard;
  /** The complete lesson report, if there is one: its columns join the CSV. */
  report: LessonReport | null;
}) {
  const { t } = useTranslation();
  const rounds = [...new Set(board.entries.flatMap((e) => e.results.map((r) => r.round)))].sort(
    (a, b) => a - b,
  );
  return (
    <section className="panel stack" aria-labelledby="board-title" data-testid="leaderboard-panel">
      <h2 id="board-title">{t("board.title")}</h2>
      {board.finishedGames === 0 ? (
        <p data-testid="board-none">{t("board.none")}</p>
      ) : (
        <div className="class-board-scroll">
          <table className="class-board" data-testid="leaderboard">
            <thead>
              <tr>
                <th scope="col">{t("board.rank")}</th>
                <th scope="col">{t("board.name")}</th>
                <th scope="col" className="num">
                  {t("board.points")}
                </th>
                {rounds.map((n) => (
                  <th scope="col" key={n}>
                    {t("board.gameN", { n })}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {board.entries.map((e) => (
                <tr key={e.studentId}>
                  <td>{e.rank}</td>
                  <th scope="row">{e.name}</th>
                  <td className="num" data-testid="board-points">
                    {e.points}
                  </td>
                  {rounds.map((n) => (
                    <GameCell key={n} g={e.results.find((r) => r.round === n)} />
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {board.stoppedGames > 0 ? (
        <p className="muted small" data-testid="board-stopped">
          {t("board.stoppedSoFar", { count: board.stoppedGames })}
        </p>
      ) : null}
      <p className="hint">{t("board.rule")}</p>
      {board.finishedGames > 0 ? (
        <p>
          <button
            type="button"
            className="button small"
            onClick={() => download(board, report)}
            data-testid="csv"
          >
            {t("board.downloadCsv")}
          </button>
        </p>
      ) : null}
    </section>
  );
}
