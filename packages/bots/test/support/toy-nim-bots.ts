// Toy Nim's bots entry (the tests' plug-in game, packages/engine/test/support/toy-nim.ts): what the
// game contributes to every level, registered at test time with
// `registerBotGame(TOY_NIM_ID, toyNimBots)`. The levels, ISMCTS and the arena are generic.

import type { AnyGame, Rng } from "@number-games/engine";
import type { ToyNimObservation, ToyNimState } from "../../../engine/test/support/toy-nim";
import { MAX_TAKE } from "../../../engine/test/support/toy-nim";
import type { GameBots, GameStrategy } from "../../src/index";

/**
 * Stones to take from a pile: all of them when they are few enough (a win now), else what
 * leaves a multiple of MAX_TAKE + 1 (the winning reply in a two-player game), else one.
 */
export function bestTake(pile: number): number {
  if (pile <= MAX_TAKE) return Math.max(1, pile);
  return pile % (MAX_TAKE + 1) || 1;
}

const take = (stones: number) => ({ type: "take", stones });

export const toyNimStrategy: GameStrategy = {
  // Wins when it can, else takes at random.
  easy(_game: AnyGame, observation, rng: Rng) {
    const { pile } = observation as ToyNimObservation;
    return pile <= MAX_TAKE ? take(Math.max(1, pile)) : take(1 + rng.int(MAX_TAKE));
  },
  medium(_game, observation) {
    return take(bestTake((observation as ToyNimObservation).pile));
  },
  // Action id of "take k" is k - 1.
  playoutPolicy: () => (state) => bestTake((state as ToyNimState).pile) - 1,
  hardIterations: 200,
  expertIterations: 400,
};

export const toyNimBots: GameBots = { strategy: toyNimStrategy };
