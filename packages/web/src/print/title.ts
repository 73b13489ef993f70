// The print page's title and intro: "Print cards" for a game with cards, "Print score
// sheets" for one without, decided by the parts each game has (games/ids.ts GAME_FACTS),
// not its name. The tab's title (pageTitle.ts, in the app shell) uses it, so it takes the
// facts from the shell's light table: the print options' module would bring every game's
// engine into the first load.

import type { GameId } from "@number-games/engine";
import { DEFAULT_GAME, GAME_FACTS } from "../games/ids";

const hasCards = (game: GameId | null): boolean => GAME_FACTS[game ?? DEFAULT_GAME].printsCards;

export function printTitleKey(game: GameId | null): "print.title" | "print.titleSheets" {
  return hasCards(game) ? "print.title" : "print.titleSheets";
}

export function printIntroKey(game: GameId | null): "print.intro" | "print.introSheets" {
  return hasCards(game) ? "print.intro" : "print.introSheets";
}
