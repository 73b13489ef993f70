// Solving one round tree (round-tree.ts) whose leaves are worth u[delta] to the starter and
// the negative to the other player (zero-sum): CFR+ for the decoy rounds (Tammelin 2014:
// regret matching+, alternating updates, linearly weighted average), backward induction for
// the perfect-information rounds, and the exact best response and profile value that measure
// a strategy. A strategy is one array over every information set's actions (tree.isOffset).

import type { RoundPayoff, RoundTree } from "./round-tree";
import { leafValues } from "./round-tree";

/** Uniform over each information set's actions. */
export function uniformStrategy(tree: RoundTree): Float64Array {
  const s = new Float64Array(tree.actions.length);
  for (let I = 0; I < tree.infosets; I++) {
    const w = tree.isWidth[I]!;
    s.fill(1 / w, tree.isOffset[I]!, tree.isOffset[I]! + w);
  }
  return s;
}

/** Expected leaf value (to the starter) and the distribution of round differences. */
export function evaluate(
  tree: RoundTree,
  u: RoundPayoff,
  strategy: Float64Array,
): { value: number; deltas: Float64Array } {
  const reach = new Float64Array(tree.nodes);
  reach[0] = 1;
  const deltas = new Float64Array(2 * tree.line + 1);
  let value = 0;
  for (let x = 0; x < tree.nodes; x++) {
    const r = reach[x]!;
    if (tree.mover[x]! < 0) {
      const d = tree.delta[x]! + tree.line;
      deltas[d]! += r;
      value += r * u[d]!;
      continue;
    }
    if (r === 0) continue;
    const I = tree.infoset[x]!;
    const off = tree.isOffset[I]!;
    const c = tree.firstChild[x]!;
    for (let a = 0; a < tree.isWidth[I]!; a++) reach[c + a] = r * strategy[off + a]!;
  }
  return { value, deltas };
}

/**
 * The best-response value of `player` (0 starter, 1 other) against `strategy`'s actions for
 * the other player: bottom-up by depth (every node of an information set has the same
 * depth), each of the player's information sets taking the action with the highest value
 * summed over its nodes, weighted by the opponent's reach. Value to `player`.
 */
export function bestResponse(
  tree: RoundTree,
  u: RoundPayoff,
  strategy: Float64Array,
  player: 0 | 1,
): number {
  const sign = player === 0 ? 1 : -1;
  const reach = new Float64Array(tree.nodes);
  reach[0] = 1;
  for (let x = 0; x < tree.nodes; x++) {
    if (tree.mover[x]! < 0) continue;
    const I = tree.infoset[x]!;
    const off = tree.isOffset[I]!;
    const c = tree.firstChild[x]!;
    const mine = tree.mover[x] === player;
    for (let a = 0; a < tree.isWidth[I]!; a++) {
      reach[c + a] = mine ? reach[x]! : reach[x]! * strategy[off + a]!;
    }
  }
  const v = leafValues(tree, u);
  if (sign < 0) for (let x = 0; x < tree.nodes; x++) v[x] = -v[x]!;
  const q = new Float64Array(tree.actions.length);
  const choice = new Int32Array(tree.infosets);
  for (let d = tree.placements - 1; d >= 0; d--) {
    const lo = tree.depthStart[d]!;
    const hi = tree.depthStart[d + 1]!;
    for (let x = lo; x < hi; x++) {
      if (tree.mover[x] !== player) continue;
      const I = tree.infoset[x]!;
      const off = tree.isOffset[I]!;
      const c = tree.firstChild[x]!;
      for (let a = 0; a < tree.isWidth[I]!; a++) q[off + a]! += reach[x]! * v[c + a]!;
    }
    for (let x = lo; x < hi; x++) {
      const I = tree.infoset[x]!;
      const off = tree.isOffset[I]!;
      const w = tree.isWidth[I]!;
      const c = tree.firstChild[x]!;
      if (tree.mover[x] === player) {
        let best = 0;
        for (let a = 1; a < w; a++) if (q[off + a]! > q[off + best]!) best = a;
        choice[I] = best;
        v[x] = v[c + best]!;
      } else {
        let s = 0;
        for (let a = 0; a < w; a++) s += strategy[off + a]! * v[c + a]!;
        v[x] = s;
      }
    }
  }
  return v[0]!;
}

export interface Exploitability {
  /** Value to the starter when both play the strategy. */
  readonly value: number;
  /** [starter's best-response value, other's best-response value], each to that player. */
  readonly bestResponse: readonly [number, number];
  /** NashConv as OpenSpiel defines it: the sum of the two best-response values (zero-sum). */
  readonly nashConv: number;
}

export function exploitability(
  tree: RoundTree,
  u: RoundPayoff,
  strategy: Float64Array,
): Exploitability {
  const br0 = bestResponse(tree, u, strategy, 0);
  const br1 = bestResponse(tree, u, strategy, 1);
  return {
    value: evaluate(tree, u, strategy).value,
    bestResponse: [br0, br1],
    nashConv: br0 + br1,
  };
}

/**
 * Perfect-information rounds: backward induction. Each mover plays uniformly among its
 * actions within `eps` of the best (every such mix is optimal in a zero-sum game).
 */
