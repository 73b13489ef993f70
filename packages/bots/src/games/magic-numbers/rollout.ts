// Magic Numbers `hard` and `expert`: one step of policy improvement over `medium`, by rollouts.
//
// The medium heuristic (heuristics.ts) decides from its own pair and score and from the
// public posterior of every other player's pair (posterior.ts); that posterior is a function
// of the public turns alone, so it is the same for every viewer. This module keeps, for a
// whole table in typed arrays, every player's true pair and score plus the public posterior
// of every player, and plays `medium` for all players on it, updating everything
// incrementally (about a microsecond a turn). A decision then:
//   1. samples worlds from the viewer's beliefs (beliefs.ts): each opponent's pair and type
//      of play (medium, easy or softmax) from the joint posterior; its score follows from
//      the pair and the public turns;
//   2. for every legal action, plays the world out with every opponent playing its type and
//      the viewer medium, with the same dice for every action (common random numbers, so
//      the comparison between actions is paired and its noise small);
//   3. plays the action that wins most often, medium's own choice on a tie.
// Against medium players this is policy improvement: it never does worse than medium in
// expectation and does better wherever medium's one-step rule misjudges the rest of the game.
// The table itself (typed arrays, medium, playouts) is table.ts.

import type { AnyGame, magicNumbersGame } from "@number-games/engine";
import { Rng } from "@number-games/engine";
import type { Deadline, SearchBudget } from "../../search/budget";
import type { HardTuning, Observation } from "../../strategy";
import type { PlayModel } from "./beliefs";
import { Beliefs, PLAY_MODEL, TYPE_COUNT } from "./beliefs";
import { findAction } from "./heuristics";
import { openChoice } from "./open-play";
import { KIND_MEDIUM, MnTable } from "./table";

type Obs = magicNumbersGame.MagicNumbersObservation;

export interface RolloutOptions {
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
  /** The model of play behind the beliefs (PLAY_MODEL by default). */
  readonly model?: PlayModel;
  /**
   * Whether each opponent plays the type drawn with its pair in the worlds (default true);
   * false: everyone plays medium, the beliefs only choose the pairs.
   */
  readonly typed?: boolean;
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
export const lastStats = { worlds: 0, turns: 0 };

export function rolloutChoice(o: Obs, rng: Rng, options: RolloutOptions): number {
  const me = o.viewer as number;
  const own = o.own!;
  const v = o.pendingRoll!;
  const beliefs = Beliefs.of(o, options.model ?? PLAY_MODEL);
  const belief = beliefs.joint;
  const base = beliefs.table;
  base.good[me] = own.good;
  base.evil[me] = own.evil;
  base.score[me] = own.score;
  // The viewer knows its own pair and score; the opponents' come from the beliefs.
  const P = base.P;
  const K = base.K;
  const TK = TYPE_COUNT * K;
  const typed = options.typed ?? true;
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
  const world = new MnTable(o.config);
  const sim = new MnTable(o.config);
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
      const i = sample(belief, j * TK, TK, rng);
      const k = i % K;
      // The opponent plays its drawn type in this world (or medium, untyped).
      world.kind[j] = typed ? (i - k) / K : KIND_MEDIUM;
      world.good[j] = base.pairGood[k]!;
      world.evil[j] = base.pairEvil[k]!;
      world.score[j] = base.s[j * K + k]!;
    }
    const diceSeed = rng.fork();
    const choiceSeed = rng.fork();
    for (let x = 0; x < P; x++) {
      if (active[x] === 0) continue;
      sim.copyFrom(world);
      const dice = Rng.fromState(diceSeed.getState());
      let winner = sim.step(v, x);
      if (winner < 0) winner = sim.playout(dice, cap, Rng.fromState(choiceSeed.getState()));
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
  lastStats.worlds = worlds;
  lastStats.turns = spent;
  return best;
}

/** The strategy's search for hard and expert: `rolloutChoice` with the level's budget. */
export function search(
  _game: AnyGame,
  observation: Observation,
  rng: Rng,
  budget: SearchBudget,
  tuning?: HardTuning,
): unknown {
  const o = observation as Obs;
  // Two players: the open game's values under the beliefs (open-play.ts).
  if (tuning?.open !== false) {
    const open = openChoice(o);
    if (open !== null) return findAction(o, open);
  }
  // A simulated turn costs more with more players (medium weighs every opponent), so the
  // budget is for 2 players and shrinks with the table: hard stays inside 250 ms up to 8.
  const turns = Math.round((budget.iterations * 4) / (o.players + 2));
  const deadline = budget.deadline;
  const eliminate = tuning?.eliminate;
  return findAction(
    o,
    rolloutChoice(o, rng, {
      turns,
      ...(eliminate !== undefined ? { eliminate } : {}),
      ...(deadline ? { deadline } : {}),
    }),
  );
}
