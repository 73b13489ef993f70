// Number Line's one kind of action, its JSON shape check, and the action-id table.
//
// id = (number - 1) * 3 + k, with k = 0 for no decoy flag (rounds 1 and 3), 1 for
// "decoy": false and 2 for "decoy": true. Ids depend on the action alone. The table of
// frozen actions is shared by the fast path, history and legalActions: no step allocates.

import type { Result, RuleError } from "../../core/result";
import { err, ok, ruleError } from "../../core/result";
import { MAX_NUMBER } from "./state";

/** `decoy` is present exactly in decoy rounds (2, 4, 5, …). */
export interface NumberLineAction {
  readonly type: "place";
  readonly number: number;
  readonly decoy?: boolean;
}

/** Flag codes, as stored on the board and in the low part of an action id. */
export const FLAG_NONE = 0;
export const FLAG_REAL = 1;
export const FLAG_DECOY = 2;
export const MAX_ACTION_ID = MAX_NUMBER * 3;

function buildActions(): readonly NumberLineAction[] {
  const table: NumberLineAction[] = [];
  for (let n = 1; n <= MAX_NUMBER; n++) {
    table.push(Object.freeze({ type: "place", number: n }));
    table.push(Object.freeze({ type: "place", number: n, decoy: false }));
    table.push(Object.freeze({ type: "place", number: n, decoy: true }));
  }
  return Object.freeze(table);
}

/** ACTIONS[id]: the shared frozen action for each id. */
export const ACTIONS: readonly NumberLineAction[] = buildActions();

export function flagCode(action: NumberLineAction): number {
  if (action.decoy === undefined) return FLAG_NONE;
  return action.decoy ? FLAG_DECOY : FLAG_REAL;
}

/** The id of an action whose number is 1..10 (callers pass legal actions only). */
export function actionId(action: NumberLineAction): number {
  return (action.number - 1) * 3 + flagCode(action);
}

export function actionFromId(id: number): NumberLineAction {
  const a = ACTIONS[id];
  if (a === undefined) throw new Error(`number-line: no action has id ${id}`);
  return a;
}

function shapeError(message: string): Result<NumberLineAction, RuleError> {
  return err(ruleError("ERR_ACTION_SHAPE", message));
}

/**
 * Untrusted JSON → an action. Only the shape is checked here (an integer number, an optional
 * boolean flag, no other fields); whether the number is on the line is a rule, checked by apply.
 */
export function parseAction(input: unknown): Result<NumberLineAction, RuleError> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return shapeError(
      'a Number Line action is an object such as {"type":"place","number":7} or {"type":"place","number":7,"decoy":true}',
    );
  }
  const raw = input as Record<string, unknown>;
  for (const key of Object.keys(raw)) {
    if (key !== "type" && key !== "number" && key !== "decoy") {
      return shapeError(`unknown field "${key}" in a Number Line action`);
    }
  }
  if (raw.type !== "place") {
    return shapeError(
      `the only Number Line action is "place", not ${JSON.stringify(raw.type) ?? "nothing"}`,
    );
  }
  const n = raw.number;
  if (typeof n !== "number" || !Number.isSafeInteger(n)) {
    return shapeError('a placement needs a whole "number", such as {"type":"place","number":7}');
  }
  const decoy = raw.decoy;
  if (decoy !== undefined && typeof decoy !== "boolean") {
    return shapeError('"decoy" must be true or false when present');
  }
  return ok(makeAction(n + 0, decoy)); // + 0 turns -0 into 0
}

/** The shared table entry when there is one, else a fresh action (an off-line number). */
export function makeAction(n: number, decoy: boolean | undefined): NumberLineAction {
  if (n >= 1 && n <= MAX_NUMBER) {
    const k = decoy === undefined ? FLAG_NONE : decoy ? FLAG_DECOY : FLAG_REAL;
    return ACTIONS[(n - 1) * 3 + k]!;
  }
  return decoy === undefined ? { type: "place", number: n } : { type: "place", number: n, decoy };
}
