// A turn's clock as one value: the seq it was set for, its deadline, and whether storage holds
// it. The deadline is stored before anyone is told, so that a restarted process, or another
// one taking the table over, continues this clock instead of starting it again.

import type { TableRow, TableStore } from "../storage/types";

export interface TurnClock {
  /** The seq this clock was set for (-1: none yet). */
  readonly seq: number;
  /** Epoch ms when the turn's clock runs out; null: nobody is on a clock at `seq`. */
  readonly deadline: number | null;
  /** Whether storage is known to hold this clock's deadline. */
  readonly stored: boolean;
}

/** What the clock reads and sets of a table (a LiveTable is one). */
export interface ClockedTable {
  readonly meta: TableRow;
  readonly seq: number;
  readonly toMove: number;
  clock: TurnClock;
}

/** What the clock needs of the authority: storage, the time, and a clock second's length. */
export interface ClockPorts {
  readonly store: Pick<TableStore, "setTurnDeadline">;
  readonly now: () => number;
  /** Milliseconds per turn-clock second. */
  readonly clockUnit: number;
}

/** No clock set yet. */
export const NO_CLOCK: TurnClock = { seq: -1, deadline: null, stored: false };

/** The clock a table read from storage at `seq` continues (started before a restart, or elsewhere). */
export function restoredClock(meta: TableRow, seq: number): TurnClock {
  const stored = meta.turnDeadline;
  return stored !== null && stored.seq === seq
    ? { seq, deadline: stored.at, stored: true }
    : NO_CLOCK;
}

/** `clock` set to `deadline` for `seq` (not stored, unless it was already for this seq). */
export function clockAt(clock: TurnClock, seq: number, deadline: number | null): TurnClock {
  return { seq, deadline, stored: clock.stored && clock.seq === seq };
}

/** The deadline frames show: the current position's, never an earlier turn's. */
export function shownDeadline(t: ClockedTable): number | null {
  if (t.meta.pausedAt !== undefined) return null;
  return t.clock.seq === t.seq ? t.clock.deadline : null;
}

/**
 * The current turn's clock deadline: the one already set for this seq (e.g. read back from
 * storage after a restart), else a full clock from now; null when no human is on a clock.
 */
function turnDeadline(ctx: ClockPorts, t: ClockedTable): number | null {
  const toMove = t.toMove;
  const seat = toMove >= 0 ? t.meta.seats[toMove] : undefined;
  if (seat?.kind !== "human" || t.meta.turnClockSeconds === null) return null;
  // A seat handed to the computer is played at once, like a bot's: no clock runs for it.
  if (seat.handedOver !== undefined) return null;
  if (t.clock.seq === t.seq && t.clock.deadline !== null) return t.clock.deadline;
  return ctx.now() + t.meta.turnClockSeconds * ctx.clockUnit;
}

/**
 * Sets the current turn's clock deadline (null when no human is on a clock) and stores it
 * before anyone is told. If another process stored one first, that one is adopted. Throws
 * when storage refuses it: then the deadline stays unset for this seq (frames show none) and
 * the next call tries again. Call with the table locked.
 */
export async function keepDeadline(ctx: ClockPorts, t: ClockedTable): Promise<void> {
  const wanted = turnDeadline(ctx, t);
  if (wanted === null) {
    t.clock = clockAt(t.clock, t.seq, null);
    return;
  }
  if (t.clock.stored && t.clock.seq === t.seq) return;
  const stored = await ctx.store.setTurnDeadline(t.meta.id, t.seq, wanted);
  t.clock = { seq: t.seq, deadline: stored, stored: true };
}
