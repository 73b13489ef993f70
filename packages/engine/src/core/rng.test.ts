import { chacha20 } from "@noble/ciphers/chacha.js";
import { hexToBytes } from "@noble/ciphers/utils.js";
import { describe, expect, it } from "vitest";
import { isRngKind, isSeedFor, RNG_KINDS, Rng } from "./rng";

describe("Rng", () => {
  it("is a pure function of its seed", () => {
    const a = Rng.fromSeed("table-1");
    const b = Rng.fromSeed("table-1");
    const c = Rng.fromSeed("table-2");
    const xs = Array.from({ length: 20 }, () => a.nextU32());
    expect(Array.from({ length: 20 }, () => b.nextU32())).toEqual(xs);
    expect(Array.from({ length: 20 }, () => c.nextU32())).not.toEqual(xs);
    // a number seed and its string are different seeds
    expect(Rng.fromSeed(7).nextU32()).not.toBe(Rng.fromSeed("7").nextU32());
  });

  it("pins the sequence: fairness verification depends on it never changing", () => {
    const r = Rng.fromSeed("number-games");
    expect([r.nextU32(), r.nextU32(), r.int(6), r.int(36), r.int(1000)]).toMatchSnapshot();
  });

  it("int(n) equals x mod n of the raw draws, with rejection above the limit", () => {
    for (const n of [2, 3, 6, 7, 30, 36, 255, 256, 1000, 123457, 2 ** 31 + 5]) {
      const a = Rng.fromSeed(`int-${n}`);
      const b = Rng.fromSeed(`int-${n}`);
      const limit = 4294967296 - (4294967296 % n);
      for (let i = 0; i < 2000; i++) {
        let x = b.nextU32();
        while (x >= limit) x = b.nextU32();
        expect(a.int(n)).toBe(x % n);
      }
    }
  });

  it("int(6) is roughly uniform", () => {
    const r = Rng.fromSeed("dice");
    const counts = new Array(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[r.int(6)]++;
    for (const c of counts) expect(Math.abs(c - 10_000)).toBeLessThan(500);
  });

  it("shuffle permutes, state round-trips, fork is independent", () => {
    const r = Rng.fromSeed("shuffle");
    const arr = Array.from({ length: 36 }, (_, i) => i + 1);
    r.shuffle(arr);
    expect([...arr].sort((x, y) => x - y)).toEqual(Array.from({ length: 36 }, (_, i) => i + 1));
    const st = r.getState();
    const x = r.nextU32();
    expect(Rng.fromState(st).nextU32()).toBe(x);
    const f = r.fork();
    expect(f.nextU32()).not.toBe(r.nextU32());
  });
});

/** The bytes of `words` 32-bit little-endian words of `r`, as hex. */
function streamHex(r: Rng, words: number): string {
  let s = "";
  for (let i = 0; i < words; i++) {
    const w = r.nextU32();
    for (let k = 0; k < 4; k++) s += ((w >>> (8 * k)) & 0xff).toString(16).padStart(2, "0");
  }
  return s;
}

/** Pearson's chi-square statistic of `counts` against a uniform expectation. */
function chiSquare(counts: readonly number[]): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0);
}

const SEED = "5f0c9e3a7b21d4486a1f0e9c3b7d2a5e8c4f1b6d9a0e3c7f2b5d8a1e4c7f0b3d";

