// Magic Numbers bots, with an exact Bayesian belief per opponent. Each opponent holds one of
// dieSides·(dieSides−1) (Good, Evil) pairs (30 with a six-sided die); given a pair, replaying
// the public turns fixes that opponent's score, so the posterior over pairs is all there is
// to know. It starts uniform, drops pairs that would have ended the game, and multiplies in
// the likelihood of every keep/give decision the opponent made under an opponent model: a
// player keeps a roll with probability rising with what keeping does to their own score
// (a logistic choice, mixed with a little uniform noise so no pair is ever ruled out by a
// surprising move). The belief goes to `resample` as weights for search.
//
//   easy    keep, unless the roll is your Evil number or keeping would overshoot: then give
//           it to a random opponent.
//   medium  keep or give to whoever it helps least / hurts most, by expected score change
//           under the belief, never handing anyone a likely win, weighting harm to leaders.
//   hard    rollouts: medium for everyone from every legal action, in worlds sampled from a
//   expert  sharper posterior, keeping the action that wins most (magic-numbers-rollout.ts);
//           expert with four times hard's budget.

import type { AnyGame, magicNumbersGame, Rng } from "@number-games/engine";
import type { GameStrategy, Observation, StatePolicy } from "../../strategy";
import { applyRoll, keepProbability, scoreValue, WIN_PENALTY } from "./model";
import { rolloutChoice } from "./rollout";

type Obs = magicNumbersGame.MagicNumbersObservation;
type State = magicNumbersGame.MagicNumbersState;
type Config = magicNumbersGame.MagicNumbersConfig;

export interface Posterior {
  readonly dieSides: number;
  /** weights[j][(good-1)*d + (evil-1)], normalised; null for the viewer (known). */
  readonly weights: (Float64Array | null)[];
  /** scores[j][pair]: j's score if j holds that pair. */
  readonly scores: Int32Array[];
}

/** The exact posterior of every opponent's pair, from the public turns. */
export function posterior(o: Obs): Posterior {
  const cfg = o.config;
  const d = cfg.dieSides;
  const P = o.players;
  const me = o.viewer;
  const weights: (Float64Array | null)[] = [];
  const scores: Int32Array[] = [];
  for (let j = 0; j < P; j++) {
    const w = new Float64Array(d * d);
    for (let g = 1; g <= d; g++)
      for (let e = 1; e <= d; e++) if (g !== e) w[(g - 1) * d + e - 1] = 1;
    weights.push(j === me ? null : w);
    scores.push(new Int32Array(d * d));
  }
  for (const t of o.turns) {
    const r = t.player;
    const wr = weights[r];
    if (wr !== null && wr !== undefined) {
      const kept = t.to === r;
      const sr = scores[r]!;
      for (let g = 1; g <= d; g++) {
        for (let e = 1; e <= d; e++) {
          const k = (g - 1) * d + e - 1;
          if (wr[k] === 0) continue;
          const pk = keepProbability(sr[k]!, t.roll, g, e, cfg);
          // A give names one of P−1 recipients; the model does not prefer any.
          wr[k]! *= kept ? pk : (1 - pk) / (P - 1);
        }
      }
      normalise(wr);
    }
    const x = t.to;
    const sx = scores[x]!;
    const wx = weights[x];
    for (let g = 1; g <= d; g++) {
      for (let e = 1; e <= d; e++) {
        if (g === e) continue;
        const k = (g - 1) * d + e - 1;
        const next = applyRoll(sx[k]!, t.roll, g, e, cfg);
        sx[k] = next;
        // The game went on, so this roll did not make x's score exactly the target.
        if (next === cfg.target && wx !== null && wx !== undefined) wx[k] = 0;
      }
    }
    if (wx !== null && wx !== undefined) normalise(wx);
  }
  return { dieSides: d, weights, scores };
}

function normalise(w: Float64Array): void {
  let s = 0;
  for (let k = 0; k < w.length; k++) s += w[k]!;
  if (s > 0) for (let k = 0; k < w.length; k++) w[k]! /= s;
}

/** The form `resample` takes: plain arrays, null for the viewer. */
export function beliefOf(_game: AnyGame, observation: Observation): unknown {
  const post = posterior(observation as Obs);
  return { weights: post.weights.map((w) => (w === null ? null : Array.from(w))) };
}

// --- decisions ----------------------------------------------------------------------------

function findAction(o: Obs, to: number): unknown {
  const me = o.viewer as number;
  const want = to === me ? "keep" : "give";
  const a = o.legal.find(
    (x) =>
      (x as { type: string }).type === want && (want === "keep" || (x as { to: number }).to === to),
  );
  if (a === undefined) throw new Error(`magic-numbers bot: no legal action to ${to}`);
  return a;
}

