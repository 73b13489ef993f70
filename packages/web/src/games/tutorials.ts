// The guided first games (/learn/<game>), one per game, each in its folder
// (`./<game>/tutorial.ts`); the tutorial page and its session (tutorial/) ask this table and
// never name a game. Apart from `registry.ts` and `play.ts` because only the tutorial page
// loads the tutorials.

import type { GameId } from "@number-games/engine";
import type { AnyTutorial, TutorialGame } from "../tutorial/types";
import { magicNumbersTutorial } from "./magic-numbers/tutorial";
import { numberLineTutorial } from "./number-line/tutorial";
import { takeOrPayTutorial } from "./take-or-pay/tutorial";

// biome-ignore lint/suspicious/noExplicitAny: each tutorial reads its own game's observation
const TABLE: Readonly<{ [G in GameId]: TutorialGame<G, any> }> = {
  "number-line": numberLineTutorial,
  "take-or-pay": takeOrPayTutorial,
  "magic-numbers": magicNumbersTutorial,
};

/** Each game's tutorial, its types erased for generic code. */
export const TUTORIALS: Readonly<Record<GameId, AnyTutorial>> = TABLE;
