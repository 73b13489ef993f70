// The generic search on positions whose answer is known.

import type { AnyGame } from "@number-games/engine";
import { getGame, Rng } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { ismcts } from "../src/index";

function play(game: AnyGame, raw: unknown, actions: unknown[]): unknown {
  const config = game.parseConfig(raw);
  if (!config.ok) throw new Error(config.error.message);
  let s = game.newGame(config.value);
  for (const a of actions) {
    const r = game.apply(s, a);
    if (!r.ok) throw new Error(r.error.message);
    s = r.value;
  }
  return s;
}

describe("ismcts", () => {
  it("keeps the roll that wins at once (Magic Numbers, random playouts)", () => {
    const game = getGame("magic-numbers");
    const turns: unknown[] = [{ type: "secrets", good: [1, 1], evil: [2, 2] }];
    // Player 0 keeps five 5s (25); player 1 keeps 3s (15); then player 0 rolls a 5.
    for (let k = 0; k < 5; k++) {
      turns.push({ type: "roll", value: 5 }, { type: "keep" });
      turns.push({ type: "roll", value: 3 }, { type: "keep" });
    }
    turns.push({ type: "roll", value: 5 });
    const s = play(game, { players: 2 }, turns);
    const obs = game.observe(s, 0);
    const r = ismcts(game, obs, Rng.fromSeed(1), { iterations: 300 });
    expect(game.actionFromId(r.id)).toEqual({ type: "keep" });
    const keep = r.stats.find((x) => x.id === r.id)!;
    expect(keep.value).toBe(1);
  });

  it("takes the last number that splits the line (Number Line round 1, 2 players)", () => {
    const game = getGame("number-line");
    // Player 0 on 3: player 1's best reply is 4 (7 points); any other number gives fewer.
    const s = play(game, { players: 2 }, [{ type: "place", number: 3 }]);
    const obs = game.observe(s, 1);
    const r = ismcts(game, obs, Rng.fromSeed(2), { iterations: 4000 });
    expect(game.actionFromId(r.id)).toEqual({ type: "place", number: 4 });
  });

  it("is deterministic for a seed and covers every legal root action", () => {
    const game = getGame("take-or-pay");
    const s = play(game, { players: 3 }, []);
    game.sampleChanceInPlace(s, Rng.fromSeed(3));
    const obs = game.observe(s, game.toMove(s));
    const a = ismcts(game, obs, Rng.fromSeed(9), { iterations: 200, treeDepth: 1 });
    const b = ismcts(game, obs, Rng.fromSeed(9), { iterations: 200, treeDepth: 1 });
    expect(a).toEqual(b);
    expect(a.stats.map((x) => x.id).sort()).toEqual([0, 1]);
    expect(a.stats.every((x) => x.visits > 0)).toBe(true);
  });
});
