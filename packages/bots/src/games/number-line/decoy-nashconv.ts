// The exploitability of a strategy profile of Number Line's two-player decoy round (the game
// and its layout are in decoy-round.ts): the profile's value and each player's best-response
// value. NashConv as OpenSpiel defines it is the sum over players of the best-response value
// against the other's strategy minus the strategy profile's value (for a zero-sum game,
// BR_A + BR_B).

import type { Profile, Tables } from "./decoy-round";
import { a1Idx, a2Base, b1Base, b2Base, payoff } from "./decoy-round";

/** A's expected payoff when both play `s`. */
export function profileValue(t: Tables, s: Profile): number {
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
export function bestResponses(t: Tables, s: Profile): [number, number] {
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
