// FROZEN: `hard-v1`'s search for Magic Numbers, a copy of rollout.ts as of 2026-11-26 (commit
// 3233aa0), kept unchanged so that the new `hard` can be measured against the old one at the
// same time per move (issue #15, item 3; docs/benchmarks.md "hard against hard-v1"). The only
// change from that copy: a deadline (search/budget.ts) may end the sampling of worlds (after
// `minWorlds`). medium (heuristics.ts, model.ts) stays shared: it is the opponent model both
// versions assume. Do not improve this file; improve rollout.ts.
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

import type { AnyGame, magicNumbersGame } from "@number-games/engine";
import { Rng } from "@number-games/engine";
import { findAction } from "../../../src/games/magic-numbers/heuristics";
import {
  KEEP_WINNING,
  keepProbabilityOfChange,
  scoreValue,
  WIN_PENALTY,
} from "../../../src/games/magic-numbers/model";
import type { Deadline, SearchBudget } from "../../../src/search/budget";
import type { Observation } from "../../../src/strategy";

type Obs = magicNumbersGame.MagicNumbersObservation;
type Config = magicNumbersGame.MagicNumbersConfig;

/** A whole table in typed arrays: true pairs and scores, and the public posteriors. */
class MnTable {
  readonly P: number;
  readonly d: number;
  /** The d·(d − 1) possible (Good, Evil) pairs, good-major (as `posterior` orders them). */
  readonly K: number;
  readonly target: number;
  readonly bonus: number;
  readonly cfg: Config;
  readonly pairGood: Int32Array;
  readonly pairEvil: Int32Array;
  /** The true state. */
  readonly good: Int32Array;
  readonly evil: Int32Array;
  readonly score: Int32Array;
  /** Public posterior: weight and score of player j holding pair k at [j·K + k]. */
  readonly w: Float64Array;
  readonly s: Int32Array;
  current = 0;
  turns = 0;
  /** P(keep) by score change (index change + target), as `keepProbability` computes it. */
  private readonly keepByChange: Float64Array;

  constructor(cfg: Config) {
    this.cfg = cfg;
    this.P = cfg.players;
    this.d = cfg.dieSides;
    this.K = this.d * (this.d - 1);
    this.target = cfg.target;
    this.bonus = cfg.goodBonus;
    this.pairGood = new Int32Array(this.K);
    this.pairEvil = new Int32Array(this.K);
    let k = 0;
    for (let g = 1; g <= this.d; g++)
      for (let e = 1; e <= this.d; e++) {
        if (g === e) continue;
        this.pairGood[k] = g;
        this.pairEvil[k] = e;
        k++;
      }
    this.good = new Int32Array(this.P);
    this.evil = new Int32Array(this.P);
    this.score = new Int32Array(this.P);
    // The public prior, before any turn: every pair weighs 1 and scores 0. Not normalised yet:
    // as in `posterior`, a player's weights are normalised only once a turn involves them
    // (medium's arithmetic depends on it).
    this.w = new Float64Array(this.P * this.K).fill(1);
    this.s = new Int32Array(this.P * this.K);
    const top = Math.max(this.bonus, this.d);
    this.keepByChange = new Float64Array(this.target + top + 1);
    for (let c = -this.target; c <= top; c++)
      this.keepByChange[c + this.target] = keepProbabilityOfChange(c);
  }

  /** The public state of an observation (turns replayed); true pairs are set by the caller. */
  static fromObservation(o: Obs): MnTable {
    const t = new MnTable(o.config);
    for (const turn of o.turns) t.publicTurn(turn.player, turn.roll, turn.to);
    t.current = o.current;
    t.turns = o.turns.length;
    return t;
  }

