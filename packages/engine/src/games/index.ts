// The registry of games. Generic code looks games up here by id and never branches on it.

import type { AnyGame, GameId } from "../core/game";
import { magicNumbers } from "./magic-numbers";
import { numberLine } from "./number-line";
import { takeOrPay } from "./take-or-pay";

export const GAMES: Readonly<Record<GameId, AnyGame>> = {
  "number-line": numberLine,
  "take-or-pay": takeOrPay,
  "magic-numbers": magicNumbers,
};

export function getGame(id: GameId): AnyGame {
  return GAMES[id];
}