function easy(_game: AnyGame, observation: Observation, rng: Rng): unknown {
  const o = observation as Obs;
  const me = o.viewer as number;
  const own = o.own!;
  const v = o.pendingRoll!;
  const next = applyRoll(own.score, v, own.good, own.evil, o.config);
  if (v !== own.evil && next !== own.score) return findAction(o, me);
  if (v !== own.evil && next === own.score && own.score === 0) return findAction(o, me);
  const others = Array.from({ length: o.players }, (_, j) => j).filter((j) => j !== me);
  return findAction(o, others[rng.int(others.length)]!);
}

function medium(_game: AnyGame, observation: Observation, _rng: Rng): unknown {
  const o = observation as Obs;
  const cfg = o.config;
  const me = o.viewer as number;
  const own = o.own!;
  const v = o.pendingRoll!;
  const d = cfg.dieSides;
  const keepNext = applyRoll(own.score, v, own.good, own.evil, cfg);
  if (keepNext === cfg.target) return findAction(o, me);
  const post = posterior(o);
  let bestTo = me;
  let bestGain =
    scoreValue(keepNext, cfg.target, cfg.dieSides) -
    scoreValue(own.score, cfg.target, cfg.dieSides);
  for (let j = 0; j < o.players; j++) {
    if (j === me) continue;
    const w = post.weights[j]!;
    const sj = post.scores[j]!;
    let harm = 0;
    let pWin = 0;
    let expScore = 0;
    for (let g = 1; g <= d; g++) {
      for (let e = 1; e <= d; e++) {
        const k = (g - 1) * d + e - 1;
        const p = w[k]!;
        if (p === 0) continue;
        const before = sj[k]!;
        const after = applyRoll(before, v, g, e, cfg);
        if (after === cfg.target) pWin += p;
        harm +=
          p *
          (scoreValue(before, cfg.target, cfg.dieSides) -
            scoreValue(after, cfg.target, cfg.dieSides));
        expScore += p * before;
      }
    }
    // Hurting a leader matters more; handing anyone the win is the worst move there is.
    const gain = harm * (1 + expScore / cfg.target) - WIN_PENALTY * pWin;
    if (gain > bestGain + 1e-9) {
      bestGain = gain;
      bestTo = j;
    }
  }
  return findAction(o, bestTo);
}

// --- playouts on a determinized state -------------------------------------------------------

/**
 * The playout policy. Each player knows their own secrets; `peek` also lets a giver see the
 * recipients' secrets (a stand-in for a sharp belief), otherwise a giver sees only who leads
 * and never hands anyone an exact win (what a careful player avoids with their belief).
 */
export function mnPlayoutPolicy(cfg: Config, peek: boolean): StatePolicy {
  const P = cfg.players;
  return (state, rng) => {
    const s = state as State;
    const me = s.current;
    const v = s.roll;
    const data = s.data;
    const score = data[2 * P + me]!;
    const next = applyRoll(score, v, data[me]!, data[P + me]!, cfg);
    if (next === cfg.target || (next > score && v !== data[P + me])) return 0; // keep
    let best = -1;
    let bestHarm = Number.NEGATIVE_INFINITY;
    const start = rng.int(P);
    for (let k = 0; k < P; k++) {
      const j = (start + k) % P;
      if (j === me) continue;
      const sj = data[2 * P + j]!;
      const after = applyRoll(sj, v, data[j]!, data[P + j]!, cfg);
      const harm = after === cfg.target ? -1000 : peek ? sj - after : sj;
      if (harm > bestHarm) {
        bestHarm = harm;
        best = j;
      }
    }
    // Keeping a useless roll beats giving anyone a lift.
    if (bestHarm < 0 && next === score) return 0;
    return 1 + best;
  };
}

function playoutPolicy(_game: AnyGame, config: unknown): StatePolicy {
  return mnPlayoutPolicy(config as Config, true);
}

/** hard and expert: one step of policy improvement over medium (magic-numbers-rollout.ts). */
function search(_game: AnyGame, observation: Observation, rng: Rng, budget: number): unknown {
  const o = observation as Obs;
  // A simulated turn costs more with more players (medium weighs every opponent), so the
  // budget is for 2 players and shrinks with the table: hard stays inside 250 ms up to 8.
  const turns = Math.round((budget * 4) / (o.players + 2));
  return findAction(o, rolloutChoice(o, rng, { turns }));
}

export const magicNumbersStrategy: GameStrategy = {
  easy,
  medium,
  belief: beliefOf,
  playoutPolicy,
  search,
  // Simulated turns per decision at 2 players (scaled by 4 / (players + 2)).
  hardIterations: 24_000,
  expertIterations: 96_000,
};
