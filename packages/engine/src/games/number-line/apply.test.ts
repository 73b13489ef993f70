import { describe, expect, it } from "vitest";
import { config, play, randomState, snapshot, start } from "../../../test/support/number-line";
import { makeRecord, parseRecord, replayWith } from "../../core/record";
import { Rng } from "../../core/rng";
import type { NumberLineAction } from "./actions";
import { numberLine } from "./index";
import type { NumberLineState } from "./state";

function rejection(
  s: NumberLineState,
  action: NumberLineAction,
): { code: string; message: string } {
  const before = snapshot(s);
  const r = numberLine.apply(s, action);
  expect(snapshot(s)).toEqual(before); // the input state is never changed
  if (r.ok) throw new Error(`accepted ${JSON.stringify(action)}`);
  return r.error;
}

const round2 = () => play(start(2), "5", "6"); // orange to move, decoy round

describe("apply: every illegal placement is a Result with a stable code", () => {
  const cases: [string, () => NumberLineState, NumberLineAction, string, RegExp][] = [
    [
      "a decoy flag in round 1",
      () => start(2),
      { type: "place", number: 3, decoy: true },
      "ERR_DECOY_FLAG",
      /round 1 has no decoys/,
    ],
    [
      "no decoy flag in round 2",
      round2,
      { type: "place", number: 3 },
      "ERR_DECOY_FLAG",
      /player 1 \(orange\) must say whether the card is the decoy/,
    ],
    ["number 0", () => start(2), { type: "place", number: 0 }, "ERR_NUMBER_OFF_LINE", /1 to 10/],
    ["number 11", () => start(2), { type: "place", number: 11 }, "ERR_NUMBER_OFF_LINE", /1 to 10/],
    [
      "a fraction (only from code: parseAction refuses it)",
      () => start(2),
      { type: "place", number: 2.5 },
      "ERR_NUMBER_OFF_LINE",
      /2\.5 is not on the line/,
    ],
    [
      "a taken number",
      () => play(start(2), "5"),
      { type: "place", number: 5 },
      "ERR_NUMBER_TAKEN",
      /number 5 is taken this round: a card of player 0 \(green\) is on it/,
    ],
    [
      "a second decoy",
      () => play(round2(), "3d", "4r"),
      { type: "place", number: 8, decoy: true },
      "ERR_DECOY_TWICE",
      /player 1 \(orange\) already placed their decoy this round/,
    ],
    [
      "a second real card",
      () => play(round2(), "3r", "4r"),
      { type: "place", number: 8, decoy: false },
      "ERR_DECOY_TWICE",
      /must be the decoy/,
    ],
    [
      "any action after the end",
      () => play(round2(), "6r", "4r", "1d", "2d"),
      { type: "place", number: 3, decoy: true },
      "ERR_GAME_OVER",
      /the game is over/,
    ],
  ];
  it.each(cases)("%s", (_name, state, action, code, message) => {
    const e = rejection(state(), action);
    expect(e.code).toBe(code);
    expect(e.message).toMatch(message);
  });

  it("checks in a fixed order: game over, flag, line, taken, decoy twice", () => {
    const s = play(round2(), "3d", "4r");
    // Both taken and a second decoy: taken wins; both off the line and missing flag: flag wins.
    expect(rejection(s, { type: "place", number: 3, decoy: true }).code).toBe("ERR_NUMBER_TAKEN");
    expect(rejection(s, { type: "place", number: 99 }).code).toBe("ERR_DECOY_FLAG");
  });

  it("has no chance nodes: sampling chance is a bug, and no action is a chance action", () => {
    const s = start(3);
    const rng = Rng.fromSeed(1);
    expect(numberLine.chanceOutcomes(s)).toBeNull();
    expect(() => numberLine.sampleChance(s, rng)).toThrow(/no chance/);
    expect(() => numberLine.sampleChanceInPlace(s, rng)).toThrow(/no chance/);
    // Where other games would say ERR_CHANCE_TO_ACT / ERR_PLAYER_TO_ACT, a chance-looking
    // action here is simply not an action of this game.
    const deal = numberLine.parseAction({ type: "deal", deck: [1, 2] });
    expect(deal.ok ? "ok" : deal.error.code).toBe("ERR_ACTION_SHAPE");
  });

  it("accepts every legal action and leaves the input untouched", () => {
    const s = play(round2(), "3d");
    const before = snapshot(s);
    for (const a of numberLine.legalActions(s)) {
      const r = numberLine.apply(s, a);
      expect(r.ok).toBe(true);
    }
    expect(snapshot(s)).toEqual(before);
  });
});

describe("records", () => {
  it("a random game replays exactly from its record", () => {
    for (let seed = 0; seed < 20; seed++) {
      const cfg = config(2 + (seed % 4), seed % 2);
      const s = randomState(cfg, seed);
      const record = makeRecord(numberLine, s);
      const json = JSON.parse(JSON.stringify(record));
      const parsed = parseRecord(json);
      if (!parsed.ok) throw new Error(parsed.error.message);
      const replayed = replayWith(numberLine, parsed.value);
      if (!replayed.ok) throw new Error(replayed.error.message);
      expect(snapshot(replayed.value as NumberLineState)).toEqual(snapshot(s));
      expect(numberLine.history(s)).toHaveLength(s.histLen);
    }
  });

  it("names the index and the reason of an illegal action", () => {
    const record = {
      format: "number-games/record@1",
      game: "number-line",
      config: { players: 2 },
      actions: [
        { type: "place", number: 5 },
        { type: "place", number: 6 },
        { type: "place", number: 6, decoy: true },
        { type: "place", number: 6, decoy: false },
      ],
    } as const;
    const parsed = parseRecord(record);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const r = replayWith(numberLine, parsed.value);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.index).toBe(3);
    expect(r.error.code).toBe("ERR_NUMBER_TAKEN");
    expect(r.error.message).toMatch(/^action 3: number 6 is taken this round/);
  });

  it("history holds the shared frozen action objects, in order", () => {
    const s = play(start(2), "5", "6", "4r", "7d");
    const h = numberLine.history(s);
    expect(h).toEqual([
      { type: "place", number: 5 },
      { type: "place", number: 6 },
      { type: "place", number: 4, decoy: false },
      { type: "place", number: 7, decoy: true },
    ]);
    expect(h.every((a) => Object.isFrozen(a))).toBe(true);
    expect(h[0]).toBe(numberLine.actionFromId(numberLine.actionId(h[0]!)));
  });
});