  /**
   * The viewer's own posterior of every player's pair, sharper than the public one: the
   * likelihood of each keep/give mixes the public (logistic) model with "plays medium"
   * (weight `alpha`), so against careful players a pair that medium would have played
   * differently loses weight fast, while a surprising move never rules a pair out.
   */
  static beliefOf(o: Obs, alpha: number): { table: MnTable; belief: Float64Array } {
    const t = new MnTable(o.config);
    const { K, P, pairGood, pairEvil, target } = t;
    const belief = new Float64Array(P * K);
    belief.fill(1);
    for (const turn of o.turns) {
      const r = turn.player;
      const v = turn.roll;
      const x = turn.to;
      const br = r * K;
      if (r !== o.viewer) {
        const kept = x === r;
        t.current = r;
        for (let k = 0; k < K; k++) {
          const b = belief[br + k]!;
          if (b === 0) continue;
          const g = pairGood[k]!;
          const e = pairEvil[k]!;
          const sc = t.s[br + k]!;
          const pk = t.keepProbability(sc, v, k);
          const logistic = kept ? pk : (1 - pk) / (P - 1);
          t.good[r] = g;
          t.evil[r] = e;
          t.score[r] = sc;
          const m = t.medium(v) === x ? 1 : 0;
          belief[br + k] = b * (alpha * m + (1 - alpha) * logistic);
        }
        normaliseAt(belief, br, K);
      }
      t.publicTurn(r, v, x);
      const bx = x * K;
      for (let k = 0; k < K; k++) if (t.s[bx + k] === target) belief[bx + k] = 0;
      normaliseAt(belief, bx, K);
    }
    t.current = o.current;
    t.turns = o.turns.length;
    return { table: t, belief };
  }

  copyFrom(o: MnTable): void {
    this.good.set(o.good);
    this.evil.set(o.evil);
    this.score.set(o.score);
    this.w.set(o.w);
    this.s.set(o.s);
    this.current = o.current;
    this.turns = o.turns;
  }

  apply(score: number, v: number, g: number, e: number): number {
    const next = v === g ? score + this.bonus : v === e ? 0 : score + v;
    return next > this.target ? score : next;
  }

  private normalise(j: number): void {
    const w = this.w;
    const base = j * this.K;
    let sum = 0;
    for (let k = 0; k < this.K; k++) sum += w[base + k]!;
    if (sum > 0) for (let k = 0; k < this.K; k++) w[base + k]! /= sum;
  }

  /** The opponent model's P(keep) of roll v by the holder of pair k with score `before`. */
  keepProbability(before: number, v: number, k: number): number {
    const next = this.apply(before, v, this.pairGood[k]!, this.pairEvil[k]!);
    return next === this.target ? KEEP_WINNING : this.keepByChange[next - before + this.target]!;
  }

  /** The public posterior update for one turn (the same arithmetic as `posterior`). */
  publicTurn(r: number, v: number, x: number): void {
    const { K, P, w, s, target, pairGood, pairEvil } = this;
    const kept = x === r;
    const br = r * K;
    for (let k = 0; k < K; k++) {
      const wk = w[br + k]!;
      if (wk === 0) continue;
      const before = s[br + k]!;
      const pk = this.keepProbability(before, v, k);
      w[br + k] = wk * (kept ? pk : (1 - pk) / (P - 1));
    }
    this.normalise(r);
    const bx = x * K;
    for (let k = 0; k < K; k++) {
      const next = this.apply(s[bx + k]!, v, pairGood[k]!, pairEvil[k]!);
      s[bx + k] = next;
      if (next === target) w[bx + k] = 0;
    }
    this.normalise(x);
  }

  /** Medium's choice for the current player with roll v: the recipient (itself to keep). */
  medium(v: number): number {
    const { P, K, w, s, target, d, pairGood, pairEvil } = this;
    const me = this.current;
    const own = this.score[me]!;
    const keepNext = this.apply(own, v, this.good[me]!, this.evil[me]!);
    if (keepNext === target) return me;
    let bestTo = me;
    let bestGain = scoreValue(keepNext, target, d) - scoreValue(own, target, d);
    for (let j = 0; j < P; j++) {
      if (j === me) continue;
      const b = j * K;
      let harm = 0;
      let pWin = 0;
      let expScore = 0;
      for (let k = 0; k < K; k++) {
        const p = w[b + k]!;
        if (p === 0) continue;
        const before = s[b + k]!;
        const after = this.apply(before, v, pairGood[k]!, pairEvil[k]!);
        if (after === target) pWin += p;
        harm += p * (scoreValue(before, target, d) - scoreValue(after, target, d));
        expScore += p * before;
      }
      const gain = harm * (1 + expScore / target) - WIN_PENALTY * pWin;
      if (gain > bestGain + 1e-9) {
        bestGain = gain;
        bestTo = j;
      }
    }
    return bestTo;
  }

