// Result: expected failures are values, never exceptions (STYLE.md habit 3).

export type Result<T, E = RuleError> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}

/** A rule or input error: a stable code for programs and a sentence for people. */
export interface RuleError {
  readonly code: ErrorCode;
  readonly message: string;
}

export const ERROR_CODES = [
  // generic
  "ERR_CONFIG", // a config that cannot be played
  "ERR_ACTION_SHAPE", // not an action of this game at all (malformed JSON value)
  "ERR_GAME_OVER", // any action after the end
  "ERR_CHANCE_TO_ACT", // a player action where chance must act
  "ERR_PLAYER_TO_ACT", // a chance action where a player must act
  "ERR_PARSE", // text notation that does not parse
  // records
  "ERR_RECORD_FORMAT",
  "ERR_UNKNOWN_GAME",
  // number-line
  "ERR_NUMBER_OFF_LINE",
  "ERR_NUMBER_TAKEN",
  "ERR_DECOY_FLAG", // decoy flag missing in a decoy round / present in a non-decoy round
  "ERR_DECOY_TWICE", // both cards of a decoy round as decoy, or neither
  // take-or-pay
  "ERR_NO_TOKENS",
  "ERR_BAD_DECK",
  // magic-numbers
  "ERR_BAD_SECRETS",
  "ERR_BAD_ROLL",
  "ERR_BAD_RECIPIENT",
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export function ruleError(code: ErrorCode, message: string): RuleError {
  return { code, message };
}

/** For `switch` statements over unions: a compile error when a case is missing. */
export function exhaustive(x: never): never {
  throw new Error(`unexpected value: ${JSON.stringify(x)}`);
}
