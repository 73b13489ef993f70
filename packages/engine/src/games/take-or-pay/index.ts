// Take or Pay (`take-or-pay`): take the face-up card and its pot of tokens, or pay a token to
// pass it on. Runs of consecutive cards count only their lowest card; lowest score wins.
// This module assembles the game object from the modules beside it.

import type { Game } from "../../core/game";
import { actorFromCode } from "../../core/game";
import type { TakeOrPayAction } from "./actions";
import { actionFromId, actionId, MAX_ACTION_ID, parseAction } from "./actions";
import type { TakeOrPayConfig } from "./config";
import { MAX_PLAYERS, MIN_PLAYERS, parseConfig } from "./config";
import type { TakeOrPayObservation } from "./observe";
import { observe, resample, viewHistory } from "./observe";
import { playoutInPlace } from "./playout";
import { rulesText } from "./rules";
import type { TakeOrPayState } from "./state";
import {
  apply,
  applyId,
  applyInPlace,
  clone,
  history,
  legalActions,
  legalIds,
  newGame,
  result,
  sampleChanceInPlace,
  sampleDeal,
} from "./state";
import { formatAction, formatObservation, parseActionText } from "./text";

export type { DealAction, PayAction, PlayerAction, TakeAction, TakeOrPayAction } from "./actions";
export { PAY, TAKE } from "./actions";
export type { Preset, TakeOrPayConfig } from "./config";
export { PRESETS } from "./config";
export { cardLabel, hanzi, pinyin } from "./hanzi";
export type { TakeOrPayEvent, TakeOrPayObservation } from "./observe";
export { cardPoints, runsOf, score } from "./score";
export type { TakeOrPayState } from "./state";
export { shuffleRange } from "./state";

export const takeOrPay: Game<
  TakeOrPayConfig,
  TakeOrPayState,
  TakeOrPayAction,
  TakeOrPayObservation
> = {
  id: "take-or-pay",
  title: "Take or Pay",
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
  sampleChance: (state, rng) => sampleDeal(state.config, rng),
  chanceOutcomes: () => null,

  parseAction,
  apply,
  history,

  clone,
  applyInPlace,
  maxActionId: () => MAX_ACTION_ID,
  legalIds,
  applyId,
  actionId,
  actionFromId,
  sampleChanceInPlace,
  playoutInPlace,

  observe,
  viewHistory,
  resample: (observation, rng) => resample(observation, rng),
  result,

  formatAction,
  parseActionText,
  formatObservation,
};
