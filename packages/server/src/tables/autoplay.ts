// What a table does by itself: chance draws, bots' turns (decided off the lock, on a worker
// thread), the turn clock running out, a seat abandoned without a clock, and the retries when
// storage refused one of these. `advance` runs whatever the position needs now; the caller
// holds the table's lock. A class table's grace timer is grace.ts's (asked through
// `ctx.steps.planGrace`).

import type { BotLevel } from "@number-games/bots";
import { CHANCE } from "@number-games/engine";
import type { BotDecision } from "../bots/bot-decide";
import { BotPoolError, inThreadBots } from "../bots/bot-pool";
import { newSeed } from "../common/ids";
import { isStorageUnavailable } from "../storage/outage";
import type { AutoplayReason } from "../storage/types";
import { catchUp, stillStored } from "./catch-up";
import { keepDeadline } from "./clock";
import { append, finish, settle } from "./commit";
import type { Ctx } from "./context";
import type { LiveTable } from "./live-table";
import { seatConnected } from "./seats";
import { announce } from "./views";

const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5000;

/** A bot decision that gave no usable answer: the first legal action is played. */
const NO_CHOICE = Symbol("no bot choice");
/** The decider was shut down with the server: nothing is played. */
const CLOSED = Symbol("closed");

/**
 * After a restart or another process's death (noticed by a join): a playing table's
 * automatic steps (chance, bots, clocks) run again. Call with the table locked.
 */
export async function resume(ctx: Ctx, t: LiveTable): Promise<void> {
  if (t.meta.status === "playing") await advance(ctx, t);
}

/**
 * `resume` in a step of its own, once the current one has answered: a join only reads, and
 * whatever the table then does by itself reaches the viewer it attached as usual frames.
 */
export function resumeSoon(ctx: Ctx, t: LiveTable): void {
  if (ctx.closed || t.meta.status !== "playing") return;
  setImmediate(() => {
    if (ctx.closed) return;
    t.used = true;
    t.exclusive(() => resume(ctx, t)).catch((e) => retryLater(ctx, t, "resume the table", e));
  });
}

/** Runs chance, finishes, or schedules the next bot or clock; call with the table locked. */
export async function advance(ctx: Ctx, t: LiveTable): Promise<void> {
  if (t.deleted) return;
  await settle(ctx, t);
  for (let guard = 0; guard < 100_000 && !ctx.closed && !t.deleted; guard++) {
    if (t.meta.status !== "playing") return;
    // A paused class table: nothing moves by itself until the teacher resumes it.
    if (t.meta.pausedAt !== undefined) return;
    if (t.terminal) {
      await finish(ctx, t);
      return;
    }
    const toMove = t.toMove;
    if (toMove === CHANCE) {
      const action = t.game.sampleChance(t.state, t.rng);
      const next = t.game.apply(t.state, action);
      if (!next.ok) throw new Error(`engine bug: sampled chance rejected: ${next.error.message}`);
      try {
        await append(ctx, t, action, next.value, CHANCE, null);
      } catch (e) {
        // What came before stands (stored and announced): the move that led here is
        // acknowledged, and chance is drawn again (the same draw, from the seed) shortly.
        retryLater(ctx, t, "store a chance action", e);
        return;
      }
      continue;
    }
    if (t.timer !== null && t.timerSeq === t.seq) return;
    // A bot is deciding this position off the lock; it applies its move (or advances) itself.
    if (t.decidingSeq === t.seq) return;
    t.clearTimer();
    const seat = t.meta.seats[toMove];
    if (seat === undefined) throw new Error(`table ${t.meta.id}: no seat ${toMove}`);
    const seq = t.seq;
    if (seat.kind === "bot") {
      schedule(ctx, t, ctx.options.botDelayMs, () =>
        autoAct(ctx, t, toMove, seq, seat.level, null),
      );
    } else if (seat.handedOver !== undefined) {
      // The others handed this away player's seat to the computer: it plays like a bot seat.
      const level = ctx.options.autoplayLevel ?? "medium";
      schedule(ctx, t, ctx.options.botDelayMs, () => autoAct(ctx, t, toMove, seq, level, "away"));
    } else if (t.meta.turnClockSeconds !== null) {
      try {
        await keepDeadline(ctx, t);
      } catch (e) {
        retryLater(ctx, t, "store a turn deadline", e);
        return;
      }
      if (ctx.closed) return;
      // This position went out without its deadline (storage refused it then): announce it.
      const shown = ctx.announced.get(t);
      if (shown?.seq === t.seq && shown.deadline !== t.clock.deadline) announce(ctx, t);
      const deadline = t.clock.deadline ?? ctx.now();
      const level = ctx.options.autoplayLevel ?? "medium";
      schedule(ctx, t, Math.max(0, deadline - ctx.now()), () =>
        autoAct(ctx, t, toMove, seq, level, "clock"),
      );
    } else if (ctx.options.abandonAfterMs !== undefined && ctx.options.abandonAfterMs !== null) {
      scheduleAbandonCheck(ctx, t, toMove, seq, ctx.options.abandonAfterMs);
    }
    // A class table: a student away on their turn gets the computer after the class's grace.
    if (t.meta.classTable !== undefined) await ctx.steps.planGrace(t);
    return;
  }
}

