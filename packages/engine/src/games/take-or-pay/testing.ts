// Test helpers for Take or Pay (used by the *.test.ts files beside this one only).

import { CHANCE, TERMINAL } from "../../core/game";
import { Rng } from "../../core/rng";
import type { TakeOrPayAction } from "./actions";
import type { TakeOrPayConfig } from "./config";
import { parseConfig } from "./config";
import type { TakeOrPayState } from "./state";
import { apply, legalActions, newGame, sampleDeal } from "./state";

export function config(input: unknown = {}): TakeOrPayConfig {
  const c = parseConfig(input);
  if (!c.ok) throw new Error(c.error.message);
  return c.value;
}

/** Applies actions through the checked door; throws (a test failure) on the first rejection. */
export function play(state: TakeOrPayState, actions: readonly TakeOrPayAction[]): TakeOrPayState {
  let s = state;
  for (const a of actions) {
    const r = apply(s, a);
    if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
    s = r.value;
  }
  return s;
}

export function dealt(cfg: TakeOrPayConfig, deck: readonly number[]): TakeOrPayState {
  return play(newGame(cfg), [{ type: "deal", deck }]);
}

/** Every state of one random game through the checked door, the initial one first. */
export function randomStates(cfg: TakeOrPayConfig, seed: number | string): TakeOrPayState[] {
  const rng = Rng.fromSeed(seed);
  const states = [newGame(cfg)];
  for (;;) {
    const s = states[states.length - 1]!;
    if (s.toMove === TERMINAL) return states;
    const a =
      s.toMove === CHANCE
        ? sampleDeal(cfg, rng)
        : (() => {
            const legal = legalActions(s);
            return legal[rng.int(legal.length)]!;
          })();
    states.push(play(s, [a]));
  }
}

/** The cards minCard..maxCard. */
export function range(lo: number, hi: number): number[] {
  const out: number[] = [];
  for (let c = lo; c <= hi; c++) out.push(c);
  return out;
}
