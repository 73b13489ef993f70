// What a reviewed decision was about, from the record up to it (Take or Pay's face-up card
// and its pot, Magic Numbers' roll), as each game says it (games/<game>/review.ts). The
// review covers finished games, whose records hold everything, so nothing here is a secret
// any more.

import type { GameId } from "@number-games/engine";
import { PLAY_GAMES } from "../games/play";
import type { Tr } from "../games/types";

/** The situation before action `index` in words, or null when the move says it all. */
export function decisionContext(
  game: GameId,
  actions: readonly unknown[],
  index: number,
  t: Tr,
): string | null {
  return PLAY_GAMES[game].decisionContext(actions.slice(0, index), t);
}
