// The hard level's reward at the end of a Number Line playout, read from the state's totals:
// what `marginReward` (search/paired.ts) computes from `game.result`, without building the
// result (its per-round arrays cost a fifth of an ISMCTS iteration). test/paired.test.ts
// checks that the two agree.

import type { AnyGame, numberLineGame } from "@number-games/engine";
import { TERMINAL } from "@number-games/engine";

type State = numberLineGame.NumberLineState;

// Read once: an imported binding may be a getter under a loader (tsx), this is a local.
const TERMINAL_CODE: number = TERMINAL;

/** Win share × (1 − weight) + weight × (1 + tanh(points margin / scale)) / 2, per player. */
export function pointsMarginReward(
  weight: number,
  scale: number,
): (game: AnyGame, state: unknown, out: Float64Array) => void {
  return (game, state, out) => {
    const s = state as State;
    // A finished game's winners are the leaders; an unfinished one has none (as `result`).
    marginRewardsOf(s.totals, s.players, game.toMove(state) === TERMINAL_CODE, weight, scale, out);
  };
}

/**
 * The reward of each of `players` with these `totals` into `out`: win share × (1 − weight) +
 * weight × (1 + tanh(margin / scale)) / 2, the margin to the best rival; `over`: the leaders
 * share the win (an unfinished game has no winner). Engine states (above) and hard's bitmask
 * worlds (search.ts) alike.
 */
export function marginRewardsOf(
  totals: ArrayLike<number>,
  players: number,
  over: boolean,
  weight: number,
  scale: number,
  out: Float64Array,
): void {
  let b1 = Number.NEGATIVE_INFINITY;
  let b2 = Number.NEGATIVE_INFINITY;
  let leaders = 0;
  for (let p = 0; p < players; p++) {
    const x = totals[p]!;
    if (x > b1) {
      b2 = b1;
      b1 = x;
      leaders = 1;
    } else {
      if (x === b1) leaders++;
      if (x > b2) b2 = x;
    }
  }
  for (let p = 0; p < players; p++) {
    const x = totals[p]!;
    const rival = x === b1 ? b2 : b1;
    const win = over && x === b1 ? (1 - weight) / leaders : 0;
    out[p] = win + (weight * (1 + Math.tanh((x - rival) / scale))) / 2;
  }
}
