// Take or Pay's entry in the play pages' table (`../play.ts`): its log, score breakdown,
// move texts, rules section and example, each from the file of that concept beside it.

import type { takeOrPayGame } from "@number-games/engine";
import type { PlayGame } from "../types";
import { takeOrPayBreakdown } from "./breakdown";
import { takeOrPayLog } from "./log";
import { takeOrPayContext, takeOrPayMoveText } from "./review";
import { takeOrPayExample, takeOrPayRulesSection } from "./rules";

export const takeOrPayPlay: PlayGame<takeOrPayGame.TakeOrPayObservation> = {
  log: takeOrPayLog,
  breakdown: takeOrPayBreakdown,
  chanceKey: "play.dealing",
  moveText: takeOrPayMoveText,
  decisionContext: takeOrPayContext,
  rulesSection: takeOrPayRulesSection,
  rulesExample: takeOrPayExample,
};
