// FROZEN: the `hard` level as it was on 2026-11-27 (commit 1b2231b), before Magic Numbers' hard
// learned beliefs over secrets (issue #25). Kept as `hard-v2` so that the new `hard` can be
// measured against it at the same time per move (the arena's `hard-v2@20ms`;
// docs/benchmarks.md "hard against hard-v2"). Only the arena and the benchmarks name it. A game
// in HARD_V2_SEARCHES (a frozen copy of its search, budget and tuning) plays that; the others
// have not changed since, so their `hard-v2` is their `hard`. Kept out of src/ (and out of the
// web app's bundles): the arena loads it on first use (src/arena/play-game.ts).

import type { AnyGame, GameId } from "@number-games/engine";
import { HARD_V2 } from "../../src/arena/spec";
import type { Bot, BotOptions } from "../../src/bot";
import { legalOf, moveRng } from "../../src/bot";
import { createBot } from "../../src/levels";
import { moveBudget } from "../../src/search/budget";
import type { HardTuning, SearchFn } from "../../src/strategy";
import { searchV2 } from "./magic-numbers/rollout-v2";

export { HARD_V2 };

/** hard-v2 where it differs from today's hard: a frozen copy of the search, its budget and tuning. */
export interface FrozenHard {
  readonly search: SearchFn;
  readonly iterations: number;
  readonly tuning?: HardTuning;
}

/** Magic Numbers' hard as of 2026-11-27 (magic-numbers/rollout-v2.ts, table-v2.ts). */
export const HARD_V2_SEARCHES: Partial<Record<GameId, FrozenHard>> = {
  "magic-numbers": { search: searchV2, iterations: 24_000, tuning: { eliminate: 2 } },
};

export function hardV2Bot(game: AnyGame, options: BotOptions): Bot {
  const frozen = HARD_V2_SEARCHES[game.id];
  if (frozen === undefined) {
    const hard = createBot(game, "hard", options);
    return { level: HARD_V2, act: (observation) => hard.act(observation) };
  }
  return {
    level: HARD_V2,
    act(observation) {
      const legal = legalOf(HARD_V2, observation);
      if (legal.length === 1) return legal[0];
      const rng = moveRng(options.seed, observation);
      const budget = moveBudget(frozen.iterations, options);
      return frozen.search(game, observation, rng, budget, frozen.tuning);
    },
  };
}
