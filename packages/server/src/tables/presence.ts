// Presence: whether each person's seat of a playing table has a connection (any tab, any
// process), and since when it has none. Stored (`TableStore.setAway` / `setPresent`), so an
// away player's time survives a restart and is the same on every process; announced to
// everyone at the table (`Notifier.presence`) and to a class's dashboard (`Notifier.changed`)
// at each change. Made of connections and times only: nothing here reads the game's state.
//
// When it changes:
//   a seat joins             present (join, under the table's lock; `markPresent`)
//   its last connection goes away since now, if no connection holds it on any process
//                            (`seatLeft`: the socket's disconnect or leave)
//   every sweep              seats stored present with no connection anywhere become away
//                            (a process that died took its connections without a word);
//                            then class tables' grace times are checked (grace.ts)
// A seat never recorded counts as present until one of these says otherwise. What a seat
// going away does to a takeback request or a class table's grace timer is asked of those
// concerns through `ctx.steps`.

import type { SeatPresence } from "@number-games/protocol";
import type { Ctx } from "./context";
import type { LiveTable } from "./live-table";
import { personSeats, seatConnected } from "./seats";

/** The stored presence of the table's person seats (empty unless the game is being played). */
export async function presenceOf(ctx: Ctx, t: LiveTable): Promise<SeatPresence[]> {
  if (t.meta.status !== "playing") return [];
  const stored = (await ctx.store.presence([t.meta.id])).get(t.meta.id);
  return personSeats(t).map((seat) => ({ seat, awaySince: stored?.get(seat) ?? null }));
}

function tell(ctx: Ctx, t: LiveTable, seat: number, awaySince: number | null): void {
  ctx.notifier.presence?.(t.meta.id, { seat, awaySince });
  // A class's dashboard shows who is away (and counts their grace time down) at once.
  ctx.notifier.changed?.(t.meta);
}

/** A connection of `seat` joined the playing table (call under the table's lock). */
export async function markPresent(ctx: Ctx, t: LiveTable, seat: number): Promise<void> {
  if (t.meta.status !== "playing") return;
  if (await ctx.store.setPresent(t.meta.id, seat)) tell(ctx, t, seat, null);
}

/**
 * A connection of `seat` left the table (closed, or left it): if no connection holds the seat
 * any more, here or on another process, the seat is away from now on.
 */
export async function seatLeft(ctx: Ctx, tableId: string, seat: number): Promise<void> {
  const t = ctx.cache.get(tableId);
  if (t === undefined || ctx.closed || t.meta.status !== "playing") return;
  if (ctx.notifier.hasAudience(tableId, seat) || (await seatConnected(ctx, t, seat))) return;
  await t.exclusive(() => markAway(ctx, t, seat));
}

/**
 * Stores `seat` away since now (unless it is already away: the earlier time stands), then
 * looks once more: a connection that joined meanwhile may have stored "present" just before
 * this write, so this write is undone. A join after the second look stores "present" itself.
 */
async function markAway(ctx: Ctx, t: LiveTable, seat: number): Promise<void> {
  if (ctx.closed || t.meta.status !== "playing") return;
  const since = ctx.now();
  if (!(await ctx.store.setAway(t.meta.id, seat, since))) return;
  if (ctx.notifier.hasAudience(t.meta.id, seat) || (await seatConnected(ctx, t, seat))) {
    await ctx.store.setPresent(t.meta.id, seat);
    return;
  }
  tell(ctx, t, seat, since);
  // A player who leaves takes their open takeback request with them.
  await ctx.steps.askerLeft(t, seat);
  if (t.toMove === seat) await ctx.steps.planGrace(t);
}

/**
 * The sweep's part: in every playing table held here, a seat stored present with no
 * connection on any process becomes away (its connections' process died, or their
 * disconnect was missed). A seat stored away stays so until one of its connections joins.
 */
export async function reconcile(ctx: Ctx): Promise<void> {
  if (reconciling.has(ctx) || ctx.closed) return;
  const playing = ctx.cache.values().filter((t) => t.meta.status === "playing");
  if (playing.length === 0) return;
  reconciling.add(ctx);
  try {
    const stored = await ctx.store.presence(playing.map((t) => t.meta.id));
    for (const t of playing) {
      const seats = stored.get(t.meta.id);
      for (const seat of personSeats(t)) {
        if ((seats?.get(seat) ?? null) !== null) continue;
        if (ctx.notifier.hasAudience(t.meta.id, seat)) continue;
        if (await seatConnected(ctx, t, seat)) continue;
        await t.exclusive(() => markAway(ctx, t, seat));
      }
    }
    await ctx.steps.graceSweep();
  } catch (e) {
    ctx.log.warn("could not check who is connected", { error: String(e) });
  } finally {
    reconciling.delete(ctx);
  }
}

/** The services whose presence sweep is running (the next sweep skips while one runs). */
const reconciling = new WeakSet<Ctx>();
