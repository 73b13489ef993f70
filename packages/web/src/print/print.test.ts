// The print page's two links to @number-games/print: the font files the build ships are
// exactly those the print package may ask for, and printed cards use the app's own words.

import { GAME_IDS, numberLineGame } from "@number-games/engine";
import { allFontFiles, PRINT_TEXT } from "@number-games/print";
import { describe, expect, it } from "vitest";
import { en } from "../i18n/en";
import { zh } from "../i18n/zh";
import { href } from "../router";
import { FONT_URLS } from "./fontUrls";

describe("print fonts in the build", () => {
  it("ships every font file the print package may load, and no other (npm run print:fonts)", () => {
    expect(Object.keys(FONT_URLS).sort()).toEqual(allFontFiles().sort());
    for (const url of Object.values(FONT_URLS)) expect(url).toMatch(/\.woff$/);
  });
});

describe("printed words", () => {
  for (const [lang, dict] of [
    ["en", en],
    ["zh", zh],
  ] as const) {
    it(`name the games and colours as the app does (${lang})`, () => {
      const printed = PRINT_TEXT[lang];
      for (const g of GAME_IDS) expect(printed.gameTitle[g]).toBe(dict.games[g].title);
      for (const c of numberLineGame.PLAYER_COLORS) {
        expect(printed.colours[c]).toBe(dict.colours[c]);
        expect(printed.colourMarks[c]).toBe(dict.nlLetters[c]);
      }
      expect([printed.good, printed.evil].map((s) => s.split(" ")[0]!.toLowerCase())).toEqual(
        [dict.mn.good, dict.mn.evil].map((s) => s.toLowerCase()),
      );
      // The rules sheet's foot sends a student to what the app shows: the game menu's
      // "How to play", the home page's "Learn by playing" and the rules page's path.
      expect(printed.rulesFooter).toContain(`“${dict.play.rules}”`);
      expect(printed.rulesFooter).toContain(`“${dict.tutorial.homeLink}”`);
      expect(printed.rulesFooter).toContain("/rules/{{id}}");
      expect(href({ page: "rules", game: "take-or-pay" })).toBe("/rules/take-or-pay");
    });
  }
});
