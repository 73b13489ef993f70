import { numberLineGame, Rng } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { nearestOwners, pointsOf } from "./scoring";

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
