import { describe, expect, it } from "vitest";
import { cardLabel, hanzi, pinyin } from "./hanzi";

// The seed's cards 一 … 三十六, with their Pinyin (tone marks, syllables joined).
const TABLE: readonly [number, string, string][] = [
  [1, "一", "yī"],
  [2, "二", "èr"],
  [3, "三", "sān"],
  [4, "四", "sì"],
  [5, "五", "wǔ"],
  [6, "六", "liù"],
  [7, "七", "qī"],
  [8, "八", "bā"],
  [9, "九", "jiǔ"],
  [10, "十", "shí"],
  [11, "十一", "shíyī"],
  [12, "十二", "shíèr"],
  [13, "十三", "shísān"],
  [14, "十四", "shísì"],
  [15, "十五", "shíwǔ"],
  [16, "十六", "shíliù"],
  [17, "十七", "shíqī"],
  [18, "十八", "shíbā"],
  [19, "十九", "shíjiǔ"],
  [20, "二十", "èrshí"],
  [21, "二十一", "èrshíyī"],
  [22, "二十二", "èrshíèr"],
  [23, "二十三", "èrshísān"],
  [24, "二十四", "èrshísì"],
  [25, "二十五", "èrshíwǔ"],
  [26, "二十六", "èrshíliù"],
  [27, "二十七", "èrshíqī"],
  [28, "二十八", "èrshíbā"],
  [29, "二十九", "èrshíjiǔ"],
  [30, "三十", "sānshí"],
  [31, "三十一", "sānshíyī"],
  [32, "三十二", "sānshíèr"],
  [33, "三十三", "sānshísān"],
  [34, "三十四", "sānshísì"],
  [35, "三十五", "sānshíwǔ"],
  [36, "三十六", "sānshíliù"],
];

describe("hanzi and pinyin", () => {
  it.each(TABLE)("%i is %s (%s)", (n, h, p) => {
    expect(hanzi(n)).toBe(h);
    expect(pinyin(n)).toBe(p);
  });

  it.each([
    [40, "四十", "sìshí"],
    [58, "五十八", "wǔshíbā"],
    [90, "九十", "jiǔshí"],
    [99, "九十九", "jiǔshíjiǔ"],
  ] as const)("%i beyond the seed's cards is %s (%s)", (n, h, p) => {
    expect(hanzi(n)).toBe(h);
    expect(pinyin(n)).toBe(p);
  });

  it("labels a card with its Arabic value", () => {
    expect(cardLabel(17)).toBe("十七 (17)");
  });

  it("names every number 1..99 differently", () => {
    const names = new Set<string>();
    for (let n = 1; n <= 99; n++) names.add(hanzi(n));
    expect(names.size).toBe(99);
  });

  it.each([0, 100, -1, 1.5, Number.NaN])("throws for %s (a bug, not a user error)", (n) => {
    expect(() => hanzi(n)).toThrow(RangeError);
    expect(() => pinyin(n)).toThrow(RangeError);
  });
});
