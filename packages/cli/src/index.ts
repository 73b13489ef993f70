// @number-games/cli: the `numbers` command. Library exports are for tests and other tools.

export type { BenchFigure } from "@number-games/bots";
export { benchGame } from "./commands/bench";
export { playGame } from "./commands/play";
export { recordsFromText, replayOne } from "./commands/replay";
