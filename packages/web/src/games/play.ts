// The per-game pieces of the pages that show a game being played or a record: the log, the
// score breakdown, the status line's word for chance, the review's and the replay's move
// texts, the "?" button's section of the rules, and the rules page's example. Each game's
// entry is assembled in its folder (`./<game>/play.ts`); generic code (log/, review/,
// rules/, play/GameView.tsx) asks this table and never names a game. It is apart from
// `registry.ts` because these pieces may load engine code, which the home page must not.

import type { GameId } from "@number-games/engine";
import { magicNumbersPlay } from "./magic-numbers/play";
import { numberLinePlay } from "./number-line/play";
import { takeOrPayPlay } from "./take-or-pay/play";
import type { PlayGame } from "./types";

// biome-ignore lint/suspicious/noExplicitAny: each entry reads its own game's observation
export const PLAY_GAMES: Readonly<Record<GameId, PlayGame<any>>> = {
  "number-line": numberLinePlay,
  "take-or-pay": takeOrPayPlay,
  "magic-numbers": magicNumbersPlay,
};
