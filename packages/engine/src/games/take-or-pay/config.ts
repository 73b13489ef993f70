// Take or Pay configuration: presets, defaults and validation of untrusted input.
// The normalised config is fully explicit, so parsing it again gives the same value.

import type { Result, RuleError } from "../../core/result";
import { err, ok, ruleError } from "../../core/result";

export const PRESETS = ["classroom", "classic"] as const;
export type Preset = (typeof PRESETS)[number];

export interface TakeOrPayConfig {
  readonly preset: Preset;
  readonly players: number;
  readonly firstPlayer: number;
  /** Whether everyone may see everyone's token count. */
  readonly openTokens: boolean;
  readonly minCard: number;
  readonly maxCard: number;
  /** Cards of minCard..maxCard set aside unseen before play. */
  readonly removed: number;
  /** Tokens each player starts with. */
  readonly tokens: number;
}

interface PresetFacts {
  readonly minPlayers: number;
  readonly maxPlayers: number;
  readonly minCard: number;
  readonly maxCard: number;
  readonly removed: number;
  readonly tokens: (players: number) => number;
}

export const PRESET_FACTS: Readonly<Record<Preset, PresetFacts>> = {
  // The seed (002): cards 一..三十六, six set aside, ten tokens each, 3–6 students.
  classroom: {
    minPlayers: 3,
    maxPlayers: 6,
    minCard: 1,
    maxCard: 36,
    removed: 6,
    tokens: () => 10,
  },
  // The classic card game's numbers: 3..35, nine set aside, fewer tokens at big tables.
  classic: {
    minPlayers: 3,
    maxPlayers: 7,
    minCard: 3,
    maxCard: 35,
    removed: 9,
    tokens: (players) => (players >= 7 ? 7 : players === 6 ? 9 : 11),
  },
};

export const MIN_PLAYERS = 3;
export const MAX_PLAYERS = 7;
export const CARD_MIN = 1;
export const CARD_MAX = 99;
export const TOKENS_MAX = 50;
export const DEFAULT_PLAYERS = 3;

const FIELDS = [
  "preset",
  "players",
  "firstPlayer",
  "openTokens",
  "minCard",
  "maxCard",
  "removed",
  "tokens",
] as const;

/** How many cards the range holds, and how many of them are dealt into play. */
export function rangeSize(config: TakeOrPayConfig): number {
  return config.maxCard - config.minCard + 1;
}

export function deckSize(config: TakeOrPayConfig): number {
  return rangeSize(config) - config.removed;
}

function configError(message: string): { readonly ok: false; readonly error: RuleError } {
  return err(ruleError("ERR_CONFIG", message));
}

/** A value as a person would read it in an error sentence (NaN stays NaN). */
export function describeValue(v: unknown): string {
  if (typeof v === "number" || typeof v === "bigint") return String(v);
  if (v === undefined) return "nothing";
  try {
    return JSON.stringify(v) ?? String(v);
  } catch {
    return String(v);
  }
}

function intField(
  input: Record<string, unknown>,
  field: string,
  fallback: number,
  lo: number,
  hi: number,
  why = "",
): Result<number, RuleError> {
  // Defaults are checked too: a preset's default can fall outside a range narrowed by
  // another field (e.g. removed 6 with cards 1..5).
  const given = input[field];
  const v = given ?? fallback;
  if (typeof v !== "number" || !Number.isInteger(v) || v < lo || v > hi) {
    const range = lo === hi ? `exactly ${lo}` : `a whole number from ${lo} to ${hi}`;
    const got = given === undefined ? `${v} by default` : describeValue(v);
    return configError(`${field} must be ${range}${why}, got ${got}`);
  }
  // + 0 turns -0 (a whole number in range) into 0: JSON, which stores and sends it, has no -0.
  return ok(v + 0);
}

/** Untrusted input → a validated config. `undefined` means all defaults. */
export function parseConfig(input: unknown): Result<TakeOrPayConfig, RuleError> {
  if (input === undefined) input = {};
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    return configError('the config must be an object such as {"players": 4}');
  }
  const raw = input as Record<string, unknown>;
  for (const key of Object.keys(raw)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      return configError(`unknown config field "${key}" (known: ${FIELDS.join(", ")})`);
    }
  }

  const presetRaw = raw.preset ?? "classroom";
  if (typeof presetRaw !== "string" || !(PRESETS as readonly string[]).includes(presetRaw)) {
    return configError(`preset must be "classroom" or "classic", got ${describeValue(presetRaw)}`);
  }
  const preset = presetRaw as Preset;
  const facts = PRESET_FACTS[preset];

  const players = intField(
    raw,
    "players",
    DEFAULT_PLAYERS,
    facts.minPlayers,
    facts.maxPlayers,
    ` for the ${preset} preset`,
  );
  if (!players.ok) return players;
  const P = players.value;

  const firstPlayer = intField(raw, "firstPlayer", 0, 0, P - 1, ` with ${P} players`);
  if (!firstPlayer.ok) return firstPlayer;

  const openTokens = raw.openTokens ?? false;
  if (typeof openTokens !== "boolean") {
    return configError(`openTokens must be true or false, got ${describeValue(openTokens)}`);
  }

  const minCard = intField(raw, "minCard", facts.minCard, CARD_MIN, CARD_MAX);
  if (!minCard.ok) return minCard;
  const maxCard = intField(
    raw,
    "maxCard",
    facts.maxCard,
    minCard.value,
    CARD_MAX,
    " (at least minCard)",
  );
  if (!maxCard.ok) return maxCard;
  const count = maxCard.value - minCard.value + 1;

  const removed = intField(
    raw,
    "removed",
    facts.removed,
    0,
    count - 1,
    count === 1
      ? ` (there is only the one card ${minCard.value})`
      : ` (fewer than the ${count} cards from ${minCard.value} to ${maxCard.value})`,
  );
  if (!removed.ok) return removed;

  const tokens = intField(raw, "tokens", facts.tokens(P), 0, TOKENS_MAX);
  if (!tokens.ok) return tokens;

  return ok({
    preset,
    players: P,
    firstPlayer: firstPlayer.value,
    openTokens,
    minCard: minCard.value,
    maxCard: maxCard.value,
    removed: removed.value,
    tokens: tokens.value,
  });
}
