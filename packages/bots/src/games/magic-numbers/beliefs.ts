// Magic Numbers: hard's beliefs over every opponent's secrets, by exact Bayes.
//
// What is hidden about an opponent j is their (Good, Evil) pair (one of d·(d − 1): 30 with a
// six-sided die) and their score; given the pair, replaying the public turns fixes the score
// (the effect of every roll on its recipient follows from the pair), so a distribution over
// pairs is one over (pair, score) too. The belief is joint with how j plays: a type drawn once
// per player from a prior (`PlayModel.prior`), one of
//   medium   the medium heuristic (deterministic given the pair and the public history),
//   easy     keep unless Evil or useless above 0, else give to a random other player,
//   softmax  each choice with probability ∝ exp(medium's value of it / temperature),
// each mixed with ε of uniform noise, so that every legal action has a positive likelihood
// under every hypothesis and no observation can empty the belief (nothing divides by zero).
// Each public turn multiplies the roller's joint weights by the likelihood of what they did
// (keep, or give to whom, with that roll) and renormalises; pairs that would have made the
// recipient win are dropped (the game went on). The updates read only public turns: the
// belief is the same whoever holds it, and never depends on what its holder cannot know.
//
// The temperature, the prior over types and ε were fitted by maximum likelihood on games of
// mixed bots (bench/fit-play-model.ts; docs/analysis.md "Beliefs").

import type { magicNumbersGame } from "@number-games/engine";
import { easyKeeps, KIND_EASY, KIND_MEDIUM, KIND_SOFTMAX, MnTable, softmaxInPlace } from "./table";

type Obs = magicNumbersGame.MagicNumbersObservation;
type Config = magicNumbersGame.MagicNumbersConfig;

/** The types of play the belief tells apart, in the table's KIND_ order. */
export const PLAYER_TYPES = ["medium", "easy", "softmax"] as const;
export type PlayerType = (typeof PLAYER_TYPES)[number];
const T = PLAYER_TYPES.length;

/** The model of play behind the likelihood. */
export interface PlayModel {
  /** Prior probability of each type (PLAYER_TYPES order), summing to 1. */
  readonly prior: readonly number[];
  /** The softmax player's temperature, in medium's units of value. */
  readonly temperature: number;
  /** Weight of the uniform choice mixed into every type's likelihood (> 0). */
  readonly epsilon: number;
}

/**
 * Fitted by `npx tsx packages/bots/bench/fit-play-model.ts --games 300 --hard 4000` (maximum
 * likelihood of the 11,122 public actions of 300 games, 3 and 4 players, seats drawn from easy,
 * medium and hard@4000; a grid: temperature 2–256, ε 0.005–0.02, priors in steps of 0.1):
 * −0.658 nats per action against −1.253 for uniform play. The temperature is large against
 * medium's values (a give's value reaches ±100 early in a game, when weights are not yet
 * normalised), so the softmax type is near-uniform over the close calls: the type that
 * explains hard's and other surprising play. ε is the grid's smallest.
 */
export const PLAY_MODEL: PlayModel = {
  prior: [0.3, 0.4, 0.3],
  temperature: 64,
  epsilon: 0.005,
};

/** Every opponent's joint belief over (type, pair), and the public table it replays. */
export class Beliefs {
  readonly viewer: number;
  readonly model: PlayModel;
  /** The public replay: every pair's score (`s`) and public posterior (`w`) per player. */
  readonly table: MnTable;
  /** P·T·K weights: player j, type t, pair k at (j·T + t)·K + k; the viewer's row unused. */
  readonly joint: Float64Array;
  /** Σ log P(action | the history before it) of each player's actions (the model's fit). */
  readonly logEvidence: Float64Array;
  /**
   * Σ log of the weight each player's row kept when a roll given to them would have won (the
   * game went on): with `logEvidence`, log P(the public turns | this model) per player.
   */
  readonly logKept: Float64Array;
  private readonly likelihood: Float64Array;
  /** Medium's value of giving the roll to each player (public), and a scratch copy. */
  private readonly gives: Float64Array;
  private readonly values: Float64Array;

  constructor(cfg: Config, viewer: number, model: PlayModel = PLAY_MODEL) {
    this.viewer = viewer;
    this.model = model;
    this.table = new MnTable(cfg);
    this.table.temperature = model.temperature;
    const { P, K } = this.table;
    this.joint = new Float64Array(P * T * K);
    for (let j = 0; j < P; j++)
      for (let t = 0; t < T; t++)
        this.joint.fill(model.prior[t]! / K, (j * T + t) * K, (j * T + t + 1) * K);
    this.logEvidence = new Float64Array(P);
    this.logKept = new Float64Array(P);
    this.likelihood = new Float64Array(T * K * P);
    this.gives = new Float64Array(P);
    this.values = new Float64Array(P);
  }

  /** The beliefs of the observation's viewer after every public turn it shows. */
  static of(o: Obs, model: PlayModel = PLAY_MODEL): Beliefs {
    const b = new Beliefs(o.config, o.viewer as number, model);
    for (const turn of o.turns) b.observe(turn.player, turn.roll, turn.to);
    b.table.current = o.current;
    b.table.turns = o.turns.length;
    return b;
  }

