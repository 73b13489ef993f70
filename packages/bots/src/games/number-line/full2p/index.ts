// The whole 2-player Number Line, win objective: `@number-games/bots/full2p`. A subpath of its
// own because the LP method loads HiGHS (WebAssembly) and the main entry stays browser-light.

export type { CfrOptions, CfrResult, Exploitability } from "./cfr";
export type { ViewPolicy, WalkRules } from "./check";
export { bestResponseWalk, engineRules, outcomeWalk } from "./check";
export type { Highs, LpResult } from "./lp";
export { loadHighs } from "./lp";
export type { Distribution, LineView } from "./policy";
export { drawIndex, roundValueFor, solvedBot, solvedDistribution } from "./policy";
export { DEFAULT_LENGTH } from "./schedule";
export type { FullOptions, FullSolution, Method, Outcome, Subgame } from "./solve";
export { solveFullGame, subgameOf } from "./solve";