  /** Plays the current player's roll v to x; returns the winner, or −1 if play goes on. */
  step(v: number, x: number): number {
    const next = this.apply(this.score[x]!, v, this.good[x]!, this.evil[x]!);
    this.score[x] = next;
    if (next === this.target) return x;
    this.publicTurn(this.current, v, x);
    this.current = (this.current + 1) % this.P;
    this.turns++;
    return -1;
  }

  /**
   * Plays on with every player following medium, the dice from `rng`; returns the winner,
   * or −1 when the game hits maxTurns or `cap` more turns pass first.
   */
  playout(rng: Rng, cap: number): number {
    const max = this.cfg.maxTurns;
    for (let n = 0; n < cap; n++) {
      if (max !== null && this.turns >= max) return -1;
      const v = 1 + rng.int(this.d);
      const winner = this.step(v, this.medium(v));
      if (winner >= 0) return winner;
    }
    return -1;
  }
}

interface RolloutOptions {
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
}

function normaliseAt(w: Float64Array, base: number, n: number): void {
  let sum = 0;
  for (let k = 0; k < n; k++) sum += w[base + k]!;
  if (sum > 0) for (let k = 0; k < n; k++) w[base + k]! /= sum;
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
/** What the last search spent (for benchmarks). */
export const lastStatsV1 = { worlds: 0, turns: 0 };

function rolloutChoice(o: Obs, rng: Rng, options: RolloutOptions): number {
  const me = o.viewer as number;
  const own = o.own!;
  const v = o.pendingRoll!;
  const { table: base, belief } = MnTable.beliefOf(o, options.alpha ?? 0.8);
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
      const k = sample(belief, j * K, K, rng);
      world.good[j] = base.pairGood[k]!;
      world.evil[j] = base.pairEvil[k]!;
      world.score[j] = base.s[j * K + k]!;
    }
    const diceSeed = rng.fork();
    for (let x = 0; x < P; x++) {
      sim.copyFrom(world);
      const dice = Rng.fromState(diceSeed.getState());
      let winner = sim.step(v, x);
      if (winner < 0) winner = sim.playout(dice, cap);
      spent += sim.turns - world.turns + 1;
      outcome[x] = winner === me ? 1 : winner < 0 ? 1 / P : 0;
    }
    for (let x = 0; x < P; x++) {
      const dx = outcome[x]! - outcome[m]!;
      diff[x]! += dx;
      diffSq[x]! += dx * dx;
    }
  }
  lastStatsV1.worlds = worlds;
  lastStatsV1.turns = spent;
  const margin = options.margin ?? 0;
  let best = m;
  let bestMean = 0;
  for (let x = 0; x < P; x++) {
    if (x === m) continue;
    const mean = diff[x]! / worlds;
    const se = Math.sqrt(Math.max(0, diffSq[x]! / worlds - mean * mean) / worlds);
    if (mean > margin * se && mean > bestMean) {
      best = x;
      bestMean = mean;
    }
  }
  return best;
}

/** `hard-v1`'s search: `rolloutChoice` with the level's budget. */
export function searchV1(
  _game: AnyGame,
  observation: Observation,
  rng: Rng,
  budget: SearchBudget,
): unknown {
  const o = observation as Obs;
  // A simulated turn costs more with more players (medium weighs every opponent), so the
  // budget is for 2 players and shrinks with the table: hard stays inside 250 ms up to 8.
  const turns = Math.round((budget.iterations * 4) / (o.players + 2));
  const deadline = budget.deadline;
  return findAction(o, rolloutChoice(o, rng, { turns, ...(deadline ? { deadline } : {}) }));
}
