// Take or Pay actions: the union, the shared frozen PAY/TAKE constants,
// action ids (pay = 0, take = 1, fixed whatever the state) and the untrusted-JSON parser.

import type { Result, RuleError } from "../../core/result";
import { err, exhaustive, ok, ruleError } from "../../core/result";
import { describeValue } from "./config";

export interface PayAction {
  readonly type: "pay";
}
export interface TakeAction {
  readonly type: "take";
}
/** Chance's only action: the cards in play, top card first (removed cards are absent). */
export interface DealAction {
  readonly type: "deal";
  readonly deck: readonly number[];
}
export type TakeOrPayAction = PayAction | TakeAction | DealAction;
export type PlayerAction = PayAction | TakeAction;

/** Shared constants: `history` and `legalActions` hand out these, never fresh objects. */
export const PAY: PayAction = Object.freeze({ type: "pay" });
export const TAKE: TakeAction = Object.freeze({ type: "take" });

export const PAY_ID = 0;
export const TAKE_ID = 1;
export const MAX_ACTION_ID = 2;

/** Indexed by action id. */
export const ACTIONS_BY_ID: readonly PlayerAction[] = Object.freeze([PAY, TAKE]);

export function actionId(action: TakeOrPayAction): number {
  switch (action.type) {
    case "pay":
      return PAY_ID;
    case "take":
      return TAKE_ID;
    case "deal":
      throw new RangeError("a deal is a chance action and has no action id");
    default:
      return exhaustive(action);
  }
}

export function actionFromId(id: number): PlayerAction {
  const a = ACTIONS_BY_ID[id];
  if (a === undefined) throw new RangeError(`take-or-pay has no action id ${id}`);
  return a;
}

/** A frozen deal action that owns its own copy of the cards. */
export function makeDeal(deck: ArrayLike<number>, length = deck.length): DealAction {
  // A plain loop: Array.from over a typed array goes through the iterator and is ~10× slower.
  const cards: number[] = [];
  for (let i = 0; i < length; i++) cards.push(deck[i]!);
  return Object.freeze({ type: "deal", deck: Object.freeze(cards) });
}

function shapeError(message: string): { readonly ok: false; readonly error: RuleError } {
  return err(ruleError("ERR_ACTION_SHAPE", message));
}

/** Untrusted JSON → an action's shape (legality, such as a deck's cards, is `apply`'s job). */
export function parseAction(input: unknown): Result<TakeOrPayAction, RuleError> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return shapeError(
      `a take-or-pay action is an object such as {"type":"pay"} or {"type":"take"}, got ${describeValue(input)}`,
    );
  }
  const o = input as Record<string, unknown>;
  const keys = Object.keys(o);
  switch (o.type) {
    case "pay":
    case "take": {
      const extra = keys.find((k) => k !== "type");
      if (extra !== undefined) {
        return shapeError(`a ${o.type} action has only a "type" field, not "${extra}"`);
      }
      return ok(o.type === "pay" ? PAY : TAKE);
    }
    case "deal": {
      const extra = keys.find((k) => k !== "type" && k !== "deck");
      if (extra !== undefined) {
        return shapeError(`a deal action has only "type" and "deck" fields, not "${extra}"`);
      }
      const deck = o.deck;
      if (!Array.isArray(deck)) {
        return shapeError(
          `a deal needs "deck": an array of card numbers, got ${describeValue(deck)}`,
        );
      }
      // Numbers only; which numbers (whole, in range, distinct, how many) is ERR_BAD_DECK.
      for (let i = 0; i < deck.length; i++) {
        const c: unknown = deck[i];
        if (typeof c !== "number") {
          return shapeError(`deck entry ${i} must be a card number, got ${describeValue(c)}`);
        }
      }
      return ok(makeDeal(deck as number[]));
    }
    default:
      return shapeError(
        `unknown action type ${describeValue(o.type)}: take-or-pay actions are "pay", "take" and "deal"`,
      );
  }
}