describe("Rng chacha20", () => {
  it("is the RFC 8439 ChaCha20 keystream (appendix A.1 test vectors 1 to 3)", () => {
    // Key 0, nonce 0: block 0 (vector 1), then block 1 (vector 2).
    const zero = Rng.fromSeed("0".repeat(64), "chacha20");
    expect(streamHex(zero, 16)).toBe(
      "76b8e0ada0f13d90405d6ae55386bd28bdd219b8a08ded1aa836efcc8b770dc7" +
        "da41597c5157488d7724e03fb8d84a376a43b8f41518a11cc387b669b2ee6586",
    );
    expect(streamHex(zero, 16)).toBe(
      "9f07e7be5551387a98ba977c732d080dcb0f29a048e3656912c6533e32ee7aed" +
        "29b721769ce64e43d57133b074d839d531ed1f28510afb45ace10a1f4b794d6f",
    );
    // Key 00…01, nonce 0, block 1 (vector 3).
    const one = Rng.fromSeed(`${"0".repeat(63)}1`, "chacha20");
    streamHex(one, 16);
    expect(streamHex(one, 16)).toBe(
      "3aeb5224ecf849929b9d828db1ced4dd832025e8018b8160b82284f3c949aa5a" +
        "8eca00bbb4a73bdad192b5c42f73f2fd4e273644c8b36125a64addeb006c13a0",
    );
  });

  it("continues the keystream across its refills", () => {
    const words = 64 * 40; // 160 blocks: ten refills
    const bytes = chacha20(hexToBytes(SEED), new Uint8Array(12), new Uint8Array(words * 4));
    let whole = "";
    for (const b of bytes) whole += b.toString(16).padStart(2, "0");
    expect(streamHex(Rng.fromSeed(SEED, "chacha20"), words)).toBe(whole);
    // Upper-case hex is the same key.
    expect(streamHex(Rng.fromSeed(SEED.toUpperCase(), "chacha20"), 8)).toBe(whole.slice(0, 64));
  });

  it("is a pure function of its seed and differs from sfc32", () => {
    const a = Rng.fromSeed(SEED, "chacha20");
    const b = Rng.fromSeed(SEED, "chacha20");
    expect(a.kind).toBe("chacha20");
    expect(Rng.fromSeed(SEED).kind).toBe("sfc32");
    const xs = Array.from({ length: 50 }, () => a.nextU32());
    expect(Array.from({ length: 50 }, () => b.nextU32())).toEqual(xs);
    const sfc = Rng.fromSeed(SEED);
    expect(Array.from({ length: 50 }, () => sfc.nextU32())).not.toEqual(xs);
  });

  it("takes only a 64-hex-character seed, and never repeats it in the error", () => {
    for (const bad of ["", "table-1", "0".repeat(63), "0".repeat(65), `${"0".repeat(63)}g`, 7]) {
      expect(isSeedFor("chacha20", bad)).toBe(false);
      expect(() => Rng.fromSeed(bad, "chacha20")).toThrow(/64 hex characters/);
    }
    const secret = `${SEED.slice(0, 63)}z`;
    expect(() => Rng.fromSeed(secret, "chacha20")).toThrow(
      expect.objectContaining({ message: expect.not.stringContaining(secret) }),
    );
    expect(isSeedFor("chacha20", SEED)).toBe(true);
    expect(isSeedFor("sfc32", "anything")).toBe(true);
    expect(isRngKind("chacha20") && isRngKind("sfc32") && !isRngKind("mt19937")).toBe(true);
  });

  it("int(n) is the rejection-sampled x mod n of its words, for both generators", () => {
    for (const kind of RNG_KINDS) {
      for (const n of [2, 3, 6, 7, 36, 255, 256, 1000, 123457, 2 ** 31 + 5]) {
        const a = Rng.fromSeed(SEED, kind);
        const b = Rng.fromSeed(SEED, kind);
        const limit = 4294967296 - (4294967296 % n);
        for (let i = 0; i < 500; i++) {
          let x = b.nextU32();
          while (x >= limit) x = b.nextU32();
          expect(a.int(n)).toBe(x % n);
        }
      }
    }
  });

  it("rolls dice and shuffles uniformly (chi-square, fixed seed)", () => {
    const r = Rng.fromSeed(SEED, "chacha20");
    // Die rolls: 5 degrees of freedom (the 99.9% point is 20.5).
    const faces = new Array(6).fill(0);
    for (let i = 0; i < 60_000; i++) faces[r.int(6)]++;
    expect(chiSquare(faces)).toBeLessThan(30);
    // Shuffles of four cards: each of the 24 orders about as often (23 degrees of freedom,
    // the 99.9% point is 49.7).
    const orders = new Map<string, number>();
    for (let i = 0; i < 48_000; i++) {
      const cards = [1, 2, 3, 4];
      r.shuffle(cards);
      orders.set(cards.join(), (orders.get(cards.join()) ?? 0) + 1);
    }
    expect(orders.size).toBe(24);
    expect(chiSquare([...orders.values()])).toBeLessThan(70);
    // Rejection sampling keeps a large n unbiased too: n = 3·2^30 would give the lower third
    // twice the weight with a plain x mod n; halves of [0, n) must come out even.
    const n = 3 * 2 ** 30;
    const halves = [0, 0];
    for (let i = 0; i < 60_000; i++) halves[r.int(n) < n / 2 ? 0 : 1]++;
    expect(chiSquare(halves)).toBeLessThan(15);
  });

  it("forks an independent chacha20 generator and has no state to save", () => {
    const r = Rng.fromSeed(SEED, "chacha20");
    const f = r.fork();
    expect(f.kind).toBe("chacha20");
    expect(f.nextU32()).not.toBe(r.nextU32());
    expect(() => r.getState()).toThrow(/no saved state/);
  });
});
