// Catching a table in memory up with storage: the rows other processes appended, the facts
// they changed, or (when the table ended elsewhere before moves applied here) the whole table
// read again.

import type { TableRow } from "../storage/types";
import type { Ctx } from "./context";
import type { LiveTable } from "./live-table";

/**
 * Applies what other processes appended; with `meta`, re-reads the table's facts too. Returns
 * how many actions were new to this process.
 */
export async function catchUp(ctx: Ctx, t: LiveTable, meta = false): Promise<number> {
  return (await readAgain(ctx, t, meta)).missed;
}

/**
 * After a lost compare-and-set: the table's actions and facts as storage has them now. False
 * when the table is gone from storage.
 */
export async function refresh(ctx: Ctx, t: LiveTable): Promise<boolean> {
  return (await readAgain(ctx, t, true)).exists;
}

async function readAgain(
  ctx: Ctx,
  t: LiveTable,
  meta: boolean,
): Promise<{ missed: number; exists: boolean }> {
  const rows = await ctx.store.actions(t.meta.id, t.seq);
  const end = t.meta.ending?.seq ?? Number.POSITIVE_INFINITY;
  for (const r of rows) {
    if (r.seq > end) break;
    t.applyStored(r);
  }
  if (meta || rows.length > 0 || (t.terminal && t.meta.status !== "finished")) {
    const row = await ctx.store.getTable(t.meta.id);
    if (row === null) return { missed: rows.length, exists: false };
    if (row.version > t.meta.version) {
      // The game ended early (elsewhere) before moves this process applied: those moves are
      // not part of it; the table is read again up to its end.
      if (row.ending !== null && t.seq > row.ending.seq) {
        await reload(ctx, t, row);
        return { missed: Math.max(1, rows.length), exists: true };
      }
      t.meta = row;
    }
  }
  return { missed: rows.length, exists: true };
}

/**
 * Whether the table is still in storage. One deleted meanwhile (its class expired: another
 * process's sweep, whose news did not reach this one) is forgotten here, with whatever it
 * had pending: nothing of it is tried again.
 */
export async function stillStored(ctx: Ctx, t: LiveTable): Promise<boolean> {
  if (t.deleted) return false;
  if ((await ctx.store.getTable(t.meta.id)) !== null) return true;
  forgetDeleted(ctx, t);
  return false;
}

/** `t` is gone from storage: it leaves memory and takes no more steps. */
export function forgetDeleted(ctx: Ctx, t: LiveTable): void {
  t.deleted = true;
  if (ctx.cache.get(t.meta.id) === t) ctx.cache.drop(t.meta.id);
  t.clearTimer();
  t.clearTakeover();
  t.clearGrace();
}

/** Rebuilds the table from storage (`row`: its facts, when just read). */
export async function reload(ctx: Ctx, t: LiveTable, read?: TableRow): Promise<void> {
  const row = read ?? (await ctx.store.getTable(t.meta.id));
  if (row === null) throw new Error(`table ${t.meta.id} vanished from storage`);
  t.clearTimer();
  t.reset(row, await ctx.store.actions(t.meta.id));
}
