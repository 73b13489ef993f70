// Which builder makes the log for an observation: the one table keyed by game id, so the
// play, online and replay screens stay generic.

import type { GameId, ObservationBase } from "@number-games/engine";
import { magicNumbersLog } from "../games/magic-numbers/log";
import { numberLineLog } from "../games/number-line/log";
import { takeOrPayLog } from "../games/take-or-pay/log";
import type { LogEntry } from "./entries";

// biome-ignore lint/suspicious/noExplicitAny: each builder takes its own game's observation
const BUILDERS: Readonly<Record<GameId, (obs: any) => readonly LogEntry[]>> = {
  "number-line": numberLineLog,
  "take-or-pay": takeOrPayLog,
  "magic-numbers": magicNumbersLog,
};

export function buildLog(obs: ObservationBase<unknown>): readonly LogEntry[] {
  return BUILDERS[obs.game](obs);
}
