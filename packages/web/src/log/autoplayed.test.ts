// A computer's move for a person is marked by "the seat's n-th move", so every player action
// must make exactly one move entry in the log: checked over random games of every game, then
// the marking itself.

import { GAME_IDS, getGame, randomGame, TERMINAL } from "@number-games/engine";
import { autoplayedMoves } from "@number-games/protocol";
import { describe, expect, it } from "vitest";
import { isMove, markAutoplayed } from "./autoplayed";
import { buildLog } from "./build";

function playedGame(id: (typeof GAME_IDS)[number], seed: number) {
  const game = getGame(id);
  const cfg = game.parseConfig({ players: 3 });
  if (!cfg.ok) throw new Error(cfg.error.message);
  const end = randomGame(game, cfg.value, seed);
  // Who took each action: replay the history and ask before each step.
  const actors: number[] = [];
  let s = game.newGame(cfg.value);
  for (const a of game.history(end)) {
    const m = game.toMove(s);
    actors.push(typeof m === "number" && m >= 0 ? m : -1);
    const next = game.apply(s, a);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
  }
  expect(game.toMove(s)).toBe(TERMINAL);
  return { obs: game.observe(end, 0), actors };
}

describe("the log's moves and the players' actions", () => {
  for (const id of GAME_IDS) {
    it(`${id}: one move entry per player action, in each seat's order`, () => {
      for (const seed of [1, 2, 3]) {
        const { obs, actors } = playedGame(id, seed);
        const entries = buildLog(obs).filter(isMove);
        for (const seat of [0, 1, 2]) {
          expect(entries.filter((e) => e.player === seat).length, `seat ${seat}`).toBe(
            actors.filter((a) => a === seat).length,
          );
        }
      }
    });
  }

  it("marks exactly the moves the server names", () => {
    const { obs, actors } = playedGame("take-or-pay", 7);
    const index = actors.indexOf(1);
    const moves = autoplayedMoves(actors, [{ index, seat: 1, reason: "clock" }]);
    const marked = markAutoplayed(buildLog(obs), moves).filter((e) => e.autoplayed !== undefined);
    expect(marked).toHaveLength(1);
    expect(marked[0]!.player).toBe(1);
    // The first move of seat 1 in the log.
    expect(marked[0]).toEqual({
      ...buildLog(obs).find((e) => isMove(e) && e.player === 1),
      autoplayed: "clock",
    });
  });
});
