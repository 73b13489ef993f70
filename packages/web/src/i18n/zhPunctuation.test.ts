// The zh strings against the rules of zhPunctuation.ts: first the check itself, then every
// Chinese string of the app.

import { describe, expect, it } from "vitest";
import { zh } from "./zh";
import { punctuationProblems } from "./zhPunctuation";

function leaves(o: unknown, prefix = ""): [string, string][] {
  return Object.entries(o as Record<string, unknown>).flatMap(([k, v]) => {
    const key = prefix === "" ? k : `${prefix}.${k}`;
    return typeof v === "string" ? [[key, v] as [string, string]] : leaves(v, key);
  });
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
        ["g", "四（4)、十二(12）"],
        ["h", "放在一边：{{card}} ({{n}})"],
        ["i", "四（4）、十二（12）"],
        ["j", "继续下"],
        ["k", "继续下一局"],
      ]).map((p) => p.split(":").slice(0, 2).join(":")),
    ).toEqual([
      "a: Latin punctuation beside Chinese",
      "a: Latin brackets beside Chinese",
      "a: Latin brackets around a numeral",
      "b: a space between Chinese characters",
      "e: a space beside Chinese punctuation",
      "f: a space between a name and 的",
      "g: Latin brackets beside Chinese",
      "g: Latin brackets around a numeral",
      "h: Latin brackets around a numeral",
      "j: not the glossary's word (继续玩)",
    ]);
  });

  it("every Chinese string of the app", () => {
    expect(punctuationProblems(leaves(zh))).toEqual([]);
  });
});
