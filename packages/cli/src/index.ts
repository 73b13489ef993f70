// @number-games/cli: the `numbers` command. Library exports are for tests and other tools.

export type { BenchFigure } from "@number-games/bots";
/** Random playouts per second of one game (the bots package's `benchPlayouts`). */
export { benchPlayouts as benchGame } from "@number-games/bots";
export { playGame } from "./commands/play";
export { recordsFromText, replayOne } from "./commands/replay";
