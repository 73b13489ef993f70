// FROZEN: the `hard` level as it was on 2026-11-26 (commit 3233aa0), before the search was
// made faster and stronger (issue #15, item 3). Kept as `hard-v1` so that the new `hard` can
// be measured against it at the same time per move (the arena's `hard-v1@20ms`;
// docs/benchmarks.md "hard against hard-v1"). It is not a level of the menus (BOT_LEVELS): only
// the arena and the benchmarks name it. It uses frozen copies of the searches (ismcts-v1.ts
// here, and SEARCH_V1 below) and the game's shared heuristics and playout policy. Kept out of
// src/ (and out of the web app's bundles): the arena loads it on first use (src/arena/play-game.ts).

import type { AnyGame, GameId } from "@number-games/engine";
import { HARD_V1 } from "../../src/arena/spec";
import type { Bot, BotOptions } from "../../src/bot";
import { legalOf, moveRng } from "../../src/bot";
import { strategyOf } from "../../src/games/registry";
import { moveBudget } from "../../src/search/budget";
import type { SearchFn, StatePolicy } from "../../src/strategy";
import { ismctsV1 } from "./ismcts-v1";
import { searchV1 } from "./magic-numbers/rollout-v1";

export { HARD_V1 };

/** The games whose hard had a search of its own then: a frozen copy of it (the others: ISMCTS). */
const SEARCH_V1: Partial<Record<GameId, SearchFn>> = { "magic-numbers": searchV1 };

export function hardV1Bot(game: AnyGame, options: BotOptions): Bot {
  const strategy = strategyOf(game);
  const playouts = new Map<string, StatePolicy>();
  return {
    level: HARD_V1,
    act(observation) {
      const legal = legalOf(HARD_V1, observation);
      if (legal.length === 1) return legal[0];
      const rng = moveRng(options.seed, observation);
      const budget = moveBudget(strategy.hardIterations, options);
      const search = SEARCH_V1[game.id] ?? strategy.search;
      if (search !== undefined) return search(game, observation, rng, budget);
      const config = game.configOf(game.resample(observation, rng.fork()));
      const key = JSON.stringify(config);
      let playout = playouts.get(key);
      if (playout === undefined) {
        playout = strategy.playoutPolicy(game, config);
        playouts.set(key, playout);
      }
      const result = ismctsV1(game, observation, rng, {
        iterations: budget.iterations,
        ...(budget.deadline ? { deadline: budget.deadline } : {}),
        playout,
        belief: strategy.belief?.(game, observation),
        ...(strategy.observedId ? { observedId: strategy.observedId } : {}),
        ...(strategy.reward ? { reward: strategy.reward } : {}),
        ...(strategy.treeDepth !== undefined ? { treeDepth: strategy.treeDepth } : {}),
      });
      return game.actionFromId(result.id);
    },
  };
}
