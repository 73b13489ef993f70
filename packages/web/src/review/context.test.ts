// A reviewed decision names what it was about: Take or Pay's card and pot, Magic Numbers'
// roll, in both languages.

import { describe, expect, it } from "vitest";
import { en } from "../i18n/en";
import { zh } from "../i18n/zh";
import { decisionContext } from "./context";

function translator(messages: unknown) {
  return (key: string, params: Record<string, string | number> = {}) => {
    let node: unknown = messages;
    const parts = key.split(".");
    for (const part of parts) node = (node as Record<string, unknown>)[part];
    if (node === undefined && typeof params.count === "number") {
      // i18next's plural keys: "_one" for 1 in English, "_other" otherwise.
      const base = parts
        .slice(0, -1)
        .reduce<unknown>((n, p) => (n as Record<string, unknown>)[p], messages);
      node = (base as Record<string, unknown>)[
        `${parts.at(-1)}_${params.count === 1 ? "one" : "other"}`
      ];
    }
    if (typeof node !== "string") throw new Error(`missing ${key}`);
    return node.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(params[k]));
  };
}

const top = [
  { type: "deal", deck: [17, 5, 30] },
  { type: "pay" },
  { type: "pay" },
  { type: "pay" },
  { type: "take" },
  { type: "pay" },
  { type: "take" },
];

describe("decisionContext", () => {
  it.each([
    [1, "card 17, 0 tokens in the pot", "翻开的牌是十七（17），筹码池里有 0 个筹码"],
    [4, "card 17, 3 tokens in the pot", "翻开的牌是十七（17），筹码池里有 3 个筹码"],
    [5, "card 5, 0 tokens in the pot", "翻开的牌是五（5），筹码池里有 0 个筹码"],
    [6, "card 5, 1 token in the pot", "翻开的牌是五（5），筹码池里有 1 个筹码"],
    [0, null, null],
  ])("Take or Pay before action %i", (index, english, chinese) => {
    expect(decisionContext("take-or-pay", top, index, translator(en))).toBe(english);
    expect(decisionContext("take-or-pay", top, index, translator(zh))).toBe(chinese);
  });

  it("Magic Numbers: the roll the decision was about", () => {
    const mn = [
      { type: "secrets", good: [1, 2], evil: [6, 5] },
      { type: "roll", value: 4 },
      { type: "keep" },
      { type: "roll", value: 2 },
      { type: "give", to: 0 },
    ];
    expect(decisionContext("magic-numbers", mn, 2, translator(en))).toBe("rolled 4");
    expect(decisionContext("magic-numbers", mn, 4, translator(en))).toBe("rolled 2");
    expect(decisionContext("magic-numbers", mn, 4, translator(zh))).toBe("掷出 2");
  });

  it("Number Line: the move names its number and decoy flag itself", () => {
    expect(decisionContext("number-line", [{ number: 3 }], 1, translator(en))).toBeNull();
  });
});
