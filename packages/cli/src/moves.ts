// Typed moves in the terminal prompts (`play`, `join`).

import type { AnyGame } from "@number-games/engine";

/**
 * What the person typed, completed against the legal moves: an action that is legal as typed
 * stands; else, if the legal moves that extend its text ("place 7" → "place 7 decoy") are
 * exactly one, that one; if several, the list to choose from; if none, the action as typed
 * (so the engine explains why it is illegal).
 */
export function completeAction(
  game: AnyGame,
  legal: readonly unknown[],
  typed: unknown,
): unknown | unknown[] {
  const text = game.formatAction(typed);
  if (legal.some((a) => game.formatAction(a) === text)) return typed;
  const longer = legal.filter((a) => game.formatAction(a).startsWith(`${text} `));
  if (longer.length === 1) return longer[0];
  if (longer.length > 1) return longer;
  return typed;
}
