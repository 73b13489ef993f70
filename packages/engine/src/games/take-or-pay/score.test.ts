import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cardPoints, cardPointsOf, runsOf, score } from "./score";

describe("scoring: the seed's worked examples", () => {
  it.each([
    [[4, 8, 12], 24],
    [[4, 11, 12], 15],
    [[28, 29, 30], 28],
    [[7, 8], 7],
    [[4, 15, 27], 46],
    [[18], 18],
    [[21], 21],
    [[], 0],
    [[12, 4, 11], 15],
  ])("cards %j score %i", (cards, expected) => {
    expect(cardPoints(cards)).toBe(expected);
    expect(score(cards, 0)).toBe(expected);
  });

  it("72 in cards with 10 tokens scores 62", () => {
    // 72 in cards, no runs: 20 + 25 + 27.
    expect(cardPoints([20, 25, 27])).toBe(72);
    expect(score([20, 25, 27], 10)).toBe(62);
  });

  it("a 27 declined 10 times costs 17 points net (the seed's note)", () => {
    expect(score([27], 10)).toBe(17);
  });
});

// Naive form straight from the words: sum every card, then drop each card whose predecessor
// is also held (it belongs to a run that already counted its lowest card).
function naive(cards: readonly number[]): number {
  const held = new Set(cards);
  let sum = 0;
  for (const c of held) if (!held.has(c - 1)) sum += c;
  return sum;
}

describe("scoring: properties", () => {
  const cardSet = fc.uniqueArray(fc.integer({ min: 1, max: 99 }), { maxLength: 40 });

  it("cardPoints matches a naive implementation", () => {
    fc.assert(
      fc.property(cardSet, (cards) => {
        expect(cardPoints(cards)).toBe(naive(cards));
      }),
      { numRuns: 1000 },
    );
  });

  it("the owner-table form matches for every player, other players' cards breaking runs", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: -1, max: 3 }), { minLength: 99, maxLength: 99 }),
        (owners) => {
          const owner = new Int8Array(100).fill(-1);
          owners.forEach((o, i) => {
            owner[i + 1] = o;
          });
          for (let p = 0; p < 4; p++) {
            const mine = owners.flatMap((o, i) => (o === p ? [i + 1] : []));
            expect(cardPointsOf(owner, p, 1, 99)).toBe(naive(mine));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("runs partition the cards into ascending consecutive groups", () => {
    fc.assert(
      fc.property(cardSet, (cards) => {
        const runs = runsOf(cards);
        expect(runs.flat()).toEqual([...cards].sort((a, b) => a - b));
        for (const run of runs) {
          for (let i = 1; i < run.length; i++) expect(run[i]).toBe(run[i - 1]! + 1);
        }
        for (let i = 1; i < runs.length; i++) {
          expect(runs[i]![0]! - runs[i - 1]![runs[i - 1]!.length - 1]!).toBeGreaterThan(1);
        }
        expect(runs.reduce((s, r) => s + r[0]!, 0)).toBe(cardPoints(cards));
      }),
      { numRuns: 500 },
    );
  });
});
