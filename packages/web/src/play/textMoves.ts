// A game played from its config and moves written in its text notation, through the engine's
// checked door: the rules pages' example positions, and tests that need a real position.
// Throws on a bad config or move (a bug in the caller's data, never user input).

import type { AnyGame, GameId } from "@number-games/engine";
import { getGame } from "@number-games/engine";

export function playTextMoves(
  id: GameId,
  config: unknown,
  moves: readonly string[],
): { readonly game: AnyGame; readonly state: unknown } {
  const game = getGame(id);
  const c = game.parseConfig(config);
  if (!c.ok) throw new Error(c.error.message);
  let state = game.newGame(c.value);
  for (const m of moves) {
    const a = game.parseActionText(m);
    if (!a.ok) throw new Error(`${m}: ${a.error.message}`);
    const next = game.apply(state, a.value);
    if (!next.ok) throw new Error(`${m}: ${next.error.message}`);
    state = next.value;
  }
  return { game, state };
}
