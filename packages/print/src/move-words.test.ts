// A move of each game in the players' words (move-words.ts), in both languages: every kind of
// move of every game, chance moves without their secrets, and nothing for an action a game
// does not know (its caller shows the engine's notation then).

import type { GameId } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import type { MoveWord } from "./move-words";
import { MOVE_WORDS_EN, MOVE_WORDS_ZH, moveWords } from "./move-words";

const fill =
  (words: Readonly<Record<MoveWord, string>>) =>
  (key: MoveWord, values: Readonly<Record<string, string | number>>) =>
    words[key].replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

const names = ["Ann", "Ben", "Cai"];

describe("moveWords", () => {
  it.each([
    ["number-line", { number: 6 }, "place on 6", "放在 6"],
    ["number-line", { number: 6, decoy: true }, "place the decoy on 6", "把诱饵放在 6"],
    ["number-line", { number: 3, decoy: false }, "place the real card on 3", "把真牌放在 3"],
    ["take-or-pay", { type: "take" }, "take the card", "拿牌"],
    ["take-or-pay", { type: "pay" }, "pay a token", "付一个筹码"],
    ["take-or-pay", { type: "deal", deck: [3, 4] }, "the deck is shuffled", "洗牌"],
    ["magic-numbers", { type: "keep" }, "keep the roll", "留下这个点数"],
    ["magic-numbers", { type: "give", to: 2 }, "give the roll to Cai", "把这个点数送给 Cai"],
    ["magic-numbers", { type: "give", to: 5 }, "give the roll to 6", "把这个点数送给 6"],
    ["magic-numbers", { type: "roll", value: 4 }, "the die shows 4", "骰子掷出 4"],
    [
      "magic-numbers",
      { type: "secrets", good: [1], evil: [6] },
      "the secret numbers are dealt",
      "每人的幸运数和厄运数发好了",
    ],
  ] as const)("%s %j", (game: GameId, action, english, chinese) => {
    expect(moveWords(game, action, fill(MOVE_WORDS_EN), names)).toBe(english);
    expect(moveWords(game, action, fill(MOVE_WORDS_ZH), names)).toBe(chinese);
  });

  it("has no words for an action the game does not know", () => {
    expect(moveWords("take-or-pay", { type: "swap" }, fill(MOVE_WORDS_EN), names)).toBeNull();
    expect(moveWords("number-line", null, fill(MOVE_WORDS_EN), names)).toBeNull();
    expect(moveWords("magic-numbers", { type: "give" }, fill(MOVE_WORDS_EN), names)).toBeNull();
  });

  it("has the same moves in both languages", () => {
    expect(Object.keys(MOVE_WORDS_ZH).sort()).toEqual(Object.keys(MOVE_WORDS_EN).sort());
  });
});
