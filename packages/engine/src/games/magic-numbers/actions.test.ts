import { describe, expect, it } from "vitest";
import { GIVE, KEEP, parseAction, ROLL } from "./actions";

describe("parseAction (untrusted JSON)", () => {
  it.each([
    [{ type: "keep" }, KEEP],
    [{ type: "give", to: 3 }, GIVE[3]],
    [{ type: "roll", value: 6 }, ROLL[6]],
    [
      { type: "secrets", good: [1, 2], evil: [3, 4] },
      { type: "secrets", good: [1, 2], evil: [3, 4] },
    ],
    // Shape only: ranges that depend on the config are apply's job, with their own codes.
    [
      { type: "give", to: 12 },
      { type: "give", to: 12 },
    ],
    [
      { type: "roll", value: 0 },
      { type: "roll", value: 0 },
    ],
  ])("accepts %j", (input, expected) => {
    const r = parseAction(input);
    expect(r).toEqual({ ok: true, value: expected });
  });

  it("returns the shared constants for keep, give and roll", () => {
    expect(parseAction({ type: "keep" })).toEqual({ ok: true, value: KEEP });
    const g = parseAction({ type: "give", to: 1 });
    expect(g.ok && g.value).toBe(GIVE[1]);
    const r = parseAction({ type: "roll", value: 2 });
    expect(r.ok && r.value).toBe(ROLL[2]);
  });

  it("copies secrets so the caller's arrays cannot change a history later", () => {
    const good = [1, 2];
    const r = parseAction({ type: "secrets", good, evil: [3, 4] });
    good[0] = 6;
    expect(r.ok && r.value).toEqual({ type: "secrets", good: [1, 2], evil: [3, 4] });
  });

  it.each([
    [null, /not a Magic Numbers action: null/],
    [undefined, /not a Magic Numbers action/],
    ["keep", /not a Magic Numbers action: "keep"/],
    [42, /not a Magic Numbers action: 42/],
    [[{ type: "keep" }], /not a Magic Numbers action/],
    [{}, /unknown action type nothing/],
    [{ type: "pass" }, /unknown action type "pass"/],
    [{ type: "KEEP" }, /unknown action type "KEEP"/],
    [{ type: "keep", to: 1 }, /a keep action has no field "to"/],
    [{ type: "give" }, /a give action needs "to", a player index \(got nothing\)/],
    [{ type: "give", to: "1" }, /needs "to"/],
    [{ type: "give", to: 1.5 }, /needs "to".*1\.5/],
    [{ type: "give", to: Number.NaN }, /needs "to".*NaN/],
    [{ type: "give", to: 1, extra: true }, /a give action has no field "extra"/],
    [{ type: "roll", value: Number.POSITIVE_INFINITY }, /a roll action needs "value"/],
    [{ type: "roll", value: 2.5 }, /a roll action needs "value"/],
    [{ type: "roll", v: 2 }, /a roll action has no field "v"/],
    [{ type: "secrets", good: [1] }, /needs "evil"/],
    [{ type: "secrets", good: "12", evil: [1] }, /needs "good"/],
    [{ type: "secrets", good: [1, 0.5], evil: [1, 2] }, /needs "good"/],
    [{ type: "secrets", good: [1], evil: [null] }, /needs "evil"/],
    [{ type: "secrets", good: [1], evil: [2], seed: 1 }, /has no field "seed"/],
  ])("rejects %j", (input, message) => {
    const r = parseAction(input);
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.code).toBe("ERR_ACTION_SHAPE");
      expect(r.error.message).toMatch(message);
    }
  });
});
