// blockSummary: the arena's games share deals within a block of seat arrangements, so the
// estimates take one sample per block (the bot's mean over its seats there), not per game.

import { describe, expect, it } from "vitest";
import type { GameOutcome } from "../src/index";
import { blockSummary, estimate } from "../src/index";

const game = (
  index: number,
  seats: string[],
  winners: number[],
  scores: number[],
  forfeit?: GameOutcome["forfeit"],
): GameOutcome => ({
  index,
  seats,
  scores,
  winners,
  decisions: 10,
  ...(forfeit !== undefined ? { forfeit } : {}),
});

describe("blockSummary", () => {
  // Two blocks of three arrangements (a against two b's).
  const outcomes = [
    game(0, ["a", "b", "b"], [0], [10, 20, 30]),
    game(1, ["b", "a", "b"], [0], [5, 15, 25]),
    game(2, ["b", "b", "a"], [2], [1, 2, 3]),
    game(3, ["a", "b", "b"], [1, 2], [40, 10, 10]),
    game(4, ["b", "a", "b"], [1], [9, 3, 9]),
    game(5, ["b", "b", "a"], [0], [2, 4, 6]),
  ];

  it("one sample per block: the bot's mean win share and score over its seats in the block", () => {
    const s = blockSummary(outcomes, 3);
    expect(s).toMatchObject({ games: 6, blocks: 2, arrangements: 3 });
    const a = s.bots.find((b) => b.label === "a")!;
    const b = s.bots.find((b) => b.label === "b")!;
    // a: block 0 won 2 of 3 games, block 1 won 1 of 3.
    expect(a.winShare).toEqual(estimate([2 / 3, 1 / 3]));
    expect(a.score).toEqual(estimate([(10 + 15 + 3) / 3, (40 + 3 + 6) / 3]));
    // b: block 0 one win over 6 seats, block 1 a shared win (½ + ½) and one win over 6 seats.
    expect(b.winShare).toEqual(estimate([1 / 6, 2 / 6]));
    expect(b.score).toEqual(
      estimate([(20 + 30 + 5 + 25 + 1 + 2) / 6, (10 + 10 + 9 + 9 + 2 + 4) / 6]),
    );
    expect(a.winShare.n).toBe(2);
  });

  it("is narrower or wider than over games only by the blocks, never by counting games", () => {
    // Every game of a block the same: the interval over blocks rests on 2 samples, not 6.
    const same = [0, 1, 2, 3, 4, 5].map((i) =>
      game(i, ["a", "b"], i < 3 ? [0] : [1], [i < 3 ? 1 : 0, i < 3 ? 0 : 1]),
    );
    const s = blockSummary(same, 3);
    expect(s.bots[0]!.winShare).toEqual(estimate([1, 0]));
    expect(s.bots[0]!.winShare.n).toBe(2);
  });

  it("a forfeit counts in the win share but not in the score; outcomes in any order", () => {
    const f = { seat: 1, code: "ERR_BOT_CRASH", message: "x" };
    const shuffled = [
      game(3, ["a", "b"], [0], [7, 1]),
      game(0, ["a", "b"], [], [0, 0], f),
      game(2, ["b", "a"], [0], [2, 4]),
      game(1, ["b", "a"], [1], [3, 5]),
    ];
    const s = blockSummary(shuffled, 2);
    const a = s.bots.find((b) => b.label === "a")!;
    expect(s.bots.map((b) => b.label)).toEqual(["a", "b"]);
    expect(a.winShare).toEqual(estimate([1, 0.5]));
    expect(a.score).toEqual(estimate([5, (7 + 4) / 2]));
  });

  it("refuses an arrangements count that is not a whole number of at least 1", () => {
    expect(() => blockSummary(outcomes, 0)).toThrow(RangeError);
    expect(() => blockSummary(outcomes, 1.5)).toThrow(/whole number/);
  });
});
