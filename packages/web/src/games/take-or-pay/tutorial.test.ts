import type { takeOrPayGame } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { playTextMoves } from "../../play/textMoves";
import { judge, takeOrPayTutorial as tut } from "./tutorial";

type Obs = takeOrPayGame.TakeOrPayObservation;
const NAMES = ["You", "Computer 1", "Computer 2"];
const CONFIG = { players: 3, firstPlayer: 0, minCard: 1, maxCard: 12, removed: 2, tokens: 3 };

function obsAfter(deck: number[], moves: string[], viewer: number): Obs {
  const all = [`deal ${deck.join(" ")}`, ...moves];
  const { game, state } = playTextMoves("take-or-pay", CONFIG, all);
  return game.observe(state, viewer) as Obs;
}

const DECK = [10, 11, 5, 9, 7, 2, 3, 6, 8, 1];

describe("take-or-pay tutorial", () => {
  it("judges a card by what it adds, minus the pot", () => {
    const rows: [string[], number, ReturnType<typeof judge>["why"], number][] = [
      // moves, viewer, why, adds
      [[], 0, "pay", 10],
      [["pay", "pay", "pay"], 0, "pay", 10], // pot 3: 10 − 3 = 7, still dear
      [["pay", "pay", "pay", "pay", "pay", "pay"], 0, "cheap", 10], // pot 6: costs 4
      [["pay", "pay", "pay", "pay", "pay", "pay", "take"], 0, "run", 0], // 11 joins 10
      [["pay", "pay", "pay", "pay", "pay", "pay", "take", "take"], 0, "pay", 5],
      [["pay", "pay", "pay", "pay", "pay", "pay", "take", "take", "pay"], 1, "cheap", 5], // pot 1
    ];
    for (const [moves, viewer, why, adds] of rows) {
      const j = judge(obsAfter(DECK, moves, viewer));
      expect([moves.length, j.why, j.adds]).toEqual([moves.length, why, adds]);
    }
  });

  it("says what the pot is worth when it is not yet enough", () => {
    expect(tut.advise(obsAfter(DECK, [], 0), NAMES).main.key).toBe("pay");
    const a = tut.advise(obsAfter(DECK, ["pay", "pay", "pay"], 0), NAMES);
    expect(a.main).toMatchObject({ key: "payPot", params: { pot: 3, net: 7, tokens: 2 } });
    expect(a.suggest).toEqual({ type: "pay" });
  });

  it("a small card: take it, even with no pot", () => {
    const a = tut.advise(obsAfter([2, 1, 3, 4, 5, 6, 7, 8, 9, 10], [], 0), NAMES);
    expect(a.main).toMatchObject({ key: "small", params: { adds: 2 } });
    expect(a.suggest).toEqual({ type: "take" });
  });

  it("a card just below a run lowers the score; no tokens means take", () => {
    // You take 10 at once, then 9 joins below it.
    const below = judge(obsAfter([10, 9, 1, 2, 3, 4, 5, 6, 7, 8], ["take"], 0));
    expect(below).toMatchObject({ why: "run", adds: -1, joins: 10 });
    expect(tut.advise(obsAfter([10, 9, 1, 2, 3, 4, 5, 6, 7, 8], ["take"], 0), NAMES).main.key).toBe(
      "runBelow",
    );
    const broke = obsAfter(
      DECK,
      ["pay", "pay", "pay", "pay", "pay", "pay", "pay", "pay", "pay"],
      0,
    );
    expect(broke.tokens[0]).toBe(0);
    expect(judge(broke)).toMatchObject({ take: true, why: "must" });
  });

  it("mentions the card a computer just took", () => {
    // Six pays, you take 十 with the pot, pay on 一, and Computer 1 takes it with 1 token.
    const moves = ["pay", "pay", "pay", "pay", "pay", "pay", "take", "pay", "take"];
    const a = tut.advise(obsAfter([10, 1, 2, 3, 4, 5, 6, 7, 8, 12], moves, 0), NAMES);
    expect(a.note).toEqual({
      key: "theyTook",
      params: { name: "Computer 1", pot: 1 },
      cards: { card: [1] },
    });
  });

  it("the hints never depend on the cards still face down", () => {
    const a = tut.advise(obsAfter(DECK, ["pay", "pay", "pay"], 0), NAMES);
    const b = tut.advise(
      obsAfter([10, 1, 2, 3, 4, 5, 6, 7, 8, 9], ["pay", "pay", "pay"], 0),
      NAMES,
    );
    expect(b).toEqual(a);
  });
});
