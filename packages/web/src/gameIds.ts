// The game ids and the few facts the home page needs, without importing the engine (the
// home page must stay light; boards and the engine load on demand). A unit test checks
// these against the engine's registry.

import type { GameId } from "@number-games/engine";

export const GAME_IDS: readonly GameId[] = ["number-line", "take-or-pay", "magic-numbers"];

export interface GameFacts {
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly defaultPlayers: number;
}

export const GAME_FACTS: Readonly<Record<GameId, GameFacts>> = {
  "number-line": { minPlayers: 2, maxPlayers: 5, defaultPlayers: 3 },
  "take-or-pay": { minPlayers: 3, maxPlayers: 7, defaultPlayers: 4 },
  "magic-numbers": { minPlayers: 2, maxPlayers: 8, defaultPlayers: 3 },
};
