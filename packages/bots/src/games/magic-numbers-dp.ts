// Magic Numbers for two players with everything known, solved exactly: the probability that
// player 0 wins from (score 0, score 1, whose roll) when both know both secret pairs and play
// to win. A Markov game with cycles (Evil resets a score), solved by value iteration in place
// until nothing moves by more than 1e-9. The search uses it to score its determinizations
// at a leaf instead of playing out: a determinization fixes both pairs, so the value is exact
// for that world.

export interface DpRules {
  readonly target: number;
  readonly goodBonus: number;
  readonly dieSides: number;
}

function step(score: number, v: number, good: number, evil: number, r: DpRules): number {
  const next = v === good ? score + r.goodBonus : v === evil ? 0 : score + v;
  return next > r.target ? score : next;
}

const cache = new Map<string, Float64Array>();

/**
 * W[(s0 * (T+1) + s1) * 2 + t]: player 0's probability of winning when player t rolls next,
 * scores s0, s1 < target. Cached per rules and pairs.
 */
export function winTable(r: DpRules, g0: number, e0: number, g1: number, e1: number): Float64Array {
  const key = `${r.target}/${r.goodBonus}/${r.dieSides}/${g0}/${e0}/${g1}/${e1}`;
  let w = cache.get(key);
  if (w !== undefined) return w;
  const T = r.target;
  const S = T + 1;
  const d = r.dieSides;
  w = new Float64Array(S * S * 2).fill(0.5);
  // Precomputed transitions per score and roll.
  const next0 = new Int32Array(S * (d + 1));
  const next1 = new Int32Array(S * (d + 1));
  for (let s = 0; s < S; s++) {
    for (let v = 1; v <= d; v++) {
      next0[s * (d + 1) + v] = step(s, v, g0, e0, r);
      next1[s * (d + 1) + v] = step(s, v, g1, e1, r);
    }
  }
  const at = (a: number, b: number, t: number) => (a === T ? 1 : b === T ? 0 : w![(a * S + b) * 2 + t]!);
  for (let iter = 0; iter < 2000; iter++) {
    let delta = 0;
    for (let a = 0; a < T; a++) {
      for (let b = 0; b < T; b++) {
        for (let t = 0; t < 2; t++) {
          let sum = 0;
          for (let v = 1; v <= d; v++) {
            const a2 = next0[a * (d + 1) + v]!;
            const b2 = next1[b * (d + 1) + v]!;
            // Applying the roll to player 0 or to player 1; the roll then passes on.
            const to0 = at(a2, b, 1 - t);
            const to1 = at(a, b2, 1 - t);
            sum += t === 0 ? Math.max(to0, to1) : Math.min(to0, to1);
          }
          const i = (a * S + b) * 2 + t;
          const nv = sum / d;
          const diff = Math.abs(nv - w[i]!);
          if (diff > delta) delta = diff;
          w[i] = nv;
        }
      }
    }
    if (delta < 1e-9) break;
  }
  cache.set(key, w);
  return w;
}
