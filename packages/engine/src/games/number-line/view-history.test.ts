import { describe, expect, it } from "vitest";
import { play, start, tieRound } from "../../../test/support/number-line";
import { numberLine } from "./index";

/** Round 1 done (green 5, orange 6); in round 2 orange put its decoy on 3, green its real 7. */
const midRound2 = () => play(start(2), "5", "6", "3d", "7r");

describe("viewHistory", () => {
  it("hides another player's decoy flag in the current decoy round, from seats and spectators", () => {
    const s = midRound2();
    const round1 = [
      { kind: "known", action: { type: "place", number: 5 } },
      { kind: "known", action: { type: "place", number: 6 } },
    ];
    expect(numberLine.viewHistory(s, "spectator")).toEqual([
      ...round1,
      { kind: "partial", shown: { type: "place", number: 3 } },
      { kind: "partial", shown: { type: "place", number: 7 } },
    ]);
    expect(numberLine.viewHistory(s, 0)).toEqual([
      ...round1,
      { kind: "partial", shown: { type: "place", number: 3 } },
      { kind: "known", action: { type: "place", number: 7, decoy: false } },
    ]);
    expect(numberLine.viewHistory(s, 1)).toEqual([
      ...round1,
      { kind: "known", action: { type: "place", number: 3, decoy: true } },
      { kind: "partial", shown: { type: "place", number: 7 } },
    ]);
  });

  it("two games that differ only in hidden decoy choices look the same to a spectator", () => {
    // Round 2 starts with seat 1: seats 1 and 2 have placed one card each, seat 0 none.
    const a = play(start(3), "2", "5", "8", "1r", "4d");
    const b = play(start(3), "2", "5", "8", "1d", "4r");
    expect(numberLine.viewHistory(a, "spectator")).toEqual(numberLine.viewHistory(b, "spectator"));
    expect(numberLine.viewHistory(a, 0)).toEqual(numberLine.viewHistory(b, 0));
    expect(numberLine.viewHistory(a, 1)).not.toEqual(numberLine.viewHistory(b, 1));
    expect(numberLine.viewHistory(a, 2)).not.toEqual(numberLine.viewHistory(b, 2));
  });

  it("a decoy flag is everyone's once its round is scored, while the game goes on", () => {
    // Rounds 2 and 3 tie, so round 4 (a decoy round) is being played.
    let s = tieRound(tieRound(tieRound(start(2))));
    const before = numberLine.history(s).length;
    s = play(s, "4r", "6d");
    expect(s.round).toBe(4);
    const view = numberLine.viewHistory(s, "spectator");
    expect(view.slice(0, before).every((v) => v.kind === "known")).toBe(true);
    expect(view.slice(0, before)).toEqual(
      numberLine
        .history(s)
        .slice(0, before)
        .map((action) => ({ kind: "known", action })),
    );
    expect(view.slice(before)).toEqual([
      { kind: "partial", shown: { type: "place", number: 4 } },
      { kind: "partial", shown: { type: "place", number: 6 } },
    ]);
  });

  it("shows everything once the game is over", () => {
    let s = midRound2();
    s = play(s, "8r", "1d"); // round 2 ends: green 7 real vs orange 8 real, green leads
    expect(numberLine.toMove(s)).toBeLessThan(0);
    const all = numberLine.history(s).map((action) => ({ kind: "known", action }));
    for (const v of [0, 1, "spectator"] as const) {
      expect(numberLine.viewHistory(s, v)).toEqual(all);
    }
  });
});
