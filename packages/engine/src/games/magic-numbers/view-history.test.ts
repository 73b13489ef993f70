import { describe, expect, it } from "vitest";
import { cfg, game, give, keep, play, roll, secrets } from "./testkit";

const config = cfg({ players: 3, target: 20 });
const turns = [roll(4), keep, roll(2), give(0), roll(5)];

describe("viewHistory", () => {
  it("hides the secrets from a spectator and shows a seat only its own numbers", () => {
    const s = play(config, [secrets([1, 2, 3], [6, 5, 4]), ...turns]);
    const rolls = turns.map((action) => ({ kind: "known", action }));
    expect(game.viewHistory(s, "spectator")).toEqual([{ kind: "hidden" }, ...rolls]);
    expect(game.viewHistory(s, 1)).toEqual([
      { kind: "partial", shown: { type: "secrets", good: [null, 2, null], evil: [null, 5, null] } },
      ...rolls,
    ]);
  });

  it("two games that differ only in the secrets look the same to a spectator", () => {
    const a = play(config, [secrets([1, 2, 3], [6, 5, 4]), ...turns]);
    const b = play(config, [secrets([3, 2, 1], [4, 5, 6]), ...turns]);
    expect(game.viewHistory(a, "spectator")).toEqual(game.viewHistory(b, "spectator"));
    expect(game.viewHistory(a, 1)).toEqual(game.viewHistory(b, 1));
    expect(game.viewHistory(a, 0)).not.toEqual(game.viewHistory(b, 0));
  });

  it("shows everything once the game is over", () => {
    // Seat 0's Good number is 1: it keeps a 1 (+10), seat 1 gives it a 1 (+10): 20, the target.
    const s = play(config, [secrets([1, 2, 3], [6, 5, 4]), roll(1), keep, roll(1), give(0)]);
    expect(game.toMove(s)).toBeLessThan(0);
    expect(game.result(s).winners).toEqual([0]);
    const all = game.history(s).map((action) => ({ kind: "known", action }));
    for (const v of [0, 1, 2, "spectator"] as const) expect(game.viewHistory(s, v)).toEqual(all);
  });
});
