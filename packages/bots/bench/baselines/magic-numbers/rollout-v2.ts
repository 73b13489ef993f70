// FROZEN: `hard-v2`'s search for Magic Numbers, a copy of rollout.ts as of 2026-11-27 (commit
// 1b2231b), kept unchanged so that the new `hard` (issue #25: beliefs over secrets) can be
// measured against the old one at the same time per move (docs/benchmarks.md "hard against
// hard-v2"). Its only change: the names (MnTableV2, lastStatsV2, searchV2). medium
// (heuristics.ts, model.ts) stays shared. Do not improve this file; improve rollout.ts.
//
// Magic Numbers `hard` and `expert`: one step of policy improvement over `medium`, by rollouts.
//
// The medium heuristic (heuristics.ts) decides from its own pair and score and from the
// public posterior of every other player's pair (posterior.ts); that posterior is a function
// of the public turns alone, so it is the same for every viewer. This module keeps, for a
// whole table in typed arrays, every player's true pair and score plus the public posterior
// of every player, and plays `medium` for all players on it, updating everything
// incrementally (about a microsecond a turn). A decision then:
//   1. samples worlds: each opponent's pair from the viewer's posterior (its score follows
//      from the pair and the public turns);
//   2. for every legal action, plays the world out with everyone (the viewer included)
//      following medium, with the same dice for every action (common random numbers, so
//      the comparison between actions is paired and its noise small);
//   3. plays the action that wins most often, medium's own choice on a tie.
// Against medium players this is policy improvement: it never does worse than medium in
// expectation and does better wherever medium's one-step rule misjudges the rest of the game.
// The table itself (typed arrays, medium, playouts) is table.ts.

import type { AnyGame, magicNumbersGame } from "@number-games/engine";
import { Rng } from "@number-games/engine";
import { findAction } from "../../../src/games/magic-numbers/heuristics";
import type { Deadline, SearchBudget } from "../../../src/search/budget";
import type { HardTuning, Observation } from "../../../src/strategy";
import { MnTableV2 } from "./table-v2";

type Obs = magicNumbersGame.MagicNumbersObservation;

export interface RolloutOptionsV2 {
  /** Ends the sampling of worlds (after minWorlds) once expired, whatever `turns` says. */
  readonly deadline?: Deadline;
  /**
   * The budget: simulated turns per decision. Worlds are sampled until it is spent (each
   * world is played out once per legal action, with the same dice), at least `minWorlds`.
   */
  readonly turns: number;
  readonly minWorlds?: number;
  /** Turns after which a playout stops undecided (scored 1/P). */
  readonly cap?: number;
  /** Weight of "plays medium" in the opponent model (0: the public model only). */
  readonly alpha?: number;
  /**
   * Standard errors by which an action must beat medium's choice to replace it (default 0:
   * any advantage; a margin of 1 measured 2.7 ± 2.0 points worse at 2 players).
   */
  readonly margin?: number;
  /**
   * Stops playing out an action once its paired deficit against medium's choice exceeds this
   * many standard errors (after `minWorlds`); never with Infinity (the default).
   */
  readonly eliminate?: number;
}

/** Samples an index from weights[base .. base+n) (which sum to about 1). */
function sample(w: Float64Array, base: number, n: number, rng: Rng): number {
  let u = rng.float();
  let last = -1;
  for (let k = 0; k < n; k++) {
    const p = w[base + k]!;
    if (p <= 0) continue;
    last = k;
    u -= p;
    if (u < 0) return k;
  }
  return last;
}

/**
 * The recipient to play (the viewer itself to keep), by rollouts with common random numbers.
 * Returns the medium choice when there is nothing to compare.
 */
/** What the last `rolloutChoice` spent (for benchmarks). */
export const lastStatsV2 = { worlds: 0, turns: 0 };