/**
 * Something the table does by itself failed (storage refused a chance action or a bot's
 * move, say): try again after a growing pause (0.1 s, doubling, at most 5 s), so the table
 * moves on by itself once storage answers, without waiting for a player to rejoin. A join
 * or act before then does it at once. The count restarts at the next stored action. A table
 * deleted from storage meanwhile (its class expired on another process: its moves fail on
 * the missing table) is forgotten at the retry instead of tried for ever.
 */
export function retryLater(ctx: Ctx, t: LiveTable, what: string, error: unknown): void {
  if (ctx.closed || t.deleted) return;
  const ms = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** t.failuresInARow);
  t.failuresInARow++;
  // Storage away: logged once for the whole outage by the store, not per table and retry.
  if (!isStorageUnavailable(error)) {
    ctx.log.warn(`could not ${what}; trying again`, {
      table: t.meta.id,
      seq: t.seq,
      inMs: ms,
      error: String(error),
    });
  }
  t.clearTimer();
  schedule(ctx, t, ms, () =>
    t.exclusive(async () => {
      if (await stillStored(ctx, t)) await advance(ctx, t);
    }),
  );
}

/** Without a clock: a seat whose player is gone (no connection) for a while gets a bot turn. */
function scheduleAbandonCheck(ctx: Ctx, t: LiveTable, seat: number, seq: number, ms: number): void {
  schedule(ctx, t, ms, async () => {
    if (!(await seatConnected(ctx, t, seat))) {
      await autoAct(ctx, t, seat, seq, ctx.options.autoplayLevel ?? "medium", "abandoned");
      return;
    }
    await t.exclusive(async () => {
      if (t.seq === seq && t.timer === null && !ctx.closed)
        scheduleAbandonCheck(ctx, t, seat, seq, ms);
    });
  });
}

function schedule(ctx: Ctx, t: LiveTable, ms: number, fn: () => Promise<void>): void {
  if (t.deleted) return;
  t.timerSeq = t.seq;
  t.timer = setTimeout(() => {
    t.timer = null;
    t.used = true; // kept in memory while `fn` gets to its lock
    fn().catch((e) => retryLater(ctx, t, "play an automatic turn", e));
  }, ms);
  t.timer.unref?.();
}

