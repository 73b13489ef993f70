// Magic Numbers configuration: defaults, limits and the one parse function that turns
// untrusted input (JSON, CLI flags) into a normalised, plain-JSON config.

import type { Result, RuleError } from "../../core/result";
import { err, ok, ruleError } from "../../core/result";

export interface MagicNumbersConfig {
  /** 2..8 players. */
  readonly players: number;
  /** Who rolls first, 0..players-1. */
  readonly firstPlayer: number;
  /** The exact score that wins, 1..1000. */
  readonly target: number;
  /** Points for receiving one's Good number, 0..1000. */
  readonly goodBonus: number;
  /** Faces of the die, 2..20; Good and Evil numbers are drawn from 1..dieSides. */
  readonly dieSides: number;
  /** Completed turns after which the game stops with no winner; null = no limit. */
  readonly maxTurns: number | null;
}

export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 8;
export const MAX_DIE_SIDES = 20;

export const DEFAULT_CONFIG: MagicNumbersConfig = Object.freeze({
  players: 2,
  firstPlayer: 0,
  target: 30,
  goodBonus: 10,
  dieSides: 6,
  maxTurns: null,
});

const FIELDS = ["players", "firstPlayer", "target", "goodBonus", "dieSides", "maxTurns"] as const;
type Field = (typeof FIELDS)[number];

function isField(k: string): k is Field {
  return (FIELDS as readonly string[]).includes(k);
}

/** A value as a person would type it, for error messages (NaN stays NaN). */
export function show(v: unknown): string {
  if (typeof v === "number" || typeof v === "bigint") return String(v);
  if (v === undefined) return "nothing";
  const j = JSON.stringify(v);
  return j === undefined ? typeof v : j;
}

function bad(message: string): Result<never, RuleError> {
  return err(ruleError("ERR_CONFIG", message));
}

/** An integer field in lo..hi, or the default when absent. */
function intField(
  raw: Record<string, unknown>,
  name: Field,
  lo: number,
  hi: number,
  fallback: number,
): Result<number, RuleError> {
  const v = raw[name];
  if (v === undefined) return ok(fallback);
  if (typeof v !== "number" || !Number.isInteger(v) || v < lo || v > hi) {
    return bad(`${name} must be an integer from ${lo} to ${hi} (got ${show(v)})`);
  }
  // + 0 turns -0 (a whole number in range) into 0: JSON, which stores and sends it, has no -0.
  return ok(v + 0);
}

export function parseConfig(input: unknown): Result<MagicNumbersConfig, RuleError> {
  if (input === undefined) input = {};
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return bad("a Magic Numbers config must be a JSON object");
  }
  const raw = input as Record<string, unknown>;
  for (const k of Object.keys(raw)) {
    if (!isField(k)) {
      return bad(`unknown config field ${JSON.stringify(k)} (known fields: ${FIELDS.join(", ")})`);
    }
  }
  const players = intField(raw, "players", MIN_PLAYERS, MAX_PLAYERS, DEFAULT_CONFIG.players);
  if (!players.ok) return players;
  const firstPlayer = intField(
    raw,
    "firstPlayer",
    0,
    players.value - 1,
    DEFAULT_CONFIG.firstPlayer,
  );
  if (!firstPlayer.ok) return firstPlayer;
  const target = intField(raw, "target", 1, 1000, DEFAULT_CONFIG.target);
  if (!target.ok) return target;
  const goodBonus = intField(raw, "goodBonus", 0, 1000, DEFAULT_CONFIG.goodBonus);
  if (!goodBonus.ok) return goodBonus;
  const dieSides = intField(raw, "dieSides", 2, MAX_DIE_SIDES, DEFAULT_CONFIG.dieSides);
  if (!dieSides.ok) return dieSides;
  let maxTurns: number | null = null;
  if (raw.maxTurns !== undefined && raw.maxTurns !== null) {
    const m = intField(raw, "maxTurns", 1, Number.MAX_SAFE_INTEGER, 1);
    if (!m.ok) {
      return bad(
        `maxTurns must be an integer of at least 1, or null for no limit (got ${show(raw.maxTurns)})`,
      );
    }
    maxTurns = m.value;
  }
  return ok({
    players: players.value,
    firstPlayer: firstPlayer.value,
    target: target.value,
    goodBonus: goodBonus.value,
    dieSides: dieSides.value,
    maxTurns,
  });
}
