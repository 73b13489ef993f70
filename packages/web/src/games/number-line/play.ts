// Number Line's entry in the play pages' table (`../play.ts`): its log, score breakdown,
// move texts, rules section and example, each from the file of that concept beside it.

import type { numberLineGame } from "@number-games/engine";
import type { PlayGame } from "../types";
import { numberLineBreakdown } from "./breakdown";
import { numberLineLog } from "./log";
import { numberLineContext, numberLineMoveText } from "./review";
import { numberLineExample, numberLineRulesSection } from "./rules";

export const numberLinePlay: PlayGame<numberLineGame.NumberLineObservation> = {
  log: numberLineLog,
  breakdown: numberLineBreakdown,
  chanceKey: "play.dealing",
  moveText: numberLineMoveText,
  decisionContext: numberLineContext,
  rulesSection: numberLineRulesSection,
  rulesExample: numberLineExample,
};