/** A bot plays `seat` (its own bot seat, or a human seat whose clock ran out). */
export async function autoAct(
  ctx: Ctx,
  t: LiveTable,
  seat: number,
  seq: number,
  level: BotLevel,
  reason: AutoplayReason | null,
): Promise<void> {
  // Observe under the table's lock, decide outside it (on a bot worker thread), then apply
  // under the lock if the table is still where it was: meanwhile this table's readers and
  // every other table go on. Where the table moved on, it gets whatever it needs now instead.
  const request = await t.exclusive(async (): Promise<BotDecision | null> => {
    if (ctx.closed) return null;
    if (!(await stillToMove(ctx, t, seat, seq, reason))) {
      await advance(ctx, t);
      return null;
    }
    const key = `${seat}:${level}`;
    let seed = t.botSeeds.get(key);
    if (seed === undefined) {
      seed = newSeed();
      t.botSeeds.set(key, seed);
    }
    t.decidingSeq = seq;
    return { game: t.meta.game, level, seed, observation: t.game.observe(t.state, seat) };
  });
  if (request === null) return;
  const choice = await decideBotMove(ctx, t, request);
  await t.exclusive(async () => {
    if (t.decidingSeq === seq) t.decidingSeq = -1;
    if (ctx.closed || choice === CLOSED) return;
    if (!(await stillToMove(ctx, t, seat, seq, reason))) {
      await advance(ctx, t);
      return;
    }
    const parsed = choice === NO_CHOICE ? null : t.game.parseAction(choice.action);
    let next = parsed?.ok ? t.game.apply(t.state, parsed.value) : null;
    let action = parsed?.ok ? parsed.value : undefined;
    if (next === null || !next.ok) {
      if (choice !== NO_CHOICE) {
        ctx.log.error("bot chose an illegal action; playing the first legal one", {
          table: t.meta.id,
          error: next?.ok === false ? next.error : parsed?.ok === false ? parsed.error : null,
        });
      }
      action = request.observation.legal[0];
      next = t.game.apply(t.state, action);
      if (!next.ok) throw new Error(`engine bug: legal action rejected: ${next.error.message}`);
    }
    await append(ctx, t, action, next.value, seat, reason);
    await advance(ctx, t);
  });
}

/**
 * Under the table's lock: is `seat` still to move at `seq` (storage read first when other
 * processes share the table), and, for a bot's own turn (`reason` null), still a bot's seat
 * (a teacher may have seated a student there meanwhile), and, for a seat handed to the
 * computer (`away`), still handed over (its person may have come back)? A query: it never advances the
 * table (its callers do).
 */
async function stillToMove(
  ctx: Ctx,
  t: LiveTable,
  seat: number,
  seq: number,
  reason: AutoplayReason | null,
): Promise<boolean> {
  const botTurn = reason === null;
  // A class table's seats change hands mid-game (a bot's turn reads the table's facts too), and
  // a seat handed to the computer may have been taken back on another process.
  if (ctx.options.shared) {
    await catchUp(ctx, t, (botTurn && t.meta.classTable !== undefined) || reason === "away");
  }
  const s = t.meta.seats[seat];
  return (
    t.seq === seq &&
    t.toMove === seat &&
    t.meta.status === "playing" &&
    t.meta.pausedAt === undefined &&
    (!botTurn || s?.kind === "bot") &&
    (reason !== "away" || (s?.kind === "human" && s.handedOver !== undefined))
  );
}

/**
 * The bot's move from the decider (the worker pool). A decision whose worker died twice is
 * made again here on the main thread; a bot that failed or ran out of time gets NO_CHOICE
 * (the first legal action is played); CLOSED when the server is shutting down.
 */
async function decideBotMove(
  ctx: Ctx,
  t: LiveTable,
  request: BotDecision,
): Promise<{ readonly action: unknown } | typeof NO_CHOICE | typeof CLOSED> {
  let failure: unknown;
  try {
    return { action: await ctx.bots.decide(request) };
  } catch (e) {
    failure = e;
  }
  const code = failure instanceof BotPoolError ? failure.code : null;
  if (code === "ERR_POOL_CLOSED" || ctx.closed) return CLOSED;
  if (code === "ERR_WORKER_CRASHED") {
    ctx.log.error("bot workers failed; deciding on the main thread", { table: t.meta.id });
    try {
      return { action: await inThreadBots.decide(request) };
    } catch (e) {
      failure = e;
    }
  }
  ctx.log.error("bot decision failed; playing the first legal action", {
    table: t.meta.id,
    error: String(failure),
  });
  return NO_CHOICE;
}
