// Seat rescue at a running table (docs/classroom.md, "Seat rescue"): a waiting student (late,
// released and back, or whose seat went to a computer) sits at an open seat or in place of a
// computer player; the server checks the seat and the student and refuses with a typed error.

import type { DashboardStudent, DashboardTable } from "@number-games/protocol";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** What the teacher can do with a table's seats while its game runs. */
export interface SeatActions {
  /** Seats a waiting student at `seat` (an open seat or a computer's). */
  seat(tableId: string, seat: number, studentId: string): void;
  /** The student's seat goes to a computer player. */
  toComputer(studentId: string): void;
  /** An open seat (its student released) goes to a computer player: the table plays on. */
  openToComputer(tableId: string, seat: number): void;
}

/** A seat a waiting student may take: open, or a computer player's. */
export function rescuable(tb: DashboardTable, seat: number): boolean {
  const s = tb.seats[seat];
  return tb.status === "playing" && s !== undefined && (s.kind === "bot" || s.studentId === null);
}

export function RescueForm({
  tb,
  waiting,
  seatName,
  busy,
  actions,
}: {
  tb: DashboardTable;
  waiting: readonly DashboardStudent[];
  seatName: (seat: number) => string;
  busy: boolean;
  actions: SeatActions;
}) {
  const { t } = useTranslation();
  const seats = tb.seats.filter((s) => rescuable(tb, s.seat));
  const [student, setStudent] = useState("");
  const [seat, setSeat] = useState("");
  if (seats.length === 0 || waiting.length === 0) return null;
  // The choice stays valid as the dashboard changes: else the first one.
  const who = waiting.some((s) => s.id === student) ? student : waiting[0]!.id;
  const where = seats.some((s) => String(s.seat) === seat) ? Number(seat) : seats[0]!.seat;
  const label = (n: number) =>
    tb.seats[n]?.kind === "bot"
      ? t("classroom.rescueBot", { n: n + 1, who: seatName(n) })
      : t("classroom.rescueOpen", { n: n + 1 });
  return (
    <fieldset className="field class-rescue" disabled={busy} data-testid="rescue">
      <legend className="small">{t("classroom.rescueTitle")}</legend>
      <select
        aria-label={t("classroom.rescueStudent")}
        value={who}
        onChange={(e) => setStudent(e.target.value)}
        data-testid="rescue-student"
      >
        {waiting.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </select>
      {/* The seats as choices that wrap: a drop-down would cut a long one off. */}
      <div role="radiogroup" aria-label={t("classroom.rescueSeat")} data-testid="rescue-seat">
        {seats.map((s) => (
          <label key={s.seat} className="check">
            <input
              type="radio"
              name={`rescue-seat-${tb.tableId}`}
              value={s.seat}
              checked={s.seat === where}
              onChange={() => setSeat(String(s.seat))}
            />
            {label(s.seat)}
          </label>
        ))}
      </div>
      <button
        type="button"
        className="button small primary"
        onClick={() => actions.seat(tb.tableId, where, who)}
        data-testid="rescue-go"
      >
        {t("classroom.rescueGo")}
      </button>
    </fieldset>
  );
}
