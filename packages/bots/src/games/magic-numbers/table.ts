// Magic Numbers: a whole table in typed arrays for hard's rollouts and beliefs. Every player's
// true pair and score plus the public posterior of every player's pair (the same arithmetic as
// posterior.ts), medium's choice read from lookup tables, easy's rule and a softmax player,
// and a playout where each player plays their kind, updated incrementally (about a
// microsecond a turn). rollout.ts searches with it; beliefs.ts replays the public turns on it.

import type { magicNumbersGame, Rng } from "@number-games/engine";
import { KEEP_WINNING, keepProbabilityOfChange, scoreValue, WIN_PENALTY } from "./model";

type Obs = magicNumbersGame.MagicNumbersObservation;
type Config = magicNumbersGame.MagicNumbersConfig;
/**
 * The rules' arithmetic as lookup tables, per (dieSides, target, goodBonus): the score after
 * roll v on score `before` for the holder of pair k, at ((v · K) + k) · (target + 1) + before,
 * the model's P(keep) there, and medium's value of each score. The inner loops of a playout
 * then read instead of branch (hard's rollouts: about twice the turns per second).
 */
export interface Tables {
  readonly after: Int32Array;
  readonly keep: Float64Array;
  readonly value: Float64Array;
}

const tablesByRules = new Map<string, Tables>();

function tablesFor(t: MnTable): Tables {
  const key = `${t.d}/${t.target}/${t.bonus}`;
  let tables = tablesByRules.get(key);
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
    tablesByRules.set(key, tables);
  }
  return tables;
}

/** A whole table in typed arrays: true pairs and scores, and the public posteriors. */
export class MnTable {
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
  /**
   * How each player plays in a playout: KIND_MEDIUM, KIND_EASY or KIND_SOFTMAX (beliefs.ts
   * draws it with the pair; all medium by default).
   */
  readonly kind: Uint8Array;
  /** The softmax player's temperature (in medium's units of value). */
  temperature = 1;
  /** Scratch: the value of each choice of the player to move (softmax). */
  private readonly gains: Float64Array;
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
    this.kind = new Uint8Array(this.P);
    this.gains = new Float64Array(this.P);
  }

  /** The rules' arithmetic as lookup tables (shared by every table with the same rules). */
  readonly tables: Tables;

  /** The public state of an observation (turns replayed); true pairs are set by the caller. */
  static fromObservation(o: Obs): MnTable {
    const t = new MnTable(o.config);
    for (const turn of o.turns) t.publicTurn(turn.player, turn.roll, turn.to);
    t.current = o.current;
    t.turns = o.turns.length;
    return t;
  }

  copyFrom(o: MnTable): void {
    this.kind.set(o.kind);
    this.temperature = o.temperature;
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

  /**
   * Medium's value of giving roll v to player j (what it does to j under the public posterior,
   * weighted by j's expected score, minus a penalty for a likely win): the same for every
   * giver, since it reads only public weights.
   */
  giveGain(v: number, j: number): number {
    const { K, w, s, target } = this;
    const { after, value } = this.tables;
    const T1 = target + 1;
    const row = v * K * T1;
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
    return harm * (1 + expScore / target) - WIN_PENALTY * pWin;
  }

  /** Medium's choice for the current player with roll v: the recipient (itself to keep). */
  medium(v: number): number {
    const { P, target } = this;
    const { value } = this.tables;
    const me = this.current;
    const own = this.score[me]!;
    const keepNext = this.apply(own, v, this.good[me]!, this.evil[me]!);
    if (keepNext === target) return me;
    let bestTo = me;
    let bestGain = value[keepNext]! - value[own]!;
    for (let j = 0; j < P; j++) {
      if (j === me) continue;
      const gain = this.giveGain(v, j);
      if (gain > bestGain + 1e-9) {
        bestGain = gain;
        bestTo = j;
      }
    }
    return bestTo;
  }

  /** Easy's choice: keep unless the roll is Evil or useless above 0; else a random other. */
  easy(v: number, choices: Rng): number {
    const me = this.current;
    const own = this.score[me]!;
    if (easyKeeps(own, v, this.evil[me]!, this.apply(own, v, this.good[me]!, this.evil[me]!)))
      return me;
    const j = choices.int(this.P - 1);
    return j >= me ? j + 1 : j;
  }

  /** The softmax player: each choice with probability ∝ exp(medium's value / temperature). */
  softmax(v: number, choices: Rng): number {
    const { P, target } = this;
    const { value } = this.tables;
    const me = this.current;
    const own = this.score[me]!;
    const keepNext = this.apply(own, v, this.good[me]!, this.evil[me]!);
    if (keepNext === target) return me;
    const g = this.gains;
    g[me] = value[keepNext]! - value[own]!;
    for (let j = 0; j < P; j++) if (j !== me) g[j] = this.giveGain(v, j);
    return sampleSoftmax(g, P, this.temperature, choices);
  }

  /** The current player's choice for roll v, as its `kind` plays (random draws: `choices`). */
  choose(v: number, choices: Rng): number {
    const kind = this.kind[this.current]!;
    if (kind === KIND_MEDIUM) return this.medium(v);
    return kind === KIND_EASY ? this.easy(v, choices) : this.softmax(v, choices);
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
   * Plays on with every player following their `kind` (medium unless set), the dice from
   * `rng` and the easy and softmax players' draws from `choices` (a stream of its own, so the
   * dice stay the same whatever they choose); returns the winner, or −1 when the game hits
   * maxTurns or `cap` more turns pass first.
   */
  playout(rng: Rng, cap: number, choices: Rng = rng): number {
    const max = this.cfg.maxTurns;
    for (let n = 0; n < cap; n++) {
      if (max !== null && this.turns >= max) return -1;
      const v = 1 + rng.int(this.d);
      const winner = this.step(v, this.choose(v, choices));
      if (winner >= 0) return winner;
    }
    return -1;
  }
}

/** The kinds of player a table's playouts know (beliefs.ts: the opponent model's types). */
export const KIND_MEDIUM = 0;
export const KIND_EASY = 1;
export const KIND_SOFTMAX = 2;

/** Easy's rule (heuristics.ts `easy`): keep unless Evil, or useless with a score above 0. */
export function easyKeeps(score: number, v: number, evil: number, next: number): boolean {
  return v !== evil && (next !== score || score === 0);
}

/** Softmax probabilities of values[0..n) at temperature tau, written over `values`. */
export function softmaxInPlace(values: Float64Array, n: number, tau: number): void {
  let max = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < n; i++) if (values[i]! > max) max = values[i]!;
  let sum = 0;
  for (let i = 0; i < n; i++) {
    const e = Math.exp((values[i]! - max) / tau);
    values[i] = e;
    sum += e;
  }
  for (let i = 0; i < n; i++) values[i]! /= sum;
}

/** Draws an index with probability ∝ exp(values[i] / tau) (overwrites `values`). */
function sampleSoftmax(values: Float64Array, n: number, tau: number, rng: Rng): number {
  softmaxInPlace(values, n, tau);
  let u = rng.float();
  for (let i = 0; i < n - 1; i++) {
    u -= values[i]!;
    if (u < 0) return i;
  }
  return n - 1;
}
