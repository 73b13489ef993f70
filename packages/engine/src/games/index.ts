// The registry of games. Generic code looks games up here by id and never branches on it.
// The built-in games (GAME_IDS, typed: every per-game table is checked for them at compile
// time) are registered when this module loads; `registerGame` adds another for the rest of
// the process (a game written outside the engine, or a test's toy game), and every lookup
// (getGame, isGameId, gameIds, records, replay) then finds it as it finds a built-in.

import type { AnyGame, GameId } from "../core/game";
import { GAME_IDS } from "../core/game";
import { addGameId } from "../core/game-ids";
import { magicNumbers } from "./magic-numbers";
import { numberLine } from "./number-line";
import { takeOrPay } from "./take-or-pay";

/** The built-in games by id. Lookups that must see registered games too use `getGame`. */
export const GAMES: Readonly<Record<GameId, AnyGame>> = {
  "number-line": numberLine,
  "take-or-pay": takeOrPay,
  "magic-numbers": magicNumbers,
};

/** Every registered game, built-ins first, in registration order. */
const registry = new Map<string, AnyGame>();

/** Lower-case words joined by single hyphens, at most 32 characters: fits URLs and commands. */
const GAME_ID_RE = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const MAX_GAME_ID_LENGTH = 32;

/**
 * Adds a game to the registry. Registering the same game again is a no-op; another game
 * under a taken id, or a malformed id, is a programming error and throws.
 */
export function registerGame(game: AnyGame): void {
  const id: string = game.id;
  if (typeof id !== "string" || id.length > MAX_GAME_ID_LENGTH || !GAME_ID_RE.test(id)) {
    throw new Error(
      `a game id must be lower-case words joined by hyphens, at most ${MAX_GAME_ID_LENGTH} characters (got ${JSON.stringify(id)})`,
    );
  }
  const known = registry.get(id);
  if (known === game) return;
  if (known !== undefined) {
    throw new Error(`another game with id ${JSON.stringify(id)} is already registered`);
  }
  registry.set(id, game);
  addGameId(id);
}

for (const id of GAME_IDS) registerGame(GAMES[id]);

// The ids' own module answers `isGameId` and `gameIds` (the built-ins, then every game
// registered here), for code that checks ids without loading the games.
export { gameIds, isGameId } from "../core/game-ids";

/** The registered game with this id; an id no game has is a programming error and throws. */
export function getGame(id: GameId): AnyGame {
  const game = registry.get(id);
  if (game === undefined) throw new Error(`no game is registered as ${JSON.stringify(id)}`);
  return game;
}
