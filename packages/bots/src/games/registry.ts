// The per-game strategy modules, by game id. The only place that knows which module plays
// which game; everything else asks `strategyOf(game)`.

import type { AnyGame, GameId } from "@number-games/engine";
import type { GameStrategy } from "../strategy";
import { magicNumbersStrategy } from "./magic-numbers/heuristics";
import { numberLineStrategy } from "./number-line/heuristics";
import { takeOrPayStrategy } from "./take-or-pay/heuristics";

export const STRATEGIES: Readonly<Record<GameId, GameStrategy>> = {
  "number-line": numberLineStrategy,
  "take-or-pay": takeOrPayStrategy,
  "magic-numbers": magicNumbersStrategy,
};

export function strategyOf(game: AnyGame): GameStrategy {
  return STRATEGIES[game.id];
}
