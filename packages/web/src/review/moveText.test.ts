// Reviewed moves are written in the page's language, for every kind of move of every game.

import { describe, expect, it } from "vitest";
import { en } from "../i18n/en";
import { zh } from "../i18n/zh";
import { moveText } from "./moveText";

function translator(messages: unknown) {
  return (key: string, params: Record<string, string | number> = {}) => {
    let node: unknown = messages;
    for (const part of key.split(".")) node = (node as Record<string, unknown>)[part];
    if (typeof node !== "string") throw new Error(`missing ${key}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k]));
  };
}

const names = ["Ann", "Ben", "Cai"];

describe("moveText", () => {
  it.each([
    ["number-line", { number: 6 }, "place on 6", "放在 6"],
    ["number-line", { number: 6, decoy: true }, "place the decoy on 6", "把诱饵放在 6"],
    ["number-line", { number: 3, decoy: false }, "place the real card on 3", "把真牌放在 3"],
    ["take-or-pay", { type: "take" }, "take the card", "拿牌"],
    ["take-or-pay", { type: "pay" }, "pay a token", "付一个筹码"],
    ["magic-numbers", { type: "keep" }, "keep the roll", "留下这个点数"],
    ["magic-numbers", { type: "give", to: 2 }, "give the roll to Cai", "把这个点数送给 Cai"],
    ["take-or-pay", { type: "deal", deck: [3, 4] }, "the deck is shuffled", "洗牌"],
    ["magic-numbers", { type: "roll", value: 4 }, "the die shows 4", "骰子掷出 4"],
    [
      "magic-numbers",
      { type: "secrets", good: [1], evil: [6] },
      "the secret numbers are dealt",
      "每人的幸运数和厄运数发好了",
    ],
  ] as const)("%s %j", (game, action, english, chinese) => {
    expect(moveText(game, action, "raw", translator(en), names)).toBe(english);
    expect(moveText(game, action, "raw", translator(zh), names)).toBe(chinese);
  });

  it("falls back to the engine's notation for an action it does not know", () => {
    expect(moveText("take-or-pay", { type: "swap" }, "swap", translator(en), names)).toBe("swap");
    expect(moveText("number-line", null, "place ?", translator(en), names)).toBe("place ?");
  });
});
