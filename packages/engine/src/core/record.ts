// Game records (`number-games/record@1`): the unit of storage, replay, bug reports and
// analysis. A record holds chance outcomes as actions, so replay needs no generator.

import { isGameId } from "../games/index";
import type { AnyGame, GameId } from "./game";
import type { Result, RuleError } from "./result";
import { err, ok, ruleError } from "./result";

export const RECORD_FORMAT = "number-games/record@1";

export interface GameRecord {
  readonly format: typeof RECORD_FORMAT;
  readonly game: GameId;
  readonly config: unknown;
  readonly actions: readonly unknown[];
  readonly players?: readonly string[];
  readonly meta?: Readonly<Record<string, unknown>>;
}

/** A replay failure: `index` is the offending action's index, or null for the record itself. */
export interface ReplayError extends RuleError {
  readonly index: number | null;
}

/** Untrusted JSON → a record of the right shape (actions are checked by `replay`). */
export function parseRecord(input: unknown): Result<GameRecord, ReplayError> {
  const fail = (message: string) =>
    err({ ...ruleError("ERR_RECORD_FORMAT", message), index: null });
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return fail("a record must be a JSON object");
  }
  const r = input as Record<string, unknown>;
  if (r.format !== RECORD_FORMAT) {
    return fail(`a record must say "format":"${RECORD_FORMAT}"`);
  }
  if (!isGameId(r.game)) {
    return err({
      ...ruleError("ERR_UNKNOWN_GAME", `unknown game ${JSON.stringify(r.game)}`),
      index: null,
    });
  }
  if (!Array.isArray(r.actions)) return fail("a record's actions must be an array");
  if (r.config !== undefined && (typeof r.config !== "object" || r.config === null)) {
    return fail("a record's config must be an object");
  }
  if (r.players !== undefined) {
    if (!Array.isArray(r.players) || !r.players.every((p) => typeof p === "string")) {
      return fail("a record's players must be an array of names");
    }
  }
  if (r.meta !== undefined && (typeof r.meta !== "object" || r.meta === null)) {
    return fail("a record's meta must be an object");
  }
  const record: GameRecord = {
    format: RECORD_FORMAT,
    game: r.game,
    config: r.config ?? {},
    actions: r.actions,
    ...(r.players !== undefined ? { players: r.players as string[] } : {}),
    ...(r.meta !== undefined ? { meta: r.meta as Record<string, unknown> } : {}),
  };
  return ok(record);
}

export function makeRecord(
  game: AnyGame,
  state: unknown,
  extras: { players?: readonly string[]; meta?: Record<string, unknown> } = {},
): GameRecord {
  return {
    format: RECORD_FORMAT,
    game: game.id,
    config: game.configOf(state),
    actions: [...game.history(state)],
    ...(extras.players ? { players: extras.players } : {}),
    ...(extras.meta ? { meta: extras.meta } : {}),
  };
}

/** Replays every action through the checked door; stops at the first illegal one. */
export function replayWith(game: AnyGame, record: GameRecord): Result<unknown, ReplayError> {
  const cfg = game.parseConfig(record.config);
  if (!cfg.ok) return err({ ...cfg.error, index: null });
  let state = game.newGame(cfg.value);
  for (let i = 0; i < record.actions.length; i++) {
    const parsed = game.parseAction(record.actions[i]);
    if (!parsed.ok) return err(indexed(i, parsed.error));
    const next = game.apply(state, parsed.value);
    if (!next.ok) return err(indexed(i, next.error));
    state = next.value;
  }
  return ok(state);
}

function indexed(index: number, e: RuleError): ReplayError {
  return { code: e.code, message: `action ${index}: ${e.message}`, index };
}
