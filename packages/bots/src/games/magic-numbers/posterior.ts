// Magic Numbers: the exact Bayesian belief per opponent. Each opponent holds one of
// dieSides·(dieSides−1) (Good, Evil) pairs (30 with a six-sided die); given a pair, replaying
// the public turns fixes that opponent's score, so the posterior over pairs is all there is
// to know. It starts uniform, drops pairs that would have ended the game, and multiplies in
// the likelihood of every keep/give decision the opponent made under an opponent model: a
// player keeps a roll with probability rising with what keeping does to their own score
// (a logistic choice, mixed with a little uniform noise so no pair is ever ruled out by a
// surprising move). The belief goes to `resample` as weights for search.

import type { AnyGame, magicNumbersGame } from "@number-games/engine";
import type { Observation } from "../../strategy";
import { applyRoll, keepProbability } from "./model";

type Obs = magicNumbersGame.MagicNumbersObservation;

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
