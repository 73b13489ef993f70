// A lesson's course, the teacher's: pause and resume every table, end this game or the whole
// lesson, start the next game (both held for the undo window when a table is unfinished:
// stopping.ts), change the learning aids and the grace time.

import type { Result } from "@number-games/engine";
import { ok } from "@number-games/engine";
import type { ClassDashboard, ProtocolError, TableSize } from "@number-games/protocol";
import { graceProblem } from "@number-games/protocol";
import type { ClassPatch, ClassRow } from "../storage/types";
import { teacherCommand } from "./command";
import type { ClassCtx } from "./context";
import { conflict, everyone, fail, roundTables } from "./context";
import { afterChange, buildDashboard } from "./dashboard";
import { checkConfig } from "./roster";
import { endRound, hold, unschedule } from "./stopping";

type Res<T> = Promise<Result<T, ProtocolError>>;

export async function pause(
  ctx: ClassCtx,
  classId: string,
  token: string,
  paused: boolean,
): Res<ClassDashboard> {
  const auth = await teacherCommand(ctx, classId, token, "open-unheld");
  if (!auth.ok) return auth;
  const row = auth.value;
  if ((row.pausedAt !== null) === paused) return ok(await buildDashboard(ctx, row));
  const at = paused ? ctx.now() : null;
  const updated = await ctx.store.updateClass(row.id, row.version, { pausedAt: at }, ctx.now());
  if (updated === null) return conflict();
  for (const t of await roundTables(ctx, updated)) {
    if (t.status !== "playing") continue;
    const r = await ctx.tables.setPaused(t.id, at);
    if (!r.ok) ctx.log?.warn("could not pause or resume a class table", { error: r.error });
  }
  return afterChange(ctx, updated, await everyone(ctx, updated));
}

export async function end(
  ctx: ClassCtx,
  classId: string,
  token: string,
  lesson: boolean,
): Res<ClassDashboard> {
  // The lesson's end needs no undo window: it ends a held end or next game too.
  const auth = await teacherCommand(ctx, classId, token, lesson ? "open" : "open-unheld");
  if (!auth.ok) return auth;
  const row = auth.value;
  if (!lesson) {
    const held = await hold(ctx, row, "end", row);
    if (held !== null) return held;
  }
  unschedule(ctx, row.id);
  await endRound(ctx, row);
  const patch: ClassPatch = lesson
    ? { status: "ended", pausedAt: null, stopping: null }
    : { pausedAt: null };
  const updated = await ctx.store.updateClass(row.id, row.version, patch, ctx.now());
  if (updated === null) return conflict();
  return afterChange(ctx, updated, await everyone(ctx, updated));
}

export async function next(
  ctx: ClassCtx,
  classId: string,
  token: string,
  req: { game?: string; config?: Record<string, unknown>; tableSize?: TableSize },
): Res<ClassDashboard> {
  const auth = await teacherCommand(ctx, classId, token, "open-unheld");
  if (!auth.ok) return auth;
  const row = auth.value;
  const game = (req.game ?? row.game) as ClassRow["game"];
  const config = req.config ?? (req.game !== undefined ? {} : row.config);
  const tableSize = req.tableSize ?? row.tableSize;
  if ("players" in config) {
    return fail("ERR_CONFIG", "a class's config has no players: each table's group decides");
  }
  const checked = checkConfig(game, config, tableSize);
  if (!checked.ok) return checked;
  // Unfinished tables: held for the undo window first (stopping.ts).
  const held = await hold(ctx, row, "next", { game, config, tableSize });
  if (held !== null) return held;
  await endRound(ctx, row);
  // Before anyone is seated the game has no tables: another game replaces it, same number.
  const round = row.seated ? row.round + 1 : row.round;
  const updated = await ctx.store.updateClass(
    row.id,
    row.version,
    { game, config, tableSize, round, seated: false, pausedAt: null },
    ctx.now(),
  );
  if (updated === null) return conflict();
  return afterChange(ctx, updated, await everyone(ctx, updated));
}

export async function settings(
  ctx: ClassCtx,
  classId: string,
  token: string,
  patch: Partial<ClassRow["settings"]>,
): Res<ClassDashboard> {
  const auth = await teacherCommand(ctx, classId, token, "open");
  if (!auth.ok) return auth;
  const row = auth.value;
  const merged = { ...row.settings, ...stripUndefined(patch) };
  const updated = await ctx.store.updateClass(row.id, row.version, { settings: merged }, ctx.now());
  if (updated === null) return conflict();
  return afterChange(ctx, updated, await everyone(ctx, updated));
}

/**
 * The class's grace time (null: off): checked (ERR_BAD_GRACE, nothing changed), stored, and
 * given to this game's unfinished tables at once (a seat already away counts from when it left).
 */
export async function grace(
  ctx: ClassCtx,
  classId: string,
  token: string,
  seconds: number | null,
): Res<ClassDashboard> {
  const problem = graceProblem(seconds);
  const input = problem === null ? ok(seconds) : fail("ERR_BAD_GRACE", problem);
  const auth = await teacherCommand(ctx, classId, token, "open", input);
  if (!auth.ok) return auth;
  const row = auth.value;
  if (row.graceSeconds === seconds) return ok(await buildDashboard(ctx, row));
  const patch: ClassPatch = { graceSeconds: seconds };
  const updated = await ctx.store.updateClass(row.id, row.version, patch, ctx.now());
  if (updated === null) return conflict();
  for (const t of await roundTables(ctx, updated)) {
    if (t.status !== "playing") continue;
    const r = await ctx.tables.setClassGrace(t.id, seconds);
    if (!r.ok) ctx.log?.warn("could not change a class table's grace time", { error: r.error });
  }
  return afterChange(ctx, updated, await everyone(ctx, updated));
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
