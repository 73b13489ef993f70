// What a class does to its tables (the class service in ../classes asks through TableService):
// create a table already seated and playing, pause and resume it (moves, bots and the turn
// clock wait; the clock keeps the time it had left), end it early, revoke a released
// student's seats (an unfinished table's opens), seat another student at an open seat or in
// place of a computer player, and hand a student's seat to a computer player. Every change is
// a compare-and-set on the table's version under the table's lock, then announced like any
// other change.

import type { Result } from "@number-games/engine";
import { getGame, ok } from "@number-games/engine";
import type { ProtocolError, SeatBotLevel } from "@number-games/protocol";
import { newSeed, newTableId, newToken } from "../ids";
import { toJson } from "../json";
import type { ClassTableRef, StoredSeat, TablePatch, TableRow } from "../storage/types";
import { advance } from "./autoplay";
import { catchUp } from "./cache";
import type { Ctx } from "./context";
import { fail } from "./context";
import { classAwayRule, planGrace } from "./grace";
import type { LiveTable } from "./live-table";
import { newTableFacts } from "./lobby";
import { broadcast, finish } from "./play";
import { announce, tableInfo } from "./views";

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
  for (let attempt = 0; attempt < 8; attempt++) {
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
    if (await ctx.store.createTable(row)) {
      const t = await ctx.cache.live(row.id);
      if (t === null) return fail("ERR_INTERNAL", "the new table vanished");
      await t.exclusive(async () => {
        await broadcast(ctx, t);
        await advance(ctx, t);
      });
      return ok(t.meta);
    }
  }
  return fail("ERR_INTERNAL", "could not allocate a table id; try again");
}

/**
 * Applies `change` to the table's facts under its lock (compare-and-set, re-read on a
 * conflict); null from `change`: nothing to do. Other processes learn of it (publish).
 */
async function patchLive(
  ctx: Ctx,
  t: LiveTable,
  change: (row: TableRow) => Result<TablePatch, ProtocolError> | null,
): Promise<Result<boolean, ProtocolError>> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const patch = change(t.meta);
    if (patch === null) return ok(false);
    if (!patch.ok) return patch;
    const updated = await ctx.store.updateTable(t.meta.id, t.meta.version, patch.value);
    if (updated !== null) {
      t.meta = updated;
      return ok(true);
    }
    const row = await ctx.store.getTable(t.meta.id);
    if (row === null) return fail("ERR_NOT_FOUND", "no such table");
    t.meta = row;
  }
  return fail("ERR_CONFLICT", "the table is changing too fast; try again");
}

