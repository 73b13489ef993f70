// Take or Pay's `hard` search: rollouts over plans for the face-up card instead of over the
// two actions. Paired rollouts compare "take now" with "pay now, then play medium", so the
// value of paying is the value of medium's later timing; here the viewer compares taking the
// card now, or after paying once, twice, three times as it comes back round (and paying
// then leaving it to medium), each played out with medium for everyone else and for the rest
// of the game, all plans in the same sampled worlds (common random numbers: medium draws
// nothing, so the comparison is exact within a world). The best plan's first step is the
// move: take for "take now", else pay. The worlds come from kernel.ts's unseen-card shuffler
// (one resample of the observation), so the search reads nothing but the observation.

import type { AnyGame, Rng, takeOrPayGame } from "@number-games/engine";
import type { SearchBudget } from "../../search/budget";
import type { Observation } from "../../strategy";
import { PAY_THEN_MEDIUM, planRollout, TAKE_NOW, unseenShuffler } from "./kernel";

type Obs = takeOrPayGame.TakeOrPayObservation;

/** How many times the viewer may plan to pay on the card before taking it. */
export const MAX_PLANNED_PAYS = 3;
const MIN_WORLDS = 8;

export interface PlanSearchResult {
  /** The best plan (TAKE_NOW, PAY_THEN_MEDIUM or the pays before taking). */
  readonly plan: number;
  /** Each plan's mean win share and the viewer's mean final score (lower is better). */
  readonly plans: readonly { plan: number; value: number; score: number }[];
  readonly worlds: number;
  readonly playouts: number;
}

/** The plans worth comparing for the viewer: never more planned pays than tokens held. */
export function plansFor(tokens: number): number[] {
  const plans = [TAKE_NOW, PAY_THEN_MEDIUM];
  for (let k = 1; k <= Math.min(MAX_PLANNED_PAYS, tokens); k++) plans.push(k);
  return plans;
}

/** The plans' mean win shares in sampled worlds; `budget.iterations` counts playouts. */
export function planSearch(
  game: AnyGame,
  observation: Obs,
  rng: Rng,
  budget: SearchBudget,
  /** false: ties go to the earlier plan alone (the rule before 2026-11-29, for benchmarks). */
  scoreTies = true,
): PlanSearchResult {
  const viewer = observation.viewer as number;
  const tokens = observation.tokens[viewer] ?? 0;
  const plans = tokens === 0 ? [TAKE_NOW] : plansFor(tokens);
  const n = plans.length;
  const sample = unseenShuffler(game, observation, rng.fork());
  const run = planRollout(game, observation.config);
  const out = new Float64Array(observation.players);
  const scores = new Float64Array(observation.players);
  const sum = new Float64Array(n);
  const scoreSum = new Float64Array(n);
  const deadline = budget.deadline;
  let worlds = 0;
  let playouts = 0;
  for (;;) {
    if (worlds >= MIN_WORLDS) {
      if (deadline !== undefined ? deadline.expired() : playouts >= budget.iterations) break;
      if (playouts >= budget.iterations) break;
    }
    const world = sample(rng);
    for (let i = 0; i < n; i++) {
      run(world, plans[i]!, out, scores);
      sum[i]! += out[viewer]!;
      scoreSum[i]! += scores[viewer]!;
    }
    playouts += n;
    worlds++;
  }
  // The most winning plan; among plans that win equally often, the lowest mean score, then the
  // earlier one (take now before paying). Ties are common: where the viewer loses (or wins) in
  // every sampled world whatever it does, the win share cannot tell the plans apart, and
  // taking at once there gave away points for nothing (docs/benchmarks.md, issue #25).
  let best = 0;
  for (let i = 1; i < n; i++) {
    const d = sum[i]! - sum[best]!;
    if (d > 1e-9 || (scoreTies && d >= -1e-9 && scoreSum[i]! < scoreSum[best]! - 1e-9)) best = i;
  }
  const per = Math.max(1, worlds);
  return {
    plan: plans[best]!,
    plans: plans.map((plan, i) => ({ plan, value: sum[i]! / per, score: scoreSum[i]! / per })),
    worlds,
    playouts,
  };
}

/** `hard`'s search (HardTuning.search): take if taking now is the best plan, else pay. */
export function hardSearch(
  game: AnyGame,
  observation: Observation,
  rng: Rng,
  budget: SearchBudget,
): unknown {
  const o = observation as Obs;
  const r = planSearch(game, o, rng, budget);
  const want = r.plan === TAKE_NOW ? "take" : "pay";
  return o.legal.find((a) => (a as { type: string }).type === want) ?? o.legal[0];
}
