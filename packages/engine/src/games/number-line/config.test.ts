import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { numberLine } from "./index";

describe("parseConfig", () => {
  const good: [unknown, { players: number; firstPlayer: number }][] = [
    [{}, { players: 2, firstPlayer: 0 }],
    [undefined, { players: 2, firstPlayer: 0 }],
    [{ players: 5 }, { players: 5, firstPlayer: 0 }],
    [
      { players: 3, firstPlayer: 2 },
      { players: 3, firstPlayer: 2 },
    ],
    [{ firstPlayer: 1 }, { players: 2, firstPlayer: 1 }],
  ];
  it.each(good)("%j → %j", (input, expected) => {
    const c = numberLine.parseConfig(input);
    expect(c).toEqual({ ok: true, value: expected });
  });

  const bad: [unknown, RegExp][] = [
    [null, /must be an object/],
    [[2], /must be an object/],
    ["3", /must be an object/],
    [{ players: 1 }, /"players" must be a whole number from 2 to 5, not 1/],
    [{ players: 6 }, /"players" must be a whole number from 2 to 5, not 6/],
    [{ players: 2.5 }, /"players".*not 2\.5/],
    [{ players: "3" }, /"players".*not "3"/],
    [{ players: Number.NaN }, /"players".*not NaN/],
    [{ players: 3, firstPlayer: 3 }, /"firstPlayer" must be a whole number from 0 to 2/],
    [{ firstPlayer: -1 }, /"firstPlayer" must be a whole number from 0 to 1/],
    [{ firstPlayer: null }, /"firstPlayer".*not null/],
    [{ players: 3, seed: 1 }, /unknown config field "seed"/],
  ];
  it.each(bad)("%j is ERR_CONFIG", (input, message) => {
    const c = numberLine.parseConfig(input);
    expect(c.ok).toBe(false);
    if (c.ok) return;
    expect(c.error.code).toBe("ERR_CONFIG");
    expect(c.error.message).toMatch(message);
  });

  it("newGame normalises a raw config and refuses an invalid one (a bug)", () => {
    const raw = { players: 3 } as unknown as { players: number; firstPlayer: number };
    expect(numberLine.configOf(numberLine.newGame(raw))).toEqual({ players: 3, firstPlayer: 0 });
    const bad = { players: 9 } as unknown as { players: number; firstPlayer: number };
    expect(() => numberLine.newGame(bad)).toThrow(/"players"/);
  });

  it("is idempotent and normalises to plain JSON, whatever the input", () => {
    const input = fc.oneof(
      fc.anything(),
      fc.record(
        {
          players: fc.oneof(fc.integer({ min: 0, max: 7 }), fc.anything()),
          firstPlayer: fc.oneof(fc.integer({ min: -1, max: 5 }), fc.anything()),
        },
        { requiredKeys: [] },
      ),
    );
    fc.assert(
      fc.property(input, (x) => {
        const c = numberLine.parseConfig(x);
        if (!c.ok) {
          expect(c.error.code).toBe("ERR_CONFIG");
          return;
        }
        expect(JSON.parse(JSON.stringify(c.value))).toEqual(c.value);
        expect(Object.keys(c.value)).toEqual(["players", "firstPlayer"]);
        const again = numberLine.parseConfig(c.value);
        expect(again).toEqual({ ok: true, value: c.value });
        expect(numberLine.numPlayers(c.value)).toBe(c.value.players);
        expect(numberLine.configOf(numberLine.newGame(c.value))).toEqual(c.value);
      }),
      { numRuns: 500 },
    );
  });
});
