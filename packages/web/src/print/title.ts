// The print page's title and intro: "Print cards" for a game with cards, "Print score
// sheets" for one without (Magic Numbers), decided by the parts each game has, not its name.

import type { GameId } from "@number-games/engine";
import { GAME_PARTS } from "@number-games/print/options";

const hasCards = (game: GameId | null): boolean =>
  (GAME_PARTS[game ?? "take-or-pay"] as readonly string[]).includes("cards");

export function printTitleKey(game: GameId | null): "print.title" | "print.titleSheets" {
  return hasCards(game) ? "print.title" : "print.titleSheets";
}

export function printIntroKey(game: GameId | null): "print.intro" | "print.introSheets" {
  return hasCards(game) ? "print.intro" : "print.introSheets";
}
