// One bot decision as plain data in, an action out: what a bot worker thread runs (and the
// main thread, when no worker can). Bots are stateless between moves (their choice is a
// function of seed and observation), so any thread gives the same answer.

import type { BotLevel, LessonDecision } from "@number-games/bots";
import { createBot, reviewSeat } from "@number-games/bots";
import type { GameId, GameRecord, ObservationBase } from "@number-games/engine";
import { getGame } from "@number-games/engine";

export interface BotDecision {
  readonly game: GameId;
  readonly level: BotLevel;
  /** The bot's seed (per table, seat and level). */
  readonly seed: string;
  /** The seat's observation, the only thing a bot ever sees. */
  readonly observation: ObservationBase<unknown>;
}

/**
 * One decision of a finished game to rate, for the lesson report (classes/lesson-report.ts):
 * short work the bot threads do between bots' moves.
 */
export interface ReviewJob {
  readonly record: GameRecord;
  readonly seat: number;
  /** The action's index in the record. */
  readonly index: number;
  readonly seed: string;
  /** At most, with `settle` (stop once the rating is settled: the bots' review/settle.ts). */
  readonly determinizations: number;
  readonly settle?: boolean;
}

/** The job's decision rated, its kind of mistake named (the review engine, as a player's own). */
export function reviewDecision(job: ReviewJob): LessonDecision {
  const [d] = reviewSeat(
    job.record,
    job.seat,
    { seed: job.seed, determinizations: job.determinizations, settle: job.settle === true },
    [job.index],
  );
  if (d === undefined) throw new Error(`action ${job.index} is no decision of seat ${job.seat}`);
  return d;
}

/** What a module loaded by a bot worker provides (tests load stand-ins). */
export interface DecisionModule {
  decide(request: BotDecision, data: unknown): unknown;
}

/** The bot's action for the observation (unchecked: the caller parses and applies it). */
export function decide(request: BotDecision): unknown {
  return createBot(getGame(request.game), request.level, { seed: request.seed }).act(
    request.observation,
  );
}
