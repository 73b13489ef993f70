// Level → bot, for every game. The game's strategy (games/<id>/, looked up by the game's id
// in games/registry.ts) supplies the heuristics; search and solvers are generic.
//   random  uniformly random legal action
//   easy    the game's simple heuristic
//   medium  the game's strong heuristic (under a millisecond per move)
//   hard    ISMCTS over resample with medium playouts (the game's hard budget), or the
//           game's own search where it has one (Magic Numbers: rollouts of medium; Number
//           Line: `hard.search`, ISMCTS over bitmask worlds), spent as the game's `hard`
//           tuning says (paired rollouts with the game's rollout kernel and world sampler,
//           determinization reuse, a margin reward, elimination); `hard-v1` (bench/baselines/)
//           keeps the untuned original
//   expert  an exact solver where one applies, else the same search with the expert budget

import type { AnyGame } from "@number-games/engine";
import { exhaustive } from "@number-games/engine";
import type { Bot, BotLevel, BotOptions } from "./bot";
import { legalOf, moveRng, randomBot } from "./bot";
import { strategyOf } from "./games/registry";
import { moveBudget } from "./search/budget";
import { ismcts } from "./search/ismcts";
import { marginReward, pairedRollouts } from "./search/paired";
import type { GameStrategy, HardTuning, ObservationPolicy, RolloutKernel } from "./strategy";

function policyBot(
  level: BotLevel,
  game: AnyGame,
  policy: ObservationPolicy,
  options: BotOptions,
): Bot {
  return {
    level,
    act(observation) {
      const legal = legalOf(level, observation);
      if (legal.length === 1) return legal[0];
      return policy(game, observation, moveRng(options.seed, observation));
    },
  };
}

/** A bot that searches with ISMCTS (and asks the solver first when `exact`). */
function searchBot(
  level: BotLevel,
  game: AnyGame,
  strategy: GameStrategy,
  iterations: number,
  exact: boolean,
  options: BotOptions,
  tuning: HardTuning = {},
): Bot {
  const playouts = new Map<string, ReturnType<GameStrategy["playoutPolicy"]>>();
  const rollouts = new Map<string, RolloutKernel>();
  return {
    level,
    act(observation) {
      const legal = legalOf(level, observation);
      if (legal.length === 1) return legal[0];
      const rng = moveRng(options.seed, observation);
      if (exact && strategy.solved !== undefined) {
        const answer = strategy.solved(game, observation, rng);
        if (answer !== null) return answer;
      }
      const budget = moveBudget(iterations, options);
      const search = tuning.search ?? strategy.search;
      if (search !== undefined) return search(game, observation, rng, budget, tuning);
      const config = game.configOf(game.resample(observation, rng.fork()));
      const key = JSON.stringify(config);
      let playout = playouts.get(key);
      if (playout === undefined) {
        playout = strategy.playoutPolicy(game, config);
        playouts.set(key, playout);
      }
      const reward =
        tuning.reward ?? (tuning.scoreMargin ? marginReward(tuning.scoreMargin) : strategy.reward);
      const belief = strategy.belief?.(game, observation);
      if (tuning.paired === true) {
        let rollout = rollouts.get(key);
        if (rollout === undefined && strategy.rollout !== undefined) {
          rollout = strategy.rollout(game, config);
          rollouts.set(key, rollout);
        }
        const sample = strategy.worldSampler?.(game, observation, rng.fork());
        const r = pairedRollouts(game, observation, rng, {
          ...(rollout ? { rollout } : {}),
          ...(sample ? { sample } : {}),
          iterations: budget.iterations,
          ...(budget.deadline ? { deadline: budget.deadline } : {}),
          playout,
          belief,
          ...(reward ? { reward } : {}),
          ...(tuning.eliminate !== undefined ? { eliminate: tuning.eliminate } : {}),
        });
        return game.actionFromId(r.id);
      }
      const result = ismcts(game, observation, rng, {
        ...(tuning.reuse !== undefined ? { reuse: tuning.reuse } : {}),
        iterations: budget.iterations,
        ...(budget.deadline ? { deadline: budget.deadline } : {}),
        playout,
        belief,
        ...(strategy.observedId ? { observedId: strategy.observedId } : {}),
        ...(reward ? { reward } : {}),
        ...(strategy.treeDepth !== undefined ? { treeDepth: strategy.treeDepth } : {}),
      });
      return game.actionFromId(result.id);
    },
  };
}

export function createBot(game: AnyGame, level: BotLevel, options: BotOptions): Bot {
  const strategy = strategyOf(game);
  switch (level) {
    case "random":
      return randomBot(game, options);
    case "easy":
      return policyBot(level, game, strategy.easy, options);
    case "medium":
      return policyBot(level, game, strategy.medium, options);
    case "hard":
      return searchBot(
        level,
        game,
        strategy,
        strategy.hardIterations,
        false,
        options,
        strategy.hard,
      );
    case "expert":
      return searchBot(level, game, strategy, strategy.expertIterations, true, options);
    default:
      return exhaustive(level);
  }
}
