// One bot decision as plain data in, an action out: what a bot worker thread runs (and the
// main thread, when no worker can). Bots are stateless between moves (their choice is a
// function of seed and observation), so any thread gives the same answer.

import type { BotLevel } from "@number-games/bots";
import { createBot } from "@number-games/bots";
import type { GameId, ObservationBase } from "@number-games/engine";
import { getGame } from "@number-games/engine";

export interface BotDecision {
  readonly game: GameId;
  readonly level: BotLevel;
  /** The bot's seed (per table, seat and level). */
  readonly seed: string;
  /** The seat's observation, the only thing a bot ever sees. */
  readonly observation: ObservationBase<unknown>;
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
