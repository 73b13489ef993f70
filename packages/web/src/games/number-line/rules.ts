// Number Line on the rules page and behind a table's "?": the section of the rule sheet that
// matters now (packages/print src/rules/en.ts; zh has the same sections in the same order),
// and the example position from docs/rules.md.

import type { numberLineGame } from "@number-games/engine";
import type { RulesExample } from "../types";

// Section indices of the sheet, by heading.
const SECTION = { turns: 1, rounds: 2, scoring: 3, winning: 4 } as const;

/** Round 1 is plain turns; round 2 on (the decoy round, tie-break rounds) is "The rounds". */
export function numberLineRulesSection(o: numberLineGame.NumberLineObservation): number {
  return o.result !== undefined ? SECTION.winning : o.round >= 2 ? SECTION.rounds : SECTION.turns;
}

/** docs/rules.md: round 1 with green 5, orange 4, red 6. */
export const numberLineExample: RulesExample = {
  config: { players: 3, firstPlayer: 0 },
  moves: ["5", "4", "6"],
  names: ["Green", "Orange", "Red"],
};
