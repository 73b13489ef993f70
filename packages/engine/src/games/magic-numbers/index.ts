// Magic Numbers (`magic-numbers`): the game object behind the engine contract, and the
// public types and helpers bots use for belief tracking.

import type { Game } from "../../core/game";
import { actorFromCode, CHANCE } from "../../core/game";
import type { Result, RuleError } from "../../core/result";
import { err, ok } from "../../core/result";
import type { MagicNumbersAction } from "./actions";
import { actionFromId, actionId, canonical, parseAction, ROLL } from "./actions";
import type { MagicNumbersConfig } from "./config";
import { MAX_PLAYERS, MIN_PLAYERS, parseConfig } from "./config";
import type { MagicNumbersObservation } from "./observe";
import { legalActions, observe, resample, viewHistory } from "./observe";
import { playoutInPlace } from "./playout";
import { rulesText } from "./rules";
import type { MagicNumbersState } from "./state";
import {
  applyId,
  applyInPlace,
  clone,
  illegality,
  legalIds,
  newGame,
  result,
  sampleChance,
  sampleChanceInPlace,
} from "./state";
import { formatAction, formatObservation, parseActionText } from "./text";

export type {
  GiveAction,
  KeepAction,
  MagicNumbersAction,
  MagicNumbersActionType,
  RollAction,
  SecretsAction,
} from "./actions";
export { ACTION_TYPES, GIVE, KEEP, ROLL } from "./actions";
export type { MagicNumbersConfig } from "./config";
export { DEFAULT_CONFIG } from "./config";
export type {
  MagicNumbersBelief,
  MagicNumbersObservation,
  MagicNumbersOwn,
  MagicNumbersOwnSecrets,
  MagicNumbersPhase,
  MagicNumbersReveal,
  MagicNumbersTurn,
  SecretPair,
} from "./observe";
export { consistentSecrets } from "./observe";
export type { MagicNumbersState } from "./state";
export { applyRoll } from "./state";

function apply(
  state: MagicNumbersState,
  action: MagicNumbersAction,
): Result<MagicNumbersState, RuleError> {
  const why = illegality(state, action);
  if (why !== null) return err(why);
  const next = clone(state);
  applyInPlace(next, canonical(action));
  return ok(next);
}

export const magicNumbers: Game<
  MagicNumbersConfig,
  MagicNumbersState,
  MagicNumbersAction,
  MagicNumbersObservation
> = {
  id: "magic-numbers",
  title: "Magic Numbers",
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
  sampleChance,
  chanceOutcomes(state) {
    if (state.toMove !== CHANCE || !state.dealt) return null;
    const p = 1 / state.dieSides;
    return ROLL.slice(1, state.dieSides + 1).map((action) => ({ action, probability: p }));
  },

  parseAction,
  apply,
  history: (state) => state.history,

  clone,
  applyInPlace,
  maxActionId: (config) => 1 + config.players,
  legalIds,
  applyId,
  actionId,
  actionFromId,
  sampleChanceInPlace,
  playoutInPlace,

  observe,
  viewHistory,
  resample,
  result,

  formatAction,
  parseActionText,
  formatObservation,
};
