// The lesson report says the same on the screen as on paper: every kind of mistake the bots
// name has words in both languages of the web app, and they are the printed report's
// (@number-games/print LESSON_REPORT_TEXT), as are the trend sentences.

import { BOT_GAMES } from "@number-games/bots";
import { LESSON_REPORT_TEXT } from "@number-games/print";
import { describe, expect, it } from "vitest";
import { en } from "../../i18n/en";
import { zh } from "../../i18n/zh";

describe("the lesson report's words", () => {
  const named = Object.values(BOT_GAMES).flatMap((g) => g.mistakeKinds?.kinds ?? []);

  it("name every kind of mistake the bots find, as the printed report does", () => {
    expect(named.length).toBeGreaterThan(0);
    for (const [lang, dict] of [
      ["en", en],
      ["zh", zh],
    ] as const) {
      const kinds = dict.lessonReport.kinds as Readonly<Record<string, string>>;
      for (const kind of named) {
        expect(kinds[kind], `${lang} ${kind}`).toBe(LESSON_REPORT_TEXT[lang].kinds[kind]);
      }
      expect(Object.keys(kinds).sort()).toEqual([...named].sort());
    }
  });

  it("say the trend as the printed report does", () => {
    // The English sentence starts with a capital on the screen (a line of its own).
    const t = LESSON_REPORT_TEXT.zh;
    expect(zh.lessonReport.trendFewer).toBe(t.trendFewer);
    expect(zh.lessonReport.trendMore).toBe(t.trendMore);
    expect(zh.lessonReport.trendSame).toBe(t.trendSame);
    const en0 = LESSON_REPORT_TEXT.en.trendFewer;
    expect(en.lessonReport.trendFewer).toBe(`F${en0.slice(1)}`);
  });
});
