// Generic helpers over the contract: random playouts and random complete records.

import type { AnyGame } from "./game";
import { CHANCE, TERMINAL } from "./game";
import type { Result, RuleError } from "./result";
import { err } from "./result";
import { Rng } from "./rng";

/** Checked step from untrusted JSON: parse the action's shape, then apply it. */
export function applyJson(
  game: AnyGame,
  state: unknown,
  input: unknown,
): Result<unknown, RuleError> {
  const a = game.parseAction(input);
  if (!a.ok) return err(a.error);
  return game.apply(state, a.value);
}

/**
 * Plays `state` (mutated in place) to the end with uniformly random legal choices through
 * the fast path: the game's own playout kernel, or for a game without one the step-by-step
 * loop (`randomPlayoutSteps`, which needs `buf`). Returns the number of actions taken, chance
 * included.
 */
export function randomPlayoutInPlace(
  game: AnyGame,
  state: unknown,
  rng: Rng,
  buf?: Int32Array,
): number {
  if (game.playoutInPlace !== undefined) return game.playoutInPlace(state, rng);
  if (buf === undefined) throw new Error(`${game.id} has no playout kernel: pass a buffer`);
  return randomPlayoutSteps(game, state, rng, buf);
}

/**
 * The same playout one step at a time through the generic fast path (toMove, legalIds,
 * applyId, sampleChanceInPlace), as searches step: the definition every game's
 * `playoutInPlace` must match draw for draw. `buf` holds at least `maxActionId` ids.
 */
export function randomPlayoutSteps(
  game: AnyGame,
  state: unknown,
  rng: Rng,
  buf: Int32Array,
): number {
  // Local copies: imported bindings can cost a getter call per read in some loaders.
  const terminal = TERMINAL;
  const chance = CHANCE;
  let steps = 0;
  for (;;) {
    const m = game.toMove(state);
    if (m === terminal) return steps;
    if (m === chance) game.sampleChanceInPlace(state, rng);
    else {
      const n = game.legalIds(state, buf);
      game.applyId(state, buf[rng.int(n)]!);
    }
    steps++;
  }
}

/** A random complete game through the checked door (slow, but every step verified). */
export function randomGame(game: AnyGame, config: unknown, seed: string | number): unknown {
  const rng = Rng.fromSeed(seed);
  let state = game.newGame(config);
  for (;;) {
    const m = game.toMove(state);
    if (m === TERMINAL) return state;
    const action =
      m === CHANCE
        ? game.sampleChance(state, rng)
        : (() => {
            const legal = game.legalActions(state);
            return legal[rng.int(legal.length)];
          })();
    const next = game.apply(state, action);
    if (!next.ok) throw new Error(`engine bug: generated action rejected: ${next.error.message}`);
    state = next.value;
  }
}
