// Take or Pay's bots (`take-or-pay`): this module assembles the game's strategy from its
// heuristics (heuristics.ts: easy, medium and the playout policy behind hard and expert) and
// kernel.ts (hard's rollouts in one loop, and its worlds).

import type { GameStrategy } from "../../strategy";
import { easy, medium, playoutPolicy } from "./heuristics";
import { mediumRollout, unseenShuffler } from "./kernel";

export const takeOrPayStrategy: GameStrategy = {
  easy,
  medium,
  playoutPolicy,
  rollout: mediumRollout,
  worldSampler: unseenShuffler,
  // Flat Monte Carlo over my own choice: a deeper tree let the other players' nodes choose
  // without knowing their own position (strategy fusion) and measured weaker (see
  // docs/benchmarks.md).
  treeDepth: 1,
  // hard: the flat search with every sampled world played out after both take and pay (the
  // playouts are deterministic once the deck is drawn, so the comparison is exact per world),
  // played out by kernel.ts's rollout (which scores the win share itself) in worlds drawn by
  // reshuffling the unseen cards.
  hard: { paired: true },
  hardIterations: 2000,
  expertIterations: 6000,
};
