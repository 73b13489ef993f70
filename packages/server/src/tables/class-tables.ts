// What a class does to its tables (the class service in ../classes asks through TableService):
// create a table already seated and playing, pause and resume it (moves, bots and the turn
// clock wait; the clock keeps the time it had left), end it early, set its grace time. What
// it does to their seats is class-seats.ts. Every change goes through the table's pipeline
// (commit.ts): a compare-and-set on the table's version under the table's lock, then announced
// like any other change.

import type { Result } from "@number-games/engine";
import { getGame, ok } from "@number-games/engine";
import type { ProtocolError } from "@number-games/protocol";
import { newSeed, newTableId, newToken } from "../common/ids";
import { toJson } from "../common/json";
import { LOST, retryLost } from "../storage/compare-and-set";
import type { ClassTableRef, StoredSeat, TableRow } from "../storage/types";
import { advance } from "./autoplay";
import { catchUp } from "./catch-up";
import { announceFacts, broadcast, finish, patch } from "./commit";
import type { Ctx } from "./context";
import { fail } from "./context";
import { classAwayRule, planGrace } from "./grace";
import type { LiveTable } from "./live-table";
import { newTableFacts } from "./lobby";
import { tableInfo } from "./views";

export interface ClassTableSpec {
  readonly game: TableRow["game"];
  /** The config with `players` set to `seats.length`. */
  readonly config: Record<string, unknown>;
  /** Students' seats hold their student token's hash (their seat token is their student token). */
  readonly seats: readonly StoredSeat[];
  readonly classTable: ClassTableRef;
  /** The class's teacher token hash: the teacher is every class table's host. */
  readonly hostTokenHash: string;
  readonly turnClockSeconds: number | null;
  /** Created paused (the class is paused). */
  readonly pausedAt: number | null;
  /** The class's grace time (seconds; null: off): see grace.ts. */
  readonly graceSeconds: number | null;
}

/** Creates a class table, seated and playing: chance, bots and clocks start at once. */
export async function createClassTable(
  ctx: Ctx,
  spec: ClassTableSpec,
): Promise<Result<TableRow, ProtocolError>> {
  const game = getGame(spec.game);
  const cfg = game.parseConfig(spec.config);
  if (!cfg.ok) return fail("ERR_CONFIG", cfg.error.message, cfg.error.code);
  if (game.numPlayers(cfg.value) !== spec.seats.length) {
    return fail("ERR_CONFIG", `the config does not seat ${spec.seats.length} players`);
  }
  const now = new Date(ctx.now()).toISOString();
  // A fresh id (and join code) each time: a taken one loses the race.
  return retryLost(
    async () => {
      const row: TableRow = {
        id: newTableId(),
        game: spec.game,
        config: toJson(cfg.value),
        seats: spec.seats,
        visibility: "private",
        turnClockSeconds: spec.turnClockSeconds,
        startRace: null,
        awayRule: classAwayRule(spec.graceSeconds),
        // The host token itself is never used: the teacher's token is the host's.
        ...newTableFacts(newSeed(), newToken(), now),
        hostTokenHash: spec.hostTokenHash,
        status: "playing",
        classTable: spec.classTable,
        ...(spec.pausedAt !== null ? { pausedAt: spec.pausedAt } : {}),
      };
      if (!(await ctx.store.createTable(row))) return LOST;
      const t = await ctx.cache.live(row.id);
      if (t === null) return fail("ERR_INTERNAL", "the new table vanished");
      await t.exclusive(async () => {
        await broadcast(ctx, t);
        await advance(ctx, t);
      });
      return ok(t.meta);
    },
    () => fail("ERR_INTERNAL", "could not allocate a table id; try again"),
  );
}

export async function classTable(ctx: Ctx, tableId: string): Promise<LiveTable | null> {
  const t = await ctx.cache.live(tableId);
  return t !== null && t.meta.classTable !== undefined ? t : null;
}

/**
 * Pauses (`at` the pause's time) or resumes (`at` null) a playing class table. A resumed turn
 * clock gets the time it had left at the pause. Answers whether the table changed.
 */
export async function setPaused(
  ctx: Ctx,
  tableId: string,
  at: number | null,
): Promise<Result<boolean, ProtocolError>> {
  const t = await classTable(ctx, tableId);
  if (t === null) return fail("ERR_NOT_FOUND", "no such class table");
  return t.exclusive(async () => {
    const pausedAt = t.meta.pausedAt;
    const changed = await patch(ctx, t, (row) => {
      if (row.status !== "playing") return null;
      if ((row.pausedAt !== undefined) === (at !== null)) return null;
      return ok({ pausedAt: at });
    });
    if (!changed.ok || !changed.value) return changed;
    t.clearTimer();
    if (at === null && pausedAt !== undefined && t.clock.seq === t.seq && t.clock.deadline) {
      // The clock stood still while paused: it runs on with what it had left.
      const left = Math.max(0, t.clock.deadline - pausedAt);
      const deadline = ctx.now() + left;
      await ctx.store.moveTurnDeadline(t.meta.id, t.seq, deadline);
      t.clock = { seq: t.seq, deadline, stored: true };
    }
    announceFacts(ctx, t);
    if (at === null) await advance(ctx, t);
    return changed;
  });
}

/** Ends a class table now (a game already over is simply finished). */
export async function endTable(ctx: Ctx, tableId: string): Promise<Result<boolean, ProtocolError>> {
  const t = await classTable(ctx, tableId);
  if (t === null) return fail("ERR_NOT_FOUND", "no such class table");
  return t.exclusive(async () => {
    if (t.meta.status === "finished") return ok(false);
    await finish(ctx, t);
    return ok(true);
  });
}

/** Where other processes share the table: its moves and facts as storage has them now. */
export async function freshen(ctx: Ctx, t: LiveTable): Promise<void> {
  if (ctx.options.shared) await catchUp(ctx, t, true);
}

/**
 * The class's grace time becomes the table's (a playing table: the seat away now is checked
 * against the new time at once). Answers whether the table changed.
 */
export async function setClassGrace(
  ctx: Ctx,
  tableId: string,
  seconds: number | null,
): Promise<Result<boolean, ProtocolError>> {
  const t = await classTable(ctx, tableId);
  if (t === null) return fail("ERR_NOT_FOUND", "no such class table");
  return t.exclusive(async () => {
    await freshen(ctx, t);
    const rule = classAwayRule(seconds);
    const changed = await patch(ctx, t, (row) => {
      if (row.status !== "playing") return null;
      if (row.awayRule.graceSeconds === rule.graceSeconds && row.awayRule.action === rule.action) {
        return null;
      }
      return ok({ awayRule: rule });
    });
    if (!changed.ok || !changed.value) return changed;
    ctx.notifier.table(tableInfo(t.meta, t));
    ctx.notifier.changed?.(t.meta);
    await planGrace(ctx, t);
    return changed;
  });
}

/**
 * Forgets tables the class sweep deleted from storage, here and (shared mode) on the other
 * processes, which may hold them too.
 */
export function forgetTables(ctx: Ctx, ids: readonly string[]): void {
  for (const id of ids) ctx.cache.drop(id);
  if (ids.length > 0) ctx.notifier.deleted?.(ids);
}
