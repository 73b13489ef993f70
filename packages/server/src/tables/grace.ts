// A class's grace time at its tables: when the seat to move is a student's whose
// connections have all been gone for the class's grace time (counted from when the last one
// left, as presence stored it), the computer plays that seat, marked "away" in the log and the
// record, until the student comes back (`comeBack` in away.ts gives the seat back with a note).
// The same hand-over the other players may ask for at an ordinary table (away.ts), made by
// nobody (`by: null`). A class table's away rule is "computer" with the class's grace time;
// 0 seconds: off.
//
// When it is checked (every check re-reads what it needs; a late or stale one does nothing):
//   the position's automatic step (advance)   a timer at the seat's due time
//   a seat goes away on its turn (presence)   likewise
//   every sweep (and reconcilePresence)       at once, for every playing class table here
// In shared mode the table's facts are read from storage first; the hand-over is a
// compare-and-set (commit.ts `patch`), so two processes checking at once hand the seat over
// once; then the table's next step is asked for (`ctx.steps.advance`).

import { ok } from "@number-games/engine";
import type { AwayRule } from "@number-games/protocol";
import { catchUp } from "./catch-up";
import { announceFacts, patch } from "./commit";
import type { Ctx } from "./context";
import type { LiveTable } from "./live-table";
import { seatConnected } from "./seats";

/** The away rule of a class table whose class has `seconds` of grace (null: off). */
export function classAwayRule(seconds: number | null): AwayRule {
  return { action: "computer", graceSeconds: seconds ?? 0 };
}

/**
 * The seat the grace time may hand to the computer now: a class table being played, not
 * paused, whose seat to move is a person's not already handed over; else null.
 */
function graceSeat(t: LiveTable): number | null {
  const m = t.meta;
  if (m.classTable === undefined || m.status !== "playing" || m.pausedAt !== undefined) return null;
  if (m.awayRule.action !== "computer" || m.awayRule.graceSeconds <= 0 || t.terminal) return null;
  const seat = t.toMove;
  const s = m.seats[seat];
  if (s?.kind !== "human" || s.tokenHash === null || s.handedOver !== undefined) return null;
  return seat;
}

async function awaySince(ctx: Ctx, t: LiveTable, seat: number): Promise<number | null> {
  return (await ctx.store.presence([t.meta.id])).get(t.meta.id)?.get(seat) ?? null;
}

/** Sets (or clears) the timer for the seat to move's due time. Call with the table locked. */
export async function planGrace(ctx: Ctx, t: LiveTable): Promise<void> {
  t.clearGrace();
  if (ctx.closed) return;
  const seat = graceSeat(t);
  if (seat === null) return;
  const since = await awaySince(ctx, t, seat);
  if (since === null) return;
  schedule(ctx, t, dueAt(ctx, t, since));
}

function dueAt(ctx: Ctx, t: LiveTable, since: number): number {
  return since + t.meta.awayRule.graceSeconds * (ctx.options.graceUnitMs ?? 1000);
}

function schedule(ctx: Ctx, t: LiveTable, due: number): void {
  t.clearGrace();
  t.graceTimer = setTimeout(
    () => {
      t.graceTimer = null;
      t.used = true;
      t.exclusive(() => graceCheck(ctx, t)).catch((e) =>
        ctx.log.warn("could not check a class table's grace time", {
          table: t.meta.id,
          error: String(e),
        }),
      );
    },
    Math.max(0, due - ctx.now()),
  );
  t.graceTimer.unref?.();
}

/**
 * Under the table's lock: if the seat to move has been away (stored, and no connection on any
 * process) for the grace time, the computer plays it from now on; if not yet, the timer is set
 * for when it will be. Answers whether the seat was handed over.
 */
export async function graceCheck(ctx: Ctx, t: LiveTable): Promise<boolean> {
  if (ctx.closed) return false;
  if (ctx.options.shared) await catchUp(ctx, t, true);
  const seat = graceSeat(t);
  if (seat === null) return false;
  const since = await awaySince(ctx, t, seat);
  if (since === null) return false;
  if (ctx.notifier.hasAudience(t.meta.id, seat) || (await seatConnected(ctx, t, seat))) {
    return false;
  }
  const now = ctx.now();
  const due = dueAt(ctx, t, since);
  if (now < due) {
    schedule(ctx, t, due);
    return false;
  }
  const seq = t.seq;
  const changed = await patch(ctx, t, (row) => {
    const cur = row.seats[seat];
    if (cur?.kind !== "human" || cur.handedOver !== undefined || t.seq !== seq) return null;
    const handedOver = { by: null, at: now, seq };
    return ok({ seats: row.seats.map((x, i) => (i === seat ? { ...cur, handedOver } : x)) });
  });
  if (!changed.ok || !changed.value) return false;
  // The seat's turn is the computer's at once: no clock shows for it.
  t.clock = { seq: t.seq, deadline: null, stored: false };
  announceFacts(ctx, t);
  t.clearTimer();
  await ctx.steps.advance(t);
  return true;
}

/** The sweep's part: every playing class table held here is checked now. */
export async function graceSweep(ctx: Ctx): Promise<void> {
  for (const t of ctx.cache.values()) {
    if (ctx.closed) return;
    if (t.meta.classTable === undefined || t.meta.status !== "playing") continue;
    await t.exclusive(() => graceCheck(ctx, t));
  }
}
