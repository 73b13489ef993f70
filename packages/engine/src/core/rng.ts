// Seeded random numbers. The engine never calls Math.random: chance is drawn from an Rng
// and recorded as an action, so records replay without any generator.
//
// Two generators behind one interface (`nextU32`, and `int`, `float`, `shuffle` on top):
// - "sfc32" (Chris Doty-Humphrey's Small Fast Chaotic PRNG), seeded from a string or number
//   through a 128-bit FNV-1a-style mix: fast, not cryptographic (each draw reveals some of
//   its state). For bots, simulations, local games, and online tables created before
//   "chacha20" (their records say no `meta.rng`, or "sfc32").
// - "chacha20": the RFC 8439 ChaCha20 keystream (pure JS, @noble/ciphers), keyed by the 32
//   bytes a 64-hex-character seed encodes, nonce 12 zero bytes, block counter from 0; each
//   draw is the next little-endian 32-bit word. A cryptographic stream: seeing every draw
//   tells nothing about the next one. The online server's chance.
// Both derivations are part of the fairness protocol (`numbers verify` re-derives chance
// actions from a table's seed and generator), so neither may ever change.

import { chacha20 } from "@noble/ciphers/chacha.js";
import { exhaustive } from "./result";

/** The generators, by the name records and storage give them. */
export const RNG_KINDS = ["sfc32", "chacha20"] as const;
export type RngKind = (typeof RNG_KINDS)[number];

export function isRngKind(x: unknown): x is RngKind {
  return (RNG_KINDS as readonly unknown[]).includes(x);
}

/** A "chacha20" seed: 64 hex characters, the 32 bytes of its key. */
const CHACHA20_SEED = /^[0-9a-fA-F]{64}$/;

/** Whether `seed` can seed a generator of `kind` (sfc32 takes any string or number). */
export function isSeedFor(kind: RngKind, seed: string | number): boolean {
  switch (kind) {
    case "sfc32":
      return true;
    case "chacha20":
      return typeof seed === "string" && CHACHA20_SEED.test(seed);
    default:
      return exhaustive(kind);
  }
}

/** 2^32 − (2^32 mod n) for small n: the rejection limit of `int(n)`. */
const SMALL_LIMITS = Float64Array.from({ length: 256 }, (_, n) =>
  n < 2 ? 0 : 4294967296 - (4294967296 % n),
);

export abstract class Rng {
  /** Which generator this is. */
  abstract get kind(): RngKind;

  /** The next uniformly distributed 32-bit unsigned integer. */
  abstract nextU32(): number;

  /** An independent generator of the same kind derived from this one (e.g. one game). */
  abstract fork(): Rng;

  /** The generator's state, to save and restore (e.g. a bot mid-game). sfc32 only. */
  abstract getState(): [number, number, number, number];

  /**
   * A generator from a seed; the same seed always gives the same sequence. Without `kind`,
   * sfc32. "chacha20" needs a 64-hex-character seed (see `isSeedFor`) and throws otherwise.
   */
  static fromSeed(seed: string | number, kind: RngKind = "sfc32"): Rng {
    switch (kind) {
      case "sfc32":
        return Sfc32.seeded(seed);
      case "chacha20":
        if (typeof seed !== "string" || !isSeedFor(kind, seed)) {
          // Never echo the seed: it is a table's secret.
          throw new RangeError("a chacha20 seed is 64 hex characters (32 bytes)");
        }
        return new ChaCha20(hexBytes(seed));
      default:
        return exhaustive(kind);
    }
  }

  /** An sfc32 generator from a state saved by `getState`. */
  static fromState(st: readonly [number, number, number, number]): Rng {
    return Sfc32.restored(st);
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
}

class Sfc32 extends Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(a: number, b: number, c: number, d: number) {
    super();
    this.a = a | 0;
    this.b = b | 0;
    this.c = c | 0;
    this.d = d | 0;
    for (let i = 0; i < 15; i++) this.nextU32();
  }

  get kind(): RngKind {
    return "sfc32";
  }

  static seeded(seed: string | number): Sfc32 {
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
    return new Sfc32(h1, h2, h3, h4);
  }

  fork(): Rng {
    return new Sfc32(this.nextU32(), this.nextU32(), this.nextU32(), this.nextU32());
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

  getState(): [number, number, number, number] {
    return [this.a, this.b, this.c, this.d];
  }

  static restored(st: readonly [number, number, number, number]): Sfc32 {
    const r = Object.create(Sfc32.prototype) as Sfc32;
    r.a = st[0];
    r.b = st[1];
    r.c = st[2];
    r.d = st[3];
    return r;
  }
}

/** Keystream blocks (64 bytes each) made at a time: a game draws a few hundred words at most. */
const CHACHA20_BLOCKS = 16;
const ZEROS = new Uint8Array(64 * CHACHA20_BLOCKS);
const NONCE = new Uint8Array(12);

class ChaCha20 extends Rng {
  private readonly key: Uint8Array;
  /** The block counter of the next refill. */
  private block = 0;
  private readonly buf = new Uint8Array(64 * CHACHA20_BLOCKS);
  /** The next unread byte of `buf`. */
  private pos = this.buf.length;

  constructor(key: Uint8Array) {
    super();
    this.key = Uint8Array.from(key);
  }

  get kind(): RngKind {
    return "chacha20";
  }

  nextU32(): number {
    if (this.pos === this.buf.length) {
      // The keystream is ChaCha20 applied to zeros; noble refuses a counter past 2^32 − 1.
      chacha20(this.key, NONCE, ZEROS, this.buf, this.block);
      this.block += CHACHA20_BLOCKS;
      this.pos = 0;
    }
    const b = this.buf;
    const p = this.pos;
    this.pos = p + 4;
    return (b[p]! | (b[p + 1]! << 8) | (b[p + 2]! << 16) | (b[p + 3]! << 24)) >>> 0;
  }

  /** A new key: the next 32 bytes of this stream. */
  fork(): Rng {
    const key = new Uint8Array(32);
    for (let i = 0; i < 32; i += 4) {
      const w = this.nextU32();
      key[i] = w & 0xff;
      key[i + 1] = (w >>> 8) & 0xff;
      key[i + 2] = (w >>> 16) & 0xff;
      key[i + 3] = w >>> 24;
    }
    return new ChaCha20(key);
  }

  getState(): never {
    throw new Error("a chacha20 generator has no saved state: make it again from its seed");
  }
}

function hexBytes(hex: string): Uint8Array {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
  return out;
}
