// @number-games/engine: the rules of the three games behind one contract, plus records,
// seeded randomness and generic playout helpers. Pure: no I/O, no clock, no Math.random.

export type {
  ActionView,
  Actor,
  AnyGame,
  ChanceOutcome,
  Game,
  GameId,
  GameResult,
  ObservationBase,
  Viewer,
} from "./core/game";
export { actorFromCode, CHANCE, GAME_IDS, TERMINAL } from "./core/game";
export { applyJson, randomGame, randomPlayoutInPlace, randomPlayoutSteps } from "./core/play";
export type { GameRecord, ReplayError } from "./core/record";
export { makeRecord, parseRecord, RECORD_FORMAT, replayWith } from "./core/record";
export { replay } from "./core/replay";
export type { ErrorCode, Result, RuleError } from "./core/result";
export { ERROR_CODES, err, exhaustive, ok, ruleError } from "./core/result";
export type { RngKind } from "./core/rng";
export { isRngKind, isSeedFor, RNG_KINDS, Rng } from "./core/rng";
export { GAMES, gameIds, getGame, isGameId, registerGame } from "./games/index";
export * as magicNumbersGame from "./games/magic-numbers";
export * as numberLineGame from "./games/number-line";
export * as takeOrPayGame from "./games/take-or-pay";
