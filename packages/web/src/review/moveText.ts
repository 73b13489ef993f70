// A move in the page's language ("place the decoy on 6", "把点数送给 Ben"), from the action
// itself, for the review and the replay's step line; chance moves say what happened without
// their secrets (a deal never lists the deck). Each game words its own moves
// (games/<game>/review.ts); the engine's notation is the fallback.

import type { GameId } from "@number-games/engine";
import { PLAY_GAMES } from "../games/play";
import type { Tr } from "../games/types";

export function moveText(
  game: GameId,
  action: unknown,
  fallback: string,
  t: Tr,
  names: readonly string[],
): string {
  return PLAY_GAMES[game].moveText(action, t, names) ?? fallback;
}
