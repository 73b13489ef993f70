// A lesson's course, the teacher's: pause and resume every table, end this game or the whole
// lesson, start the next game (both held for the undo window when a table is unfinished:
// stopping.ts), change the learning aids and the grace time.

import type { Result } from "@number-games/engine";
import { ok } from "@number-games/engine";
import type { ClassDashboard, ProtocolError, TableSize } from "@number-games/protocol";
import { graceProblem } from "@number-games/protocol";
import type { ClassPatch, ClassRow } from "../storage/types";
import type { ClassCtx } from "./context";
import { classEnded, conflict, everyone, fail, roundTables, stopping } from "./context";
import { asTeacher } from "./credentials";
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
  const auth = await asTeacher(ctx, classId, token);
  if (!auth.ok) return auth;
  const row = auth.value;
  if (row.status !== "open") return classEnded();
  if (row.stopping !== null) return stopping();
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
  const auth = await asTeacher(ctx, classId, token);
  if (!auth.ok) return auth;
  const row = auth.value;
  if (row.status !== "open") return classEnded();
  if (!lesson) {
    if (row.stopping !== null) return stopping();
    const held = await hold(ctx, row, "end", row);
    if (held !== null) return held;
  }
  // The lesson's end needs no undo window: it ends a held end or next game too.
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
  const auth = await asTeacher(ctx, classId, token);
  if (!auth.ok) return auth;
  const row = auth.value;
  if (row.status !== "open") return classEnded();
  if (row.stopping !== null) return stopping();
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
  const updated = await ctx.store.updateClass(
    row.id,
    row.version,
    { game, config, tableSize, round: row.round + 1, seated: false, pausedAt: null },
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
  const auth = await asTeacher(ctx, classId, token);
  if (!auth.ok) return auth;
  const row = auth.value;
  if (row.status !== "open") return classEnded();
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
  const auth = await asTeacher(ctx, classId, token);
  if (!auth.ok) return auth;
  const row = auth.value;
  const problem = graceProblem(seconds);
  if (problem !== null) return fail("ERR_BAD_GRACE", problem);
  if (row.status !== "open") return classEnded();
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
