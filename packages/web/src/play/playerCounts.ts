// The table sizes a game allows with the options chosen in a set-up form (local games and
// online tables alike). The engine's parseConfig decides; each game's options form lives in
// its folder (`games/<game>/Options.tsx`, via `games/registry.ts`).

import type { GameId } from "@number-games/engine";
import { GAMES } from "@number-games/engine";
import type { Options } from "../games/types";

/** The table sizes this game allows with these options (asks the engine). */
export function playerCounts(game: GameId, options: Options): number[] {
  const g = GAMES[game];
  const out: number[] = [];
  for (let n = g.minPlayers; n <= g.maxPlayers; n++) {
    if (g.parseConfig({ ...options, players: n }).ok) out.push(n);
  }
  return out;
}
