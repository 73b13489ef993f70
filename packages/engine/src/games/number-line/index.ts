// Number Line (`number-line`): place cards on a line of numbers and claim the numbers your
// cards are nearest to; from round 2 one card of each pair is a hidden decoy.
// This module assembles the game object from its parts; see docs/rules.md §1.

import type { Game } from "../../core/game";
import { actorFromCode } from "../../core/game";
import type { NumberLineAction } from "./actions";
import { actionFromId, actionId, MAX_ACTION_ID, parseAction } from "./actions";
import { applyChecked, legalActions } from "./apply";
import type { NumberLineConfig } from "./config";
import { MAX_PLAYERS, MIN_PLAYERS, parseConfig } from "./config";
import type { NumberLineObservation } from "./observe";
import { observe, resample, viewHistory } from "./observe";
import { playoutInPlace } from "./playout";
import { rulesText } from "./rules";
import type { NumberLineState } from "./state";
import { applyId, cloneState, legalIds, newState, resultOf } from "./state";
import { formatAction, formatObservation, parseActionText } from "./text";

export type { NumberLineAction } from "./actions";
export type { NumberLineConfig, PlayerColor } from "./config";
export { colorLetter, colorName, PLAYER_COLORS } from "./config";
export type {
  NumberLineHiddenPlacement,
  NumberLineObservation,
  NumberLinePlacement,
  NumberLineRoundSummary,
} from "./observe";
export type { LineCard, NumberLineState } from "./state";
export { isDecoyRound, lineLength, MAX_NUMBER, MAX_ROUNDS, scoreLine } from "./state";

// Configs come from parseConfig; a raw one (e.g. `{}` from a caller that skipped it) is
// normalised here rather than producing a broken state, and an invalid one is a bug.
function newGame(config: NumberLineConfig): NumberLineState {
  if (typeof config.players === "number" && typeof config.firstPlayer === "number") {
    return newState(config);
  }
  const parsed = parseConfig(config);
  if (!parsed.ok)
    throw new Error(`number-line: newGame needs a valid config: ${parsed.error.message}`);
  return newState(parsed.value);
}

function noChance(): never {
  throw new Error("number-line has no chance nodes: nothing to sample");
}

export const numberLine: Game<
  NumberLineConfig,
  NumberLineState,
  NumberLineAction,
  NumberLineObservation
> = {
  id: "number-line",
  title: "Number Line",
  minPlayers: MIN_PLAYERS,
  maxPlayers: MAX_PLAYERS,
  rulesText,

  parseConfig,
  numPlayers: (config) => config.players,
  configOf: (state) => state.config,

  newGame,
  actor: (state) => actorFromCode(state.toMove),
  toMove: (state) => state.toMove,
  legalActions,
  sampleChance: noChance,
  chanceOutcomes: () => null,

  parseAction,
  apply: applyChecked,
  history: (state) => state.hist.map(actionFromId),

  clone: cloneState,
  applyInPlace: (state, action) => applyId(state, actionId(action)),
  maxActionId: () => MAX_ACTION_ID,
  legalIds,
  applyId,
  actionId,
  actionFromId,
  sampleChanceInPlace: noChance,
  playoutInPlace,

  observe,
  viewHistory,
  resample,
  result: resultOf,

  formatAction,
  parseActionText,
  formatObservation,
};
