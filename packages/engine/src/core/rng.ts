// Seeded random numbers. The engine never calls Math.random: chance is drawn from an Rng
// and recorded as an action, so records replay without any generator.
//
// sfc32 (Chris Doty-Humphrey's Small Fast Chaotic PRNG), seeded from a string or number
// through a 128-bit FNV-1a-style mix. The derivation is part of the fairness protocol
// (`numbers verify` re-derives chance actions from a table's seed), so it must never change.

/** 2^32 − (2^32 mod n) for small n: the rejection limit of `int(n)`. */
const SMALL_LIMITS = Float64Array.from({ length: 256 }, (_, n) =>
  n < 2 ? 0 : 4294967296 - (4294967296 % n),
);

export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  private constructor(a: number, b: number, c: number, d: number) {
    this.a = a | 0;
    this.b = b | 0;
    this.c = c | 0;
    this.d = d | 0;
    for (let i = 0; i < 15; i++) this.nextU32();
  }

  /** A generator from a seed; the same seed always gives the same sequence. */
  static fromSeed(seed: string | number): Rng {
    const s = typeof seed === "number" ? `n:${seed}` : `s:${seed}`;
    let h1 = 0x811c9dc5;
    let h2 = 0x01000193;
    let h3 = 0x9e3779b9;
    let h4 = 0x85ebca6b;
    for (let i = 0; i < s.length; i++) {
      const k = s.charCodeAt(i);
      h1 = Math.imul(h1 ^ k, 0x01000193);
      h2 = Math.imul(h2 ^ k, 0x5bd1e995);
      h3 = Math.imul(h3 ^ k, 0x27d4eb2d);
      h4 = Math.imul(h4 ^ k, 0x165667b1);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 0x85ebca6b);
    h2 = Math.imul(h2 ^ (h2 >>> 13), 0xc2b2ae35);
    h3 = Math.imul(h3 ^ (h3 >>> 16), 0x85ebca6b);
    h4 = Math.imul(h4 ^ (h4 >>> 13), 0xc2b2ae35);
    return new Rng(h1, h2, h3, h4);
  }

  /** An independent generator derived from this one (for a sub-task such as one game). */
  fork(): Rng {
    return new Rng(this.nextU32(), this.nextU32(), this.nextU32(), this.nextU32());
  }

  nextU32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  /** A float in [0, 1). */
  float(): number {
    return this.nextU32() / 4294967296;
  }

  /** An integer in [0, n), n >= 1. Unbiased (rejection sampling). */
  int(n: number): number {
    if (n <= 1) return 0;
    // Same numbers as `x % n` with limit 2^32 − (2^32 mod n), without a slow double modulo.
    const limit = n < SMALL_LIMITS.length ? SMALL_LIMITS[n]! : 4294967296 - (4294967296 % n);
    let x = this.nextU32();
    while (x >= limit) x = this.nextU32();
    return x - Math.floor(x / n) * n;
  }

  /** Shuffles `arr[from..]` in place (Fisher–Yates). */
  shuffle<T>(arr: T[] | Int32Array | Int8Array | Uint8Array, from = 0): void {
    for (let i = arr.length - 1; i > from; i--) {
      const j = from + this.int(i - from + 1);
      const t = arr[i]!;
      arr[i] = arr[j]!;
      arr[j] = t as never;
    }
  }

  /** The generator's state, to save and restore (e.g. a bot mid-game). */
  getState(): [number, number, number, number] {
    return [this.a, this.b, this.c, this.d];
  }

  static fromState(st: readonly [number, number, number, number]): Rng {
    const r = Object.create(Rng.prototype) as Rng;
    r.a = st[0];
    r.b = st[1];
    r.c = st[2];
    r.d = st[3];
    return r;
  }
}
