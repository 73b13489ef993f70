// A table's seats as the concerns ask about them: which seats people sit at, and whether a
// connection holds one on any process. Questions only: nothing here changes a table.

import type { Ctx } from "./context";
import type { LiveTable } from "./live-table";

/** The seats a person sits at (or sat at: an open seat is nobody's). */
export function personSeats(t: LiveTable): number[] {
  const seats: number[] = [];
  t.meta.seats.forEach((s, i) => {
    if (s.kind === "human" && s.tokenHash !== null) seats.push(i);
  });
  return seats;
}

/** Whether any connection, on any process, holds `seat` (when unsure: yes). */
export function seatConnected(ctx: Ctx, t: LiveTable, seat: number): Promise<boolean> {
  return ctx.options.isSeatConnected
    ? ctx.options.isSeatConnected(t.meta.id, seat).catch(() => true)
    : Promise.resolve(true);
}

/**
 * Whether a connection holds the seat on any process, for a claim over an away seat: without a
 * way to ask the other processes, no (storage's record of who is away decides).
 */
export function seatConnectedNow(ctx: Ctx, t: LiveTable, seat: number): Promise<boolean> {
  return ctx.options.isSeatConnected ? seatConnected(ctx, t, seat) : Promise.resolve(false);
}
