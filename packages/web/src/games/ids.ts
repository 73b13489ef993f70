// The games' ids, and the few facts about each that pages need without loading any of the
// game's code: the app shell (the router, the tab's title) and light pages (print, the
// teacher's settings) read them. Importing a value from @number-games/engine here would put
// every game's engine in the first chunk every page loads (Rollup keeps a module a page
// reaches in that page's chunk), so the types tie these tables to the engine's and the print
// package's: same ids, same order, or the build fails.

import type { GAME_IDS as ENGINE_GAME_IDS, GameId } from "@number-games/engine";
import type { GAME_PARTS } from "@number-games/print/options";

export const GAME_IDS = [
  "number-line",
  "take-or-pay",
  "magic-numbers",
] as const satisfies typeof ENGINE_GAME_IDS;

/** The game the print page and a new class's form open on. */
export const DEFAULT_GAME: GameId = "take-or-pay";

export interface GameFacts {
  /** Its printed pieces include cards ("Print cards"; otherwise "Print score sheets"). */
  readonly printsCards: boolean;
  /**
   * Its cards are Chinese numerals: pinyin and Arabic numerals help read them (a class's
   * learning aids, the printed cards' options).
   */
  readonly numeralAids: boolean;
}

/** `printsCards` as GAME_PARTS says: the build fails if they disagree. */
type PrintsCards = {
  readonly [G in GameId]: GameFacts & {
    readonly printsCards: "cards" extends (typeof GAME_PARTS)[G][number] ? true : false;
  };
};

export const GAME_FACTS = {
  "number-line": { printsCards: true, numeralAids: false },
  "take-or-pay": { printsCards: true, numeralAids: true },
  "magic-numbers": { printsCards: false, numeralAids: false },
} as const satisfies PrintsCards;
