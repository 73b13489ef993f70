// Paired rollouts: flat Monte Carlo over the viewer's legal actions in which every sampled
// world (a determinization drawn with `resample`) is played out once after each action, from
// the same generator state (common random numbers). The actions are then compared world by
// world, so what differs between two actions' totals is the action and not the luck of the
// deal; the noise of the comparison is that of the paired differences, much smaller than
// that of two independent samples. One world serves every action (determinization reuse).
// Actions whose paired deficit against the leader is clearly significant stop being played
// out (successive elimination), so the budget goes to the close calls.
//
// Reads nothing but the observation: honest by construction, as ismcts.ts.

import type { AnyGame, ObservationBase, Rng } from "@number-games/engine";
import {
  CHANCE as CHANCE_EXPORT,
  Rng as RngClass,
  TERMINAL as TERMINAL_EXPORT,
} from "@number-games/engine";
import type { RolloutKernel, StatePolicy } from "../strategy";
import type { Deadline } from "./budget";
import { winShareReward } from "./ismcts";

// Read once (see ismcts.ts).
const CHANCE: number = CHANCE_EXPORT;
const TERMINAL: number = TERMINAL_EXPORT;

export interface PairedOptions {
  /** Playouts in all (a world with k actions still in play costs k). */
  readonly iterations: number;
  readonly deadline?: Deadline;
  readonly playout: StatePolicy;
  /** A world's playout after an action, and its rewards, as one call (GameStrategy.rollout). */
  readonly rollout?: RolloutKernel;
  /** Draws the worlds instead of `resample` (GameStrategy.worldSampler). */
  readonly sample?: (rng: Rng) => unknown;
  readonly belief?: unknown;
  readonly reward?: (game: AnyGame, state: unknown, out: Float64Array) => void;
  /**
   * Drops an action once its mean paired deficit against the leader exceeds this many
   * standard errors (checked after `minWorlds`); never drops with Infinity.
   */
  readonly eliminate?: number;
  /** Worlds before any elimination and before the deadline is looked at. */
  readonly minWorlds?: number;
  readonly maxPlayoutSteps?: number;
}

export interface PairedResult {
  readonly id: number;
  readonly stats: readonly { id: number; worlds: number; value: number }[];
  readonly worlds: number;
  readonly playouts: number;
}

