// The web app's one registry of games: for each game id, everything the generic pages
// (home, set-up, lobby, game view, replays, online tables) need to show it. Each game's
// pieces live in its own folder (`./<game>/`). This module imports no engine code at run
// time and loads the boards on demand, so the home page stays light. Unit tests check it
// covers every game of the engine (`registry.test.ts`).

import type { GameId } from "@number-games/engine";
import type { ComponentType, LazyExoticComponent } from "react";
import { lazy } from "react";
import MagicNumbersOptions, { MN_RANGES } from "./magic-numbers/Options";
import MagicNumbersPicture from "./magic-numbers/Picture";
import NumberLineOptions from "./number-line/Options";
import NumberLinePicture from "./number-line/Picture";
import TakeOrPayOptions from "./take-or-pay/Options";
import TakeOrPayPicture from "./take-or-pay/Picture";
import type { BoardProps, Options, OptionsProps } from "./types";

// biome-ignore lint/suspicious/noExplicitAny: each board narrows the observation it renders
type AnyBoard = LazyExoticComponent<ComponentType<BoardProps<any>>>;

export interface WebGame {
  /** Renders one observation; loaded on demand. */
  readonly Board: AnyBoard;
  /** The game's own set-up fields (local games and online tables alike). */
  readonly Options: ComponentType<OptionsProps>;
  /** The small drawing on the home page. */
  readonly Picture: ComponentType;
  readonly defaultOptions: Options;
  /** The table size the set-up forms start with (within the engine's limits). */
  readonly defaultPlayers: number;
  /** Whole-number options and the range the form accepts (the Options form shows them). */
  readonly ranges?: Readonly<Record<string, readonly [min: number, max: number]>>;
}

export const WEB_GAMES: Readonly<Record<GameId, WebGame>> = {
  "number-line": {
    Board: lazy(() => import("./number-line/Board")),
    Options: NumberLineOptions,
    Picture: NumberLinePicture,
    defaultOptions: {},
    defaultPlayers: 3,
  },
  "take-or-pay": {
    Board: lazy(() => import("./take-or-pay/Board")),
    Options: TakeOrPayOptions,
    Picture: TakeOrPayPicture,
    defaultOptions: { preset: "classroom", openTokens: false },
    defaultPlayers: 4,
  },
  "magic-numbers": {
    Board: lazy(() => import("./magic-numbers/Board")),
    Options: MagicNumbersOptions,
    Picture: MagicNumbersPicture,
    defaultOptions: { target: 30, goodBonus: 10 },
    defaultPlayers: 3,
    ranges: MN_RANGES,
  },
};

/** The games in the order the app lists them (the registry's order). */
export const GAME_IDS: readonly GameId[] = Object.keys(WEB_GAMES) as GameId[];

/** Whether every ranged option of `game` is a whole number within its range. */
export function optionsInRange(game: GameId, options: Options): boolean {
  const ranges = WEB_GAMES[game].ranges ?? {};
  return Object.entries(ranges).every(([key, [min, max]]) => {
    const v = Number(options[key]);
    return Number.isInteger(v) && v >= min && v <= max;
  });
}
