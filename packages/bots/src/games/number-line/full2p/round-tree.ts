// One round of 2-player Number Line as an explicit game tree: every order of placements,
// with its information sets. Between rounds everything is public (a scored round shows its
// decoys), so each round is a subgame whose leaves only need the round's point difference;
// the whole game is solved round by round (solve.ts).
//
// Movers are numbered from the round's starter: 0 places first, then 1, 0, 1. In a decoy
// round a player knows every number placed and its own flags, not the other's flags, so an
// information set is (the numbers so far, the mover's own first flag). Nodes are stored in
// breadth-first order (parents before children, each node's children contiguous, in the
// order of its information set's actions), which every pass over the tree relies on.
// Actions are the engine's ids: (number − 1) · 3 + k, k = 0 no flag, 1 real, 2 decoy.

import { linePointsInto } from "../line-score";

export const FLAG_NONE = 0;
export const FLAG_REAL = 1;
export const FLAG_DECOY = 2;

export interface RoundSpec {
  /** The numbers 1..line. */
  readonly line: number;
  readonly decoy: boolean;
  readonly cardsEach: 1 | 2;
}

export interface RoundTree extends RoundSpec {
  /** Placements before the round ends: every card, or fewer when the line fills first. */
  readonly placements: number;
  readonly nodes: number;
  /** 0 or 1 (from the starter) at decision nodes, -1 at leaves. */
  readonly mover: Int8Array;
  readonly infoset: Int32Array;
  readonly firstChild: Int32Array;
  readonly parent: Int32Array;
  /** The action id that led to the node (-1 at the root). */
  readonly via: Int32Array;
  /** Leaves: the starter's round points minus the other's. */
  readonly delta: Int8Array;
  /** Nodes of depth d are depthStart[d] .. depthStart[d + 1] - 1. */
  readonly depthStart: Int32Array;
  readonly infosets: number;
  readonly isPlayer: Int8Array;
  readonly isWidth: Int32Array;
  /** Offset of the information set's actions in `actions` (and in strategy arrays). */
  readonly isOffset: Int32Array;
  readonly actions: Int32Array;
  readonly isKey: readonly string[];
  readonly isIndex: ReadonlyMap<string, number>;
}

/**
 * The key of the mover's information set: the numbers placed this round in order, and in a
 * decoy round the mover's own first flag ("r", "d", or "" before its first card).
 */
export function infosetKey(numbers: readonly number[], ownFirstFlag: number): string {
  const f = ownFirstFlag === FLAG_REAL ? "r" : ownFirstFlag === FLAG_DECOY ? "d" : "";
  return `${numbers.join(",")}|${f}`;
}

const trees = new Map<string, RoundTree>();

/** The tree of a round (built once per spec and kept: it depends on the spec alone). */
export function roundTree(spec: RoundSpec): RoundTree {
  const key = `${spec.line}/${spec.decoy}/${spec.cardsEach}`;
  let t = trees.get(key);
  if (t === undefined) {
    t = buildTree(spec);
    trees.set(key, t);
  }
  return t;
}

function buildTree(spec: RoundSpec): RoundTree {
  const n = spec.line;
  const k = Math.min(2 * spec.cardsEach, n);
  // Count nodes per depth: depth d has (#actions at depth d-1) × ... nodes.
  const width = (d: number) => (spec.decoy && d < 2 ? 2 * (n - d) : n - d);
  const count: number[] = [1];
  for (let d = 0; d < k; d++) count.push(count[d]! * width(d));
  const nodes = count.reduce((a, b) => a + b, 0);
  const mover = new Int8Array(nodes).fill(-1);
  const infoset = new Int32Array(nodes).fill(-1);
  const firstChild = new Int32Array(nodes).fill(-1);
  const parent = new Int32Array(nodes).fill(-1);
  const via = new Int32Array(nodes).fill(-1);
  const delta = new Int8Array(nodes);
  const depthStart = new Int32Array(k + 2);
  for (let d = 0; d <= k; d++) depthStart[d + 1] = depthStart[d]! + count[d]!;

  const isPlayer: number[] = [];
  const isWidth: number[] = [];
  const isOffset: number[] = [];
  const actions: number[] = [];
  const isKey: string[] = [];
  const isIndex = new Map<string, number>();

  const owner = new Int8Array(n);
  const pts = [0, 0];
  let next = 1;
  const numbers: number[] = [];
  const flags: number[] = [];
  for (let node = 0; node < nodes; node++) {
    // The placements on the path to this node.
    numbers.length = 0;
    flags.length = 0;
    for (let x = node; parent[x]! >= 0; x = parent[x]!) {
      numbers.push(((via[x]! / 3) | 0) + 1);
      flags.push(via[x]! % 3);
    }
    numbers.reverse();
    flags.reverse();
    const d = numbers.length;
    if (d === k) {
      owner.fill(-1);
      for (let t = 0; t < d; t++) if (flags[t] !== FLAG_DECOY) owner[numbers[t]! - 1] = t % 2;
      linePointsInto(owner, n, 2, pts);
      delta[node] = pts[0]! - pts[1]!;
      continue;
    }
    const p = d % 2;
    const ownFirst = spec.decoy && d >= 2 ? flags[d - 2]! : FLAG_NONE;
    const key = infosetKey(numbers, ownFirst);
    let I = isIndex.get(key);
    if (I === undefined) {
      I = isKey.length;
      isIndex.set(key, I);
      isKey.push(key);
      isPlayer.push(p);
      isOffset.push(actions.length);
      const taken = new Set(numbers);
      for (let i = 1; i <= n; i++) {
        if (taken.has(i)) continue;
        if (!spec.decoy) actions.push((i - 1) * 3 + FLAG_NONE);
        else if (d < 2) actions.push((i - 1) * 3 + FLAG_REAL, (i - 1) * 3 + FLAG_DECOY);
        else actions.push((i - 1) * 3 + (3 - ownFirst));
      }
      isWidth.push(actions.length - isOffset[I]!);
    }
    mover[node] = p;
    infoset[node] = I;
    firstChild[node] = next;
    const off = isOffset[I]!;
    for (let a = 0; a < isWidth[I]!; a++) {
      parent[next] = node;
      via[next] = actions[off + a]!;
      next++;
    }
  }
  if (next !== nodes) throw new Error("round tree: node count mismatch");
  return {
    ...spec,
    placements: k,
    nodes,
    mover,
    infoset,
    firstChild,
    parent,
    via,
    delta,
    depthStart,
    infosets: isKey.length,
    isPlayer: Int8Array.from(isPlayer),
    isWidth: Int32Array.from(isWidth),
    isOffset: Int32Array.from(isOffset),
    actions: Int32Array.from(actions),
    isKey,
    isIndex,
  };
}

/**
 * Leaf values to the starter: `u[delta + line]` for each round difference delta in
 * -line..line.
 */
export type RoundPayoff = Float64Array;

export function leafValues(tree: RoundTree, u: RoundPayoff): Float64Array {
  const out = new Float64Array(tree.nodes);
  for (let x = tree.depthStart[tree.placements]!; x < tree.nodes; x++) {
    out[x] = u[tree.delta[x]! + tree.line]!;
  }
  return out;
}
