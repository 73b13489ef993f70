// The one bot interface, for every game and level. A bot sees only its seat's observation
// (never a state) and answers a legal action. Bots are seeded, so a game with bots replays
// exactly; a bot that needs hidden state determinizes with the game's `resample`.
//
// Every bot here is stateless between moves: its generator for a move is derived from the
// seed and the observation itself (`moveRng`). So a bot's choice is a pure function of
// (seed, observation): a server may rebuild the bot at every move, and two observations
// that agree give the same choice whatever the hidden state behind them.

import type { AnyGame, ObservationBase } from "@number-games/engine";
import { Rng } from "@number-games/engine";

export const BOT_LEVELS = ["random", "easy", "medium", "hard", "expert"] as const;
export type BotLevel = (typeof BOT_LEVELS)[number];

export function isBotLevel(x: unknown): x is BotLevel {
  return typeof x === "string" && (BOT_LEVELS as readonly string[]).includes(x);
}

export interface Bot {
  readonly level: string;
  /** A legal action for the observation's viewer, who must be the one to act. */
  act(observation: ObservationBase<unknown>): unknown;
}

export interface BotOptions {
  /** Seeds the bot's own generator; the same seed and observations give the same choices. */
  readonly seed: string | number;
  /** Search budget for searching levels: iterations per move (default per level and game). */
  readonly iterations?: number;
  /**
   * Searching levels only: think this many milliseconds per move instead of a number of
   * iterations (`iterations`, if given too, is then a cap). For comparisons at equal time (the
   * arena's `hard@20ms`); the choice then depends on the machine's speed, so it is not a pure
   * function of seed and observation, and the levels never set it by default.
   */
  readonly timeMs?: number;
  /** The clock behind `timeMs` (performance.now by default); tests inject their own. */
  readonly clock?: () => number;
}

/** The generator for one move: a function of the seed and the observation only. */
export function moveRng(seed: string | number, observation: ObservationBase<unknown>): Rng {
  return Rng.fromSeed(`${String(seed)}|${JSON.stringify(observation)}`);
}

/** The legal actions of an observation, or a clear error for a bot asked out of turn. */
export function legalOf(who: string, observation: ObservationBase<unknown>): readonly unknown[] {
  const legal = observation.legal;
  if (legal.length === 0) throw new Error(`${who}.act: the viewer has nothing to do`);
  return legal;
}

/** Uniformly random among the observation's legal actions. */
export function randomBot(_game: AnyGame, options: BotOptions): Bot {
  return {
    level: "random",
    act(observation) {
      const legal = legalOf("randomBot", observation);
      return legal[moveRng(options.seed, observation).int(legal.length)];
    },
  };
}
