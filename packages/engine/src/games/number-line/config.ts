// Number Line's config: how many players and who starts round 1. Nothing else varies.

import type { Result, RuleError } from "../../core/result";
import { err, ok, ruleError } from "../../core/result";

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;

export interface NumberLineConfig {
  /** 2..5 players; default 2. */
  readonly players: number;
  /** Who starts round 1, 0..players-1; default 0 (in person: whoever computes 17 × 34 first). */
  readonly firstPlayer: number;
}

/** Seat p plays colour PLAYER_COLORS[p]; the board shows its capital initial. */
export const PLAYER_COLORS = ["green", "orange", "red", "yellow", "blue"] as const;
export type PlayerColor = (typeof PLAYER_COLORS)[number];

export function colorName(player: number): PlayerColor {
  const c = PLAYER_COLORS[player];
  if (c === undefined) throw new Error(`number-line: no seat ${player}`);
  return c;
}

/** G, O, R, Y or B. */
export function colorLetter(player: number): string {
  return colorName(player)[0]!.toUpperCase();
}

const CONFIG_KEYS: readonly string[] = ["players", "firstPlayer"];

function configError(message: string): Result<NumberLineConfig, RuleError> {
  return err(ruleError("ERR_CONFIG", message));
}

/** Untrusted input → `{ players, firstPlayer }`. `undefined` means all defaults. Idempotent. */
export function parseConfig(input: unknown): Result<NumberLineConfig, RuleError> {
  if (input === undefined) input = {};
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return configError('a Number Line config must be an object such as {"players":3}');
  }
  const raw = input as Record<string, unknown>;
  for (const key of Object.keys(raw)) {
    if (!CONFIG_KEYS.includes(key)) {
      return configError(
        `unknown config field "${key}": Number Line only has "players" (${MIN_PLAYERS}-${MAX_PLAYERS}) and "firstPlayer"`,
      );
    }
  }
  const players = raw.players === undefined ? MIN_PLAYERS : raw.players;
  if (
    typeof players !== "number" ||
    !Number.isInteger(players) ||
    players < MIN_PLAYERS ||
    players > MAX_PLAYERS
  ) {
    return configError(
      `"players" must be a whole number from ${MIN_PLAYERS} to ${MAX_PLAYERS}, not ${show(players)}`,
    );
  }
  const firstPlayer = raw.firstPlayer === undefined ? 0 : raw.firstPlayer;
  if (
    typeof firstPlayer !== "number" ||
    !Number.isInteger(firstPlayer) ||
    firstPlayer < 0 ||
    firstPlayer >= players
  ) {
    return configError(
      `"firstPlayer" must be a whole number from 0 to ${players - 1} (a seat), not ${show(firstPlayer)}`,
    );
  }
  // + 0 turns -0 (a whole number in range) into 0: JSON, which stores and sends it, has no -0.
  return ok({ players, firstPlayer: firstPlayer + 0 });
}

function show(x: unknown): string {
  if (typeof x === "number") return String(x);
  const s = JSON.stringify(x);
  return s === undefined ? String(x) : s;
}