export function solveMinimax(
  tree: RoundTree,
  u: RoundPayoff,
  eps = 1e-9,
): { strategy: Float64Array; value: number } {
  if (tree.decoy) throw new Error("solveMinimax: a decoy round has hidden information");
  const v = leafValues(tree, u);
  const strategy = new Float64Array(tree.actions.length);
  for (let x = tree.depthStart[tree.placements]! - 1; x >= 0; x--) {
    const I = tree.infoset[x]!;
    const off = tree.isOffset[I]!;
    const w = tree.isWidth[I]!;
    const c = tree.firstChild[x]!;
    const sign = tree.mover[x] === 0 ? 1 : -1;
    let best = Number.NEGATIVE_INFINITY;
    for (let a = 0; a < w; a++) best = Math.max(best, sign * v[c + a]!);
    let count = 0;
    for (let a = 0; a < w; a++) if (sign * v[c + a]! >= best - eps) count++;
    for (let a = 0; a < w; a++) strategy[off + a] = sign * v[c + a]! >= best - eps ? 1 / count : 0;
    v[x] = sign * best;
  }
  return { strategy, value: v[0]! };
}

export interface CfrOptions {
  /** Stop after this many iterations at most (default 20000). */
  readonly maxIterations?: number;
  /** Stop once NashConv is at most this (checked every `checkEvery` iterations; default 1e-6). */
  readonly target?: number;
  readonly checkEvery?: number;
}

export interface CfrResult extends Exploitability {
  readonly strategy: Float64Array;
  readonly iterations: number;
}

/** CFR+ on a round tree; returns the normalised average strategy and its exploitability. */
export function solveCfr(tree: RoundTree, u: RoundPayoff, options: CfrOptions = {}): CfrResult {
  const maxIt = options.maxIterations ?? 20000;
  const target = options.target ?? 1e-6;
  const checkEvery = options.checkEvery ?? 100;
  const N = tree.nodes;
  const A = tree.actions.length;
  const regret = new Float64Array(A);
  const sigma = uniformStrategy(tree);
  const avg = new Float64Array(A);
  const stamp = new Int32Array(tree.infosets);
  const reachO = new Float64Array(N);
  const reachI = new Float64Array(N);
  const leaf = leafValues(tree, u);
  const v = new Float64Array(N);
  const leafStart = tree.depthStart[tree.placements]!;
  const { infoset, isOffset, isWidth, firstChild, mover, isPlayer } = tree;
  let it = 0;
  let last: Exploitability | null = null;
  let strategy = sigma;
  while (it < maxIt) {
    it++;
    for (const i of [0, 1] as const) {
      reachO[0] = 1;
      reachI[0] = 1;
      for (let x = 0; x < leafStart; x++) {
        const I = infoset[x]!;
        const off = isOffset[I]!;
        const c = firstChild[x]!;
        const w = isWidth[I]!;
        if (mover[x] === i) {
          for (let a = 0; a < w; a++) {
            reachI[c + a] = reachI[x]! * sigma[off + a]!;
            reachO[c + a] = reachO[x]!;
          }
        } else {
          for (let a = 0; a < w; a++) {
            reachO[c + a] = reachO[x]! * sigma[off + a]!;
            reachI[c + a] = reachI[x]!;
          }
        }
      }
      for (let x = leafStart; x < N; x++) v[x] = leaf[x]!;
      const sign = i === 0 ? 1 : -1;
      for (let x = leafStart - 1; x >= 0; x--) {
        const I = infoset[x]!;
        const off = isOffset[I]!;
        const c = firstChild[x]!;
        const w = isWidth[I]!;
        let s = 0;
        for (let a = 0; a < w; a++) s += sigma[off + a]! * v[c + a]!;
        v[x] = s;
        if (mover[x] !== i) continue;
        const ro = reachO[x]!;
        if (ro !== 0) for (let a = 0; a < w; a++) regret[off + a]! += ro * sign * (v[c + a]! - s);
        if (stamp[I] !== it) {
          stamp[I] = it;
          const ri = reachI[x]!;
          if (ri !== 0) for (let a = 0; a < w; a++) avg[off + a]! += it * ri * sigma[off + a]!;
        }
      }
      // Regret matching+ on i's information sets.
      for (let I = 0; I < tree.infosets; I++) {
        if (isPlayer[I] !== i) continue;
        const off = isOffset[I]!;
        const w = isWidth[I]!;
        let s = 0;
        for (let a = 0; a < w; a++) {
          if (regret[off + a]! < 0) regret[off + a] = 0;
          s += regret[off + a]!;
        }
        for (let a = 0; a < w; a++) sigma[off + a] = s > 0 ? regret[off + a]! / s : 1 / w;
      }
    }
    if (it % checkEvery === 0 || it === maxIt) {
      strategy = normalise(tree, avg);
      last = exploitability(tree, u, strategy);
      if (last.nashConv <= target) break;
    }
  }
  if (last === null) {
    strategy = normalise(tree, avg);
    last = exploitability(tree, u, strategy);
  }
  return { ...last, strategy, iterations: it };
}

/** Strategy sums → behaviour strategies (uniform where an information set is never reached). */
export function normalise(tree: RoundTree, sums: Float64Array): Float64Array {
  const out = new Float64Array(sums.length);
  for (let I = 0; I < tree.infosets; I++) {
    const off = tree.isOffset[I]!;
    const w = tree.isWidth[I]!;
    let s = 0;
    for (let a = 0; a < w; a++) s += sums[off + a]!;
    for (let a = 0; a < w; a++) out[off + a] = s > 0 ? sums[off + a]! / s : 1 / w;
  }
  return out;
}
