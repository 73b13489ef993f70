// Which part of the rules matters now, for the "?" on a table: the index of a section of the
// rule sheet (packages/print src/rules/en.ts; zh has the same sections in the same order),
// as each game decides it (games/<game>/rules.ts).

import type { ObservationBase } from "@number-games/engine";
import { PLAY_GAMES } from "../games/play";

export function rulesSection(obs: ObservationBase<unknown>): number {
  return PLAY_GAMES[obs.game].rulesSection(obs);
}

export function rulesHref(obs: ObservationBase<unknown>): string {
  return `/rules/${obs.game}#rules-${rulesSection(obs)}`;
}