export function rolloutChoiceV2(o: Obs, rng: Rng, options: RolloutOptionsV2): number {
  const me = o.viewer as number;
  const own = o.own!;
  const v = o.pendingRoll!;
  const { table: base, belief } = MnTableV2.beliefOf(o, options.alpha ?? 0.8);
  base.good[me] = own.good;
  base.evil[me] = own.evil;
  base.score[me] = own.score;
  // The viewer knows its own pair and score; the opponents' come from the posterior.
  const P = base.P;
  const K = base.K;
  // Standing on the target with the roll wins at once: nothing to search.
  if (base.apply(own.score, v, own.good, own.evil) === base.target) return me;
  // Medium's own choice is the baseline: another action replaces it when its paired advantage
  // over the sampled worlds is positive (by more than `margin` standard errors if set).
  const m = base.medium(v);
  const outcome = new Float64Array(P);
  const diff = new Float64Array(P);
  const diffSq = new Float64Array(P);
  // Worlds each action was played out in; 0 in `active` once it is dropped.
  const seen = new Float64Array(P);
  const active = new Uint8Array(P).fill(1);
  let activeCount = P;
  const eliminate = options.eliminate ?? Number.POSITIVE_INFINITY;
  const world = new MnTableV2(o.config);
  const sim = new MnTableV2(o.config);
  const cap = options.cap ?? 2000;
  const minWorlds = options.minWorlds ?? 8;
  let spent = 0;
  let worlds = 0;
  const deadline = options.deadline;
  for (
    ;
    worlds < minWorlds || (deadline === undefined ? spent < options.turns : !deadline.expired());
    worlds++
  ) {
    world.copyFrom(base);
    for (let j = 0; j < P; j++) {
      if (j === me) continue;
      const k = sample(belief, j * K, K, rng);
      world.good[j] = base.pairGood[k]!;
      world.evil[j] = base.pairEvil[k]!;
      world.score[j] = base.s[j * K + k]!;
    }
    const diceSeed = rng.fork();
    for (let x = 0; x < P; x++) {
      if (active[x] === 0) continue;
      sim.copyFrom(world);
      const dice = Rng.fromState(diceSeed.getState());
      let winner = sim.step(v, x);
      if (winner < 0) winner = sim.playout(dice, cap);
      spent += sim.turns - world.turns + 1;
      outcome[x] = winner === me ? 1 : winner < 0 ? 1 / P : 0;
    }
    for (let x = 0; x < P; x++) {
      if (active[x] === 0) continue;
      const dx = outcome[x]! - outcome[m]!;
      diff[x]! += dx;
      diffSq[x]! += dx * dx;
      seen[x]! += 1;
    }
    // Successive elimination: an action clearly worse than medium's choice is not played out
    // again, so the remaining worlds go to the close calls.
    if (worlds + 1 >= minWorlds && activeCount > 1) {
      for (let x = 0; x < P; x++) {
        if (x === m || active[x] === 0) continue;
        const n = seen[x]!;
        const mean = diff[x]! / n;
        const se = Math.sqrt(Math.max(0, diffSq[x]! / n - mean * mean) / n);
        if (mean < 0 && -mean > eliminate * Math.max(se, 1 / n)) {
          active[x] = 0;
          activeCount--;
        }
      }
      if (activeCount === 1) {
        worlds++;
        break;
      }
    }
  }
  const margin = options.margin ?? 0;
  let best = m;
  let bestMean = 0;
  for (let x = 0; x < P; x++) {
    if (x === m || active[x] === 0) continue;
    const n = seen[x]!;
    const mean = diff[x]! / n;
    const se = Math.sqrt(Math.max(0, diffSq[x]! / n - mean * mean) / n);
    if (mean > margin * se && mean > bestMean) {
      best = x;
      bestMean = mean;
    }
  }
  lastStatsV2.worlds = worlds;
  lastStatsV2.turns = spent;
  return best;
}

/** The strategy's search for hard and expert: `rolloutChoice` with the level's budget. */
export function searchV2(
  _game: AnyGame,
  observation: Observation,
  rng: Rng,
  budget: SearchBudget,
  tuning?: HardTuning,
): unknown {
  const o = observation as Obs;
  // A simulated turn costs more with more players (medium weighs every opponent), so the
  // budget is for 2 players and shrinks with the table: hard stays inside 250 ms up to 8.
  const turns = Math.round((budget.iterations * 4) / (o.players + 2));
  const deadline = budget.deadline;
  const eliminate = tuning?.eliminate;
  return findAction(
    o,
    rolloutChoiceV2(o, rng, {
      turns,
      ...(eliminate !== undefined ? { eliminate } : {}),
      ...(deadline ? { deadline } : {}),
    }),
  );
}
