import { describe, expect, it } from "vitest";
import { autoplayedMoves } from "./autoplayed";

describe("autoplayedMoves", () => {
  it("counts each seat's own moves, chance left out", () => {
    // chance, 0, 1, 0, chance, 1, 0
    const actors = [-1, 0, 1, 0, -1, 1, 0];
    expect(
      autoplayedMoves(actors, [
        { index: 3, seat: 0, reason: "clock" },
        { index: 5, seat: 1, reason: "abandoned" },
      ]),
    ).toEqual([
      { seat: 0, move: 1, reason: "clock" },
      { seat: 1, move: 1, reason: "abandoned" },
    ]);
  });

  it("ignores an index whose actor is not the seat named (a damaged list)", () => {
    expect(autoplayedMoves([0, 1], [{ index: 0, seat: 1, reason: "clock" }])).toEqual([]);
  });
});
