// Shared option parsing for sub-commands: game ids, integers, configs from flags. Lists of
// games in help texts and messages come from the engine's registry (GAME_IDS), never typed.

import type { AnyGame, GameId } from "@number-games/engine";
import { GAME_IDS, GAMES, isGameId } from "@number-games/engine";
import { InvalidArgumentError } from "commander";

export function gameArg(value: string): GameId {
  if (!isGameId(value)) {
    throw new InvalidArgumentError(`unknown game "${value}"; choose one of ${GAME_IDS.join(", ")}`);
  }
  return value;
}

/** "a, b or c": a list for help texts and messages. */
export function listText(items: readonly string[], conjunction: "and" | "or"): string {
  if (items.length <= 1) return items.join("");
  return `${items.slice(0, -1).join(", ")} ${conjunction} ${items[items.length - 1]}`;
}

/** Every game's id, as help texts offer them: "number-line, take-or-pay or magic-numbers". */
export const GAME_CHOICES = listText(GAME_IDS, "or");

export function intArg(value: string): number {
  const n = Number(value);
  if (!Number.isInteger(n)) throw new InvalidArgumentError(`"${value}" is not a whole number`);
  return n;
}

export function jsonObjectArg(value: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    throw new InvalidArgumentError(`"${value}" is not JSON`);
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
    throw new InvalidArgumentError("the config must be a JSON object");
  }
  return parsed as Record<string, unknown>;
}

/** `--config` JSON with `--players` on top, validated by the game. Exits with a message. */
export function configFromFlags(
  game: AnyGame,
  flags: { players?: number; config?: Record<string, unknown> },
): unknown {
  const input: Record<string, unknown> = { ...(flags.config ?? {}) };
  if (flags.players !== undefined) input.players = flags.players;
  const parsed = game.parseConfig(input);
  if (!parsed.ok) fail(`${game.title}: ${parsed.error.message}`);
  return parsed.value;
}

export function fail(message: string): never {
  process.stderr.write(`numbers: ${message}\n`);
  process.exit(2);
}

export function gameById(id: GameId): AnyGame {
  return GAMES[id];
}
