// Chinese text reads as Chinese: full-width punctuation next to Chinese characters (，：；！？
// and （）, never ", " or " (4)"), no space between two Chinese characters, around Chinese
// punctuation or between a name and 的 ("电脑 的诱饵"), and one glossary per game. Spaces
// around numbers and placeholders are the project's style ("还有 {{count}} 个空位") and stay.
// Every zh string of the app is checked.

import { describe, expect, it } from "vitest";
import { zh } from "./zh";

const HAN = "\\p{Script=Han}";
const CJK_PUNCT = "，。：；！？、（）《》“”";

/** Each rule: a pattern that must not match, and what it means. */
const RULES: readonly [RegExp, string][] = [
  [new RegExp(`${HAN}[,;:!?]|[,;:!?] ?${HAN}`, "u"), "Latin punctuation beside Chinese"],
  [new RegExp(`${HAN} ?\\(|\\) ?${HAN}`, "u"), "Latin brackets beside Chinese"],
  [new RegExp(`${HAN} ${HAN}`, "u"), "a space between Chinese characters"],
  [new RegExp(` [${CJK_PUNCT}]|[${CJK_PUNCT}] `, "u"), "a space beside Chinese punctuation"],
  // A name is followed by 的 directly: "电脑的诱饵", not "电脑 的诱饵".
  [/\}\} 的/u, "a space between a name and 的"],
  // One glossary: the board's, the rules' and the printed sheets' words for the same things.
  [/好数字|坏数字|记事本/u, "not the glossary's word (幸运数, 厄运数, 你的笔记)"],
];

function leaves(o: unknown, prefix = ""): [string, string][] {
  return Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => {
    const key = prefix === "" ? k : `${prefix}.${k}`;
    return typeof v === "string" ? [[key, v] as [string, string]] : leaves(v, key);
  });
}

export function punctuationProblems(entries: readonly [string, string][]): string[] {
  return entries.flatMap(([key, text]) =>
    RULES.filter(([re]) => re.test(text)).map(([, what]) => `${key}: ${what}: ${text}`),
  );
}

describe("Chinese punctuation and spacing", () => {
  it("finds what it should (the check itself)", () => {
    expect(
      punctuationProblems([
        ["a", "四 (4), 十二 (12)"],
        ["b", "电脑 的诱饵"],
        ["c", "还有 {{count}} 个空位。"],
        ["d", "第 {{n}} 轮：{{cards}} → {{count}} 分"],
        ["e", "好 ，走"],
        ["f", "{{name}} 的诱饵"],
      ]).map((p) => p.split(":").slice(0, 2).join(":")),
    ).toEqual([
      "a: Latin punctuation beside Chinese",
      "a: Latin brackets beside Chinese",
      "b: a space between Chinese characters",
      "e: a space beside Chinese punctuation",
      "f: a space between a name and 的",
    ]);
  });

  it("every Chinese string of the app", () => {
    expect(punctuationProblems(leaves(zh))).toEqual([]);
  });
});
