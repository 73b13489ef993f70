import { describe, expect, it } from "vitest";
import { Rng } from "./rng";
import { ACCEPT, MAX_N, RECIPROCAL, SFC32_LAYOUT_OK, sfc32Of } from "./sfc32";

/** rng.int(n) as the kernels compute it, on the generator's words stepped in locals. */
function kernelInt(rng: Rng, n: number): number {
  const st = sfc32Of(rng);
  if (st === null) throw new Error("not a plain sfc32 Rng");
  let { a, b, c, d } = st;
  let t: number;
  do {
    t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (((c << 21) | (c >>> 11)) + t) | 0;
  } while (t >>> 0 > ACCEPT[n]!);
  st.a = a;
  st.b = b;
  st.c = c;
  st.d = d;
  return (t - Math.imul(Math.floor((t >>> 0) * RECIPROCAL[n]!) | 0, n)) | 0;
}

describe("sfc32: the kernels' view of an Rng", () => {
  it("matches rng.ts's layout (if this fails, rng.ts changed: update sfc32.ts)", () => {
    expect(SFC32_LAYOUT_OK).toBe(true);
  });

  it("draws exactly what rng.int(n) draws, and leaves the generator in the same state", () => {
    for (let n = 2; n <= MAX_N; n++) {
      const ours = Rng.fromSeed(`kernel-int-${n}`);
      const theirs = Rng.fromSeed(`kernel-int-${n}`);
      for (let i = 0; i < 200; i++) expect(kernelInt(ours, n)).toBe(theirs.int(n));
      expect(ours.getState()).toEqual(theirs.getState());
    }
  });

  it("floor by RECIPROCAL is exact at every quotient boundary and at the top of the range", () => {
    const xs: number[] = [];
    for (let n = 2; n <= MAX_N; n++) {
      xs.length = 0;
      for (const q of [0, 1, 2, 3, 1000, 2 ** 20, Math.floor(4294967295 / n) - 1]) {
        for (const dx of [-1, 0, 1, n - 1]) xs.push(q * n + dx);
      }
      xs.push(ACCEPT[n]!, 4294967295, 2 ** 31 - 1, 2 ** 31);
      for (const x of xs) {
        if (x < 0 || x > 4294967295) continue;
        const t = x | 0;
        const r = (t - Math.imul(Math.floor((t >>> 0) * RECIPROCAL[n]!) | 0, n)) | 0;
        expect(r, `x=${x} n=${n}`).toBe(x % n);
      }
    }
  });

  it("ACCEPT[n] is the largest draw rng.int(n) keeps", () => {
    for (let n = 2; n <= MAX_N; n++) {
      expect(ACCEPT[n]).toBe(4294967296 - (4294967296 % n) - 1);
      expect((ACCEPT[n]! + 1) % n).toBe(0);
    }
  });

  it("leaves other generators to their own methods", () => {
    // A subclass (say, another generator behind the same methods): its own constructor.
    const proto = Object.create(Rng.prototype, { constructor: { value: function Other() {} } });
    const other = Object.setPrototypeOf(Rng.fromSeed("x"), proto) as Rng;
    expect(sfc32Of(other)).toBeNull();
    expect(sfc32Of(Rng.fromSeed("x"))).not.toBeNull();
  });
});
