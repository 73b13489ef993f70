import type { numberLineGame } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { playTextMoves } from "../../play/textMoves";
import { bestNumber, numberLineTutorial as tut } from "./tutorial";

type Obs = numberLineGame.NumberLineObservation;
const NAMES = ["You", "Computer"];

function obsAfter(moves: string[], viewer = 0): Obs {
  const { game, state } = playTextMoves("number-line", { players: 2, firstPlayer: 0 }, moves);
  return game.observe(state, viewer) as Obs;
}

describe("number-line tutorial", () => {
  it("round 1, first card: the middle (5 and 6 tie; the lower one)", () => {
    const a = tut.advise(obsAfter([]), NAMES);
    expect(a.main.key).toBe("middle");
    expect(a.suggest).toEqual({ type: "place", number: 5 });
  });

  it("picks the number that wins the most beside another card", () => {
    // The computer on 3: 4 claims 4..10 (7 numbers).
    expect(bestNumber(obsAfter(["7"], 1), 1)).toEqual({ number: 6, points: 6 });
    expect(bestNumber(obsAfter(["3"], 1), 1)).toEqual({ number: 4, points: 7 });
  });

  it("decoy round: block with the decoy first, real card last", () => {
    // Round 1: you 5, computer 8. Round 2: the computer opens on 5 (hidden to you).
    const first = tut.advise(obsAfter(["5", "8", "5 decoy"]), NAMES);
    expect(first.note).toEqual({
      key: "scored",
      params: { round: 1, you: 6, name: "Computer", them: 4 },
    });
    expect(first.main.key).toBe("decoyFirstAfter");
    expect(first.suggest).toEqual({ type: "place", number: 6, decoy: true });
    const last = tut.advise(obsAfter(["5", "8", "5 decoy", "6 decoy", "4 real"]), NAMES);
    expect(last.main).toEqual({
      key: "realLast",
      params: { n: 7, points: 4, name: "Computer" },
    });
    expect(last.suggest).toEqual({ type: "place", number: 7, decoy: false });
  });

  it("a real card first leaves the decoy for last, to block", () => {
    const a = tut.advise(obsAfter(["5", "8", "5 decoy", "7 real", "4 real"]), NAMES);
    expect(a.main.key).toBe("decoyLast");
    expect((a.suggest as { decoy: boolean }).decoy).toBe(true);
  });

  it("the computer follows its script, then plays the best number", () => {
    expect(tut.opponent(obsAfter(["5"], 1))).toEqual({ type: "place", number: 8 });
    // 8 taken by the learner: the best answer to 8 instead.
    expect(tut.opponent(obsAfter(["8"], 1))).toEqual({ type: "place", number: 7 });
    expect(tut.opponent(obsAfter(["5", "8"], 1))).toEqual({
      type: "place",
      number: 5,
      decoy: true,
    });
  });

  it("the summary names the computer's decoy once the round is scored", () => {
    const end = obsAfter(["5", "8", "5 decoy", "6 decoy", "4 real", "7 real"]);
    expect(end.result?.winners).toEqual([0]);
    expect(tut.summary(end, NAMES)).toEqual([
      { key: "endDecoy", params: { round: 2, name: "Computer", n: 5, yours: 6 } },
    ]);
  });

  it("never tells the learner which of the computer's cards is the decoy before the reveal", () => {
    // The same public moves with the computer's decoy on 5 or on 4: the same advice.
    const a = tut.advise(obsAfter(["5", "8", "5 decoy", "6 decoy", "4 real"]), NAMES);
    const b = tut.advise(obsAfter(["5", "8", "5 real", "6 decoy", "4 decoy"]), NAMES);
    expect(b).toEqual(a);
  });
});
