import confusables from "unhomoglyph/data.json";
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
    // Blanks that show nothing are stripped at the ends like spaces.
    ["\u2800Ann", "Ann"], // Braille blank
    ["Ann\u2800", "Ann"],
    [" \u2800 Ann \u2800", "Ann"],
    ["\u3164Ann\u3164", "Ann"], // Hangul filler
    ["\u115F\u1160Ann\uFFA0", "Ann"], // Hangul choseong, jungseong and half-width fillers
    ["\uFE0F\u034FAnn", "Ann"], // a variation selector or grapheme joiner with nothing to join
    ["Ann \u2764\uFE0F", "Ann \u2764\uFE0F"], // an emoji keeps its presentation selector
    ["Ann\u2800Lee", "Ann\u2800Lee"], // inside a name, a blank is spacing
    ["\u2800".repeat(8) + "x".repeat(32), "x".repeat(32)],
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
    ["ßot", "bot"], // sharp s for B, as Greek β (the table's ß) is B's small letter
    ["Bðt", "bot"], // eth for o
    ["\u2800Bot", "bot"],
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
      // Capitals from other scripts are the Latin capital they look like.
      ["Ben", "\u0412en"], // Cyrillic В
      ["Tom", "\u0422om"], // Cyrillic Т
      ["Hank", "\u041Dank"], // Cyrillic Н
      ["Mia", "\u041Cia"], // Cyrillic М
      ["Kim", "\u041Aim"], // Cyrillic К
      ["Bea", "\u0392ea"], // Greek Β
      ["Tina", "\u03A4ina"], // Greek Τ
      ["Kai", "\u039Aai"], // Greek Κ
      ["Ian", "\u0399an"], // Greek Ι
      ["Ian", "\u0406an"], // Cyrillic І
      ["Hana", "\u0397ana"], // Greek Η
      ["BETH", "\u0412\u0415\u0422\u041D"], // all Cyrillic capitals
      ["Ann", "\u2800Ann"], // a Braille blank shows nothing
    ];
    it.each(same)("%j and %j are one name", (a, b) => {
      expect(nameKey(a)).toBe(nameKey(b));
    });
    const different: [string, string][] = [
      ["Ann", "Anna"],
      ["Ann", "Ben"],
      ["Zoë", "Zoe"],
      ["王小明", "王小红"],
      ["Ian", "Lan"], // capital I is i, whatever it looks like
      ["Elia", "Ella"],
      ["Weiß", "Weib"], // sharp s is a German letter, not b
    ];
    it.each(different)("%j and %j are two names", (a, b) => {
      expect(nameKey(a)).not.toBe(nameKey(b));
    });

    // The confusables table the key is built on (unhomoglyph: TR39's confusables.txt): every
    // character it takes for a Latin letter is that letter, capital or small, in any name.
    const table = confusables as Readonly<Record<string, string>>;
    const lookalikes = (letter: string) => Object.keys(table).filter((ch) => table[ch] === letter);
    const CAPITALS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZ"];
    it("the table has look-alikes for most Latin capitals (what the next test walks)", () => {
      const covered = CAPITALS.filter((l) => lookalikes(l).length > 0);
      expect(covered.length).toBeGreaterThanOrEqual(24);
      expect(lookalikes("B")).toEqual(expect.arrayContaining(["\u0412", "\u0392"]));
    });
    it.each(CAPITALS)("every look-alike of %s is that letter, capital or small", (letter) => {
      const small = letter.toLowerCase();
      for (const ch of lookalikes(letter)) {
        const what = `${ch} U+${ch.codePointAt(0)!.toString(16).toUpperCase()}`;
        expect(nameKey(ch), what).toBe(nameKey(letter));
        expect(nameKey(ch), what).toBe(nameKey(small));
        expect(nameKey(`${ch}ob`), what).toBe(nameKey(`${letter}ob`));
        expect(nameKey(`Jo${ch}`), what).toBe(nameKey(`jo${small}`));
      }
    });
    // The table takes the capital I for l; a capital taken for l is a capital I, which is i.
    const capitalI = (ch: string) => /\p{Lu}/u.test(ch) || ch.toLowerCase() !== ch;
    it.each([..."abcdefghijklmnopqrstuvwxyz"])(
      "every look-alike of %s is that letter",
      (letter) => {
        for (const ch of lookalikes(letter)) {
          const what = `${ch} U+${ch.codePointAt(0)!.toString(16).toUpperCase()}`;
          const is = letter === "l" && capitalI(ch) ? "i" : letter;
          expect(nameKey(`a${ch}`), what).toBe(nameKey(`A${is}`));
        }
      },
    );
    it("a capital I of any script is i", () => {
      const capitals = lookalikes("l").filter(capitalI);
      expect(capitals).toEqual(expect.arrayContaining(["I", "\u0399", "\u0406"]));
      for (const ch of capitals) expect(nameKey(`${ch}an`), ch).toBe(nameKey("ian"));
    });
  });
});
