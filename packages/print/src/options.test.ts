import { describe, expect, it } from "vitest";
import { GAME_PARTS, parsePrintOptions } from "./options";

describe("parsePrintOptions", () => {
  it("fills in the defaults: A4, English, every part of the game, learning aids on, 4 sheet columns", () => {
    const r = parsePrintOptions({ game: "take-or-pay" });
    expect(r).toEqual({
      ok: true,
      value: {
        game: "take-or-pay",
        paper: "a4",
        lang: "en",
        parts: ["cards", "tokens", "rules"],
        pinyin: true,
        arabic: true,
        players: 4,
      },
    });
  });

  it("turns pinyin and Arabic numerals off only when asked", () => {
    const r = parsePrintOptions({ game: "take-or-pay", pinyin: false, arabic: false });
    expect(r.ok && [r.value.pinyin, r.value.arabic]).toEqual([false, false]);
    const one = parsePrintOptions({ game: "take-or-pay", pinyin: false });
    expect(one.ok && [one.value.pinyin, one.value.arabic]).toEqual([false, true]);
  });

  it("keeps the game's order of parts whatever order they are asked in", () => {
    const r = parsePrintOptions({ game: "take-or-pay", what: "rules, cards" });
    expect(r.ok && r.value.parts).toEqual(["cards", "rules"]);
    for (const [game, parts] of Object.entries(GAME_PARTS)) {
      const all = parsePrintOptions({ game, what: "all" });
      expect(all.ok && all.value.parts).toEqual(parts);
    }
  });

  const bad: [string, Parameters<typeof parsePrintOptions>[0], string, RegExp][] = [
    ["an unknown game", { game: "chess" }, "ERR_UNKNOWN_GAME", /unknown game "chess"/],
    ["no game", { game: undefined }, "ERR_UNKNOWN_GAME", /number-line, take-or-pay/],
    ["paper A5", { game: "number-line", paper: "a5" }, "ERR_PAPER", /a4 or letter/],
    ["paper in capitals", { game: "number-line", paper: "A4" }, "ERR_PAPER", /"A4"/],
    ["language fr", { game: "number-line", lang: "fr" }, "ERR_LANG", /en or zh/],
    [
      "cards of Magic Numbers",
      { game: "magic-numbers", what: "cards" },
      "ERR_PART",
      /sheet, rules/,
    ],
    [
      "tokens of Number Line",
      { game: "number-line", what: "rules,tokens" },
      "ERR_PART",
      /"tokens"/,
    ],
    ["an unknown part", { game: "take-or-pay", what: "dice" }, "ERR_PART", /"dice"/],
    ["9 players", { game: "magic-numbers", players: 9 }, "ERR_PLAYERS", /2 to 8/],
    ["2.5 players", { game: "magic-numbers", players: 2.5 }, "ERR_PLAYERS", /2\.5/],
    ["players as text", { game: "magic-numbers", players: "x" }, "ERR_PLAYERS", /"x"/],
  ];
  for (const [name, input, code, message] of bad) {
    it(`rejects ${name} with ${code}`, () => {
      const r = parsePrintOptions(input);
      expect(r.ok).toBe(false);
      if (!r.ok) {
        expect(r.error.code).toBe(code);
        expect(r.error.message).toMatch(message);
      }
    });
  }
});
