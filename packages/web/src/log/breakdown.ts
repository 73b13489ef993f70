// How each player's score came about, once the game is over: one list of lines per seat,
// in the same entry shape as the log (log/entries.ts) but with keys under `end.`. Built
// from the final observation, where everything is public (docs/rules.md).

import type { GameId, ObservationBase } from "@number-games/engine";
import { magicNumbersBreakdown } from "../games/magic-numbers/breakdown";
import { numberLineBreakdown } from "../games/number-line/breakdown";
import { takeOrPayBreakdown } from "../games/take-or-pay/breakdown";

export interface BreakdownLine {
  readonly key: string;
  readonly params?: Readonly<Record<string, number | string>>;
  /** Parameters that are seats, named by the component. */
  readonly seats?: Readonly<Record<string, number>>;
}

/** One entry per seat; empty before the game is over. */
export type Breakdown = readonly (readonly BreakdownLine[])[];

// biome-ignore lint/suspicious/noExplicitAny: each builder takes its own game's observation
const BUILDERS: Readonly<Record<GameId, (obs: any) => Breakdown>> = {
  "number-line": numberLineBreakdown,
  "take-or-pay": takeOrPayBreakdown,
  "magic-numbers": magicNumbersBreakdown,
};

export function buildBreakdown(obs: ObservationBase<unknown>): Breakdown {
  if (obs.result === undefined || !obs.result.terminal) return [];
  return BUILDERS[obs.game](obs);
}
