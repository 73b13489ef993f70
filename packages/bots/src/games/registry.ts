// The bots' registry of games: for each of the engine's games (by GameId), what this package
// holds for it. The only place that knows which folder plays which game; the levels, the
// search, the arena, the CLI and the benchmarks ask here and never branch on a game's id.
// The built-in games' entries (BOT_GAMES, typed: one per GameId) are registered when this
// module loads; `registerBotGame` adds one for a game registered in the engine since.

import type { AnyGame, GameId } from "@number-games/engine";
import { GAME_IDS, gameIds, isGameId } from "@number-games/engine";
import type { GameAnalysis } from "../analysis/types";
import type { MistakeKinds } from "../review/kinds";
import type { GameStrategy } from "../strategy";
import { magicNumbersAnalysis } from "./magic-numbers/analysis";
import type { MagicNumbersSolver } from "./magic-numbers/index";
import { magicNumbersSolver, magicNumbersStrategy } from "./magic-numbers/index";
import { magicNumbersMistakeKinds } from "./magic-numbers/lesson-kinds";
import { numberLineAnalysis } from "./number-line/analysis";
import type { NumberLineSolver } from "./number-line/index";
import { numberLineSolver, numberLineStrategy } from "./number-line/index";
import { numberLineMistakeKinds } from "./number-line/lesson-kinds";
import { takeOrPayAnalysis } from "./take-or-pay/analysis";
import { takeOrPayStrategy } from "./take-or-pay/index";
import { takeOrPayMistakeKinds } from "./take-or-pay/lesson-kinds";

/**
 * A game's exact solvers, as `numbers solve` runs them: one shape per game that has any (a
 * union as more come), told apart by `game`, since each solves its own questions.
 */
export type GameSolver = NumberLineSolver | MagicNumbersSolver;

export interface GameBots<G extends GameId = GameId> {
  /** What the game contributes to every level: heuristics, belief, playouts, budgets. */
  readonly strategy: GameStrategy;
  /** Its exact solvers, where it has any (an intersection, not Extract: covariant in G). */
  readonly solver?: GameSolver & { readonly game: G };
  /**
   * Config input (merged under the player count) for timing uniformly random playouts
   * (`numbers bench`): a cap where random play can go on for very long.
   */
  readonly benchConfig?: Readonly<Record<string, unknown>>;
  /** What `numbers analyze` simulates and reports for the game. */
  readonly analysis?: GameAnalysis;
  /** The typical mistakes a lesson report names (review/kinds.ts). */
  readonly mistakeKinds?: MistakeKinds;
}

export const BOT_GAMES: { readonly [G in GameId]: GameBots<G> } = {
  "number-line": {
    strategy: numberLineStrategy,
    solver: numberLineSolver,
    analysis: numberLineAnalysis,
    mistakeKinds: numberLineMistakeKinds,
  },
  "take-or-pay": {
    strategy: takeOrPayStrategy,
    analysis: takeOrPayAnalysis,
    mistakeKinds: takeOrPayMistakeKinds,
  },
  // Random play can take long to land exactly on the target: a bench playout stops at 1000.
  "magic-numbers": {
    strategy: magicNumbersStrategy,
    solver: magicNumbersSolver,
    benchConfig: { maxTurns: 1000 },
    analysis: magicNumbersAnalysis,
    mistakeKinds: magicNumbersMistakeKinds,
  },
};

/** The strategies alone, by game id. */
export const STRATEGIES: Readonly<Record<GameId, GameStrategy>> = {
  "number-line": BOT_GAMES["number-line"].strategy,
  "take-or-pay": BOT_GAMES["take-or-pay"].strategy,
  "magic-numbers": BOT_GAMES["magic-numbers"].strategy,
};

/** Every game's entry, by id: the built-ins', then those registered since. */
const registry = new Map<string, GameBots>();

/**
 * Adds the bots' entry of a game the engine has registered. The same entry again is a no-op;
 * another entry for a game that has one, or an entry for a game the engine does not know, is
 * a programming error and throws.
 */
export function registerBotGame(id: GameId, entry: GameBots): void {
  if (!isGameId(id)) {
    throw new Error(`the engine has no game ${JSON.stringify(id)}: register the game first`);
  }
  const known = registry.get(id);
  if (known === entry) return;
  if (known !== undefined) {
    throw new Error(`the bots of game ${JSON.stringify(id)} are already registered`);
  }
  registry.set(id, entry);
}

for (const id of GAME_IDS) registerBotGame(id, BOT_GAMES[id]);

/** The game's entry; a game with none is a programming error and throws. */
export function botGameOf(id: GameId): GameBots {
  const entry = registry.get(id);
  if (entry === undefined) {
    throw new Error(`no bots are registered for game ${JSON.stringify(id)}`);
  }
  return entry;
}

/** The ids of the games that have an entry, in registration order. */
export function botGameIds(): readonly GameId[] {
  return [...registry.keys()] as GameId[];
}

export function strategyOf(game: AnyGame): GameStrategy {
  return botGameOf(game.id).strategy;
}

/** The game's exact solvers, or undefined when it has none. */
export function solverOf(id: GameId): GameSolver | undefined {
  return botGameOf(id).solver;
}

/** The games that have exact solvers, in the engine's order. */
export function gamesWithSolver(): readonly GameId[] {
  return gameIds().filter((id) => registry.get(id)?.solver !== undefined);
}
