import { numberLineGame, Rng, takeOrPayGame } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { cycleMark, EMPTY_NOTES, setMark, setText } from "./notepad";
import { nearestOwners, pointsOf } from "./numberLineScoring";
import { cardPoints, groupRuns } from "./runs";

describe("Take or Pay runs", () => {
  // The seed's worked examples (RULES.md section 2).
  const table: [number[], number][] = [
    [[4, 8, 12], 24],
    [[4, 11, 12], 15],
    [[28, 29, 30], 28],
    [[7, 8], 7],
    [[4, 15, 27], 46],
    [[], 0],
  ];
  for (const [cards, points] of table) {
    it(`${JSON.stringify(cards)} scores ${points}`, () => {
      expect(cardPoints(cards)).toBe(points);
      expect(cardPoints(cards)).toBe(takeOrPayGame.cardPoints(cards));
    });
  }

  it("groups unsorted cards into ascending runs with the lowest card scoring", () => {
    expect(groupRuns([12, 3, 5, 4, 11, 30])).toEqual([
      { cards: [3, 4, 5], scoring: 3 },
      { cards: [11, 12], scoring: 11 },
      { cards: [30], scoring: 30 },
    ]);
  });

  it("agrees with the engine's runs on random hands", () => {
    const rng = Rng.fromSeed("runs");
    for (let i = 0; i < 200; i++) {
      const hand = [...new Set(Array.from({ length: rng.int(12) }, () => 1 + rng.int(36)))];
      expect(groupRuns(hand).map((r) => r.cards)).toEqual(takeOrPayGame.runsOf(hand));
    }
  });
});

describe("Number Line number-by-number scoring", () => {
  it("gives each number to the strictly nearest player; ties score nobody", () => {
    // Green on 3, orange on 6: 1..4 green (4 and 5: 4 is nearer 3; 5 nearer 6? |5-3|=2, |5-6|=1).
    const owners = nearestOwners(10, [
      { player: 0, number: 3 },
      { player: 1, number: 6 },
    ]);
    expect(owners).toEqual([0, 0, 0, 0, 1, 1, 1, 1, 1, 1]);
    const tie = nearestOwners(5, [
      { player: 0, number: 1 },
      { player: 1, number: 5 },
    ]);
    expect(tie[2]).toBeNull();
  });

  it("never ties a player with their own card", () => {
    const owners = nearestOwners(10, [
      { player: 2, number: 4 },
      { player: 2, number: 6 },
    ]);
    expect(owners.every((o) => o === 2)).toBe(true);
  });

  it("matches the engine's round scores in every scored round of random games", () => {
    const g = numberLineGame.numberLine;
    for (let seed = 0; seed < 60; seed++) {
      const players = 2 + (seed % 4);
      const rng = Rng.fromSeed(seed);
      const cfg = g.parseConfig({ players });
      if (!cfg.ok) throw new Error("config");
      let s = g.newGame(cfg.value);
      while (g.actor(s).kind === "player") {
        const legal = g.legalActions(s);
        const next = g.apply(s, legal[rng.int(legal.length)]!);
        if (!next.ok) throw new Error("apply");
        s = next.value;
      }
      const obs = g.observe(s, "spectator");
      for (const r of obs.rounds) {
        const cards = r.placements.filter((p) => p.decoy !== true);
        expect(pointsOf(nearestOwners(r.lineLength, cards), players)).toEqual(r.points);
      }
    }
  });
});

describe("Magic Numbers notepad", () => {
  it("cycles blank → good → evil → not → blank", () => {
    expect(cycleMark("")).toBe("good");
    expect(cycleMark("good")).toBe("evil");
    expect(cycleMark("evil")).toBe("no");
    expect(cycleMark("no")).toBe("");
  });
  it("marks one face of one player without touching the rest", () => {
    const n = setMark(setMark(EMPTY_NOTES, 1, 3, 6), 2, 6, 6);
    expect(n.marks[1]).toEqual(["", "", "good", "", "", ""]);
    expect(n.marks[2]?.[5]).toBe("good");
    expect(EMPTY_NOTES.marks).toEqual({});
    expect(setText(n, 1, "x".repeat(900)).text[1]?.length).toBe(500);
  });
});
