// A class's activity and its deletion: requests, joins and moves mark a class active; a class
// not active for `retentionMs` is expired at once (its routes answer as for a deleted class,
// nothing marks it active again) and deleted with everything in it by the sweep, which runs
// when a server starts (before its tables resume) and every CLASS_SWEEP_MS while it runs. A
// deleted class leaves the memory of every process: the sweeping one forgets it and (shared
// mode) names it to the others, which forget it too (`forgetClasses`).

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

/**
 * Deletes the classes (and their tables) inactive for the retention time; they leave this
 * process's memory (`forgetClasses`) and the other processes are told to forget them too.
 */
export async function sweep(ctx: ClassCtx): Promise<string[]> {
  try {
    const gone = await ctx.store.expireClasses(ctx.now() - ctx.retentionMs);
    ctx.tables.forgetTables(gone.tables);
    forgetClasses(ctx, gone.classes);
    if (gone.classes.length > 0) ctx.notifier.deleted?.(gone.classes);
    return [...gone.classes];
  } catch (e) {
    ctx.log?.warn("could not sweep old classes", { error: String(e) });
    return [];
  }
}

/**
 * Deleted classes (by this process's sweep or another's) leave memory: their activity marks
 * and their pending dashboard and podium pushes and end or next-game timers, which would only
 * read a class that is gone. (The lesson report's reviews are the service's to forget.)
 */
export function forgetClasses(ctx: ClassCtx, classIds: readonly string[]): void {
  for (const id of classIds) {
    ctx.touched.delete(id);
    for (const timers of [ctx.pending, ctx.podiumPending, ctx.stopTimers]) {
      const timer = timers.get(id);
      if (timer !== undefined) clearTimeout(timer);
      timers.delete(id);
    }
  }
}
