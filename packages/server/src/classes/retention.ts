// A class's activity and its deletion: requests, joins and moves mark a class active; a class
// not active for `retentionMs` is expired at once (its routes answer as for a deleted class,
// nothing marks it active again) and deleted with everything in it by the sweep, which runs
// when a server starts (before its tables resume) and every CLASS_SWEEP_MS while it runs.

import type { ClassRow } from "../storage/types";
import type { ClassCtx } from "./context";

export const CLASS_RETENTION_MS = 7 * 24 * 3600 * 1000;
/** How often a running server sweeps: a server that runs one lesson long still deletes. */
export const CLASS_SWEEP_MS = 5 * 60_000;
/** Reads and moves mark a class active at most this often (writes always do). */
const TOUCH_EVERY_MS = 60_000;

/** Whether the class's last activity is older than the retention time. */
export function expired(ctx: ClassCtx, row: ClassRow): boolean {
  return row.activeAt < ctx.now() - ctx.retentionMs;
}

/** Marks the class active (`always`: now; else at most once a minute per process). */
export async function touch(ctx: ClassCtx, classId: string, always: boolean): Promise<void> {
  const now = ctx.now();
  if (!always && now - (ctx.touched.get(classId) ?? 0) < TOUCH_EVERY_MS) return;
  ctx.touched.set(classId, now);
  await ctx.store.touchClass(classId, now, now - ctx.retentionMs);
}

/** Deletes the classes (and their tables) inactive for the retention time. */
export async function sweep(ctx: ClassCtx): Promise<string[]> {
  try {
    const gone = await ctx.store.expireClasses(ctx.now() - ctx.retentionMs);
    ctx.tables.forgetTables(gone.tables);
    for (const id of gone.classes) ctx.touched.delete(id);
    return [...gone.classes];
  } catch (e) {
    ctx.log?.warn("could not sweep old classes", { error: String(e) });
    return [];
  }
}
