// Take or Pay's bots (`take-or-pay`): this module assembles the game's strategy from its
// heuristics (heuristics.ts: easy, medium and the playout policy behind hard and expert) and
// kernel.ts (hard's rollouts in one loop, and its worlds) and search.ts (hard: plans for the
// face-up card).

import type { GameStrategy } from "../../strategy";
import { easy, medium, playoutPolicy } from "./heuristics";
import { mediumRollout, unseenShuffler } from "./kernel";
import { hardSearch } from "./search";

export const takeOrPayStrategy: GameStrategy = {
  easy,
  medium,
  playoutPolicy,
  // Paired rollouts' kernel and worlds (HardTuning.paired: hard's search of the first pass).
  rollout: mediumRollout,
  worldSampler: unseenShuffler,
  // Flat Monte Carlo over my own choice: a deeper tree let the other players' nodes choose
  // without knowing their own position (strategy fusion) and measured weaker (see
  // docs/benchmarks.md).
  treeDepth: 1,
  // hard: rollouts over plans for the face-up card (take now, or after 1–3 pays, or pay and
  // leave it to medium), all in the same sampled worlds, with kernel.ts's rollouts (search.ts).
  hard: { search: hardSearch },
  hardIterations: 2000,
  expertIterations: 6000,
};
