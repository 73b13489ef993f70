import { describe, expect, it } from "vitest";
import { MAX_CARD, makeQuestions } from "./questions";

/** A deterministic stand-in for Math.random. */
function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

describe("warm-up questions", () => {
  for (const seed of [1, 2, 3, 42, 1000]) {
    it(`seed ${seed}: different cards, four different options each with the answer among them`, () => {
      const qs = makeQuestions(12, seeded(seed));
      expect(qs).toHaveLength(12);
      expect(new Set(qs.map((q) => q.n)).size).toBe(12);
      for (const q of qs) {
        expect(q.options).toHaveLength(4);
        expect(new Set(q.options).size).toBe(4);
        expect(q.options).toContain(q.n);
        for (const v of q.options) {
          expect(v).toBeGreaterThanOrEqual(1);
          expect(v).toBeLessThanOrEqual(MAX_CARD);
        }
      }
    });
  }

  it("offers look-alikes: 13 comes with 31 or 12, 14, 23, 3, 10 among its options", () => {
    const qs = Array.from({ length: 50 }, (_, i) => makeQuestions(36, seeded(i))).flat();
    const thirteen = qs.filter((q) => q.n === 13);
    expect(thirteen.length).toBeGreaterThan(0);
    for (const q of thirteen) {
      const near = q.options.filter((v) => [31, 12, 14, 23, 3, 10].includes(v));
      expect(near.length).toBeGreaterThanOrEqual(2);
    }
  });

  it("never asks more questions than there are cards", () => {
    expect(makeQuestions(100, seeded(7))).toHaveLength(MAX_CARD);
  });
});
