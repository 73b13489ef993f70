// Which builder makes the log for an observation: the game's own (games/<game>/log.ts),
// found in the play pages' table, so the play, online and replay screens stay generic.

import type { ObservationBase } from "@number-games/engine";
import { PLAY_GAMES } from "../games/play";
import type { LogEntry } from "./entries";

export function buildLog(obs: ObservationBase<unknown>): readonly LogEntry[] {
  return PLAY_GAMES[obs.game].log(obs);
}
