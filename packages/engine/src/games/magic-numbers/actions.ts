// Magic Numbers actions: the vocabulary, the shared frozen constants the fast path pushes
// into histories, action ids, and the shape check for untrusted JSON.
//
// Ids depend on the action alone: keep = 0, give to j = 1 + j. Chance actions (secrets,
// rolls) have no ids: search code reaches them through sampleChanceInPlace/chanceOutcomes.

import type { Result, RuleError } from "../../core/result";
import { err, exhaustive, ok, ruleError } from "../../core/result";
import { MAX_DIE_SIDES, MAX_PLAYERS, show } from "./config";

export const ACTION_TYPES = ["secrets", "roll", "keep", "give"] as const;
export type MagicNumbersActionType = (typeof ACTION_TYPES)[number];

/** Chance, once at the start: every player's Good and Evil number (index = player). */
export interface SecretsAction {
  readonly type: "secrets";
  readonly good: readonly number[];
  readonly evil: readonly number[];
}
/** Chance, at the start of every turn: the die shows `value`. */
export interface RollAction {
  readonly type: "roll";
  readonly value: number;
}
/** The roller applies the roll to themself. */
export interface KeepAction {
  readonly type: "keep";
}
/** The roller gives the roll to player `to`, who must apply it. */
export interface GiveAction {
  readonly type: "give";
  readonly to: number;
}

export type MagicNumbersAction = SecretsAction | RollAction | KeepAction | GiveAction;

export const KEEP: KeepAction = Object.freeze({ type: "keep" });
/** GIVE[j]: give to player j (0..MAX_PLAYERS-1). */
export const GIVE: readonly GiveAction[] = Object.freeze(
  Array.from({ length: MAX_PLAYERS }, (_, to) => Object.freeze({ type: "give", to }) as GiveAction),
);
/** ROLL[v]: the die shows v (1..MAX_DIE_SIDES; index 0 is unused). */
export const ROLL: readonly RollAction[] = Object.freeze(
  Array.from(
    { length: MAX_DIE_SIDES + 1 },
    (_, value) => Object.freeze({ type: "roll", value }) as RollAction,
  ),
);

export const KEEP_ID = 0;

export function actionId(action: MagicNumbersAction): number {
  switch (action.type) {
    case "keep":
      return KEEP_ID;
    case "give":
      return 1 + action.to;
    case "secrets":
    case "roll":
      throw new Error(`magic-numbers: chance action ${action.type} has no action id`);
    default:
      return exhaustive(action);
  }
}

export function actionFromId(id: number): KeepAction | GiveAction {
  if (id === KEEP_ID) return KEEP;
  const g = GIVE[id - 1];
  if (g === undefined || !Number.isInteger(id)) {
    throw new Error(`magic-numbers: no action has id ${id}`);
  }
  return g;
}

/** The shared constant for a player action or roll, or a frozen copy of secrets. */
export function canonical(action: MagicNumbersAction): MagicNumbersAction {
  switch (action.type) {
    case "keep":
      return KEEP;
    case "give":
      return GIVE[action.to] ?? action;
    case "roll":
      return ROLL[action.value] ?? action;
    case "secrets":
      return Object.freeze({
        type: "secrets",
        good: Object.freeze(action.good.slice()),
        evil: Object.freeze(action.evil.slice()),
      });
    default:
      return exhaustive(action);
  }
}

function shape(message: string): Result<never, RuleError> {
  return err(ruleError("ERR_ACTION_SHAPE", message));
}

const EXAMPLES =
  'expected {"type":"keep"}, {"type":"give","to":j}, {"type":"roll","value":v} or {"type":"secrets","good":[…],"evil":[…]}';

function onlyKeys(raw: Record<string, unknown>, keys: readonly string[]): string | null {
  for (const k of Object.keys(raw)) {
    if (!keys.includes(k)) return k;
  }
  return null;
}

function intArray(v: unknown): number[] | null {
  if (!Array.isArray(v)) return null;
  const out: number[] = [];
  for (const x of v) {
    if (typeof x !== "number" || !Number.isSafeInteger(x)) return null;
    out.push(x);
  }
  return out;
}

/**
 * Untrusted JSON → an action of this game (shape only). Ranges that depend on the config
 * (recipient, die face, secret values) are checked by `apply` with their own codes.
 */
export function parseAction(input: unknown): Result<MagicNumbersAction, RuleError> {
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return shape(`not a Magic Numbers action: ${show(input)}; ${EXAMPLES}`);
  }
  const raw = input as Record<string, unknown>;
  const type = raw.type;
  switch (type) {
    case "keep": {
      const extra = onlyKeys(raw, ["type"]);
      if (extra !== null) return shape(`a keep action has no field ${JSON.stringify(extra)}`);
      return ok(KEEP);
    }
    case "give": {
      const extra = onlyKeys(raw, ["type", "to"]);
      if (extra !== null) return shape(`a give action has no field ${JSON.stringify(extra)}`);
      const to = raw.to;
      if (typeof to !== "number" || !Number.isSafeInteger(to)) {
        return shape(`a give action needs "to", a player index (got ${show(to)})`);
      }
      return ok(GIVE[to] ?? Object.freeze({ type: "give", to }));
    }
    case "roll": {
      const extra = onlyKeys(raw, ["type", "value"]);
      if (extra !== null) return shape(`a roll action has no field ${JSON.stringify(extra)}`);
      const value = raw.value;
      if (typeof value !== "number" || !Number.isSafeInteger(value)) {
        return shape(`a roll action needs "value", a whole number on the die (got ${show(value)})`);
      }
      return ok(ROLL[value] ?? Object.freeze({ type: "roll", value }));
    }
    case "secrets": {
      const extra = onlyKeys(raw, ["type", "good", "evil"]);
      if (extra !== null) return shape(`a secrets action has no field ${JSON.stringify(extra)}`);
      const good = intArray(raw.good);
      if (good === null) {
        return shape(
          `a secrets action needs "good", an array of whole numbers (got ${show(raw.good)})`,
        );
      }
      const evil = intArray(raw.evil);
      if (evil === null) {
        return shape(
          `a secrets action needs "evil", an array of whole numbers (got ${show(raw.evil)})`,
        );
      }
      return ok(
        Object.freeze({ type: "secrets", good: Object.freeze(good), evil: Object.freeze(evil) }),
      );
    }
    default:
      return shape(`unknown action type ${show(type)}; ${EXAMPLES}`);
  }
}
