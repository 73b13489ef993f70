import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ACTIONS, MAX_ACTION_ID } from "./actions";
import { numberLine } from "./index";

describe("parseAction (untrusted JSON)", () => {
  const good: [unknown, object][] = [
    [
      { type: "place", number: 7 },
      { type: "place", number: 7 },
    ],
    [
      { type: "place", number: 7, decoy: true },
      { type: "place", number: 7, decoy: true },
    ],
    [
      { decoy: false, number: 1, type: "place" },
      { type: "place", number: 1, decoy: false },
    ],
    // Range is a rule (ERR_NUMBER_OFF_LINE from apply), not shape.
    [
      { type: "place", number: 0 },
      { type: "place", number: 0 },
    ],
    [
      { type: "place", number: 42, decoy: true },
      { type: "place", number: 42, decoy: true },
    ],
  ];
  it.each(good)("%j is an action", (input, expected) => {
    expect(numberLine.parseAction(input)).toEqual({ ok: true, value: expected });
  });

  const bad: unknown[] = [
    null,
    undefined,
    7,
    "place 7",
    [],
    [{ type: "place", number: 7 }],
    {},
    { type: "take" },
    { type: "place" },
    { type: "place", number: "7" },
    { type: "place", number: 7.5 },
    { type: "place", number: Number.NaN },
    { type: "place", number: Number.POSITIVE_INFINITY },
    { type: "place", number: 7, decoy: "yes" },
    { type: "place", number: 7, decoy: 1 },
    { type: "place", number: 7, decoy: null },
    { type: "place", number: 7, player: 0 },
    { type: "PLACE", number: 7 },
  ];
  it.each(bad)("%j is ERR_ACTION_SHAPE", (input) => {
    const a = numberLine.parseAction(input);
    expect(a.ok).toBe(false);
    if (a.ok) return;
    expect(a.error.code).toBe("ERR_ACTION_SHAPE");
    expect(a.error.message.length).toBeGreaterThan(10);
  });

  it("never throws, and what it accepts is plain JSON of the right shape", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.anything(),
          fc.record(
            { type: fc.constant("place"), number: fc.double(), decoy: fc.anything() },
            { requiredKeys: ["type"] },
          ),
        ),
        (x) => {
          const a = numberLine.parseAction(x);
          if (!a.ok) {
            expect(a.error.code).toBe("ERR_ACTION_SHAPE");
            return;
          }
          expect(a.value.type).toBe("place");
          expect(Number.isInteger(a.value.number)).toBe(true);
          expect(JSON.parse(JSON.stringify(a.value))).toEqual(a.value);
          expect(numberLine.parseAction(JSON.parse(JSON.stringify(a.value)))).toEqual(a);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("action ids", () => {
  it("are (number - 1) * 3 + k, k = 0 no flag, 1 real, 2 decoy; 30 of them", () => {
    expect(numberLine.maxActionId({ players: 5, firstPlayer: 0 })).toBe(30);
    expect(MAX_ACTION_ID).toBe(30);
    expect(numberLine.actionId({ type: "place", number: 1 })).toBe(0);
    expect(numberLine.actionId({ type: "place", number: 1, decoy: false })).toBe(1);
    expect(numberLine.actionId({ type: "place", number: 1, decoy: true })).toBe(2);
    expect(numberLine.actionId({ type: "place", number: 10, decoy: true })).toBe(29);
    for (let id = 0; id < 30; id++) {
      const a = numberLine.actionFromId(id);
      expect(numberLine.actionId(a)).toBe(id);
      expect(Object.isFrozen(a)).toBe(true);
      expect(a).toBe(ACTIONS[id]);
    }
    expect(() => numberLine.actionFromId(30)).toThrow();
  });

  it("depend on the action only: equal actions have equal ids whatever the object", () => {
    const parsed = numberLine.parseAction({ number: 4, type: "place", decoy: true });
    if (!parsed.ok) throw new Error("parse");
    expect(numberLine.actionId(parsed.value)).toBe(11);
    expect(numberLine.actionId({ type: "place", number: 4, decoy: true })).toBe(11);
  });
});