  /** One public turn: player r rolled v and gave it to x (x = r: kept). */
  observe(r: number, v: number, x: number): void {
    const { table, joint } = this;
    const { P, K } = table;
    if (r !== this.viewer) {
      this.likelihoods(r, v, this.likelihood);
      const at = x;
      const base = r * T * K;
      let sum = 0;
      for (let i = 0; i < T * K; i++) {
        const p = joint[base + i]! * this.likelihood[i * P + at]!;
        joint[base + i] = p;
        sum += p;
      }
      this.logEvidence[r]! += Math.log(sum > 0 ? sum : Number.MIN_VALUE);
      this.normalise(r, sum);
    }
    table.publicTurn(r, v, x);
    if (x !== this.viewer) {
      const base = x * T * K;
      let sum = 0;
      for (let t = 0; t < T; t++)
        for (let k = 0; k < K; k++) {
          const i = base + t * K + k;
          if (table.s[x * K + k] === table.target) joint[i] = 0;
          sum += joint[i]!;
        }
      this.logKept[x]! += Math.log(sum > 0 ? sum : Number.MIN_VALUE);
      this.normalise(x, sum);
    }
  }

  /**
   * `out[(t·K + k)·P + a]`: the probability that player r, of type t holding pair k, does a
   * with roll v (a = r: keep; else give to a), on the public table as it stands.
   */
  private likelihoods(r: number, v: number, out: Float64Array): void {
    const { table, model, gives, values } = this;
    const { P, K, target } = table;
    const { after, value } = table.tables;
    const T1 = target + 1;
    const row = v * K * T1;
    const eps = model.epsilon / P;
    const keep = 1 - model.epsilon;
    for (let j = 0; j < P; j++) gives[j] = j === r ? 0 : table.giveGain(v, j);
    for (let k = 0; k < K; k++) {
      const sc = table.s[r * K + k]!;
      const next = after[row + k * T1 + sc]!;
      const oM = (KIND_MEDIUM * K + k) * P;
      const oE = (KIND_EASY * K + k) * P;
      const oS = (KIND_SOFTMAX * K + k) * P;
      for (let a = 0; a < P; a++) {
        out[oM + a] = eps;
        out[oE + a] = eps;
        out[oS + a] = eps;
      }
      if (next === target) {
        // Every type keeps a roll that wins at once.
        out[oM + r]! += keep;
        out[oE + r]! += keep;
        out[oS + r]! += keep;
        continue;
      }
      const keepGain = value[next]! - value[sc]!;
      // medium: the first best choice, keep on ties (as MnTable.medium scans).
      let best = r;
      let bestGain = keepGain;
      for (let j = 0; j < P; j++) {
        if (j === r) continue;
        if (gives[j]! > bestGain + 1e-9) {
          bestGain = gives[j]!;
          best = j;
        }
      }
      out[oM + best]! += keep;
      if (easyKeeps(sc, v, table.pairEvil[k]!, next)) out[oE + r]! += keep;
      else for (let j = 0; j < P; j++) if (j !== r) out[oE + j]! += keep / (P - 1);
      values.set(gives);
      values[r] = keepGain;
      softmaxInPlace(values, P, model.temperature);
      for (let a = 0; a < P; a++) out[oS + a]! += keep * values[a]!;
    }
  }

  /** Divides player j's joint row by `sum`; a row that lost all weight restarts from the prior. */
  private normalise(j: number, sum: number): void {
    const { K, s, target } = this.table;
    const base = j * T * K;
    if (sum > 0 && Number.isFinite(sum)) {
      for (let i = 0; i < T * K; i++) this.joint[base + i]! /= sum;
      return;
    }
    // Unreachable with ε > 0 on a real game (the true hypothesis keeps weight); kept so that
    // any input leaves a distribution: the prior over pairs still possible, else uniform.
    let total = 0;
    for (let t = 0; t < T; t++)
      for (let k = 0; k < K; k++) {
        const p = s[j * K + k] === target ? 0 : this.model.prior[t]!;
        this.joint[base + t * K + k] = p;
        total += p;
      }
    if (total > 0) for (let i = 0; i < T * K; i++) this.joint[base + i]! /= total;
    else this.joint.fill(1 / (T * K), base, base + T * K);
  }

  /** P(j holds pair k), summed over types (pairs good-major, as MnTable orders them). */
  pairProbability(j: number, k: number): number {
    const K = this.table.K;
    let p = 0;
    for (let t = 0; t < T; t++) p += this.joint[(j * T + t) * K + k]!;
    return p;
  }

  /** P(j plays as type t), summed over pairs. */
  typeProbability(j: number, t: number): number {
    const K = this.table.K;
    let p = 0;
    for (let k = 0; k < K; k++) p += this.joint[(j * T + t) * K + k]!;
    return p;
  }
}

/** The index of pair (good, evil) among a d-sided die's pairs (good-major). */
export function pairIndex(good: number, evil: number, d: number): number {
  return (good - 1) * (d - 1) + (evil < good ? evil - 1 : evil - 2);
}

export { T as TYPE_COUNT };
