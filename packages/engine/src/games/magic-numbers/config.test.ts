import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_CONFIG, parseConfig } from "./config";

describe("parseConfig", () => {
  it("fills every default, with maxTurns null", () => {
    const r = parseConfig({});
    expect(r).toEqual({
      ok: true,
      value: { players: 2, firstPlayer: 0, target: 30, goodBonus: 10, dieSides: 6, maxTurns: null },
    });
    expect(parseConfig(undefined)).toEqual(r);
    expect(r.ok && r.value).toEqual(DEFAULT_CONFIG);
  });

  it("keeps explicit values", () => {
    const input = {
      players: 8,
      firstPlayer: 7,
      target: 1000,
      goodBonus: 0,
      dieSides: 20,
      maxTurns: 5,
    };
    expect(parseConfig(input)).toEqual({ ok: true, value: input });
    expect(parseConfig({ maxTurns: null })).toEqual(parseConfig({}));
  });

  it.each([
    [null, /must be a JSON object/],
    [[], /must be a JSON object/],
    ["2", /must be a JSON object/],
    [{ player: 3 }, /unknown config field "player"/],
    [{ players: 1 }, /players must be an integer from 2 to 8 \(got 1\)/],
    [{ players: 9 }, /players must be an integer from 2 to 8 \(got 9\)/],
    [{ players: 2.5 }, /players must be an integer from 2 to 8/],
    [{ players: "3" }, /players must be an integer from 2 to 8 \(got "3"\)/],
    [{ players: Number.NaN }, /players must be an integer from 2 to 8 \(got NaN\)/],
    [{ firstPlayer: 2 }, /firstPlayer must be an integer from 0 to 1 \(got 2\)/],
    [{ players: 4, firstPlayer: -1 }, /firstPlayer must be an integer from 0 to 3/],
    [{ target: 0 }, /target must be an integer from 1 to 1000 \(got 0\)/],
    [{ target: 1001 }, /target must be an integer from 1 to 1000/],
    [{ goodBonus: -1 }, /goodBonus must be an integer from 0 to 1000/],
    [{ dieSides: 1 }, /dieSides must be an integer from 2 to 20/],
    [{ dieSides: 21 }, /dieSides must be an integer from 2 to 20/],
    [{ maxTurns: 0 }, /maxTurns must be an integer of at least 1, or null for no limit \(got 0\)/],
    [{ maxTurns: 1.5 }, /maxTurns must be an integer of at least 1/],
    [{ maxTurns: "10" }, /maxTurns must be an integer of at least 1/],
  ])("rejects %j", (input, message) => {
    const r = parseConfig(input);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("ERR_CONFIG");
      expect(r.error.message).toMatch(message);
    }
  });

  it("is idempotent and yields plain JSON", () => {
    fc.assert(
      fc.property(
        fc.record(
          {
            players: fc.integer({ min: 2, max: 8 }),
            target: fc.integer({ min: 1, max: 1000 }),
            goodBonus: fc.integer({ min: 0, max: 1000 }),
            dieSides: fc.integer({ min: 2, max: 20 }),
            maxTurns: fc.option(fc.integer({ min: 1, max: 1e9 })),
          },
          { requiredKeys: [] },
        ),
        (input) => {
          const once = parseConfig(input);
          expect(once.ok).toBe(true);
          if (!once.ok) return;
          const twice = parseConfig(once.value);
          expect(twice).toEqual(once);
          expect(JSON.parse(JSON.stringify(once.value))).toEqual(once.value);
        },
      ),
      { numRuns: 200 },
    );
  });
});
