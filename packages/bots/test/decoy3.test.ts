// The 3-player decoy round (games/number-line/decoy3.ts) on a line of 6 numbers: CFR+ drives
// every player's exploitability towards 0 in the points game; the best responses equal an
// independent, plainly written best response; the paranoid games (one player against the
// other two sharing what they know) are zero-sum, their NashConv shrinks with iterations, and
// a player guarantees no more against the coalition than it gets in the points equilibrium.

import { describe, expect, it } from "vitest";
import { solveDecoy3 } from "../src/games/number-line/decoy3";
import { naiveBestResponse, roundPoints } from "./support/decoy3-naive";

const L = 6;
// The points game's equilibrium, solved once for both describes (one solve is seconds of CPU).
const sol = solveDecoy3({ length: L, iterations: 300 });

describe("3-player decoy round, points game", () => {
  it("every player's exploitability is small and no best response is below the value", () => {
    for (let p = 0; p < 3; p++) {
      expect(sol.exploitability[p]).toBeGreaterThanOrEqual(-1e-9);
      expect(sol.exploitability[p]).toBeLessThan(1e-3);
    }
    // L = 6 has six numbers to share: the round's points add up to at most 6.
    const total = sol.values.reduce((a, b) => a + b, 0);
    expect(total).toBeLessThanOrEqual(6 + 1e-9);
    expect(total).toBeGreaterThan(4);
  });

  it("the best responses equal an independent computation", () => {
    for (let p = 0; p < 3; p++) {
      const naive = naiveBestResponse(
        L,
        sol.strategy,
        [0, 1, 2],
        p,
        (r) => roundPoints(L, r),
        (pts) => pts[p]!,
      );
      expect(sol.bestResponses[p]).toBeCloseTo(naive, 9);
    }
  });

  it("fewer iterations are more exploitable", () => {
    const rough = solveDecoy3({ length: L, iterations: 10 });
    const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(rough.exploitability)).toBeGreaterThan(sum(sol.exploitability));
  });
});

describe("3-player decoy round, paranoid games", () => {
  it.each([0, 1, 2])("player %i against the other two", (player) => {
    const few = solveDecoy3({ length: L, iterations: 50, game: { kind: "paranoid", player } });
    const many = solveDecoy3({ length: L, iterations: 400, game: { kind: "paranoid", player } });
    // Zero-sum: the two teams' values are opposite; NashConv = the sum of best responses.
    expect(many.values[0]! + many.values[1]!).toBeCloseTo(0, 9);
    const nashConv = (s: typeof many) => s.bestResponses[0]! + s.bestResponses[1]!;
    expect(nashConv(many)).toBeGreaterThanOrEqual(-1e-9);
    expect(nashConv(many)).toBeLessThan(nashConv(few));
    expect(nashConv(many)).toBeLessThan(0.1);
    // What the player can guarantee is at most its equilibrium points (up to the tolerances).
    expect(many.values[0]! - nashConv(many)).toBeLessThanOrEqual(sol.values[player]! + 1e-3);
    const team = [0, 1, 2].map((p) => (p === player ? 0 : 1));
    const naive0 = naiveBestResponse(
      L,
      many.strategy,
      team,
      0,
      (r) => roundPoints(L, r),
      (pts) => pts[player]!,
    );
    const naive1 = naiveBestResponse(
      L,
      many.strategy,
      team,
      1,
      (r) => roundPoints(L, r),
      (pts) => -pts[player]!,
    );
    expect(many.bestResponses[0]).toBeCloseTo(naive0, 9);
    expect(many.bestResponses[1]).toBeCloseTo(naive1, 9);
  });
});
