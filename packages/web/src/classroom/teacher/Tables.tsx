// The dashboard's tables: each table's turn, moves and standings as a spectator may know
// them, and watching one as a spectator (the teacher token lets the teacher watch).

import type { DashboardTable } from "@number-games/protocol";
import { useTranslation } from "react-i18next";
import { ClassTable } from "../ClassTable";

export function TableCard({
  tb,
  watching,
  onWatch,
}: {
  tb: DashboardTable;
  watching: boolean;
  onWatch: () => void;
}) {
  const { t } = useTranslation();
  const seatName = (seat: number) => {
    const s = tb.seats[seat];
    if (s === undefined) return t("play.seatOf", { n: seat + 1 });
    if (s.kind === "bot") return t("online.botSeat", { level: t(`levels.${s.level ?? "medium"}`) });
    return s.name ?? t("classroom.openSeat");
  };
  const winners = tb.result?.winners ?? [];
  return (
    <li className="panel class-table" data-testid="class-table" data-status={tb.status}>
      <h3 className="class-title">
        {t("classroom.tableN", { n: tb.tableNumber })}{" "}
        <span className="muted small">· {tb.code}</span>
      </h3>
      <p className="small" data-testid="table-state">
        {tb.status === "playing"
          ? tb.paused
            ? t("classroom.paused")
            : tb.toMove !== null
              ? t("classroom.toMove", { name: seatName(tb.toMove), count: tb.moves })
              : t("classroom.movesSoFar", { count: tb.moves })
          : tb.status === "finished"
            ? t("classroom.finished", { names: winners.map(seatName).join(", ") })
            : t("classroom.stopped")}
      </p>
      <table className="small class-standings">
        <tbody>
          {tb.seats.map((s) => (
            <tr key={s.seat} className={tb.toMove === s.seat ? "active" : undefined}>
              <td>{seatName(s.seat)}</td>
              <td className="num">{tb.standings[s.seat] ?? "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        className="button small"
        aria-pressed={watching}
        onClick={onWatch}
        data-testid="watch"
      >
        {watching ? t("classroom.stopWatching") : t("classroom.watch")}
      </button>
    </li>
  );
}

/** One class table as a spectator (the teacher token lets the teacher watch a class table). */
export function Watch({
  tableId,
  token,
  onClose,
}: {
  tableId: string;
  token: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const creds = { tableId, seat: null, seatToken: null, hostToken: token, name: null };
  return (
    <section
      className="panel class-watch"
      aria-label={t("classroom.watching")}
      data-testid="watching"
    >
      <p className="row">
        <strong className="grow">{t("classroom.watching")}</strong>
        <button type="button" className="button small" onClick={onClose}>
          {t("classroom.stopWatching")}
        </button>
      </p>
      <ClassTable creds={creds} token={token} />
    </section>
  );
}
