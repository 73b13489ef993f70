// The checked door: why a placement is illegal here, in a fixed order (game over, decoy flag
// present or not, number on the line, number free, one decoy and one real card), then
// clone + applyInPlace. The input state is never changed.

import type { Result, RuleError } from "../../core/result";
import { err, ok, ruleError } from "../../core/result";
import type { NumberLineAction } from "./actions";
import { ACTIONS, actionId, FLAG_DECOY, FLAG_NONE, flagCode, MAX_ACTION_ID } from "./actions";
import { colorName } from "./config";
import type { NumberLineState } from "./state";
import { applyId, cloneState, firstFlagOf, isTerminal, legalIds, ownerAt } from "./state";

/** Why `action` cannot be played now, or null when it is legal. */
export function illegality(s: NumberLineState, action: NumberLineAction): RuleError | null {
  if (isTerminal(s)) {
    return ruleError("ERR_GAME_OVER", "the game is over: no more cards can be placed");
  }
  const p = s.toMove;
  const who = `player ${p} (${colorName(p)})`;
  if (s.decoyRound && action.decoy === undefined) {
    return ruleError(
      "ERR_DECOY_FLAG",
      `round ${s.round} is a decoy round: ${who} must say whether the card is the decoy ("decoy": true or false)`,
    );
  }
  if (!s.decoyRound && action.decoy !== undefined) {
    return ruleError(
      "ERR_DECOY_FLAG",
      `round ${s.round} has no decoys (every card scores): leave out the "decoy" flag`,
    );
  }
  const n = action.number;
  if (!Number.isInteger(n) || n < 1 || n > s.lineLength) {
    return ruleError(
      "ERR_NUMBER_OFF_LINE",
      `${String(n)} is not on the line: round ${s.round} uses the numbers 1 to ${s.lineLength}`,
    );
  }
  const holder = ownerAt(s, n);
  if (holder >= 0) {
    const whose =
      holder === p ? "their own card" : `a card of player ${holder} (${colorName(holder)})`;
    return ruleError("ERR_NUMBER_TAKEN", `number ${n} is taken this round: ${whose} is on it`);
  }
  const first = firstFlagOf(s, p);
  if (s.decoyRound && first !== FLAG_NONE && first === flagCode(action)) {
    const kind = first === FLAG_DECOY ? "decoy" : "real card";
    const other = first === FLAG_DECOY ? 'real ("decoy": false)' : 'the decoy ("decoy": true)';
    return ruleError(
      "ERR_DECOY_TWICE",
      `${who} already placed their ${kind} this round: their second card must be ${other}`,
    );
  }
  return null;
}

export function applyChecked(
  s: NumberLineState,
  action: NumberLineAction,
): Result<NumberLineState, RuleError> {
  const why = illegality(s, action);
  if (why !== null) return err(why);
  const next = cloneState(s);
  applyId(next, actionId(action));
  return ok(next);
}

const legalBuffer = new Int32Array(MAX_ACTION_ID);

export function legalActions(s: NumberLineState): NumberLineAction[] {
  const n = legalIds(s, legalBuffer);
  const out: NumberLineAction[] = [];
  for (let i = 0; i < n; i++) out.push(ACTIONS[legalBuffer[i]!]!);
  return out;
}
