// The dashboard's tables: each table a compact card (its number and Watch on one line, its
// turn and moves, each seat's standing with its action while the game runs, seat rescue:
// Rescue.tsx), and watching one as a spectator (the teacher token lets the teacher watch): the
// watched card widens to the panel's width and shows the table below its seats. A student's
// seat with no connection says so at once, for how long, and on their turn when the class's
// grace time hands it to the computer (its To computer button does it now).

import type { DashboardStudent, DashboardTable } from "@number-games/protocol";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { clockText } from "../../online/table/awayPlan";
import { useNow } from "../../online/table/Presence";
import { ClassTable } from "../ClassTable";
import type { SeatActions } from "./Rescue";
import { RescueForm } from "./Rescue";

export function TableCard({
  tb,
  students,
  watching,
  onWatch,
  watch,
  busy,
  seatActions,
  graceSeconds,
}: {
  tb: DashboardTable;
  students: readonly DashboardStudent[];
  /** The class's grace time (null: off). */
  graceSeconds: number | null;
  watching: boolean;
  onWatch: () => void;
  /** The table as a spectator sees it, shown in the card (spanning the row) while watched. */
  watch: ReactNode;
  busy: boolean;
  /** null: the lesson is over (nothing changes seats). */
  seatActions: SeatActions | null;
}) {
  const { t } = useTranslation();
  const byId = new Map(students.map((s) => [s.id, s]));
  const waiting = students.filter((s) => s.status === "waiting");
  const seatName = (seat: number) => {
    const s = tb.seats[seat];
    if (s === undefined) return t("play.seatOf", { n: seat + 1 });
    if (s.kind === "bot") {
      const who = t("online.botSeat", { level: t(`levels.${s.level ?? "medium"}`) });
      const kept = s.keptFor === null ? undefined : byId.get(s.keptFor);
      return kept === undefined ? who : t("classroom.keptFor", { who, name: kept.name });
    }
    if (s.name === null) return t("classroom.openSeat");
    return s.computerPlays ? t("grace.computerPlays", { name: s.name }) : s.name;
  };
  const live = tb.status === "playing" && seatActions !== null;
  const winners = tb.result?.winners ?? [];
  /** Since when a student's seat has had no connection, while the computer does not play it. */
  const awaySince = (seat: number): number | null => {
    const s = tb.seats[seat];
    return tb.status === "playing" && s !== undefined && !s.computerPlays ? s.awaySince : null;
  };
  const now = useNow(tb.seats.some((s) => awaySince(s.seat) !== null));
  const awayTime = (seat: number) => clockText(now - (awaySince(seat) ?? now));
  /** The table's line: whose turn, and what happens to an away student's turn. */
  const stateLine = () => {
    if (tb.status === "finished")
      return t("classroom.finished", { names: winners.map(seatName).join(", ") });
    if (tb.status !== "playing") return t("classroom.stopped");
    if (tb.paused) return t("classroom.paused");
    if (tb.toMove === null) return t("classroom.movesSoFar", { count: tb.moves });
    const since = awaySince(tb.toMove);
    if (since === null)
      return t("classroom.toMove", { name: seatName(tb.toMove), count: tb.moves });
    const name = seatName(tb.toMove);
    const time = awayTime(tb.toMove);
    return graceSeconds === null
      ? t("grace.awayTurnOff", { name, time })
      : t("grace.awayTurn", { name, time, left: clockText(since + graceSeconds * 1000 - now) });
  };
  /**
   * The seat's action: a student's seat to a computer, an open seat (nobody holds it: the
   * table would wait on it for good) to a computer, or a computer's back to its waiting student.
   */
  const seatAction = (seat: number) => {
    const s = tb.seats[seat];
    if (!live || s === undefined) return null;
    if (s.kind === "human" && s.studentId !== null) {
      const id = s.studentId;
      return (
        <button
          type="button"
          className={`button small ${awaySince(seat) === null ? "ghost" : "primary"}`}
          disabled={busy}
          onClick={() => seatActions.toComputer(id)}
          aria-label={t("classroom.toComputerLabel", { name: s.name ?? "" })}
          data-testid="to-computer"
        >
          {t("classroom.toComputer")}
        </button>
      );
    }
    if (s.kind === "human" && s.name === null) {
      return (
        <button
          type="button"
          className="button small ghost"
          disabled={busy}
          onClick={() => seatActions.openToComputer(tb.tableId, seat)}
          aria-label={t("classroom.openToComputerLabel", { n: seat + 1 })}
          data-testid="open-to-computer"
        >
          {t("classroom.openToComputer")}
        </button>
      );
    }
    const kept = s.keptFor === null ? undefined : byId.get(s.keptFor);
    if (s.kind === "bot" && kept?.status === "waiting") {
      return (
        <button
          type="button"
          className="button small ghost"
          disabled={busy}
          onClick={() => seatActions.seat(tb.tableId, seat, kept.id)}
          data-testid="give-back"
        >
          {t("classroom.giveBack", { name: kept.name })}
        </button>
      );
    }
    return null;
  };
  return (
    <li
      className={`panel class-table${watching ? " watched" : ""}`}
      data-testid="class-table"
      data-status={tb.status}
    >
      <div className="class-table-head">
        <h3 className="class-title">
          {t("classroom.tableN", { n: tb.tableNumber })}{" "}
          <span className="muted small">· {tb.code}</span>
        </h3>
        <button
          type="button"
          className="button small"
          aria-pressed={watching}
          onClick={onWatch}
          data-testid="watch"
        >
          {watching ? t("classroom.stopWatching") : t("classroom.watch")}
        </button>
      </div>
      <p className="small class-table-state" data-testid="table-state">
        {stateLine()}
      </p>
      <ul className="small class-standings">
        {tb.seats.map((s) => (
          <li
            key={s.seat}
            className={tb.toMove === s.seat ? "active" : undefined}
            data-away={awaySince(s.seat) !== null}
          >
            <span className="class-seat-name">
              {seatName(s.seat)}
              {awaySince(s.seat) !== null ? (
                <span className="class-seat-away" data-testid="seat-away">
                  {t("away.awayFor", { time: awayTime(s.seat) })}
                </span>
              ) : null}
            </span>
            <span className="num">{tb.standings[s.seat] ?? "–"}</span>
            {live ? seatAction(s.seat) : null}
          </li>
        ))}
      </ul>
      {live ? (
        <RescueForm
          tb={tb}
          waiting={waiting}
          seatName={seatName}
          busy={busy}
          actions={seatActions}
        />
      ) : null}
      {watching ? watch : null}
    </li>
  );
}

/**
 * One class table as a spectator (the teacher token lets the teacher watch a class table),
 * inside its card: the card's Watch button closes it.
 */
export function Watch({ tableId, token }: { tableId: string; token: string }) {
  const { t } = useTranslation();
  const creds = { tableId, seat: null, seatToken: null, hostToken: token, name: null };
  return (
    <section className="class-watch" aria-label={t("classroom.watching")} data-testid="watching">
      <p className="small muted">{t("classroom.watching")}</p>
      <ClassTable creds={creds} token={token} />
    </section>
  );
}
