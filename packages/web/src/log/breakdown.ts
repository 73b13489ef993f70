// How each player's score came about, once the game is over: one list of lines per seat,
// in the same entry shape as the log (log/entries.ts) but with keys under `end.`. Built
// from the final observation, where everything is public (docs/rules.md), by the game's own
// builder (games/<game>/breakdown.ts, found in the play pages' table).

import type { ObservationBase } from "@number-games/engine";
import { PLAY_GAMES } from "../games/play";
import type { Breakdown } from "../games/types";

export type { Breakdown, BreakdownLine } from "../games/types";

export function buildBreakdown(obs: ObservationBase<unknown>): Breakdown {
  if (obs.result === undefined || !obs.result.terminal) return [];
  return PLAY_GAMES[obs.game].breakdown(obs);
}
