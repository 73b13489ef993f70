// A config is plain JSON (what is stored, sent and hashed is what was parsed), so a number that
// JSON cannot carry must not come out of parseConfig: -0 is a whole number inside every range
// that starts at 0, and JSON.stringify writes it as 0. Found by the Number Line config property
// test (fast-check's counterexample {"firstPlayer": -0}); every game's integer fields are covered.

import { describe, expect, it } from "vitest";
import { GAME_IDS, getGame } from "../src/index";

describe("parseConfig turns -0 into 0", () => {
  for (const id of GAME_IDS) {
    it(`${id}: every integer field given as -0 comes out as +0, or is refused`, () => {
      const game = getGame(id);
      const defaults = game.parseConfig(undefined);
      if (!defaults.ok) throw new Error(defaults.error.message);
      const fields = Object.entries(defaults.value as Record<string, unknown>)
        .filter(([, v]) => typeof v === "number")
        .map(([k]) => k);
      expect(fields).toContain("firstPlayer");
      for (const field of fields) {
        const c = game.parseConfig({ ...(defaults.value as object), [field]: -0 });
        if (!c.ok) continue;
        const value = (c.value as Record<string, unknown>)[field];
        expect(Object.is(value, -0), `${field}: -0 came out as -0`).toBe(false);
        expect(JSON.parse(JSON.stringify(c.value))).toEqual(c.value);
      }
    });
  }
});
