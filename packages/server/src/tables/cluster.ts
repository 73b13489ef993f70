// Shared mode: several processes serve the same tables. Each announces what it appended
// (`Notifier.publish`) and which tables it deleted (`Notifier.deleted`); the others apply it
// here (`applyRemote`, `forgetDeleted`), read storage again after losing those updates
// (`resync`), and take a position's automatic step over when the process that should have
// taken it went quiet (`watchForTakeover`).

import { CHANCE } from "@number-games/engine";
import { advance, autoAct, retryLater } from "./autoplay";
import { catchUp, reload } from "./catch-up";
import { clockAt, shownDeadline } from "./clock";
import type { Ctx, TableUpdate } from "./context";
import type { LiveTable } from "./live-table";
import { seatConnected } from "./seats";
import { sendFrames, tableInfo } from "./views";

/**
 * Another process moved a table on (`Notifier.publish`, after its commit). A table held here
 * applies the appended rows through the checked door (or, when it missed some, catches up
 * from storage), adopts the turn's deadline, and this process's connections get their
 * frames. Tables not held here are skipped: they are read from storage when needed. Bots,
 * chance and clocks stay with the process that appended (as before).
 */
export async function applyRemote(ctx: Ctx, u: TableUpdate): Promise<void> {
  const t = ctx.cache.get(u.tableId);
  if (t === undefined) return;
  await t.exclusive(async () => {
    if (ctx.closed) return;
    if (u.version > t.meta.version) await catchUp(ctx, t, true);
    else if (u.seq > t.seq) {
      if (u.seq - u.rows.length === t.seq) {
        for (const r of u.rows) t.applyStored(r);
      } else await catchUp(ctx, t);
    }
    if (t.meta.status === "lobby") return;
    if (t.seq === u.seq) t.clock = clockAt(t.clock, u.seq, u.deadline);
    const shown = ctx.announced.get(t);
    if (shown?.seq !== t.seq || shown.deadline !== shownDeadline(t)) sendFrames(ctx, t);
    if (t.terminal) ctx.cache.forgetLater(t);
    watchForTakeover(ctx, t);
    // A class's dashboard built here follows the other processes' moves too.
    ctx.notifier.changed?.(t.meta);
  });
}

/**
 * Another process deleted these tables from storage (its class sweep, its lobby expiry): the
 * ones held here leave memory too, with their timers (bots, clocks, retries, takeovers), so
 * nothing here plays or stores anything more for them.
 */
export function forgetDeleted(ctx: Ctx, tableIds: readonly string[]): void {
  for (const id of tableIds) ctx.cache.drop(id);
}

/**
 * After another process moved a table on: if the position waits for an automatic step
 * (chance, a bot, a turn clock, an abandoned seat), arm a timer for when that process should
 * long have taken it. Any later action on the table disarms it; when it fires with the table
 * still there (read from storage first), this process takes the step. Should the other
 * process be alive after all, the (table, seq) key lets only one win.
 */
function watchForTakeover(ctx: Ctx, t: LiveTable): void {
  t.clearTakeover();
  if (
    ctx.closed ||
    t.deleted ||
    t.meta.status !== "playing" ||
    t.terminal ||
    t.meta.pausedAt !== undefined
  )
    return;
  const grace = ctx.options.takeoverGraceMs ?? 5000;
  const seq = t.seq;
  const toMove = t.toMove;
  const seat = toMove >= 0 ? t.meta.seats[toMove] : undefined;
  let ms: number;
  let take: () => Promise<void>;
  // A person's seat handed to the computer is played like a bot's.
  const computer =
    seat?.kind === "bot" || (seat?.kind === "human" && seat.handedOver !== undefined);
  if (toMove === CHANCE || computer || t.clock.deadline !== null) {
    // Chance at once, a bot after its delay and thinking time, a clock at its deadline.
    ms =
      toMove === CHANCE
        ? grace
        : computer
          ? ctx.options.botDelayMs + (ctx.options.botDecisionLimitMs ?? 60_000) + grace
          : Math.max(0, (t.clock.deadline ?? 0) - ctx.now()) + grace;
    take = () =>
      t.exclusive(async () => {
        if (ctx.closed) return;
        if ((await catchUp(ctx, t)) > 0) {
          // It moved on after all (an update was lost): show it, and watch the new position.
          sendFrames(ctx, t);
          watchForTakeover(ctx, t);
          return;
        }
        if (t.seq !== seq || t.meta.status !== "playing") return;
        logTakeover(ctx, t);
        await advance(ctx, t);
      });
  } else if (seat?.kind === "human" && ctx.options.abandonAfterMs != null) {
    // A person without a clock: once, when the other process would have found the seat
    // abandoned, look: still nobody there and nothing moved, so it did not; play the turn.
    ms = ctx.options.abandonAfterMs + grace;
    take = async () => {
      if (ctx.closed || t.seq !== seq || (await seatConnected(ctx, t, toMove))) return;
      if (ctx.closed || t.seq !== seq) return;
      logTakeover(ctx, t);
      await autoAct(ctx, t, toMove, seq, ctx.options.autoplayLevel ?? "medium", "abandoned");
    };
  } else return;
  t.takeover = setTimeout(() => {
    t.takeover = null;
    t.used = true;
    take().catch((e: unknown) => retryLater(ctx, t, "take over a table", e));
  }, ms);
  t.takeover.unref?.();
}

function logTakeover(ctx: Ctx, t: LiveTable): void {
  ctx.log.warn("the process running this table went quiet; taking over its turn", {
    table: t.meta.id,
    seq: t.seq,
  });
}

/**
 * After this process lost the connection that carries the other processes' updates, what
 * they published meanwhile never arrives. Reads storage for every table held here; one that
 * moved on (new actions, or new facts such as a start) is reloaded, and this process's
 * connections get their frames (and the lobby its news). Bots, chance and clocks stay with
 * the process that appended. Returns how many tables had moved on.
 */
export async function resync(ctx: Ctx): Promise<number> {
  let moved = 0;
  const tables = ctx.cache.values();
  // One query (per 500 tables) says which moved on; only those, and lobbies (whose news is
  // in their facts, not their actions), are read again.
  const stored = new Map<string, number>();
  for (let i = 0; i < tables.length; i += 500) {
    const seqs = await ctx.store.seqs(tables.slice(i, i + 500).map((t) => t.meta.id));
    for (const [id, seq] of seqs) stored.set(id, seq);
  }
  for (const t of tables) {
    if (t.meta.status !== "lobby" && (stored.get(t.meta.id) ?? 0) <= t.seq) continue;
    await t
      .exclusive(async () => {
        if (ctx.closed) return;
        const row = await ctx.store.getTable(t.meta.id);
        const behind = (stored.get(t.meta.id) ?? 0) > t.seq;
        if (row === null || (!behind && row.version <= t.meta.version)) return;
        moved++;
        const facts = row.version > t.meta.version;
        await reload(ctx, t, row);
        if (facts) ctx.notifier.table(tableInfo(t.meta, t));
        if (t.meta.status === "lobby") return;
        sendFrames(ctx, t);
        if (t.terminal) ctx.cache.forgetLater(t);
        watchForTakeover(ctx, t);
      })
      .catch((e: unknown) =>
        ctx.log.error("could not catch a table up", { table: t.meta.id, error: String(e) }),
      );
  }
  return moved;
}
