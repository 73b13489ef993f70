// Toy Nim's own rules, as a worked example (the conformance suite checks the contract):
// a take larger than the pile empties it, and whoever takes the last stone wins.

import { describe, expect, it } from "vitest";
import type { ToyNimAction, ToyNimState } from "./support/toy-nim";
import { MAX_PILE, MIN_PILE, toyNim } from "./support/toy-nim";

function play(config: unknown, actions: ToyNimAction[]): ToyNimState {
  const cfg = toyNim.parseConfig(config);
  if (!cfg.ok) throw new Error(cfg.error.message);
  let s = toyNim.newGame(cfg.value);
  for (const a of actions) {
    const next = toyNim.apply(s, a);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
  }
  return s;
}

const take = (stones: number): ToyNimAction => ({ type: "take", stones });

describe("Toy Nim", () => {
  it("chance makes a pile of 10 to 20 stones, each equally likely", () => {
    const outcomes = toyNim.chanceOutcomes(toyNim.newGame({ players: 2, firstPlayer: 0 }));
    expect(outcomes?.map((o) => o.action)).toEqual(
      Array.from({ length: MAX_PILE - MIN_PILE + 1 }, (_, i) => ({
        type: "pile",
        stones: MIN_PILE + i,
      })),
    );
    expect(outcomes?.reduce((sum, o) => sum + o.probability, 0)).toBeCloseTo(1);
  });

  it("players take in turn from firstPlayer; a take larger than the pile empties it and wins", () => {
    const s = play({ players: 3, firstPlayer: 2 }, [
      { type: "pile", stones: 10 },
      take(3), // player 2: 7 left
      take(3), // player 0: 4 left
      take(2), // player 1: 2 left
      take(3), // player 2 takes the last 2 stones
    ]);
    expect(toyNim.result(s)).toEqual({ terminal: true, scores: [0, 0, 1], winners: [2] });
    expect(toyNim.formatObservation(toyNim.observe(s, "spectator"))).toBe(
      "Toy Nim, 3 players: 0 of 10 stones left\ntakes so far: 3, 3, 2, 3\nplayer 2 took the last stone and wins",
    );
  });

  it("text notation: take 2, pile 14", () => {
    expect(toyNim.parseActionText(" Take 2 ")).toEqual({ ok: true, value: take(2) });
    expect(toyNim.formatAction({ type: "pile", stones: 14 })).toBe("pile 14");
    const far = toyNim.parseActionText("take 4");
    expect(!far.ok && far.error.code).toBe("ERR_ACTION_SHAPE");
    const nonsense = toyNim.parseActionText("give 2");
    expect(!nonsense.ok && nonsense.error.code).toBe("ERR_PARSE");
  });
});
