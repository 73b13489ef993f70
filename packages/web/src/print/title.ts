// The print page's title and intro: "Print cards" for a game with cards, "Print score
// sheets" for one without (Magic Numbers), decided by the parts each game has, not its name.
// The tab's title (pageTitle.ts, in the app shell) uses it, so it takes the parts as a type
// only: the print options' module would bring every game's engine into the first load.

import type { GameId } from "@number-games/engine";
import type { GAME_PARTS } from "@number-games/print/options";

type HasCards = {
  readonly [G in GameId]: "cards" extends (typeof GAME_PARTS)[G][number] ? true : false;
};
/** Whether each game prints cards: GAME_PARTS says, and the type fails the build if not. */
const HAS_CARDS = {
  "take-or-pay": true,
  "number-line": true,
  "magic-numbers": false,
} as const satisfies HasCards;

const hasCards = (game: GameId | null): boolean => HAS_CARDS[game ?? "take-or-pay"];

export function printTitleKey(game: GameId | null): "print.title" | "print.titleSheets" {
  return hasCards(game) ? "print.title" : "print.titleSheets";
}

export function printIntroKey(game: GameId | null): "print.intro" | "print.introSheets" {
  return hasCards(game) ? "print.intro" : "print.introSheets";
}
