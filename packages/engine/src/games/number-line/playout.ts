// The random playout kernel: the rest of a game with uniformly random legal choices, one
// round at a time over local variables. It plays exactly the game the step-by-step fast path
// (legalIds / rng.int / applyId) plays with the same generator, draw for draw (a test
// checks). legalIds lists the free numbers in ascending order, so a draw k picks the k-th
// free number; on a player's first card of a decoy round the list holds two ids per number
// (real, then decoy), so k picks number k >> 1 with the decoy flag when k is odd.
//
// The free numbers are a bitmask; the k-th free number is one table lookup (SELECT). The
// generator is stepped in locals (core/sfc32.ts).

import type { Rng } from "../../core/rng";
import {
  ACCEPT as ACCEPT_EXPORT,
  RECIPROCAL as RECIPROCAL_EXPORT,
  sfc32Of,
} from "../../core/sfc32";
import { scoringMask } from "./scoring";
import type { NumberLineState } from "./state";
import { applyId, finishRoundWith, legalIds, MAX_NUMBER } from "./state";

const ACCEPT = ACCEPT_EXPORT;
const RECIPROCAL = RECIPROCAL_EXPORT;
const MASKS = 1 << MAX_NUMBER;

/** SELECT[mask * 16 + k]: the index of the k-th set bit (from 0) of a MAX_NUMBER-bit mask. */
const SELECT = new Int8Array(MASKS * 16);
for (let m = 0; m < MASKS; m++) {
  let k = 0;
  for (let i = 0; i < MAX_NUMBER; i++) if ((m >> i) & 1) SELECT[m * 16 + k++] = i;
}

/** Set bits of a MAX_NUMBER-bit mask. */
const POPCOUNT = new Int8Array(MASKS);
for (let m = 1; m < MASKS; m++) POPCOUNT[m] = POPCOUNT[m >> 1]! + (m & 1);

/** Plays `s` to the end in place; returns the number of placements made. */
export function playoutInPlace(s: NumberLineState, rng: Rng): number {
  const st = sfc32Of(rng);
  if (st === null) return playoutSteps(s, rng);
  let a = st.a | 0;
  let b = st.b | 0;
  let c = st.c | 0;
  let d = st.d | 0;
  const cells = s.cells;
  const hist = s.hist;
  const players = s.players;
  let steps = 0;
  // The free numbers and the round's scoring cards (placed, not decoys) as bitmasks: read
  // from the cells once (the state may be in the middle of a round), then kept up to date.
  let free = 0;
  for (let i = 0; i < s.lineLength; i++) if (cells[i] === 0) free |= 1 << i;
  let scoring = scoringMask(cells, s.lineLength);
  while (s.toMove >= 0) {
    const end = s.roundEnd;
    const decoyRound = s.decoyRound;
    let nfree = POPCOUNT[free]!;
    let p = s.toMove;
    let placed = s.placed;
    let flags = s.firstFlags;
    while (placed < end) {
      // first: the flag of p's first card this round (0: none yet, so this card chooses
      // its flag too, and the draw covers two ids per free number); 3 outside decoy rounds.
      const first = decoyRound ? (flags >> (2 * p)) & 3 : 3;
      const shift = first === 0 ? 1 : 0;
      const n = nfree << shift;
      // x = rng.int(n): no draw when there is one choice.
      let x = 0;
      if (n > 1) {
        const accept = ACCEPT[n]!;
        let t: number;
        do {
          t = (((a + b) | 0) + d) | 0;
          d = (d + 1) | 0;
          a = b ^ (b >>> 9);
          b = (c + (c << 3)) | 0;
          c = (((c << 21) | (c >>> 11)) + t) | 0;
        } while (t >>> 0 > accept);
        x = (t - Math.imul(Math.floor((t >>> 0) * RECIPROCAL[n]!) | 0, n)) | 0;
      }
      // k: the flag (0 none, 1 real, 2 decoy).
      const k = first === 3 ? 0 : first === 0 ? 1 + (x & 1) : 3 - first;
      if (first === 0) flags |= k << (2 * p);
      const i = SELECT[free * 16 + (x >> shift)]!;
      free ^= 1 << i;
      nfree--;
      cells[i] = ((p + 1) << 2) | k;
      scoring |= ((k >> 1) ^ 1) << i;
      hist.push(i * 3 + k);
      placed++;
      p = p + 1 === players ? 0 : p + 1;
    }
    steps += placed - s.placed;
    s.placed = placed;
    s.firstFlags = flags;
    s.histLen = hist.length;
    s.toMove = p;
    finishRoundWith(s, scoring);
    // A new round starts with every number free and no cards.
    free = (1 << s.lineLength) - 1;
    scoring = 0;
  }
  st.a = a;
  st.b = b;
  st.c = c;
  st.d = d;
  return steps;
}

const ids = new Int32Array(3 * MAX_NUMBER);

/** The definition the kernel follows, for a generator it cannot step itself. */
function playoutSteps(s: NumberLineState, rng: Rng): number {
  let steps = 0;
  for (; s.toMove >= 0; steps++) applyId(s, ids[rng.int(legalIds(s, ids))]!);
  return steps;
}
