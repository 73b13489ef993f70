import { describe, expect, it } from "vitest";
import type { NameProblem } from "./index";
import { checkPlayerName, HTTP_STATUS, nameKey, parsePlayerName } from "./index";

describe("player names", () => {
  // [typed, stored]: NFC, trimmed, otherwise as typed.
  const accepted: [string, string][] = [
    ["Ann", "Ann"],
    ["  Ann  ", "Ann"],
    ["Ann\n", "Ann"],
    ["Zoë", "Zoë"],
    ["Zoe\u0308", "Zo\u00eb"], // decomposed ë is stored composed (NFC)
    ["王小明", "王小明"],
    ["😀 Ann", "😀 Ann"], // a surrogate pair is well formed
    ["Botan", "Botan"],
    ["Bottom", "Bottom"],
    ["Abbot", "Abbot"],
    ["Computer Science", "Computer Science"],
    ["Robotics", "Robotics"],
    ["电脑迷小红", "电脑迷小红"],
    ["Player 1", "Player 1"],
    ["x".repeat(32), "x".repeat(32)],
  ];
  it.each(accepted)("accepts %j as %j", (typed, stored) => {
    expect(checkPlayerName(typed)).toEqual({ ok: true, value: stored });
  });

  const refused: [string, NameProblem][] = [
    ["\uD800", "malformed"], // a lone high surrogate
    ["Ann\uDC00", "malformed"], // a lone low surrogate
    ["\uDC00\uD800", "malformed"], // reversed pair
    ["a\u0007b", "control"],
    ["An\u0000n", "control"],
    ["a\u202eb", "control"], // right-to-left override
    ["B\u200Bot", "control"], // zero-width space
    ["An\u2028n", "control"],
    ["\uE000Ann", "control"], // private use
    ["", "empty"],
    ["   ", "empty"],
    ["x".repeat(33), "too-long"],
    // What the server calls its bots, and what the web app shows, in English and 简体中文.
    ["Bot (expert)", "bot"],
    ["Bot (random)", "bot"],
    ["bot (EXPERT)", "bot"],
    ["  BOT(medium)  ", "bot"],
    ["Bot", "bot"],
    ["Bot 2", "bot"],
    ["Computer 0", "bot"],
    ["Computer (Hard)", "bot"],
    ["computer, easy", "bot"],
    ["Expert computer", "bot"],
    ["CPU", "bot"],
    ["电脑", "bot"],
    ["电脑 0", "bot"],
    ["电脑（专家）", "bot"],
    ["电脑，困难", "bot"],
    ["机器人", "bot"],
    ["機器人 3", "bot"],
    ["Robot", "bot"],
    // Disguises: full-width, accents, look-alike letters, digits, spacing, combining marks.
    ["Ｂｏｔ（ｅｘｐｅｒｔ）", "bot"],
    ["Bòt (éxpert)", "bot"],
    ["ВОТ (expert)", "bot"], // Cyrillic В, О, Т
    ["Bοt", "bot"], // Greek omicron
    ["B0t (3xpert)", "bot"],
    ["C o m p u t e r", "bot"],
    ["B\u0332o\u0332t\u0332", "bot"],
    ["𝐁𝐨𝐭", "bot"], // mathematical bold
    // Issue 26, finding 8: look-alikes from other blocks (TR39 confusables).
    ["Bøt", "bot"],
    ["ʙᴏᴛ", "bot"], // small capitals
    ["Bօt", "bot"], // Armenian o
    ["Rᴏbot", "bot"],
    ["Cᴏmputer", "bot"],
    ["🅱ot", "bot"],
    ["Ɓot", "bot"],
    // Names with no visible letter or digit.
    ["\u3164", "no-letter"], // Hangul filler
    ["\u2800", "no-letter"], // Braille blank
    ["\u115F\u1160", "no-letter"], // Hangul choseong and jungseong fillers
    ["\u3164 \u3164", "no-letter"],
    ["\u034F", "no-letter"], // combining grapheme joiner alone
    ["!!!", "no-letter"],
  ];
  it.each(refused)("refuses %j (%s)", (typed, problem) => {
    const r = checkPlayerName(typed);
    expect(r.ok ? null : r.error.problem).toBe(problem);
  });

  it("is refused with ERR_BAD_NAME, the problem as its rule, and no echo of the name", () => {
    const r = parsePlayerName("Bot (expert)");
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe("ERR_BAD_NAME");
    expect(r.error.rule).toBe("bot");
    expect(r.error.message).not.toContain("expert");
    expect(HTTP_STATUS.ERR_BAD_NAME).toBe(422);
  });

  describe("sameness (nameKey: NFKC, case folding, TR39 skeleton, invisible characters)", () => {
    const same: [string, string][] = [
      ["Ann", "ann"],
      ["Ann", "ANN"],
      ["Ann", "Ａｎｎ"], // full-width
      ["Ann", "\u0410nn"], // Cyrillic А
      ["Ann", "Ann\uFE0F"], // variation selector
      ["Ann", "An\u034Fn"], // combining grapheme joiner
      ["Zoë", "Zoe\u0308"],
      ["Bo", "Bօ"], // Armenian o
    ];
    it.each(same)("%j and %j are one name", (a, b) => {
      expect(nameKey(a)).toBe(nameKey(b));
    });
    const different: [string, string][] = [
      ["Ann", "Anna"],
      ["Ann", "Ben"],
      ["Zoë", "Zoe"],
      ["王小明", "王小红"],
    ];
    it.each(different)("%j and %j are two names", (a, b) => {
      expect(nameKey(a)).not.toBe(nameKey(b));
    });
  });
});
