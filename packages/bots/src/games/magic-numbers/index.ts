// Magic Numbers' bots (`magic-numbers`): this module assembles the game's strategy from its
// parts.
//   posterior.ts   the exact belief over each opponent's (Good, Evil) pair, given to resample
//   heuristics.ts  easy, medium and the playout policy
//   model.ts       the opponent model and the rules' arithmetic the others share
//   table.ts       a whole table in typed arrays: true pairs and scores, public posteriors,
//                  medium and playouts, for the rollouts
//   rollout.ts     hard and expert: rollouts on a table from every legal action
//   open-play.ts   hard and expert at 2 players: the open game's exact values under beliefs
//                  that include a perfect opponent
// (The frozen copies that hard-v1 and hard-v2 play are bench/baselines/magic-numbers/.)

import type { GameStrategy } from "../../strategy";
import { easy, medium, playoutPolicy } from "./heuristics";
import { openGameValue, solveOpenSecrets } from "./open-secrets";
import { beliefOf } from "./posterior";
import { search } from "./rollout";
import { valueOfSecrecy } from "./secrecy";

export type { Posterior } from "./posterior";
export { posterior } from "./posterior";
export type { RolloutOptions } from "./rollout";
export { lastStats, rolloutChoice } from "./rollout";
export { MnTable } from "./table";

export const magicNumbersStrategy: GameStrategy = {
  easy,
  medium,
  belief: beliefOf,
  playoutPolicy,
  search,
  // hard: the rollouts stop playing out an action two standard errors worse than medium's.
  hard: { eliminate: 2 },
  // Simulated turns per decision at 2 players (scaled by 4 / (players + 2)).
  hardIterations: 24_000,
  expertIterations: 96_000,
};

export type { OpenRules, OpenSecrets, OpenSolution } from "./open-secrets";
export type { SecrecyOptions, SecrecyResult } from "./secrecy";

/** Magic Numbers' exact solvers, as `numbers solve magic-numbers` runs them. */
export interface MagicNumbersSolver {
  readonly game: "magic-numbers";
  /** The 2-player game with both secret pairs open, one deal: value iteration. */
  readonly openSecrets: typeof solveOpenSecrets;
  /** Its value at the start, over every deal of secrets. */
  readonly openGameValue: typeof openGameValue;
  /** The open game's optimal player (seeing everything) against one of our bots. */
  readonly valueOfSecrecy: typeof valueOfSecrecy;
}

export const magicNumbersSolver: MagicNumbersSolver = {
  game: "magic-numbers",
  openSecrets: (secrets, rules) => solveOpenSecrets(secrets, rules),
  openGameValue: (rules) => openGameValue(rules),
  valueOfSecrecy: (options) => valueOfSecrecy(options),
};
