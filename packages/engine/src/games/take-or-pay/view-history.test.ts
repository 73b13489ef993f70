import { describe, expect, it } from "vitest";
import { takeOrPay as game } from "./index";
import { config, dealt, play } from "./testing";

const PAY = { type: "pay" } as const;
const TAKE = { type: "take" } as const;
const cfg = config({ players: 3, minCard: 1, maxCard: 6, removed: 2, tokens: 2 });

describe("viewHistory", () => {
  it("hides the deal from everyone until the end; pays and takes are public", () => {
    const s = play(dealt(cfg, [5, 1, 3, 4]), [PAY, PAY, TAKE, PAY]);
    const moves = [PAY, PAY, TAKE, PAY].map((action) => ({ kind: "known", action }));
    for (const v of [0, 1, 2, "spectator"] as const) {
      expect(game.viewHistory(s, v)).toEqual([{ kind: "hidden" }, ...moves]);
    }
  });

  it("two games that differ only in the unseen cards look the same to everyone", () => {
    // The same first card (5); the rest of the deck and the removed cards differ.
    const a = play(dealt(cfg, [5, 1, 3, 4]), [PAY, PAY]);
    const b = play(dealt(cfg, [5, 6, 2, 1]), [PAY, PAY]);
    for (const v of [0, 1, 2, "spectator"] as const) {
      expect(game.viewHistory(a, v)).toEqual(game.viewHistory(b, v));
    }
  });

  it("shows everything once the game is over", () => {
    const s = play(dealt(cfg, [5, 1, 3, 4]), [TAKE, TAKE, TAKE, TAKE]);
    expect(game.toMove(s)).toBeLessThan(0);
    const all = game.history(s).map((action) => ({ kind: "known", action }));
    for (const v of [0, 1, 2, "spectator"] as const) expect(game.viewHistory(s, v)).toEqual(all);
  });
});
