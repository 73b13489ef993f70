// Test helpers shared by this directory's *.test.ts files (not part of the public API).

import { CHANCE, TERMINAL } from "../../core/game";
import { Rng } from "../../core/rng";
import type { MagicNumbersAction, SecretsAction } from "./actions";
import { GIVE, KEEP, ROLL } from "./actions";
import type { MagicNumbersConfig } from "./config";
import { magicNumbers } from "./index";
import type { MagicNumbersState } from "./state";

export const game = magicNumbers;

export function cfg(input: unknown = {}): MagicNumbersConfig {
  const r = game.parseConfig(input);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

export function secrets(good: number[], evil: number[]): SecretsAction {
  return { type: "secrets", good, evil };
}
export const roll = (v: number): MagicNumbersAction => ROLL[v]!;
export const keep: MagicNumbersAction = KEEP;
export const give = (to: number): MagicNumbersAction => GIVE[to]!;

/** Applies actions through the checked door; throws (a test failure) on any rejection. */
export function play(
  config: MagicNumbersConfig,
  actions: readonly MagicNumbersAction[],
  from: MagicNumbersState = game.newGame(config),
): MagicNumbersState {
  let s = from;
  actions.forEach((a, i) => {
    const r = game.apply(s, a);
    if (!r.ok) throw new Error(`action ${i} (${game.formatAction(a)}): ${r.error.message}`);
    s = r.value;
  });
  return s;
}

/** A random game through the fast path, stopped after `steps` actions or at the end. */
export function randomState(
  config: MagicNumbersConfig,
  seed: number | string,
  steps = Number.POSITIVE_INFINITY,
): MagicNumbersState {
  const rng = Rng.fromSeed(seed);
  const s = game.newGame(config);
  const buf = new Int32Array(game.maxActionId(config));
  for (let i = 0; i < steps; i++) {
    const m = game.toMove(s);
    if (m === TERMINAL) break;
    if (m === CHANCE) game.sampleChanceInPlace(s, rng);
    else game.applyId(s, buf[rng.int(game.legalIds(s, buf))]!);
  }
  return s;
}

/** Everything about a state, as JSON, to check that a rejected action changed nothing. */
export function snapshot(s: MagicNumbersState): string {
  return JSON.stringify({
    data: Array.from(s.data),
    history: s.history,
    toMove: s.toMove,
    current: s.current,
    roll: s.roll,
    turns: s.turns,
    winner: s.winner,
    dealt: s.dealt,
  });
}
