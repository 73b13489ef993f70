import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { referenceScore } from "../../../test/support/number-line";
import type { LineCard } from "./state";
import { scoreLine } from "./state";

const G = 0;
const O = 1;
const R = 2;

describe("scoring a line (docs/rules.md: nearest scoring card, ties score nobody)", () => {
  // The seed's surround example: 3 players, round 1; whoever takes 5 can be surrounded by
  // 4 and 6. Each row: the cards (green, orange, red) and the points they score.
  const surround: [string, LineCard[], number[]][] = [
    ["green on 5 surrounded by 4 and 6", [c(G, 5), c(O, 4), c(R, 6)], [1, 4, 5]],
    ["green on 5, orange 3, red 7 (4 and 6 tie)", [c(G, 5), c(O, 3), c(R, 7)], [1, 3, 4]],
    ["green on 5, orange 4, red 7 (6 ties)", [c(G, 5), c(O, 4), c(R, 7)], [1, 4, 4]],
    ["green on 5, orange 6, red 1 (3 ties)", [c(G, 5), c(O, 6), c(R, 1)], [2, 5, 2]],
    ["green on 5, orange 1, red 10 (3 ties)", [c(G, 5), c(O, 1), c(R, 10)], [4, 2, 3]],
    ["green on 3, orange 4, red 8 (6 ties)", [c(G, 3), c(O, 4), c(R, 8)], [3, 2, 4]],
  ];
  it.each(surround)("%s", (_name, cards, points) => {
    expect(scoreLine(cards, 10, 3)).toEqual(points);
    expect(referenceScore(cards, 10, 3)).toEqual(points);
  });

  it("gives the number a card lies on to its owner", () => {
    expect(scoreLine([c(G, 1), c(O, 2)], 2, 2)).toEqual([1, 1]);
  });

  it("two players side by side in the middle split the line evenly", () => {
    expect(scoreLine([c(G, 5), c(O, 6)], 10, 2)).toEqual([5, 5]);
  });

  it("an exact midpoint between two players scores for nobody", () => {
    // 1..4 green, 5 tied (distance 1 to both), 6..9 orange: 8 of 9 points given out.
    expect(scoreLine([c(G, 4), c(O, 6)], 9, 2)).toEqual([4, 4]);
  });

  it("a player's own two cards never tie with each other", () => {
    // 5 is at distance 2 from both green cards: it is green's, not a tie.
    expect(scoreLine([c(G, 3), c(G, 7), c(O, 10)], 10, 2)).toEqual([8, 2]);
    // A number between two cards of the same player is theirs, whatever the gap.
    expect(scoreLine([c(G, 1), c(G, 10)], 10, 2)).toEqual([10, 0]);
  });

  it("decoys never score and do not block (round 2 rules)", () => {
    const withDecoys = [c(G, 1), c(G, 6, true), c(O, 10), c(O, 5, true)];
    expect(scoreLine(withDecoys, 10, 2)).toEqual([5, 5]);
    expect(scoreLine([c(G, 1), c(O, 10)], 10, 2)).toEqual([5, 5]);
    // Only decoys on the line: nobody scores anything.
    expect(scoreLine([c(G, 3, true), c(O, 4, true)], 10, 2)).toEqual([0, 0]);
  });

  it("a player with no scoring card is not a candidate", () => {
    expect(scoreLine([c(G, 2), c(O, 9, true)], 10, 2)).toEqual([10, 0]);
  });

  it("uses only the numbers of the round's line (round 5: 1..8)", () => {
    expect(scoreLine([c(G, 2), c(O, 7)], 8, 2)).toEqual([4, 4]);
  });

  it("matches the rule read literally, on random lines (property)", () => {
    const board = fc
      .record({
        players: fc.integer({ min: 2, max: 5 }),
        len: fc.integer({ min: 1, max: 10 }),
        owners: fc.array(fc.integer({ min: -1, max: 4 }), { minLength: 10, maxLength: 10 }),
        decoys: fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
      })
      .map(({ players, len, owners, decoys }) => {
        const cards: LineCard[] = [];
        for (let n = 1; n <= len; n++) {
          const o = owners[n - 1]!;
          if (o >= 0 && o < players) cards.push(c(o, n, decoys[n - 1]));
        }
        return { players, len, cards };
      });
    fc.assert(
      fc.property(board, ({ players, len, cards }) => {
        const points = scoreLine(cards, len, players);
        expect(points).toEqual(referenceScore(cards, len, players));
        expect(points.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(len);
        // Decoys never score: removing them changes nothing.
        expect(
          scoreLine(
            cards.filter((x) => !x.decoy),
            len,
            players,
          ),
        ).toEqual(points);
      }),
      { numRuns: 2000 },
    );
  });
});

function c(player: number, number: number, decoy = false): LineCard {
  return { player, number, decoy };
}
