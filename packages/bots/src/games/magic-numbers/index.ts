// Magic Numbers' bots (`magic-numbers`): this module assembles the game's strategy from its
// parts.
//   posterior.ts   the exact belief over each opponent's (Good, Evil) pair, given to resample
//   heuristics.ts  easy, medium and the playout policy
//   model.ts       the opponent model and the rules' arithmetic the others share
//   rollout.ts     hard and expert: rollouts of medium on a whole table in typed arrays
//   rollout-v1.ts  hard-v1: a frozen copy of rollout.ts, for measuring hard against it

import type { GameStrategy } from "../../strategy";
import { easy, medium, playoutPolicy } from "./heuristics";
import { beliefOf } from "./posterior";
import { search } from "./rollout";
import { searchV1 } from "./rollout-v1";

export type { Posterior } from "./posterior";
export { posterior } from "./posterior";
export type { RolloutOptions } from "./rollout";
export { lastStats, MnTable, rolloutChoice } from "./rollout";

export const magicNumbersStrategy: GameStrategy = {
  easy,
  medium,
  belief: beliefOf,
  playoutPolicy,
  search,
  searchV1,
  // hard: the rollouts stop playing out an action two standard errors worse than medium's.
  hard: { eliminate: 2 },
  // Simulated turns per decision at 2 players (scaled by 4 / (players + 2)).
  hardIterations: 24_000,
  expertIterations: 96_000,
};
