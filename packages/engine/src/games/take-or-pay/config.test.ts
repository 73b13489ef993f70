import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { deckSize, parseConfig } from "./config";

describe("parseConfig: presets and defaults", () => {
  it("defaults to the classroom preset with 3 players, fully explicit", () => {
    const c = parseConfig({});
    expect(c).toEqual({
      ok: true,
      value: {
        preset: "classroom",
        players: 3,
        firstPlayer: 0,
        openTokens: false,
        minCard: 1,
        maxCard: 36,
        removed: 6,
        tokens: 10,
      },
    });
    expect(parseConfig(undefined)).toEqual(c);
  });

  it("classroom: cards 1..36, 6 removed, 30 in play", () => {
    const c = parseConfig({ players: 6 });
    expect(c.ok && deckSize(c.value)).toBe(30);
  });

  it.each([
    [3, 11],
    [4, 11],
    [5, 11],
    [6, 9],
    [7, 7],
  ])("classic with %i players: cards 3..35, 9 removed, %i tokens each", (players, tokens) => {
    const c = parseConfig({ preset: "classic", players });
    expect(c).toEqual({
      ok: true,
      value: {
        preset: "classic",
        players,
        firstPlayer: 0,
        openTokens: false,
        minCard: 3,
        maxCard: 35,
        removed: 9,
        tokens,
      },
    });
    expect(c.ok && deckSize(c.value)).toBe(24);
  });

  it("overrides win over the preset", () => {
    const c = parseConfig({
      preset: "classic",
      players: 4,
      firstPlayer: 3,
      openTokens: true,
      minCard: 1,
      maxCard: 10,
      removed: 0,
      tokens: 0,
    });
    expect(c.ok && c.value).toEqual({
      preset: "classic",
      players: 4,
      firstPlayer: 3,
      openTokens: true,
      minCard: 1,
      maxCard: 10,
      removed: 0,
      tokens: 0,
    });
  });
});

describe("parseConfig: errors name the field and the allowed range", () => {
  it.each([
    [null, /config must be an object/],
    [[], /config must be an object/],
    ["classroom", /config must be an object/],
    [{ colour: "red" }, /unknown config field "colour"/],
    [{ preset: "casino" }, /preset must be "classroom" or "classic"/],
    [{ players: 7 }, /players must be a whole number from 3 to 6 for the classroom preset, got 7/],
    [{ players: 2 }, /players must be a whole number from 3 to 6/],
    [
      { preset: "classic", players: 8 },
      /players must be a whole number from 3 to 7 for the classic/,
    ],
    [{ players: 3.5 }, /players must be a whole number/],
    [{ players: "4" }, /players .* got "4"/],
    [{ players: Number.NaN }, /players .* got NaN/],
    [
      { players: 4, firstPlayer: 4 },
      /firstPlayer must be a whole number from 0 to 3 with 4 players/,
    ],
    [{ firstPlayer: -1 }, /firstPlayer/],
    [{ openTokens: "yes" }, /openTokens must be true or false/],
    [{ minCard: 0 }, /minCard must be a whole number from 1 to 99/],
    [{ maxCard: 100 }, /maxCard must be a whole number from 1 to 99/],
    [
      { minCard: 20, maxCard: 10 },
      /maxCard must be a whole number from 20 to 99 \(at least minCard\)/,
    ],
    [
      { removed: 36 },
      /removed must be a whole number from 0 to 35 \(fewer than the 36 cards from 1 to 36\)/,
    ],
    [{ removed: -1 }, /removed/],
    [{ minCard: 1, maxCard: 5 }, /removed must be a whole number from 0 to 4 .* got 6 by default/],
    [{ minCard: 31 }, /removed must be a whole number from 0 to 5 .* got 6 by default/],
    [
      { minCard: 7, maxCard: 7, removed: 1 },
      /removed must be exactly 0 \(there is only the one card 7\), got 1/,
    ],
    [{ tokens: 51 }, /tokens must be a whole number from 0 to 50/],
    [{ tokens: -1 }, /tokens/],
  ] as [unknown, RegExp][])("%j is rejected", (input, message) => {
    const c = parseConfig(input);
    expect(c.ok).toBe(false);
    if (!c.ok) {
      expect(c.error.code).toBe("ERR_CONFIG");
      expect(c.error.message).toMatch(message);
    }
  });
});

describe("parseConfig: properties", () => {
  const anyInput = fc.record(
    {
      preset: fc.constantFrom("classroom", "classic", "other"),
      players: fc.integer({ min: 1, max: 9 }),
      firstPlayer: fc.integer({ min: -1, max: 8 }),
      openTokens: fc.boolean(),
      minCard: fc.integer({ min: 0, max: 40 }),
      maxCard: fc.integer({ min: 1, max: 100 }),
      removed: fc.integer({ min: -1, max: 40 }),
      tokens: fc.integer({ min: -1, max: 60 }),
    },
    { requiredKeys: [] },
  );

  it("is idempotent and its output is plain JSON", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const once = parseConfig(input);
        if (!once.ok) return;
        expect(JSON.parse(JSON.stringify(once.value))).toEqual(once.value);
        const twice = parseConfig(once.value);
        expect(twice).toEqual(once);
      }),
      { numRuns: 500 },
    );
  });

  it("accepts exactly the documented ranges", () => {
    fc.assert(
      fc.property(anyInput, (input) => {
        const c = parseConfig(input);
        if (!c.ok) return;
        const v = c.value;
        expect(v.players).toBeGreaterThanOrEqual(3);
        expect(v.players).toBeLessThanOrEqual(v.preset === "classic" ? 7 : 6);
        expect(v.firstPlayer).toBeLessThan(v.players);
        expect(1 <= v.minCard && v.minCard <= v.maxCard && v.maxCard <= 99).toBe(true);
        expect(0 <= v.removed && v.removed < v.maxCard - v.minCard + 1).toBe(true);
        expect(0 <= v.tokens && v.tokens <= 50).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