export function pairedRollouts(
  game: AnyGame,
  observation: ObservationBase<unknown>,
  rng: Rng,
  options: PairedOptions,
): PairedResult {
  const ids = observation.legal.map((a) => game.actionId(a));
  const n = ids.length;
  if (n === 0) throw new Error("pairedRollouts: the viewer has nothing to do");
  const viewer = observation.viewer as number;
  const reward = options.reward ?? winShareReward;
  const policy = options.playout;
  const rollout = options.rollout;
  const sample = options.sample;
  const maxSteps = options.maxPlayoutSteps ?? 10_000;
  const eliminate = options.eliminate ?? Number.POSITIVE_INFINITY;
  const minWorlds = options.minWorlds ?? 8;
  const deadline = options.deadline;
  let buf: Int32Array | null = null;
  const rewards = new Float64Array(observation.players);
  // Per action: the sum of its rewards and the worlds it was played out in.
  const sum = new Float64Array(n);
  const count = new Float64Array(n);
  // Per action: sum and sum of squares of (its reward − the leader's) over the worlds since
  // the current leader took the lead (restarted when the leader changes; all pairs would
  // cost n² per world).
  const active = new Uint8Array(n).fill(1);
  let activeCount = n;
  const worldReward = new Float64Array(n);
  const dSum = new Float64Array(n);
  const dSq = new Float64Array(n);
  const dCount = new Float64Array(n);
  let leader = 0;
  let worlds = 0;
  let playouts = 0;
  for (;;) {
    if (worlds >= minWorlds) {
      if (deadline !== undefined ? deadline.expired() : playouts >= options.iterations) break;
    }
    if (deadline !== undefined && playouts >= options.iterations) break;
    const world =
      sample !== undefined ? sample(rng) : game.resample(observation, rng, options.belief);
    if (buf === null) buf = new Int32Array(game.maxActionId(game.configOf(world)));
    const dice = rng.fork().getState();
    for (let i = 0; i < n; i++) {
      if (active[i] === 0) continue;
      const r = RngClass.fromState(dice);
      if (rollout !== undefined) rollout(world, ids[i]!, r, rewards);
      else {
        const s = game.clone(world);
        game.applyId(s, ids[i]!);
        for (let steps = 0; steps < maxSteps; steps++) {
          const m = game.toMove(s);
          if (m === TERMINAL) break;
          if (m === CHANCE) game.sampleChanceInPlace(s, r);
          else game.applyId(s, policy(s, r, buf));
        }
        reward(game, s, rewards);
      }
      const v = rewards[viewer]!;
      worldReward[i] = v;
      sum[i]! += v;
      count[i]! += 1;
      playouts++;
    }
    worlds++;
    // The leader by mean; paired differences against it (restarted when it changes).
    let best = leader;
    for (let i = 0; i < n; i++) {
      if (active[i] === 0) continue;
      if (sum[i]! / count[i]! > sum[best]! / count[best]! + 1e-12) best = i;
    }
    if (best !== leader) {
      leader = best;
      dSum.fill(0);
      dSq.fill(0);
      dCount.fill(0);
    }
    for (let i = 0; i < n; i++) {
      if (active[i] === 0 || i === leader) continue;
      const d = worldReward[i]! - worldReward[leader]!;
      dSum[i]! += d;
      dSq[i]! += d * d;
      dCount[i]! += 1;
    }
    if (worlds >= minWorlds && activeCount > 1 && eliminate < Number.POSITIVE_INFINITY) {
      for (let i = 0; i < n; i++) {
        if (active[i] === 0 || i === leader) continue;
        const k = dCount[i]!;
        if (k < minWorlds) continue;
        const mean = dSum[i]! / k;
        const se = Math.sqrt(Math.max(0, dSq[i]! / k - mean * mean) / k);
        if (mean < 0 && -mean > eliminate * Math.max(se, 1 / k)) {
          active[i] = 0;
          activeCount--;
        }
      }
    }
    if (activeCount === 1 && worlds >= minWorlds) break;
  }
  let bestI = leader;
  for (let i = 0; i < n; i++) {
    if (active[i] === 0) continue;
    if (active[bestI] === 0 || sum[i]! / count[i]! > sum[bestI]! / count[bestI]!) bestI = i;
  }
  return {
    id: ids[bestI]!,
    stats: ids.map((id, i) => ({
      id,
      worlds: count[i]!,
      value: count[i]! > 0 ? sum[i]! / count[i]! : 0,
    })),
    worlds,
    playouts,
  };
}

/**
 * Win share plus a graded margin: (1 − weight) · win share + weight · (1 + tanh(m / scale)) / 2,
 * where m is the player's score minus the best other score (signed so that more is better).
 * Still in [0, 1]; it tells apart playouts that a win share alone scores the same.
 */
export function marginReward(margin: {
  readonly sign: 1 | -1;
  readonly scale: number;
  readonly weight: number;
}): (game: AnyGame, state: unknown, out: Float64Array) => void {
  const { sign, scale, weight } = margin;
  return (game, state, out) => {
    const r = game.result(state);
    const scores = r.scores;
    const P = scores.length;
    out.fill(0);
    const w = r.winners;
    for (const p of w) out[p] = (1 - weight) / w.length;
    // The best and second-best signed scores give every player's best rival.
    let b1 = Number.NEGATIVE_INFINITY;
    let b2 = Number.NEGATIVE_INFINITY;
    for (let p = 0; p < P; p++) {
      const x = sign * scores[p]!;
      if (x > b1) {
        b2 = b1;
        b1 = x;
      } else if (x > b2) b2 = x;
    }
    for (let p = 0; p < P; p++) {
      const x = sign * scores[p]!;
      const rival = x === b1 ? b2 : b1;
      out[p]! += (weight * (1 + Math.tanh((x - rival) / scale))) / 2;
    }
  };
}
