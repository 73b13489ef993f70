// A lesson's course, the teacher's: pause and resume every table, end this game or the whole
// lesson, start the next game, change the learning aids and the grace time.

import type { Result } from "@number-games/engine";
import { ok } from "@number-games/engine";
import type { ClassDashboard, ProtocolError, TableSize } from "@number-games/protocol";
import { graceProblem } from "@number-games/protocol";
import type { ClassPatch, ClassRow } from "../storage/types";
import type { ClassCtx } from "./context";
import { classEnded, conflict, everyone, fail, roundTables } from "./context";
import { asTeacher } from "./credentials";
import { afterChange, buildDashboard } from "./dashboard";
import { checkConfig } from "./roster";

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
  await endRound(ctx, row);
  const patch: ClassPatch = lesson ? { status: "ended", pausedAt: null } : { pausedAt: null };
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
  const game = (req.game ?? row.game) as ClassRow["game"];
  const config = req.config ?? (req.game !== undefined ? {} : row.config);
  const tableSize = req.tableSize ?? row.tableSize;
  if ("players" in config) {
    return fail("ERR_CONFIG", "a class's config has no players: each table's group decides");
  }
  const checked = checkConfig(game, config, tableSize);
  if (!checked.ok) return checked;
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

async function endRound(ctx: ClassCtx, row: ClassRow): Promise<void> {
  for (const t of await roundTables(ctx, row)) {
    if (t.status === "finished") continue;
    const r = await ctx.tables.endTable(t.id);
    if (!r.ok) ctx.log?.warn("could not end a class table", { error: r.error });
  }
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}
