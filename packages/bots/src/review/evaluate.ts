// The value of each legal action at one decision, from the deciding player's observation only
// (never the true state: see review.ts). Two evaluators:
//   solver    a game's exact values (GameStrategy.exactValues; Number Line's round 1 by
//             backward induction, games/number-line/review.ts): expected points.
//   rollouts  every other decision: many determinizations drawn with the game's `resample`
//             from the observation, each action played out with the game's playout policy
//             (the medium heuristic, strategy.ts) to the end; the value is the mean win share.
//             The same determinizations and playout seeds serve every action (common random
//             numbers), so differences between actions are not noise between samples.

import type { AnyGame, ObservationBase } from "@number-games/engine";
import { CHANCE, Rng, TERMINAL } from "@number-games/engine";
import { winShareReward } from "../search/ismcts";
import type { GameStrategy, StatePolicy } from "../strategy";
import { BATCH, PairedDifferences } from "./settle";

export type ReviewUnit = "points" | "win";

export interface ActionValues {
  readonly method: "solver" | "rollouts";
  readonly unit: ReviewUnit;
  /** The legal actions (observation.legal order) and their values in `unit`. */
  readonly actions: readonly unknown[];
  readonly values: readonly number[];
  /** Determinizations the values are means over (rollouts; 0 for the solver). */
  readonly samples: number;
}

/** Playouts longer than this stop and are scored as they stand. */
const MAX_PLAYOUT_STEPS = 10_000;

/** The game's exact values where its strategy has them (GameStrategy.exactValues), else null. */
export function solverValues(
  strategy: GameStrategy,
  game: AnyGame,
  observation: ObservationBase<unknown>,
): ActionValues | null {
  const exact = strategy.exactValues?.(game, observation);
  if (exact == null) return null;
  return {
    method: "solver",
    unit: "points",
    actions: observation.legal,
    values: exact,
    samples: 0,
  };
}

function playOut(
  game: AnyGame,
  state: unknown,
  policy: StatePolicy,
  rng: Rng,
  buf: Int32Array,
): void {
  for (let steps = 0; steps < MAX_PLAYOUT_STEPS; steps++) {
    const m = game.toMove(state);
    if (m === TERMINAL) return;
    if (m === CHANCE) game.sampleChanceInPlace(state, rng);
    else game.applyId(state, policy(state, rng, buf));
  }
}

export interface RolloutOptions {
  readonly seed: string | number;
  /** Determinizations drawn (at most, with `settle`). */
  readonly determinizations: number;
  /** Checked between determinizations; true stops the work (see review.ts). */
  readonly cancelled: () => boolean;
  /**
   * Stop once the played action's rating is settled (settle.ts): `played` is its position in
   * observation.legal, `cuts` the rating's cut points in win share. Absent: every
   * determinization is drawn.
   */
  readonly settle?: { readonly played: number; readonly cuts: readonly number[] };
}

/** The mean win share of each legal action over determinized playouts (see the header). */
export function rolloutValues(
  game: AnyGame,
  strategy: GameStrategy,
  observation: ObservationBase<unknown>,
  options: RolloutOptions,
): ActionValues | null {
  const seat = observation.viewer as number;
  const key = `${String(options.seed)}|${JSON.stringify(observation)}`;
  const belief = strategy.belief?.(game, observation);
  const config = game.configOf(game.resample(observation, Rng.fromSeed(key), belief));
  const policy = strategy.playoutPolicy(game, config);
  const reward = strategy.reward ?? winShareReward;
  const buf = new Int32Array(game.maxActionId(config));
  const out = new Float64Array(observation.players);
  const actions = observation.legal;
  const sums = new Array<number>(actions.length).fill(0);
  const sample = new Float64Array(actions.length);
  const { settle } = options;
  const diffs = settle === undefined ? null : new PairedDifferences(actions.length, settle.played);
  let k = 0;
  while (k < options.determinizations) {
    if (options.cancelled()) return null;
    const root = game.resample(observation, Rng.fromSeed(`${key}|d${k}`), belief);
    actions.forEach((action, i) => {
      const state = game.clone(root);
      game.applyInPlace(state, action);
      playOut(game, state, policy, Rng.fromSeed(`${key}|p${k}`), buf);
      out.fill(0);
      reward(game, state, out);
      sample[i] = out[seat]!;
      sums[i]! += out[seat]!;
    });
    diffs?.add(sample);
    k++;
    if (diffs !== null && k % BATCH === 0 && diffs.settled(settle!.cuts, options.determinizations))
      break;
  }
  return {
    method: "rollouts",
    unit: "win",
    actions,
    values: sums.map((s) => s / k),
    samples: k,
  };
}
