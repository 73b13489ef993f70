// Which game ids exist: the built-in ids (GAME_IDS) and those of games registered since
// (games/index.ts adds them). Apart from the games' registry so that a client that only
// checks ids (the protocol's schemas) does not load every game's rules with it.

import type { GameId } from "./game";
import { GAME_IDS } from "./game";

/** Every known id, built-ins first, in registration order. */
const ids = new Set<string>(GAME_IDS);

/** Whether `x` is the id of a registered game. */
export function isGameId(x: unknown): x is GameId {
  return typeof x === "string" && ids.has(x);
}

/** The ids of every registered game: GAME_IDS, then the games registered since, in order. */
export function gameIds(): readonly GameId[] {
  return [...ids] as GameId[];
}

/** Records a registered game's id; only the registry (games/index.ts) calls it. */
export function addGameId(id: string): void {
  ids.add(id);
}
