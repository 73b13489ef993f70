import type { magicNumbersGame } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { playTextMoves } from "../../play/textMoves";
import { magicNumbersTutorial as tut } from "./tutorial";

type Obs = magicNumbersGame.MagicNumbersObservation;
const NAMES = ["You", "Computer"];
const CONFIG = { players: 2, firstPlayer: 0, target: 30, goodBonus: 10 };

function obsAfter(moves: string[], viewer = 0, secrets = "secrets 4/2 6/1"): Obs {
  const { game, state } = playTextMoves("magic-numbers", CONFIG, [secrets, ...moves]);
  return game.observe(state, viewer) as Obs;
}

/** Your turns that bring you to `score` (rolls kept), the computer keeping 3s meanwhile. */
function at(score: number): string[] {
  const out: string[] = [];
  for (let s = 0; s < score; s += 5) out.push("roll 5", "keep", "roll 3", "keep");
  return out;
}

describe("magic-numbers tutorial", () => {
  it("gives advice for every kind of roll", () => {
    const rows: [string[], string, unknown][] = [
      [["roll 4"], "good", { type: "keep" }],
      [["roll 2"], "evilAtZero", { type: "keep" }],
      [[...at(10), "roll 2"], "evil", { type: "give", to: 1 }],
      [[...at(10), "roll 5"], "keep", { type: "keep" }],
      [[...at(25), "roll 5"], "exact", { type: "keep" }],
      [[...at(25), "roll 6"], "overshoot", { type: "keep" }],
      [[...at(25), "roll 4"], "overshoot", { type: "keep" }], // Good, but 35 > 30
    ];
    for (const [moves, key, suggest] of rows) {
      const a = tut.advise(obsAfter(moves), NAMES);
      expect([moves.join(","), a.main.key, a.suggest]).toEqual([moves.join(","), key, suggest]);
    }
  });

  it("notes a roll the computer gave you (perhaps its Evil number)", () => {
    const a = tut.advise(obsAfter(["roll 4", "keep", "roll 1", "give 0", "roll 3"]), NAMES);
    expect(a.note).toEqual({ key: "gotGift", params: { name: "Computer", n: 1 } });
  });

  it("the computer keeps every roll but its Evil number, which it gives away", () => {
    expect(tut.opponent(obsAfter(["roll 4", "keep", "roll 3"], 1))).toEqual({ type: "keep" });
    expect(
      tut.opponent(obsAfter(["roll 4", "keep", "roll 3", "keep", "roll 3", "keep", "roll 1"], 1)),
    ).toEqual({
      type: "give",
      to: 0,
    });
  });

  it("the hints never depend on the computer's secret numbers", () => {
    const a = tut.advise(obsAfter(["roll 4", "keep", "roll 1", "give 0", "roll 3"]), NAMES);
    const b = tut.advise(
      obsAfter(["roll 4", "keep", "roll 1", "give 0", "roll 3"], 0, "secrets 4/2 5/1"),
      NAMES,
    );
    expect(b).toEqual(a);
  });

  it("the summary reveals the computer's numbers at the end", () => {
    const end = obsAfter([...at(25), "roll 5", "keep"]);
    expect(end.result?.winners).toEqual([0]);
    expect(tut.summary(end, NAMES)).toEqual([
      { key: "endSecrets", params: { name: "Computer", good: 6, evil: 1, score: 15 } },
    ]);
  });
});
