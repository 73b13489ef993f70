// The games' ids for the app shell (the router), without loading the engines: importing a
// value from @number-games/engine would put every game's engine in the first chunk every page
// loads (Rollup keeps a module a page reaches in that page's chunk). The type makes it the
// engine's own list: same ids, same order, or the build fails.

import type { GAME_IDS as ENGINE_GAME_IDS } from "@number-games/engine";

export const GAME_IDS = [
  "number-line",
  "take-or-pay",
  "magic-numbers",
] as const satisfies typeof ENGINE_GAME_IDS;
