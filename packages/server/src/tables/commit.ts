// The table's one command pipeline: every change of a playing table goes through here, in this
// order (lichess's round actor does the same for a game):
//
//   lock       `seatCommand`: the table's lock (`LiveTable.exclusive`), caught up with storage
//   check      the common checks (credentials, started, not over, not paused), then the
//              concern's own (takeback.ts, away.ts; play.ts for a move)
//   store      a move: `append` (the (table, seq) key lets one writer win); the table's facts:
//              `patch` (compare-and-set on the version, read again on a lost race)
//   apply      the stored row or facts become the table's in memory (`LiveTable.commit`)
//   announce   `broadcast` (the turn clock's deadline stored first, then frames), or
//              `announceFacts` (the facts to everyone at the table, frames, other processes)
//
// then the concern asks for the table's automatic step (`ctx.steps.advance`). Concern modules
// (autoplay, away, clock, grace, presence, takeback) call these and never each other.

import type { Result } from "@number-games/engine";
import { CHANCE, ok } from "@number-games/engine";
import type { ProtocolError } from "@number-games/protocol";
import { toJson } from "../common/json";
import { LOST, retryLost } from "../storage/compare-and-set";
import type { ActionRow, AutoplayReason, TablePatch, TableRow } from "../storage/types";
import { catchUp, forgetDeleted, refresh, reload } from "./catch-up";
import { keepDeadline } from "./clock";
import type { Ctx, SeatBinding } from "./context";
import { fail } from "./context";
import type { LiveTable } from "./live-table";
import { announce, tableInfo } from "./views";

/** A seat's command's answer: done, or refused (nothing changed). */
export type Done = Result<true, ProtocolError>;

/**
 * A seat's command at a playing table: the table's lock, caught up with storage, the common
 * checks (credentials, started, not over, not paused), then `fn` under the lock.
 */
export async function seatCommand(
  ctx: Ctx,
  tableId: string,
  binding: SeatBinding,
  fn: (t: LiveTable) => Promise<Done>,
): Promise<Done> {
  const t = await ctx.cache.live(tableId);
  if (t === null) return fail("ERR_NOT_FOUND", "no such table");
  return t.exclusive(async () => {
    await settle(ctx, t);
    // Another process may have moved the table on, or ended it, or deleted it (its class
    // expired there): a deleted one is forgotten here too.
    if (ctx.options.shared || t.meta.status !== "playing") {
      if (!(await refresh(ctx, t))) {
        forgetDeleted(ctx, t);
        return fail("ERR_NOT_FOUND", "no such table");
      }
    }
    if (!credentialValid(t, binding)) {
      return fail("ERR_UNAUTHORIZED", "this seat token is no longer valid");
    }
    if (t.meta.status === "lobby") return fail("ERR_NOT_STARTED", "the table has not started yet");
    if (t.meta.status === "finished" || t.terminal) return gameOver(t, binding.seat);
    if (t.meta.pausedAt !== undefined) {
      return fail("ERR_PAUSED", "the teacher paused the game; wait for the resume");
    }
    return fn(t);
  });
}

/** Whether the binding's token still holds its seat (a teacher may have given it away). */
export function credentialValid(t: LiveTable, b: SeatBinding): boolean {
  const s = t.meta.seats[b.seat];
  return s !== undefined && s.kind === "human" && s.tokenHash === b.tokenHash;
}

/** ERR_GAME_OVER, saying how the game ended when it ended early. */
export function gameOver(t: LiveTable, seat: number): Result<never, ProtocolError> {
  const e = t.meta.ending;
  if (e?.kind === "resigned" && e.seat === seat) {
    return fail("ERR_GAME_OVER", "you have already resigned: the game is over");
  }
  if (e?.kind === "resigned")
    return fail("ERR_GAME_OVER", `seat ${e.seat} resigned: the game is over`);
  if (e?.kind === "claimed") {
    return fail("ERR_GAME_OVER", `seat ${e.by} claimed the win: the game is over`);
  }
  return fail("ERR_GAME_OVER", "the game is over");
}

/**
 * Appends `action` (already checked: `next` is the state after it) as the table's next seq,
 * then commits and tells every viewer. On a (table, seq) conflict another process advanced
 * the table first: storage's version is adopted and null returned.
 */
export async function append(
  ctx: Ctx,
  t: LiveTable,
  action: unknown,
  next: unknown,
  actor: number,
  autoplay: AutoplayReason | null,
): Promise<ActionRow | null> {
  const row: ActionRow = {
    tableId: t.meta.id,
    seq: t.seq + 1,
    action: toJson(action),
    actor,
    autoplay,
  };
  // Should storage fail, nothing changed, except that drawing a chance action moved the
  // generator on: the table in memory is replayed from its seed, so the next draw is again
  // the one storage expects.
  const stored = await storeRow(ctx, t, row, actor === CHANCE ? () => replayInMemory(t) : null);
  if (!stored) return null;
  t.commit(next, row);
  await broadcast(ctx, t, [row]);
  return row;
}

