// FROZEN: the `hard` level as it was on 2026-11-27 (commit 1b2231b), before Magic Numbers' hard
// learned beliefs over secrets (issue #25). Kept as `hard-v2` so that the new `hard` can be
// measured against it at the same time per move (the arena's `hard-v2@20ms`;
// docs/benchmarks.md "hard against hard-v2"). Only the arena and the benchmarks name it. A game
// whose strategy has `hardV2` (a frozen copy of its search, budget and tuning) plays that; the
// others have not changed since, so their `hard-v2` is their `hard`.

import type { AnyGame } from "@number-games/engine";
import type { Bot, BotOptions } from "../../bot";
import { legalOf, moveRng } from "../../bot";
import { strategyOf } from "../../games/registry";
import { createBot } from "../../levels";
import { moveBudget } from "../budget";

export const HARD_V2 = "hard-v2";

export function hardV2Bot(game: AnyGame, options: BotOptions): Bot {
  const frozen = strategyOf(game).hardV2;
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
