import { Rng, takeOrPayGame } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { cardPoints, groupRuns } from "./runs";

describe("Take or Pay runs", () => {
  // The seed's worked examples (docs/rules.md §2).
  const table: [number[], number][] = [
    [[4, 8, 12], 24],
    [[4, 11, 12], 15],
    [[28, 29, 30], 28],
    [[7, 8], 7],
    [[4, 15, 27], 46],
    [[], 0],
  ];
  for (const [cards, points] of table) {
    it(`${JSON.stringify(cards)} scores ${points}`, () => {
      expect(cardPoints(cards)).toBe(points);
      expect(cardPoints(cards)).toBe(takeOrPayGame.cardPoints(cards));
    });
  }

  it("groups unsorted cards into ascending runs with the lowest card scoring", () => {
    expect(groupRuns([12, 3, 5, 4, 11, 30])).toEqual([
      { cards: [3, 4, 5], scoring: 3 },
      { cards: [11, 12], scoring: 11 },
      { cards: [30], scoring: 30 },
    ]);
  });

  it("agrees with the engine's runs on random hands", () => {
    const rng = Rng.fromSeed("runs");
    for (let i = 0; i < 200; i++) {
      const hand = [...new Set(Array.from({ length: rng.int(12) }, () => 1 + rng.int(36)))];
      expect(groupRuns(hand).map((r) => r.cards)).toEqual(takeOrPayGame.runsOf(hand));
    }
  });
});
