// The three tutorials, one per game (every switch over games is this table).

import type { GameId } from "@number-games/engine";
import { magicNumbersTutorial } from "./magic-numbers";
import { numberLineTutorial } from "./number-line";
import { takeOrPayTutorial } from "./take-or-pay";
import type { AnyTutorial, TutorialGame } from "./types";

// biome-ignore lint/suspicious/noExplicitAny: each tutorial reads its own game's observation
const TABLE: Readonly<{ [G in GameId]: TutorialGame<G, any> }> = {
  "number-line": numberLineTutorial,
  "take-or-pay": takeOrPayTutorial,
  "magic-numbers": magicNumbersTutorial,
};

/** Each game's tutorial, its types erased for generic code. */
export const TUTORIALS: Readonly<Record<GameId, AnyTutorial>> = TABLE;
