// Number Line's two-player decoy round as an imperfect-information zero-sum game, solved
// with CFR+ (Tammelin 2014: regret matching+, alternating updates, linear averaging).
// The game itself (order of play, information sets) is described in decoy-round.ts; the
// exploitability reported with the solution (NashConv) is computed in decoy-nashconv.ts.

import { bestResponses, profileValue } from "./decoy-nashconv";
import type { DecoySolution, Profile } from "./decoy-round";
import { a1Idx, a2Base, b1Base, b2Base, newProfile, payoff, tables } from "./decoy-round";

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

/** The equilibrium (average strategies) after `iterations` of CFR+, with its NashConv. */
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