/**
 * Stores `row` as the table's next seq (a move or a takeback). False on a (table, seq)
 * conflict: another process advanced the table first, and storage's version is adopted.
 * `failed` runs when storage throws (the error is passed on).
 */
export async function storeRow(
  ctx: Ctx,
  t: LiveTable,
  row: ActionRow,
  failed: (() => void) | null = null,
): Promise<boolean> {
  let stored: boolean;
  try {
    stored = await ctx.store.appendAction(row);
  } catch (e) {
    failed?.();
    // Storage may have committed the row before its answer was lost: the next command reads
    // it first (settle), so a retried action is refused (ERR_STALE) rather than applied
    // twice, and the stored one is announced.
    t.unsettled = true;
    throw e;
  }
  if (!stored) await reload(ctx, t);
  return stored;
}

/**
 * After a store with no answer (`unsettled`): adopts what storage holds and announces rows
 * this process never announced. Call with the table locked; throws while storage is away.
 */
export async function settle(ctx: Ctx, t: LiveTable): Promise<void> {
  if (!t.unsettled) return;
  const before = t.seq;
  await catchUp(ctx, t, true);
  t.unsettled = false;
  if (t.seq > before) {
    await broadcast(
      ctx,
      t,
      t.rows.filter((r) => r.seq > before),
    );
  }
}

/** Rebuilds the table (state and chance generator) from its own stored rows. */
function replayInMemory(t: LiveTable): void {
  t.reset(t.meta, [...t.rows]);
}

/**
 * Applies `change` to the table's facts: a compare-and-set on the version, and on a lost race
 * the table is read again and `change` decides again. null from `change`: nothing to do
 * (answers false); a refusal from it is the answer. Call with the table locked.
 */
export function patch(
  ctx: Ctx,
  t: LiveTable,
  change: (row: TableRow) => Result<TablePatch, ProtocolError> | null,
): Promise<Result<boolean, ProtocolError>> {
  return retryLost(
    async () => {
      const p = change(t.meta);
      if (p === null) return ok(false);
      if (!p.ok) return p;
      const updated = await ctx.store.updateTable(t.meta.id, t.meta.version, p.value);
      if (updated !== null) {
        t.meta = updated;
        return ok(true);
      }
      if (!(await refresh(ctx, t))) return fail("ERR_NOT_FOUND", "no such table");
      return LOST;
    },
    () => fail("ERR_CONFLICT", "the table is changing too fast; try again"),
  );
}

/**
 * Sets the turn clock's deadline for the position and stores it before anyone is told (a
 * deadline that was sent survives a crash), then announces the position. Should storage
 * refuse the deadline, the frames go out without one and `advance` tries again.
 */
export async function broadcast(
  ctx: Ctx,
  t: LiveTable,
  rows: readonly ActionRow[] = [],
): Promise<void> {
  t.clearTimer();
  try {
    await keepDeadline(ctx, t);
  } catch (e) {
    ctx.log.warn("could not store a turn deadline", { table: t.meta.id, error: String(e) });
  }
  announce(ctx, t, rows);
}

/**
 * The table's facts changed (a seat handed over or back, a takeback asked, the game ended):
 * everyone at the table gets them, this process's connections their frames, and the other
 * processes the news (the update's version makes them read the facts again).
 */
export function announceFacts(ctx: Ctx, t: LiveTable): void {
  ctx.notifier.table(tableInfo(t.meta, t));
  announce(ctx, t);
}

/**
 * The game is over (or a teacher ended a class table early): the table is marked finished
 * (and the lobby told), then forgotten later.
 */
export async function finish(ctx: Ctx, t: LiveTable): Promise<void> {
  t.clearTimer();
  t.clock = { ...t.clock, deadline: null };
  await retryLost(
    async () => {
      if (t.meta.status === "finished") return;
      const updated = await ctx.store.updateTable(t.meta.id, t.meta.version, {
        status: "finished",
        ...(t.meta.pausedAt !== undefined ? { pausedAt: null } : {}),
      });
      if (updated !== null) {
        t.meta = updated;
        ctx.notifier.table(tableInfo(t.meta, t));
        ctx.notifier.changed?.(t.meta);
        return;
      }
      const row = await ctx.store.getTable(t.meta.id);
      if (row !== null) t.meta = row;
      return LOST;
    },
    () => undefined,
  );
  // Finished tables leave memory after a while; a later request replays them from storage.
  ctx.cache.forgetLater(t);
}
