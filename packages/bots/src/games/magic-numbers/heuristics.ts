// Magic Numbers' heuristics and playout policy. They read the observation and the belief of
// posterior.ts (medium weighs every opponent's possible pairs by it).
//
//   easy    keep, unless the roll is your Evil number or keeping would overshoot: then give
//           it to a random opponent.
//   medium  keep or give to whoever it helps least / hurts most, by expected score change
//           under the belief, never handing anyone a likely win, weighting harm to leaders.
//   hard and expert play rollouts of medium instead (rollout.ts).

import type { AnyGame, magicNumbersGame, Rng } from "@number-games/engine";
import type { Observation, StatePolicy } from "../../strategy";
import { applyRoll, scoreValue, WIN_PENALTY } from "./model";
import { posterior } from "./posterior";

type Obs = magicNumbersGame.MagicNumbersObservation;
type State = magicNumbersGame.MagicNumbersState;
type Config = magicNumbersGame.MagicNumbersConfig;

// --- decisions ----------------------------------------------------------------------------

export function findAction(o: Obs, to: number): unknown {
  const me = o.viewer as number;
  const want = to === me ? "keep" : "give";
  const a = o.legal.find(
    (x) =>
      (x as { type: string }).type === want && (want === "keep" || (x as { to: number }).to === to),
  );
  if (a === undefined) throw new Error(`magic-numbers bot: no legal action to ${to}`);
  return a;
}

export function easy(_game: AnyGame, observation: Observation, rng: Rng): unknown {
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

export function medium(_game: AnyGame, observation: Observation, _rng: Rng): unknown {
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

export function playoutPolicy(_game: AnyGame, config: unknown): StatePolicy {
  return mnPlayoutPolicy(config as Config, true);
}