async function classTable(ctx: Ctx, tableId: string): Promise<LiveTable | null> {
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
    const changed = await patchLive(ctx, t, (row) => {
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
    ctx.notifier.table(tableInfo(t.meta, t));
    announce(ctx, t);
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

/**
 * A released student's token stops working at this table: an unfinished table's seat opens
 * (another student may sit there); a finished table keeps the name in its record, but the
 * token reads nothing more than a stranger's. Their connections are told and leave the table.
 * Nothing changes when the seat holds another token by now.
 */
export async function revokeSeat(
  ctx: Ctx,
  tableId: string,
  seat: number,
  tokenHash: string,
): Promise<Result<boolean, ProtocolError>> {
  const t = await classTable(ctx, tableId);
  if (t === null) return fail("ERR_NOT_FOUND", "no such class table");
  return t.exclusive(async () => {
    const changed = await patchLive(ctx, t, (row) => {
      const s = row.seats[seat];
      if (s?.kind !== "human" || s.tokenHash !== tokenHash) return null;
      const name = row.status === "finished" ? s.name : null;
      return ok({
        seats: row.seats.map((x, i) =>
          i === seat ? { kind: "human" as const, name, tokenHash: null } : x,
        ),
      });
    });
    if (!changed.ok || !changed.value) return changed;
    ctx.notifier.evictSeat(tableId, seat, "released");
    ctx.notifier.table(tableInfo(t.meta, t));
    ctx.notifier.changed?.(t.meta);
    return changed;
  });
}

/**
 * A student moved to another device (classes/moves.ts): the seat's token hash `from` becomes
 * `to`, at a table being played or finished alike; everything else of the seat stays (a seat
 * the computer plays for its absent student is given back when the new device joins, as any
 * return). The old token's connections are told ("moved") and leave the table. Nothing
 * changes when the seat holds another token by now.
 */
export function rekeySeat(
  ctx: Ctx,
  tableId: string,
  seat: number,
  from: string,
  to: string,
): Promise<Result<boolean, ProtocolError>> {
  return patchStudentSeat(
    ctx,
    tableId,
    seat,
    from,
    (s) => ({ ...s, tokenHash: to }),
    () => ctx.notifier.evictSeat(tableId, seat, "moved"),
  );
}

/**
 * A student renamed by the teacher: the seat holding their token shows the new name, playing
 * or finished (a finished table's record names them so too). Nothing changes when the seat
 * holds another token. Its players and the class dashboard hear it.
 */
export function renameSeat(
  ctx: Ctx,
  tableId: string,
  seat: number,
  tokenHash: string,
  name: string,
): Promise<Result<boolean, ProtocolError>> {
  return patchStudentSeat(ctx, tableId, seat, tokenHash, (s) =>
    s.name === name ? null : { ...s, name },
  );
}

/**
 * Changes the seat held by the token hash `holder` (a human's; null: nothing to change), then
 * tells whoever must hear of it first (`told`) and the table's players and class.
 */
type HumanSeat = Extract<StoredSeat, { kind: "human" }>;

async function patchStudentSeat(
  ctx: Ctx,
  tableId: string,
  seat: number,
  holder: string,
  patch: (s: HumanSeat) => HumanSeat | null,
  told?: () => void,
): Promise<Result<boolean, ProtocolError>> {
  const t = await classTable(ctx, tableId);
  if (t === null) return fail("ERR_NOT_FOUND", "no such class table");
  return t.exclusive(async () => {
    await freshen(ctx, t);
    const changed = await patchLive(ctx, t, (row) => {
      const s = row.seats[seat];
      if (s?.kind !== "human" || s.tokenHash !== holder) return null;
      const next = patch(s);
      return next === null ? null : ok({ seats: row.seats.map((x, i) => (i === seat ? next : x)) });
    });
    if (!changed.ok || !changed.value) return changed;
    told?.();
    ctx.notifier.table(tableInfo(t.meta, t));
    announce(ctx, t);
    return changed;
  });
}

/**
 * Seats a student at a playing class table: at an open seat, or in place of a computer
 * player (the student plays on from the computer's position; a bot deciding meanwhile
 * finds the seat no longer its own and plays nothing).
 */
export function fillSeat(
  ctx: Ctx,
  tableId: string,
  seat: number,
  name: string,
  tokenHash: string,
): Promise<Result<TableRow, ProtocolError>> {
  return changePlayingSeat(ctx, tableId, seat, (s) => {
    const open = s?.kind === "human" && s.tokenHash === null;
    if (!open && s?.kind !== "bot") {
      return fail(
        "ERR_BAD_SEATING",
        `seat ${seat} is neither open nor a computer player's`,
        "seat-not-open",
      );
    }
    return ok({ kind: "human" as const, name, tokenHash });
  });
}

/**
 * A student's seat at a playing class table goes to a computer player of `level`: the
 * student's connections leave the table (their token no longer plays there) and the bot
 * moves when it is the seat's turn. Nothing changes when the seat holds another token.
 */
export function handToComputer(
  ctx: Ctx,
  tableId: string,
  seat: number,
  tokenHash: string,
  level: SeatBotLevel,
): Promise<Result<TableRow, ProtocolError>> {
  return changePlayingSeat(
    ctx,
    tableId,
    seat,
    (s) => {
      if (s?.kind !== "human" || s.tokenHash !== tokenHash) {
        return fail("ERR_BAD_SEATING", "the student does not hold this seat", "not-at-table");
      }
      return ok({ kind: "bot" as const, level });
    },
    () => ctx.notifier.evictSeat(tableId, seat, "computer"),
  );
}

/**
 * Gives `seat` of a class table whose game is being played to whoever `next` says (or its
 * refusal), under the table's lock and on its freshest facts; `changed` runs once stored,
 * before everyone hears of it and the position's automatic step is planned again.
 */
async function changePlayingSeat(
  ctx: Ctx,
  tableId: string,
  seat: number,
  next: (s: StoredSeat | undefined) => Result<StoredSeat, ProtocolError>,
  changed?: () => void,
): Promise<Result<TableRow, ProtocolError>> {
  const t = await classTable(ctx, tableId);
  if (t === null) return fail("ERR_NOT_FOUND", "no such class table");
  return t.exclusive(async () => {
    await freshen(ctx, t);
    const patched = await patchLive(ctx, t, (row) => {
      if (row.status === "finished" || t.terminal) {
        return fail("ERR_BAD_SEATING", "this table's game is over", "table-over");
      }
      const s = next(row.seats[seat]);
      if (!s.ok) return s;
      return ok({ seats: row.seats.map((x, i) => (i === seat ? s.value : x)) });
    });
    if (!patched.ok) return patched;
    changed?.();
    await afterSeatChange(ctx, t);
    return ok(t.meta);
  });
}

/** Where other processes share the table: its moves and facts as storage has them now. */
async function freshen(ctx: Ctx, t: LiveTable): Promise<void> {
  if (ctx.options.shared) await catchUp(ctx, t, true);
}

/**
 * After a seat changed hands mid-game (under the lock): everyone hears the table's facts,
 * other processes re-read them (the version moved), and the position's automatic step is
 * planned again for whoever holds the seat to move now (a bot, a turn clock).
 */
async function afterSeatChange(ctx: Ctx, t: LiveTable): Promise<void> {
  ctx.notifier.table(tableInfo(t.meta, t));
  announce(ctx, t);
  if (t.meta.status !== "playing") return;
  if (t.decidingSeq !== t.seq) t.clearTimer();
  await advance(ctx, t);
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
    const changed = await patchLive(ctx, t, (row) => {
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

/** Forgets tables (deleted from storage by the class sweep). */
export function forgetTables(ctx: Ctx, ids: readonly string[]): void {
  for (const id of ids) {
    const t = ctx.cache.get(id);
    t?.clearTimer();
    t?.clearTakeover();
    t?.clearGrace();
    ctx.cache.delete(id);
  }
}
