// The lesson's earlier games on the teacher's page (issue #23, item 4): each table as it ended,
// a stopped one too ("stopped after 14 moves, no result"), so nothing the teacher stopped
// disappears. Read again when the game of the lesson changes.

import type { ClassHistory, DashboardTable } from "@number-games/protocol";
import type { TFunction } from "i18next";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../online/api";

export function History({
  classId,
  token,
  round,
}: {
  classId: string;
  token: string;
  round: number;
}) {
  const { t } = useTranslation();
  const [history, setHistory] = useState<ClassHistory | null>(null);
  useEffect(() => {
    if (round <= 1) return;
    let live = true;
    void api.classHistory(classId, token).then((r) => live && r.ok && setHistory(r.value));
    return () => {
      live = false;
    };
  }, [classId, token, round]);
  if (history === null || history.games.length === 0) return null;
  return (
    <section className="panel stack" aria-labelledby="history-title" data-testid="history">
      <h2 id="history-title">{t("undo.historyTitle")}</h2>
      {history.games.map((g) => (
        <div key={g.round} className="stack">
          <h3>{t("undo.historyGame", { n: g.round, game: t(`games.${g.game}.title`) })}</h3>
          <ul>
            {g.tables.map((tb) => (
              <li key={tb.tableId} data-testid="history-table" data-status={tb.status}>
                {tableLine(tb, t)}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/**
 * One table's line in the history. Computers are named by their seat ("Computer (Medium) in
 * seat 3"): two computers of one level would otherwise read as one name twice.
 */
export function tableLine(tb: DashboardTable, t: TFunction): string {
  const name = (i: number) => {
    const s = tb.seats[i];
    if (s === undefined) return "?";
    if (s.kind === "bot") {
      const who = t("online.botSeat", { level: t(`levels.${s.level ?? "medium"}`) });
      return t("classroom.botAtSeat", { who, n: i + 1 });
    }
    return s.name ?? t("classroom.openSeat");
  };
  const names = tb.seats.map((_, i) => name(i)).join(", ");
  if (tb.status === "finished" && tb.result !== null) {
    const winners = tb.result.winners.map(name).join(", ");
    return t("undo.finished", { n: tb.tableNumber, names, count: tb.moves, winners });
  }
  return t("undo.stopped", { n: tb.tableNumber, names, count: tb.moves });
}
