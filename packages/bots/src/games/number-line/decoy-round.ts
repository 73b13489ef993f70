// Number Line's two-player decoy round as an imperfect-information zero-sum game: its
// information sets, payoffs and the layout of a behaviour strategy, shared by the CFR+ solver
// (decoy-cfr.ts), its exploitability (decoy-nashconv.ts) and the readers the expert bot uses.
//
// Order of play: A, B, A, B (A starts the round). Each player's first card carries a decoy
// flag the opponent does not see; the second card carries the other flag. Payoff to A: A's
// round points minus B's (only the two real cards score; decoys just occupy numbers).
// Information sets (perfect recall):
//   A1: root                         actions: number × flag   (2L)
//   B1: A's first number a1          actions: number × flag   (2L)
//   A2: a1, A's flag, B's number b1  actions: number          (L)
//   B2: a1, b1, B's flag, a2         actions: number          (L)

import { linePoints } from "./line-score";

export interface DecoySolution {
  readonly length: number;
  readonly iterations: number;
  /** Average strategies, indexed as described in the readers below. */
  readonly a1: Float64Array;
  readonly b1: Float64Array;
  readonly a2: Float64Array;
  readonly b2: Float64Array;
  /** A's expected payoff (points minus B's) under the average strategies. */
  readonly value: number;
  readonly nashConv: number;
  /** Best-response values: A's against B's strategy, B's against A's. */
  readonly bestResponse: readonly [number, number];
}

export interface Tables {
  readonly L: number;
  /** pay[x * L + y]: A's real card on x+1, B's on y+1 → A's points − B's. */
  readonly pay: Float64Array;
}

export function tables(L: number): Tables {
  const pay = new Float64Array(L * L);
  const owner = new Int8Array(L);
  for (let x = 0; x < L; x++) {
    for (let y = 0; y < L; y++) {
      if (x === y) continue;
      owner.fill(-1);
      owner[x] = 0;
      owner[y] = 1;
      const p = linePoints(owner, L, 2);
      pay[x * L + y] = p[0]! - p[1]!;
    }
  }
  return { L, pay };
}

// Index helpers. Flags: 0 = real, 1 = decoy. Numbers are 0-based here.
export const a1Idx = (n: number, f: number) => n * 2 + f; // width 2L
export const b1Base = (L: number, a1: number) => a1 * 2 * L; // + n*2+f
export const a2Base = (L: number, a1: number, fa: number, b1: number) =>
  ((a1 * 2 + fa) * L + b1) * L;
export const b2Base = (L: number, a1: number, b1: number, fb: number, a2: number) =>
  (((a1 * L + b1) * 2 + fb) * L + a2) * L;

/** The payoff to A once every card is down. */
export function payoff(
  t: Tables,
  a1: number,
  fa: number,
  b1: number,
  fb: number,
  a2: number,
  b2: number,
) {
  const ra = fa === 1 ? a2 : a1;
  const rb = fb === 1 ? b2 : b1;
  return t.pay[ra * t.L + rb]!;
}

export interface Profile {
  readonly a1: Float64Array;
  readonly b1: Float64Array;
  readonly a2: Float64Array;
  readonly b2: Float64Array;
}

export function newProfile(L: number): Profile {
  return {
    a1: new Float64Array(2 * L),
    b1: new Float64Array(L * 2 * L),
    a2: new Float64Array(L * 2 * L * L),
    b2: new Float64Array(L * L * 2 * L * L),
  };
}

// --- reading the strategy, for the expert bot and the CLI ---------------------------------

/** Probabilities over A's first card: index n*2+flag (flag 1 = decoy), numbers 0-based. */
export function firstMoveA(sol: DecoySolution): Float64Array {
  return sol.a1;
}

/** B's first card after A's first number a1 (0-based): index n*2+flag. */
export function firstMoveB(sol: DecoySolution, a1: number): Float64Array {
  const b = b1Base(sol.length, a1);
  return sol.b1.subarray(b, b + 2 * sol.length);
}

/** A's second number (0-based) knowing a1, its own flag fa, and b1. */
export function secondMoveA(sol: DecoySolution, a1: number, fa: number, b1: number): Float64Array {
  const b = a2Base(sol.length, a1, fa, b1);
  return sol.a2.subarray(b, b + sol.length);
}

/** B's second number (0-based) knowing a1, b1, its own flag fb, and a2. */
export function secondMoveB(
  sol: DecoySolution,
  a1: number,
  b1: number,
  fb: number,
  a2: number,
): Float64Array {
  const b = b2Base(sol.length, a1, b1, fb, a2);
  return sol.b2.subarray(b, b + sol.length);
}
