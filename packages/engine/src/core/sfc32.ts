// What the playout kernels need to draw exactly what an Rng would, faster: the generator's
// sfc32 state stepped in local variables, and `rng.int(n)` without a division.
//
// Why not call `rng.nextU32()`: each call reads and writes four object fields, and with
// ES2022 class fields those fields are declared (undefined) before the constructor sets
// them, so V8 keeps them as generic tagged values with a check on every read. In locals the
// same step is about twice as fast, and a playout is mostly draws. A kernel copies the four
// words out, steps them with the snippet below (rng.ts's nextU32, line for line), and writes
// them back, so the generator ends exactly where the same draws through `nextU32` leave it.
//
//   t = (((a + b) | 0) + d) | 0;                  // the draw is t >>> 0, 0 ≤ x < 2^32
//   d = (d + 1) | 0;
//   a = b ^ (b >>> 9);
//   b = (c + (c << 3)) | 0;
//   c = (((c << 21) | (c >>> 11)) + t) | 0;
//
// `rng.int(n)` (n ≥ 2) is then: draw until t >>> 0 ≤ ACCEPT[n], and
//   (t − Math.imul(Math.floor((t >>> 0) · RECIPROCAL[n]) | 0, n)) | 0
// the remainder computed in 32-bit integers (the quotient is below 2^31, and the remainder
// is exact modulo 2^32, so exact). Locals must start as int32 (`st.a | 0`): V8 then keeps
// the whole loop in 32-bit registers.
// This reaches into rng.ts's private layout, so it is checked: once at load (the fields are
// exactly a, b, c, d and stepping them here gives nextU32's numbers) and per generator (its
// class is the one `Rng.fromSeed(seed)` makes for sfc32, not ChaCha20 or another kind). When a check fails, sfc32Of answers null and the
// kernels fall back to the step-by-step playout, which calls the generator's own methods.

import { Rng } from "./rng";

/** An Rng seen as its sfc32 words (what `getState` returns, as writable fields). */
export interface Sfc32 {
  a: number;
  b: number;
  c: number;
  d: number;
}

/** The largest n the tables cover. */
export const MAX_N = 256;

/**
 * ACCEPT[n] = 2^32 − (2^32 mod n) − 1, the largest draw `Rng.int(n)` keeps (it draws again
 * above it). As a Uint32Array entry it compares with `t >>> 0` in 32-bit integers.
 */
export const ACCEPT = new Uint32Array(MAX_N + 1);

/**
 * RECIPROCAL[n] = (1/n)(1 + 2^-45). For x < 2^32 the product x · RECIPROCAL[n] lies in
 * [x/n, x/n + 2^-13): above x/n by more than its rounding errors (relative 2^-52 each), and
 * below the next multiple of 1/n (1/n ≥ 2^-8). So floor(x · RECIPROCAL[n]) = floor(x / n)
 * exactly, and a multiplication is several times cheaper than a division.
 */
export const RECIPROCAL = new Float64Array(MAX_N + 1);

for (let n = 1; n <= MAX_N; n++) {
  ACCEPT[n] = 4294967296 - (4294967296 % n) - 1;
  RECIPROCAL[n] = (1 / n) * (1 + 2 ** -45);
}

/** Whether rng.ts still lays an Rng out as the four sfc32 words stepped as above. */
function layoutMatches(): boolean {
  const probe = Rng.fromSeed("sfc32-layout-probe");
  const keys = Object.keys(probe).sort().join(",");
  if (keys !== "a,b,c,d") return false;
  const st = probe as unknown as Sfc32;
  let { a, b, c, d } = st;
  for (let i = 0; i < 8; i++) {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (((c << 21) | (c >>> 11)) + t) | 0;
    if (t >>> 0 !== probe.nextU32()) return false;
  }
  return st.a === a && st.b === b && st.c === c && st.d === d;
}

/** Checked once: see the module header. */
export const SFC32_LAYOUT_OK = layoutMatches();

/** The class of rng.ts's sfc32 generator (private there: known by an instance). */
const SFC32_CLASS = Rng.fromSeed("sfc32-class-probe").constructor;

/** `rng`'s sfc32 words to step in place, or null when it is not a plain sfc32 Rng. */
export function sfc32Of(rng: Rng): Sfc32 | null {
  return SFC32_LAYOUT_OK && rng.constructor === SFC32_CLASS ? (rng as unknown as Sfc32) : null;
}
