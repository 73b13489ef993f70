// @number-games/engine: the rules of the three games behind one contract, plus records,
// seeded randomness and generic playout helpers. Pure: no I/O, no clock, no Math.random.

export type { Result, RuleError, ErrorCode } from "./core/result";
export { ok, err, ruleError, exhaustive, ERROR_CODES } from "./core/result";
export { Rng } from "./core/rng";
export type {
  Actor,
  AnyGame,
  ChanceOutcome,
  Game,
  GameId,
  GameResult,
  ObservationBase,
  Viewer,
} from "./core/game";
export { CHANCE, TERMINAL, GAME_IDS, isGameId, actorFromCode } from "./core/game";
export type { GameRecord, ReplayError } from "./core/record";
export { RECORD_FORMAT, parseRecord, makeRecord, replayWith } from "./core/record";
export { applyJson, randomGame, randomPlayoutInPlace } from "./core/play";
export { GAMES, getGame } from "./games/index";
export { replay } from "./core/replay";
export * as numberLineGame from "./games/number-line";
export * as takeOrPayGame from "./games/take-or-pay";
export * as magicNumbersGame from "./games/magic-numbers";
