// The example positions drawn on the rules pages, taken from docs/rules.md and played
// through the engine's checked door, so a picture can never show an illegal position.

import type { GameId, ObservationBase } from "@number-games/engine";
import { playTextMoves } from "../play/textMoves";

export interface RulesExample {
  readonly config: unknown;
  readonly moves: readonly string[];
  readonly names: readonly string[];
}

/** docs/rules.md examples: Number Line round 1 (green 5, orange 4, red 6); a Take or Pay
 * table after two pays and a take; Magic Numbers after a keep and a give. */
export const RULES_EXAMPLES: Readonly<Record<GameId, RulesExample>> = {
  "number-line": {
    config: { players: 3, firstPlayer: 0 },
    moves: ["5", "4", "6"],
    names: ["Green", "Orange", "Red"],
  },
  "take-or-pay": {
    config: { players: 3 },
    moves: [
      `deal ${[27, 28, 30, 5, 6, 7, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 29, 31, 32, 33, 34, 35, 36, 3, 4].join(" ")}`,
      "take",
      "pay",
      "pay",
      "pay",
      "take",
    ],
    names: ["A", "B", "C"],
  },
  "magic-numbers": {
    config: { players: 3, target: 30 },
    moves: ["secrets 1/6 2/5 3/4", "roll 4", "keep", "roll 6", "give 0"],
    names: ["A", "B", "C"],
  },
};

/** The example's position as a spectator sees it. Throws on a bad example (a bug). */
export function exampleObservation(id: GameId): ObservationBase<unknown> {
  const ex = RULES_EXAMPLES[id];
  const { game, state } = playTextMoves(id, ex.config, ex.moves);
  return game.observe(state, "spectator");
}
