// Number Line's two-player decoy round as an imperfect-information zero-sum game, solved
// with CFR+ (Tammelin 2014: regret matching+, alternating updates, linear averaging).
//
// Order of play: A, B, A, B (A starts the round). Each player's first card carries a decoy
// flag the opponent does not see; the second card carries the other flag. Payoff to A: A's
// round points minus B's (only the two real cards score; decoys just occupy numbers).
// Information sets (perfect recall):
//   A1: root                         actions: number × flag   (2L)
//   B1: A's first number a1          actions: number × flag   (2L)
//   A2: a1, A's flag, B's number b1  actions: number          (L)
//   B2: a1, b1, B's flag, a2         actions: number          (L)
// Exploitability is NashConv as OpenSpiel defines it: the sum over players of the best-
// response value against the other's strategy minus the strategy profile's value (for a
// zero-sum game, BR_A + BR_B).

import { linePoints } from "./line-score";

export interface DecoySolution {
  readonly length: number;
  readonly iterations: number;
  /** Average strategies, indexed as described in the accessors below. */
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

interface Tables {
  readonly L: number;
  /** pay[x * L + y]: A's real card on x+1, B's on y+1 → A's points − B's. */
  readonly pay: Float64Array;
}

function tables(L: number): Tables {
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
const a1Idx = (n: number, f: number) => n * 2 + f; // width 2L
const b1Base = (L: number, a1: number) => a1 * 2 * L; // + n*2+f
const a2Base = (L: number, a1: number, fa: number, b1: number) => ((a1 * 2 + fa) * L + b1) * L;
const b2Base = (L: number, a1: number, b1: number, fb: number, a2: number) =>
  (((a1 * L + b1) * 2 + fb) * L + a2) * L;

/** The payoff to A once every card is down. */
function payoff(t: Tables, a1: number, fa: number, b1: number, fb: number, a2: number, b2: number) {
  const ra = fa === 1 ? a2 : a1;
  const rb = fb === 1 ? b2 : b1;
  return t.pay[ra * t.L + rb]!;
}

/** Regret matching+: the current strategy of one infoset from its (nonnegative) regrets. */
function matchInto(
  regret: Float64Array,
  base: number,
  legal: (k: number) => boolean,
  width: number,
  out: Float64Array,
) {
  let sum = 0;
  let n = 0;
  for (let k = 0; k < width; k++) {
    if (!legal(k)) continue;
    sum += regret[base + k]!;
    n++;
  }
  for (let k = 0; k < width; k++) {
    if (!legal(k)) out[base + k] = 0;
    else out[base + k] = sum > 0 ? regret[base + k]! / sum : 1 / n;
  }
}

interface Profile {
  readonly a1: Float64Array;
  readonly b1: Float64Array;
  readonly a2: Float64Array;
  readonly b2: Float64Array;
}

function newProfile(L: number): Profile {
  return {
    a1: new Float64Array(2 * L),
    b1: new Float64Array(L * 2 * L),
    a2: new Float64Array(L * 2 * L * L),
    b2: new Float64Array(L * L * 2 * L * L),
  };
}

export function solveDecoyRound(
  options: { length?: number; iterations?: number } = {},
): DecoySolution {
  const L = options.length ?? 10;
  const T = options.iterations ?? 1000;
  if (L < 4) throw new RangeError("solveDecoyRound: the line needs at least 4 numbers");
  const t = tables(L);
  const regret = newProfile(L);
  const sigma = newProfile(L);
  const avg = newProfile(L);

  const updateSigma = (player: 0 | 1) => {
    if (player === 0) {
      matchInto(regret.a1, 0, () => true, 2 * L, sigma.a1);
      for (let a1 = 0; a1 < L; a1++)
        for (let fa = 0; fa < 2; fa++)
          for (let b1 = 0; b1 < L; b1++) {
            if (b1 === a1) continue;
            matchInto(regret.a2, a2Base(L, a1, fa, b1), (k) => k !== a1 && k !== b1, L, sigma.a2);
          }
    } else {
      for (let a1 = 0; a1 < L; a1++) {
        matchInto(regret.b1, b1Base(L, a1), (k) => k >> 1 !== a1, 2 * L, sigma.b1);
        for (let b1 = 0; b1 < L; b1++) {
          if (b1 === a1) continue;
          for (let fb = 0; fb < 2; fb++)
            for (let a2 = 0; a2 < L; a2++) {
              if (a2 === a1 || a2 === b1) continue;
              matchInto(
                regret.b2,
                b2Base(L, a1, b1, fb, a2),
                (k) => k !== a1 && k !== b1 && k !== a2,
                L,
                sigma.b2,
              );
            }
        }
      }
    }
  };

  const clamp = (arr: Float64Array) => {
    for (let i = 0; i < arr.length; i++) if (arr[i]! < 0) arr[i] = 0;
  };

  // Scratch for per-action values.
  const v1 = new Float64Array(2 * L);
  const v2 = new Float64Array(2 * L);
  const v3 = new Float64Array(L);

  /** One CFR+ traversal updating A's regrets (A's counterfactual values, B's reach). */
  const traverseA = (w: number) => {
    let rootValue = 0;
    for (let x = 0; x < 2 * L; x++) {
      const a1 = x >> 1;
      const fa = x & 1;
      let vx = 0;
      const bb = b1Base(L, a1);
      for (let y = 0; y < 2 * L; y++) {
        const b1 = y >> 1;
        if (b1 === a1) continue;
        const fb = y & 1;
        const pB1 = sigma.b1[bb + y]!;
        if (pB1 === 0) continue;
        const ab = a2Base(L, a1, fa, b1);
        let vI = 0;
        for (let a2 = 0; a2 < L; a2++) {
          if (a2 === a1 || a2 === b1) {
            v3[a2] = 0;
            continue;
          }
          const base = b2Base(L, a1, b1, fb, a2);
          let v = 0;
          for (let b2 = 0; b2 < L; b2++) {
            const q = sigma.b2[base + b2]!;
            if (q !== 0) v += q * payoff(t, a1, fa, b1, fb, a2, b2);
          }
          v3[a2] = v;
          vI += sigma.a2[ab + a2]! * v;
        }
        // Counterfactual regrets at A2 = (a1, fa, b1), weighted by B's reach pB1.
        for (let a2 = 0; a2 < L; a2++) {
          if (a2 === a1 || a2 === b1) continue;
          regret.a2[ab + a2]! += pB1 * (v3[a2]! - vI);
        }
        vx += pB1 * vI;
      }
      v1[x] = vx;
      rootValue += sigma.a1[x]! * vx;
    }
    for (let x = 0; x < 2 * L; x++) regret.a1[x]! += v1[x]! - rootValue;
    // The average strategy: each infoset's current strategy weighted by A's own reach.
    for (let x = 0; x < 2 * L; x++) {
      const a1 = x >> 1;
      const pA1 = sigma.a1[x]!;
      avg.a1[x]! += w * pA1;
      for (let b1 = 0; b1 < L; b1++) {
        if (b1 === a1) continue;
        const ab = a2Base(L, a1, x & 1, b1);
        for (let a2 = 0; a2 < L; a2++) avg.a2[ab + a2]! += w * pA1 * sigma.a2[ab + a2]!;
      }
    }
  };

  /** One traversal updating B's regrets (values to B = −payoff, A's reach). */
  const traverseB = (w: number) => {
    for (let a1 = 0; a1 < L; a1++) {
      const bb = b1Base(L, a1);
      let vI1 = 0;
      for (let y = 0; y < 2 * L; y++) {
        const b1 = y >> 1;
        if (b1 === a1) {
          v2[y] = 0;
          continue;
        }
        const fb = y & 1;
        let vy = 0;
        for (let a2 = 0; a2 < L; a2++) {
          if (a2 === a1 || a2 === b1) continue;
          const base = b2Base(L, a1, b1, fb, a2);
          // A's reach to this B2 infoset, per hidden flag of A.
          const r0 = sigma.a1[a1Idx(a1, 0)]! * sigma.a2[a2Base(L, a1, 0, b1) + a2]!;
          const r1 = sigma.a1[a1Idx(a1, 1)]! * sigma.a2[a2Base(L, a1, 1, b1) + a2]!;
          if (r0 === 0 && r1 === 0) continue;
          let vJ = 0;
          for (let b2 = 0; b2 < L; b2++) {
            if (b2 === a1 || b2 === b1 || b2 === a2) {
              v3[b2] = 0;
              continue;
            }
            const v = -(
              r0 * payoff(t, a1, 0, b1, fb, a2, b2) +
              r1 * payoff(t, a1, 1, b1, fb, a2, b2)
            );
            v3[b2] = v;
            vJ += sigma.b2[base + b2]! * v;
          }
          for (let b2 = 0; b2 < L; b2++) {
            if (b2 === a1 || b2 === b1 || b2 === a2) continue;
            regret.b2[base + b2]! += v3[b2]! - vJ;
          }
          vy += vJ;
        }
        v2[y] = vy;
        vI1 += sigma.b1[bb + y]! * vy;
      }
      for (let y = 0; y < 2 * L; y++) {
        const b1 = y >> 1;
        if (b1 === a1) continue;
        regret.b1[bb + y]! += v2[y]! - vI1;
        const pB1 = sigma.b1[bb + y]!;
        avg.b1[bb + y]! += w * pB1;
        for (let a2 = 0; a2 < L; a2++) {
          if (a2 === a1 || a2 === b1) continue;
          const base = b2Base(L, a1, b1, y & 1, a2);
          for (let b2 = 0; b2 < L; b2++) avg.b2[base + b2]! += w * pB1 * sigma.b2[base + b2]!;
        }
      }
    }
  };

  updateSigma(0);
  updateSigma(1);
  for (let it = 1; it <= T; it++) {
    // Linear averaging (weight t), as in CFR+.
    traverseA(it);
    clamp(regret.a1);
    clamp(regret.a2);
    updateSigma(0);
    traverseB(it);
    clamp(regret.b1);
    clamp(regret.b2);
    updateSigma(1);
  }

  const strategy = normalise(L, avg);
  const br = bestResponses(t, strategy);
  const value = profileValue(t, strategy);
  return {
    length: L,
    iterations: T,
    ...strategy,
    value,
    nashConv: br[0] + br[1],
    bestResponse: br,
  };
}

/** Strategy sums → behaviour strategies (uniform where an infoset was never reached). */
function normalise(L: number, sums: Profile): Profile {
  const out = newProfile(L);
  const norm = (
    src: Float64Array,
    dst: Float64Array,
    base: number,
    width: number,
    legal: (k: number) => boolean,
  ) => {
    let s = 0;
    let n = 0;
    for (let k = 0; k < width; k++) {
      if (!legal(k)) continue;
      s += src[base + k]!;
      n++;
    }
    for (let k = 0; k < width; k++) {
      dst[base + k] = !legal(k) ? 0 : s > 0 ? src[base + k]! / s : 1 / n;
    }
  };
  norm(sums.a1, out.a1, 0, 2 * L, () => true);
  for (let a1 = 0; a1 < L; a1++) {
    norm(sums.b1, out.b1, b1Base(L, a1), 2 * L, (k) => k >> 1 !== a1);
    for (let b1 = 0; b1 < L; b1++) {
      if (b1 === a1) continue;
      for (let f = 0; f < 2; f++) {
        norm(sums.a2, out.a2, a2Base(L, a1, f, b1), L, (k) => k !== a1 && k !== b1);
        for (let a2 = 0; a2 < L; a2++) {
          if (a2 === a1 || a2 === b1) continue;
          norm(
            sums.b2,
            out.b2,
            b2Base(L, a1, b1, f, a2),
            L,
            (k) => k !== a1 && k !== b1 && k !== a2,
          );
        }
      }
    }
  }
  return out;
}

/** A's expected payoff when both play `s`. */
function profileValue(t: Tables, s: Profile): number {
  const L = t.L;
  let total = 0;
  for (let x = 0; x < 2 * L; x++) {
    const a1 = x >> 1;
    const fa = x & 1;
    const p1 = s.a1[x]!;
    if (p1 === 0) continue;
    for (let y = 0; y < 2 * L; y++) {
      const b1 = y >> 1;
      if (b1 === a1) continue;
      const fb = y & 1;
      const p2 = p1 * s.b1[b1Base(L, a1) + y]!;
      if (p2 === 0) continue;
      for (let a2 = 0; a2 < L; a2++) {
        const p3 = p2 * s.a2[a2Base(L, a1, fa, b1) + a2]!;
        if (p3 === 0) continue;
        const base = b2Base(L, a1, b1, fb, a2);
        for (let b2 = 0; b2 < L; b2++) {
          const p4 = p3 * s.b2[base + b2]!;
          if (p4 !== 0) total += p4 * payoff(t, a1, fa, b1, fb, a2, b2);
        }
      }
    }
  }
  return total;
}

/** [A's best-response value against B's strategy, B's against A's], each to that player. */
function bestResponses(t: Tables, s: Profile): [number, number] {
  const L = t.L;
  // A: max over (a1, fa) of Σ_b1 max_a2 Σ_fb σB1(b1, fb) · E_b2[payoff].
  let brA = Number.NEGATIVE_INFINITY;
  for (let x = 0; x < 2 * L; x++) {
    const a1 = x >> 1;
    const fa = x & 1;
    let vx = 0;
    for (let b1 = 0; b1 < L; b1++) {
      if (b1 === a1) continue;
      let best = Number.NEGATIVE_INFINITY;
      for (let a2 = 0; a2 < L; a2++) {
        if (a2 === a1 || a2 === b1) continue;
        let v = 0;
        for (let fb = 0; fb < 2; fb++) {
          const q = s.b1[b1Base(L, a1) + b1 * 2 + fb]!;
          if (q === 0) continue;
          const base = b2Base(L, a1, b1, fb, a2);
          let e = 0;
          for (let b2 = 0; b2 < L; b2++) {
            const r = s.b2[base + b2]!;
            if (r !== 0) e += r * payoff(t, a1, fa, b1, fb, a2, b2);
          }
          v += q * e;
        }
        if (v > best) best = v;
      }
      vx += best;
    }
    if (vx > brA) brA = vx;
  }
  // B: Σ_a1 max over (b1, fb) of Σ_a2 max_b2 Σ_fa σA1(a1, fa) σA2(a2 | a1, fa, b1) · (−payoff).
  let brB = 0;
  for (let a1 = 0; a1 < L; a1++) {
    let best1 = Number.NEGATIVE_INFINITY;
    for (let y = 0; y < 2 * L; y++) {
      const b1 = y >> 1;
      if (b1 === a1) continue;
      const fb = y & 1;
      let vy = 0;
      for (let a2 = 0; a2 < L; a2++) {
        if (a2 === a1 || a2 === b1) continue;
        const r0 = s.a1[a1Idx(a1, 0)]! * s.a2[a2Base(L, a1, 0, b1) + a2]!;
        const r1 = s.a1[a1Idx(a1, 1)]! * s.a2[a2Base(L, a1, 1, b1) + a2]!;
        if (r0 === 0 && r1 === 0) continue;
        let best2 = Number.NEGATIVE_INFINITY;
        for (let b2 = 0; b2 < L; b2++) {
          if (b2 === a1 || b2 === b1 || b2 === a2) continue;
          const v = -(
            r0 * payoff(t, a1, 0, b1, fb, a2, b2) +
            r1 * payoff(t, a1, 1, b1, fb, a2, b2)
          );
          if (v > best2) best2 = v;
        }
        vy += best2;
      }
      if (vy > best1) best1 = vy;
    }
    brB += best1;
  }
  return [brA, brB];
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
