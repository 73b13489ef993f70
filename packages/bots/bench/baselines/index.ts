// The frozen old hards (`hard-v1`, `hard-v2`): kept to measure today's `hard` against, by the
// benchmarks and the arena (`numbers arena --bots hard,hard-v1@20ms`), never by a menu. They
// live outside src/ so that nothing a player loads carries them: the arena imports this module
// on first use (src/arena/play-game.ts), so the web app's workers never include it.

import type { AnyGame } from "@number-games/engine";
import type { FrozenLevel } from "../../src/arena/spec";
import type { Bot, BotOptions } from "../../src/bot";
import { hardV1Bot } from "./hard-v1";
import { hardV2Bot } from "./hard-v2";

export { HARD_V1, hardV1Bot } from "./hard-v1";
export { HARD_V2, HARD_V2_SEARCHES, hardV2Bot } from "./hard-v2";

/** A frozen level's bot for `game`. */
export function baselineBot(level: FrozenLevel, game: AnyGame, options: BotOptions): Bot {
  return level === "hard-v1" ? hardV1Bot(game, options) : hardV2Bot(game, options);
}
