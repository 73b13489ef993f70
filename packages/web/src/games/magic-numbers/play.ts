// Magic Numbers's entry in the play pages' table (`../play.ts`): its log, score breakdown,
// move texts, rules section and example, each from the file of that concept beside it.

import type { magicNumbersGame } from "@number-games/engine";
import type { PlayGame } from "../types";
import { magicNumbersBreakdown } from "./breakdown";
import { magicNumbersLog } from "./log";
import { magicNumbersContext, magicNumbersMoveText } from "./review";
import { magicNumbersExample, magicNumbersRulesSection } from "./rules";

export const magicNumbersPlay: PlayGame<magicNumbersGame.MagicNumbersObservation> = {
  log: magicNumbersLog,
  breakdown: magicNumbersBreakdown,
  chanceKey: "play.rolling",
  moveText: magicNumbersMoveText,
  decisionContext: magicNumbersContext,
  rulesSection: magicNumbersRulesSection,
  rulesExample: magicNumbersExample,
};
