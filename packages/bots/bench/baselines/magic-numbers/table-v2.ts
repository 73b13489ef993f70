// FROZEN: `hard-v2`'s table for Magic Numbers, a copy of table.ts as of 2026-11-27 (commit
// 1b2231b, when it was still part of rollout.ts), kept unchanged so that the new `hard` (issue
// #25: beliefs over secrets) can be measured against the old one at the same time per move
// (docs/benchmarks.md "hard against hard-v2"). Do not improve this file; improve table.ts.
//
// Magic Numbers: a whole table in typed arrays for hard's rollouts. Every player's true pair
// and score plus the public posterior of every player's pair (the same arithmetic as
// posterior.ts), medium's choice read from lookup tables, and a playout with everyone playing
// medium, updated incrementally (about a microsecond a turn). rollout.ts searches with it.

import type { magicNumbersGame, Rng } from "@number-games/engine";
import {
  KEEP_WINNING,
  keepProbabilityOfChange,
  scoreValue,
  WIN_PENALTY,
} from "../../../src/games/magic-numbers/model";

type Obs = magicNumbersGame.MagicNumbersObservation;
type Config = magicNumbersGame.MagicNumbersConfig;
/**
 * The rules' arithmetic as lookup tables, per (dieSides, target, goodBonus): the score after
 * roll v on score `before` for the holder of pair k, at ((v · K) + k) · (target + 1) + before,
 * the model's P(keep) there, and medium's value of each score. The inner loops of a playout
 * then read instead of branch (hard's rollouts: about twice the turns per second).
 */
interface Tables {
  readonly after: Int32Array;
  readonly keep: Float64Array;
  readonly value: Float64Array;
}

const tablesByRulesV2 = new Map<string, Tables>();

function tablesFor(t: MnTableV2): Tables {
  const key = `${t.d}/${t.target}/${t.bonus}`;
  let tables = tablesByRulesV2.get(key);
  if (tables === undefined) {
    const T1 = t.target + 1;
    const after = new Int32Array((t.d + 1) * t.K * T1);
    const keep = new Float64Array(after.length);
    for (let v = 1; v <= t.d; v++)
      for (let k = 0; k < t.K; k++)
        for (let before = 0; before <= t.target; before++) {
          const at = (v * t.K + k) * T1 + before;
          after[at] = t.apply(before, v, t.pairGood[k]!, t.pairEvil[k]!);
          keep[at] = t.keepProbability(before, v, k);
        }
    const value = new Float64Array(T1);
    for (let x = 0; x <= t.target; x++) value[x] = scoreValue(x, t.target, t.d);
    tables = { after, keep, value };
    tablesByRulesV2.set(key, tables);
  }
  return tables;
}

/** A whole table in typed arrays: true pairs and scores, and the public posteriors. */
export class MnTableV2 {
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
    this.tables = tablesFor(this);
  }

  private readonly tables: Tables;

  /** The public state of an observation (turns replayed); true pairs are set by the caller. */
  static fromObservation(o: Obs): MnTableV2 {
    const t = new MnTableV2(o.config);
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
  static beliefOf(o: Obs, alpha: number): { table: MnTableV2; belief: Float64Array } {
    const t = new MnTableV2(o.config);
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
        normaliseAtV2(belief, br, K);
      }
      t.publicTurn(r, v, x);
      const bx = x * K;
      for (let k = 0; k < K; k++) if (t.s[bx + k] === target) belief[bx + k] = 0;
      normaliseAtV2(belief, bx, K);
    }
    t.current = o.current;
    t.turns = o.turns.length;
    return { table: t, belief };
  }

  copyFrom(o: MnTableV2): void {
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
    const { K, P, w, s, target } = this;
    const { after, keep } = this.tables;
    const T1 = target + 1;
    const row = v * K * T1;
    const kept = x === r;
    const br = r * K;
    for (let k = 0; k < K; k++) {
      const wk = w[br + k]!;
      if (wk === 0) continue;
      const pk = keep[row + k * T1 + s[br + k]!]!;
      w[br + k] = wk * (kept ? pk : (1 - pk) / (P - 1));
    }
    this.normalise(r);
    const bx = x * K;
    for (let k = 0; k < K; k++) {
      const next = after[row + k * T1 + s[bx + k]!]!;
      s[bx + k] = next;
      if (next === target) w[bx + k] = 0;
    }
    this.normalise(x);
  }

  /** Medium's choice for the current player with roll v: the recipient (itself to keep). */
  medium(v: number): number {
    const { P, K, w, s, target } = this;
    const { after, value } = this.tables;
    const T1 = target + 1;
    const row = v * K * T1;
    const me = this.current;
    const own = this.score[me]!;
    const keepNext = this.apply(own, v, this.good[me]!, this.evil[me]!);
    if (keepNext === target) return me;
    let bestTo = me;
    let bestGain = value[keepNext]! - value[own]!;
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
        const next = after[row + k * T1 + before]!;
        if (next === target) pWin += p;
        harm += p * (value[before]! - value[next]!);
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

function normaliseAtV2(w: Float64Array, base: number, n: number): void {
  let sum = 0;
  for (let k = 0; k < n; k++) sum += w[base + k]!;
  if (sum > 0) for (let k = 0; k < n; k++) w[base + k]! /= sum;
}
