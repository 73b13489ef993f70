// Number Line's playout policy for search, on a determinized state: the mover's greedy
// number (counting every card as real except its own decoy) with a little noise, and a coin
// toss for the first flag of a decoy round.

import type { AnyGame, numberLineGame } from "@number-games/engine";
import type { StatePolicy } from "../../strategy";
import { MAX_L, MAX_P } from "./board";
import { linePointsFast } from "./line-score";

type State = numberLineGame.NumberLineState;

const FLAG_REAL = 1;
const FLAG_DECOY = 2;

export function playoutPolicy(_game: AnyGame, _config: unknown): StatePolicy {
  const owner = new Int8Array(MAX_L);
  const pts = new Float64Array(MAX_P);
  return (state, rng) => {
    const s = state as State;
    const L = s.lineLength;
    const P = s.players;
    const me = s.toMove;
    // What the mover sees: every card real except their own decoy. cells[n-1] is 0 when n is
    // free, else (owner + 1) << 2 | flag.
    const cells = s.cells;
    for (let i = 0; i < L; i++) {
      const c = cells[i]!;
      const o = (c >> 2) - 1;
      owner[i] = o === me && (c & 3) === FLAG_DECOY ? -1 : o;
    }
    let best = -1;
    let bestV = -1;
    for (let i = 0; i < L; i++) {
      if (cells[i] !== 0) continue;
      owner[i] = me;
      linePointsFast(owner, L, P, pts);
      owner[i] = -1;
      // A little noise keeps playouts from being one fixed line.
      const v = pts[me]! + rng.float() * 0.5;
      if (v > bestV) {
        bestV = v;
        best = i;
      }
    }
    if (!s.decoyRound) return best * 3;
    const first = (s.firstFlags >> (2 * me)) & 3;
    if (first === 0) return best * 3 + (rng.int(2) === 0 ? FLAG_REAL : FLAG_DECOY);
    return best * 3 + (3 - first);
  };
}
