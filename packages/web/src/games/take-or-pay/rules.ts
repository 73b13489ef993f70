// Take or Pay on the rules page and behind a table's "?": the section of the rule sheet that
// matters now (packages/print src/rules/en.ts; zh has the same sections in the same order),
// and the example position from docs/rules.md.

import type { takeOrPayGame } from "@number-games/engine";
import type { RulesExample } from "../types";

// Section indices of the sheet, by heading.
const SECTION = { play: 1, scoring: 2 } as const;

/** Take or pay is "Play"; the end is "Scoring" (runs and tokens). */
export function takeOrPayRulesSection(o: takeOrPayGame.TakeOrPayObservation): number {
  return o.result !== undefined ? SECTION.scoring : SECTION.play;
}

/** docs/rules.md: a table after two pays and a take. */
export const takeOrPayExample: RulesExample = {
  config: { players: 3 },
  moves: [
    `deal ${[27, 28, 30, 5, 6, 7, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 29, 31, 32, 33, 34, 35, 36, 3, 4].join(" ")}`,
    "take",
    "pay",
    "pay",
    "pay",
    "take",
  ],
  names: ["A", "B", "C"],
};
