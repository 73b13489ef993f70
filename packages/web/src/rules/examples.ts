// The example positions drawn on the rules pages, taken from docs/rules.md (each game's in
// games/<game>/rules.ts) and played through the engine's checked door, so a picture can
// never show an illegal position.

import type { GameId, ObservationBase } from "@number-games/engine";
import { PLAY_GAMES } from "../games/play";
import type { RulesExample } from "../games/types";
import { playTextMoves } from "../play/textMoves";

export type { RulesExample } from "../games/types";

/** The game's example (its config, moves and seat names). */
export function rulesExample(id: GameId): RulesExample {
  return PLAY_GAMES[id].rulesExample;
}

/** The example's position as a spectator sees it. Throws on a bad example (a bug). */
export function exampleObservation(id: GameId): ObservationBase<unknown> {
  const ex = rulesExample(id);
  const { game, state } = playTextMoves(id, ex.config, ex.moves);
  return game.observe(state, "spectator");
}
