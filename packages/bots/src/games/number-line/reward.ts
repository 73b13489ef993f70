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
    const t = s.totals;
    const P = s.players;
    let b1 = Number.NEGATIVE_INFINITY;
    let b2 = Number.NEGATIVE_INFINITY;
    let leaders = 0;
    for (let p = 0; p < P; p++) {
      const x = t[p]!;
      if (x > b1) {
        b2 = b1;
        b1 = x;
        leaders = 1;
      } else {
        if (x === b1) leaders++;
        if (x > b2) b2 = x;
      }
    }
    // A finished game's winners are the leaders; an unfinished one has none (as `result`).
    const over = game.toMove(state) === TERMINAL_CODE;
    for (let p = 0; p < P; p++) {
      const x = t[p]!;
      const rival = x === b1 ? b2 : b1;
      const win = over && x === b1 ? (1 - weight) / leaders : 0;
      out[p] = win + (weight * (1 + Math.tanh((x - rival) / scale))) / 2;
    }
  };
}
