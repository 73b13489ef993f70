// A class's activity and its deletion: requests, joins and moves mark a class active; the
// sweep deletes a class and everything in it `retentionMs` after its last activity.

import type { ClassCtx } from "./context";

export const CLASS_RETENTION_MS = 7 * 24 * 3600 * 1000;
/** Reads and moves mark a class active at most this often (writes always do). */
const TOUCH_EVERY_MS = 60_000;

/** Marks the class active (`always`: now; else at most once a minute per process). */
export async function touch(ctx: ClassCtx, classId: string, always: boolean): Promise<void> {
  const now = ctx.now();
  if (!always && now - (ctx.touched.get(classId) ?? 0) < TOUCH_EVERY_MS) return;
  ctx.touched.set(classId, now);
  await ctx.store.touchClass(classId, now);
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
