// No one-click damage (issue #23, item 4): "End this game" and "Next game" with unfinished
// tables are held for the undo window (ctx.undoMs, CLASS_UNDO.windowMs by default) before
// they happen. The hold pauses those tables (moves wait, computers and clocks stop), so undo
// is exact: the class's pause goes back to what it was and the tables play on with the time
// they had. When the window is over the stop happens (a timer on this process, and on any
// process the first request to the class after it: a restart or another process loses
// nothing); "go on now" makes it happen at once. Every step is a compare-and-set on the
// class's version, so an undo and the stop never both happen.

import type { Result } from "@number-games/engine";
import type { ClassDashboard, ProtocolError, StopKind } from "@number-games/protocol";
import type { ClassPatch, ClassRow, StoredStop } from "../storage/types";
import type { ClassCtx } from "./context";
import { conflict, everyone, fail, roundTables } from "./context";
import { afterChange } from "./dashboard";

type Res<T> = Promise<Result<T, ProtocolError>>;

/** What the next game will be (for "end": this game's, unchanged). */
export interface NextFacts {
  readonly game: ClassRow["game"];
  readonly config: Record<string, unknown>;
  readonly tableSize: ClassRow["tableSize"];
}

/**
 * Holds an end or next game for the undo window: null when no table is unfinished (nothing
 * would be lost: the caller acts at once) or the window is 0 (tests of other things).
 */
export async function hold(
  ctx: ClassCtx,
  row: ClassRow,
  kind: StopKind,
  next: NextFacts,
): Promise<Result<ClassDashboard, ProtocolError> | null> {
  if (ctx.undoMs <= 0) return null;
  const playing = (await roundTables(ctx, row)).filter((t) => t.status !== "finished");
  if (playing.length === 0) return null;
  const now = ctx.now();
  const stop: StoredStop = {
    kind,
    until: now + ctx.undoMs,
    pausedBefore: row.pausedAt,
    tableIds: playing.map((t) => t.id),
    ...next,
  };
  const patch: ClassPatch = { stopping: stop, pausedAt: row.pausedAt ?? now };
  const updated = await ctx.store.updateClass(row.id, row.version, patch, now);
  if (updated === null) return conflict();
  if (row.pausedAt === null) await pauseTables(ctx, stop.tableIds, now);
  schedule(ctx, updated.id, stop.until);
  return afterChange(ctx, updated, await everyone(ctx, updated));
}

/** The class as it is now: a hold whose window is over happens first. */
export async function settled(ctx: ClassCtx, row: ClassRow): Promise<ClassRow> {
  if (row.stopping === null || ctx.now() < row.stopping.until) return row;
  const updated = await commit(ctx, row);
  if (updated === null) return (await ctx.store.getClass(row.id)) ?? row;
  await afterChange(ctx, updated, await everyone(ctx, updated));
  return updated;
}

/** Undo the held end or next game: the class and its tables as they were before. */
export async function undo(ctx: ClassCtx, row: ClassRow): Res<ClassDashboard> {
  const stop = row.stopping;
  if (stop === null) return nothingToUndo();
  const patch: ClassPatch = { stopping: null, pausedAt: stop.pausedBefore };
  const updated = await ctx.store.updateClass(row.id, row.version, patch, ctx.now());
  if (updated === null) return conflict();
  unschedule(ctx, row.id);
  if (stop.pausedBefore === null) await pauseTables(ctx, stop.tableIds, null);
  return afterChange(ctx, updated, await everyone(ctx, updated));
}

/** The held end or next game happens now. */
export async function stopNow(ctx: ClassCtx, row: ClassRow): Res<ClassDashboard> {
  if (row.stopping === null) return nothingToUndo();
  const updated = await commit(ctx, row);
  return updated === null ? conflict() : afterChange(ctx, updated, await everyone(ctx, updated));
}

/** Ends every unfinished table of the class's current game (they score nothing). */
export async function endRound(ctx: ClassCtx, row: ClassRow): Promise<void> {
  for (const t of await roundTables(ctx, row)) {
    if (t.status === "finished") continue;
    const r = await ctx.tables.endTable(t.id);
    if (!r.ok) ctx.log?.warn("could not end a class table", { error: r.error });
  }
}

export function unschedule(ctx: ClassCtx, classId: string): void {
  const timer = ctx.stopTimers.get(classId);
  if (timer !== undefined) clearTimeout(timer);
  ctx.stopTimers.delete(classId);
}

/** The stop itself: the class moves on first (one process wins), then its tables end. */
async function commit(ctx: ClassCtx, row: ClassRow): Promise<ClassRow | null> {
  const stop = row.stopping;
  if (stop === null) return row;
  const patch: ClassPatch =
    stop.kind === "end"
      ? { stopping: null, pausedAt: null }
      : {
          stopping: null,
          pausedAt: null,
          game: stop.game,
          config: stop.config,
          tableSize: stop.tableSize,
          round: row.round + 1,
          seated: false,
        };
  const updated = await ctx.store.updateClass(row.id, row.version, patch, ctx.now());
  if (updated === null) return null;
  unschedule(ctx, row.id);
  await endRound(ctx, row);
  return updated;
}

function schedule(ctx: ClassCtx, classId: string, until: number): void {
  unschedule(ctx, classId);
  if (ctx.closed) return;
  const timer = setTimeout(
    () => {
      ctx.stopTimers.delete(classId);
      void (async () => {
        const row = await ctx.store.getClass(classId);
        if (row === null || ctx.closed || row.stopping === null) return;
        if (ctx.now() < row.stopping.until) return schedule(ctx, classId, row.stopping.until);
        await settled(ctx, row);
      })().catch((e: unknown) =>
        ctx.log?.warn("could not end a class's game after its undo time", { error: String(e) }),
      );
    },
    Math.max(0, until - ctx.now()),
  );
  timer.unref?.();
  ctx.stopTimers.set(classId, timer);
}

async function pauseTables(ctx: ClassCtx, ids: readonly string[], at: number | null) {
  for (const id of ids) {
    const r = await ctx.tables.setPaused(id, at);
    if (!r.ok) ctx.log?.warn("could not pause or resume a held class table", { error: r.error });
  }
}

const nothingToUndo = () =>
  fail(
    "ERR_NOTHING_TO_UNDO",
    "there is no end or next game to undo (an end can be undone for 10 seconds)",
  );
