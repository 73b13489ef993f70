// What a game contributes to `numbers analyze` (registered with its bots in
// games/registry.ts), and the shapes shared by the planner, the runner and the figures.

import type { AnyGame, GameId } from "@number-games/engine";
import type { BotSpec } from "../arena/spec";
import type { GameOutcome } from "../arena/stats";
import type { Figure } from "./figures";

/** Per-game numbers read from a finished game (in the worker), beyond scores and length. */
export type GameFeatures = Readonly<Record<string, number | readonly number[]>>;

/** A config compared in the report (Take or Pay's presets); most games have one. */
export interface Scenario {
  readonly key: string;
  readonly label: string;
  /** Raw config input, merged under `players`. */
  readonly config: Readonly<Record<string, unknown>>;
}

/** One set of simulated games: a config, a lineup and a number of games. */
export interface BatchSpec {
  /** Unique in the report; also the batch's seed suffix. */
  readonly key: string;
  /** self: one bot in every seat; skill: the strong bot against a weaker one; extra: the game's own. */
  readonly kind: "self" | "skill" | "extra";
  readonly scenario: string;
  readonly players: number;
  /** Raw config input (players included). */
  readonly config: Readonly<Record<string, unknown>>;
  /** The lineup: the last listed fills the remaining seats (arena rules). */
  readonly bots: readonly BotSpec[];
  readonly games: number;
  /** A free label for extra batches (e.g. "tokens 6"). */
  readonly tag?: string;
}

export interface BatchResult {
  readonly spec: BatchSpec;
  /** The config as the game parsed it. */
  readonly config: unknown;
  /** In game-index order. */
  readonly outcomes: readonly GameOutcome[];
}

/** The validated settings of one analysis. */
export interface AnalysisSettings {
  readonly game: GameId;
  readonly players: readonly number[];
  /** Plays every seat of the self-play games. */
  readonly self: BotSpec;
  /** The skill gap: `strong` in one seat against each of `weak` in the others. */
  readonly strong: BotSpec;
  readonly weak: readonly BotSpec[];
  /** Self-play games per scenario and player count. */
  readonly games: number;
  /** Games per skill-gap pairing (and per player count). */
  readonly skillGames: number;
  readonly seed: string;
}

/** How long a player decision takes at a real table. */
export interface Pace {
  readonly secondsPerMove: number;
  /** true: measured from stored games (`moves` timed moves in `tables` games); false: assumed. */
  readonly measured: boolean;
  readonly moves: number;
  readonly tables: number;
}

export interface GameAnalysis {
  /** Player counts analysed when none are given. */
  readonly players: readonly number[];
  /** The configs compared; one scenario with the game's defaults when absent. */
  readonly scenarios?: (players: number) => readonly Scenario[];
  /** The skill-gap bots when none are given (strong first), if not DEFAULT_BOTS. */
  readonly defaultBots?: string;
  /** Seconds per player decision assumed when no stored game measures it. */
  readonly assumedSecondsPerMove: number;
  /** Reads the game's own numbers from a finished state. */
  features(game: AnyGame, state: unknown): GameFeatures;
  /** More simulations for the game's own questions. */
  extraBatches?(settings: AnalysisSettings): BatchSpec[];
  /** The game's own figures, from every batch (self, skill and extra). */
  figures(settings: AnalysisSettings, results: readonly BatchResult[], pace: Pace): Figure[];
}
