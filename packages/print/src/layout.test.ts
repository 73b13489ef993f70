import { describe, expect, it } from "vitest";
import type { Page } from "./canvas";
import { breakUnits, wrapText } from "./layout";

/** Every character 1 unit wide at size 1. */
const page: Page = {
  size: { width: 100, height: 100 },
  measure: (s, size) => [...s].length * size,
  text() {},
  line() {},
  rect() {},
  circle() {},
};

describe("line breaking", () => {
  it("breaks English between words and Chinese between characters", () => {
    expect(breakUnits("Take the card")).toEqual(["Take ", "the ", "card"]);
    expect(breakUnits("拿走这张牌")).toEqual(["拿", "走", "这", "张", "牌"]);
    expect(breakUnits("付 1 个筹码")).toEqual(["付", " ", "1 ", "个", "筹", "码"]);
  });

  it("keeps a Chinese number in one piece", () => {
    expect(breakUnits("cards 一 to 三十六")).toEqual(["cards ", "一", " ", "to ", "三十六"]);
    expect(breakUnits("三十六张牌")).toEqual(["三十六", "张", "牌"]);
    expect(wrapText(page, "二十 = 2 × 10", 1, 400, 3)).toEqual(["二十", "= 2", "×", "10"]);
  });

  it("keeps closing punctuation with what comes before and opening with what follows", () => {
    expect(breakUnits("你好，世界。")).toEqual(["你", "好，", "世", "界。"]);
    expect(breakUnits("牌（1）")).toEqual(["牌", "（1）"]);
    expect(breakUnits("(1 to 10), then")).toEqual(["(1 ", "to ", "10), ", "then"]);
  });

  it("fills lines greedily and never starts a line with a space or a closing mark", () => {
    expect(wrapText(page, "one two three four", 1, 400, 9)).toEqual(["one two", "three", "four"]);
    const lines = wrapText(page, "没有筹码的玩家必须拿。最后一张牌被拿走时，游戏结束。", 1, 400, 6);
    expect(lines.join("")).toBe("没有筹码的玩家必须拿。最后一张牌被拿走时，游戏结束。");
    for (const l of lines) {
      expect(l.length).toBeLessThanOrEqual(6);
      expect(l).not.toMatch(/^[，。]/);
    }
  });

  it("gives a word longer than the line a line of its own", () => {
    expect(wrapText(page, "a verylongword b", 1, 400, 5)).toEqual(["a", "verylongword", "b"]);
  });
});
