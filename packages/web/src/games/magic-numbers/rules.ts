// Magic Numbers on the rules page and behind a table's "?": the section of the rule sheet
// that matters now (packages/print src/rules/en.ts; zh has the same sections in the same
// order), and the example position from docs/rules.md.

import type { magicNumbersGame } from "@number-games/engine";
import type { RulesExample } from "../types";

// Section indices of the sheet, by heading.
const SECTION = { turn: 1, applying: 2, winning: 3 } as const;

/** A roll waiting for keep or give is "Applying a roll". */
export function magicNumbersRulesSection(o: magicNumbersGame.MagicNumbersObservation): number {
  return o.phase === "over"
    ? SECTION.winning
    : o.phase === "decide"
      ? SECTION.applying
      : SECTION.turn;
}

/** docs/rules.md: after a keep and a give. */
export const magicNumbersExample: RulesExample = {
  config: { players: 3, target: 30 },
  moves: ["secrets 1/6 2/5 3/4", "roll 4", "keep", "roll 6", "give 0"],
  names: ["A", "B", "C"],
};
