// @number-games/bots: computer opponents behind one interface, the search and solvers behind
// them, the arena and external bots. Depends on the engine only. The arena's worker threads
// and external programs need Node; those modules load Node built-ins on first use, so this
// package stays importable in the browser.

export * from "./analysis/index";
export type { ArenaOptions, ArenaReport } from "./arena/arena";
export { DEFAULT_MOVE_TIMEOUT_MS, planArena, runArena } from "./arena/arena";
export type { BlockRow, BlockSamples, BlockSummary, BotBlocks } from "./arena/blocks";
export { blockSamples, blockSummary } from "./arena/blocks";
export type { ArenaError, ArenaErrorCode, BotSpec } from "./arena/lineup";
export {
  ARENA_ERROR_CODES,
  parseBotSpec,
  seatPermutations,
  specLabel,
  splitBotList,
} from "./arena/lineup";
export type { AbortLike } from "./arena/pool";
export { PoolAborted, playJobs } from "./arena/pool";
export type { TournamentPlan } from "./arena/runner";
export { GameRunner } from "./arena/runner";
export type { EloRow, Estimate, GameOutcome } from "./arena/stats";
export { eloTable, estimate, winShares } from "./arena/stats";
export type { ArenaEstimate, BotRow, Summary } from "./arena/summary";
export { summarise } from "./arena/summary";
export type { Bot, BotLevel, BotOptions } from "./bot";
export { BOT_LEVELS, isBotLevel, moveRng, randomBot } from "./bot";
export { ExternalBot } from "./external/process-bot";
export type {
  ActMessage,
  EndMessage,
  Forfeit,
  ForfeitCode,
  StartMessage,
  ToBotMessage,
} from "./external/protocol";
export { BOT_PROTOCOL_VERSION, FORFEIT_CODES, parseAnswer } from "./external/protocol";
export type {
  MagicNumbersSolver,
  OpenRules,
  OpenSecrets,
  OpenSolution,
  SecrecyOptions,
  SecrecyResult,
} from "./games/magic-numbers/index";
export type {
  DecoySolution,
  NumberLineSolver,
  Objective,
  Round1Solution,
  Tiebreak,
} from "./games/number-line/index";
export {
  bestRound1Numbers,
  linePoints,
  linePointsFast,
  OBJECTIVES,
  solveDecoyRound,
  solveRound1,
  TIEBREAKS,
} from "./games/number-line/index";
export type { GameBots, GameSolver } from "./games/registry";
export {
  BOT_GAMES,
  botGameIds,
  botGameOf,
  gamesWithSolver,
  registerBotGame,
  STRATEGIES,
  solverOf,
  strategyOf,
} from "./games/registry";
export { createBot } from "./levels";
export type { BenchFigure } from "./playout-bench";
export { benchPlayouts } from "./playout-bench";
export * from "./review/index";
export type { IsmctsOptions, IsmctsResult } from "./search/ismcts";
export { ismcts, winShareReward } from "./search/ismcts";
export type { GameStrategy, ObservationPolicy, StatePolicy } from "./strategy";
