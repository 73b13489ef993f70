// The random playout kernel: the rest of a game with uniformly random legal choices, one
// round at a time over local variables. It plays exactly the game the step-by-step fast path
// (legalIds / rng.int / applyId) plays with the same generator, draw for draw (a test
// checks). legalIds lists the free numbers in ascending order, so a draw k picks the k-th
// free number; on a player's first card of a decoy round the list holds two ids per number
// (real, then decoy), so k picks number k >> 1 with the decoy flag when k is odd.
//
// The free numbers are a bitmask; the k-th free number is one table lookup (SELECT). The
// generator is stepped in locals (core/sfc32.ts).

import { TERMINAL } from "../../core/game";
import type { Rng } from "../../core/rng";
import {
  ACCEPT as ACCEPT_EXPORT,
  RECIPROCAL as RECIPROCAL_EXPORT,
  sfc32Of,
} from "../../core/sfc32";
import { ownersOf, scorePacked, scoringMask } from "./scoring";
import type { NumberLineState } from "./state";
import { addRoundPoints, applyId, DECOY_ROUND, LINE_LENGTH, legalIds, MAX_NUMBER } from "./state";

const TERMINAL_CODE = TERMINAL;
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

/**
 * Plays `s` to the end in place; returns the number of placements made. The round being
 * played lives in locals (written back at the end): its free numbers, its scoring cards
 * (placed, not decoys) and who owns each card (3 bits per number, see ownersOf) as bitmasks,
 * read from the cells when the state is in the middle of a round. The cells themselves are
 * written once, for the board left on show at the end.
 */
export function playoutInPlace(s: NumberLineState, rng: Rng): number {
  if (s.toMove < 0) return 0;
  const st = sfc32Of(rng);
  if (st === null) return playoutSteps(s, rng);
  let a = st.a | 0;
  let b = st.b | 0;
  let c = st.c | 0;
  let d = st.d | 0;
  const cells = s.cells;
  const hist = s.hist;
  const totals = s.totals;
  const players = s.players;
  const before = s.histLen;
  let round = s.round;
  let len = s.lineLength;
  let decoyRound = s.decoyRound;
  let start = s.startPlayer;
  let placed = s.placed;
  let end = s.roundEnd;
  let p = s.toMove;
  let flags = s.firstFlags;
  let free = (1 << len) - 1;
  let scoring = 0;
  let owners = 0;
  if (placed > 0) {
    for (let i = 0; i < len; i++) if (cells[i] !== 0) free ^= 1 << i;
    scoring = scoringMask(cells, len);
    owners = ownersOf(cells, len);
  }
  for (;;) {
    let nfree = POPCOUNT[free]!;
    if (!decoyRound) {
      // Rounds 1 and 3: every card scores; the draw picks a free number (none when one is left).
      for (; placed < end; placed++) {
        let x = 0;
        if (nfree > 1) {
          const accept = ACCEPT[nfree]!;
          let t: number;
          do {
            t = (((a + b) | 0) + d) | 0;
            d = (d + 1) | 0;
            a = b ^ (b >>> 9);
            b = (c + (c << 3)) | 0;
            c = (((c << 21) | (c >>> 11)) + t) | 0;
          } while (t >>> 0 > accept);
          x = (t - Math.imul(Math.floor((t >>> 0) * RECIPROCAL[nfree]!) | 0, nfree)) | 0;
        }
        const i = SELECT[free * 16 + x]!;
        free ^= 1 << i;
        nfree--;
        scoring |= 1 << i;
        owners |= p << (3 * i);
        hist.push(i * 3);
        p = p + 1 === players ? 0 : p + 1;
      }
    } else {
      // A decoy round's first lap: each player's first card, with its flag (two ids per
      // free number, real then decoy, so there is always a draw).
      const lap = Math.min(end, players);
      for (; placed < lap; placed++) {
        const n = nfree << 1;
        const accept = ACCEPT[n]!;
        let t: number;
        do {
          t = (((a + b) | 0) + d) | 0;
          d = (d + 1) | 0;
          a = b ^ (b >>> 9);
          b = (c + (c << 3)) | 0;
          c = (((c << 21) | (c >>> 11)) + t) | 0;
        } while (t >>> 0 > accept);
        const x = (t - Math.imul(Math.floor((t >>> 0) * RECIPROCAL[n]!) | 0, n)) | 0;
        const k = 1 + (x & 1);
        flags |= k << (2 * p);
        const i = SELECT[free * 16 + (x >> 1)]!;
        free ^= 1 << i;
        nfree--;
        scoring |= (k & 1) << i;
        owners |= p << (3 * i);
        hist.push(i * 3 + k);
        p = p + 1 === players ? 0 : p + 1;
      }
      // The second lap: each player's other flag.
      for (; placed < end; placed++) {
        const k = 3 - ((flags >> (2 * p)) & 3);
        let x = 0;
        if (nfree > 1) {
          const accept = ACCEPT[nfree]!;
          let t: number;
          do {
            t = (((a + b) | 0) + d) | 0;
            d = (d + 1) | 0;
            a = b ^ (b >>> 9);
            b = (c + (c << 3)) | 0;
            c = (((c << 21) | (c >>> 11)) + t) | 0;
          } while (t >>> 0 > accept);
          x = (t - Math.imul(Math.floor((t >>> 0) * RECIPROCAL[nfree]!) | 0, nfree)) | 0;
        }
        const i = SELECT[free * 16 + x]!;
        free ^= 1 << i;
        nfree--;
        scoring |= (k & 1) << i;
        owners |= p << (3 * i);
        hist.push(i * 3 + k);
        p = p + 1 === players ? 0 : p + 1;
      }
    }
    // The round is scored (as finishRoundWith does); the next one starts (as startRound does).
    if (addRoundPoints(totals, players, scorePacked(scoring, owners, len), round)) break;
    round++;
    len = LINE_LENGTH[round]!;
    decoyRound = DECOY_ROUND[round]!;
    start = start + 1 === players ? 0 : start + 1;
    placed = 0;
    end = Math.min(2 * players, len);
    p = start;
    flags = 0;
    free = (1 << len) - 1;
    scoring = 0;
    owners = 0;
  }
  // The last board stays on show: its cells, from the masks (any older ones cleared).
  for (let i = 0; i < MAX_NUMBER; i++) if (cells[i] !== 0) cells[i] = 0;
  for (let m = ((1 << len) - 1) & ~free; m !== 0; m &= m - 1) {
    const i = 31 - Math.clz32(m & -m);
    const flag = decoyRound ? 2 - ((scoring >> i) & 1) : 0;
    cells[i] = ((((owners >>> (3 * i)) & 7) + 1) << 2) | flag;
  }
  st.a = a;
  st.b = b;
  st.c = c;
  st.d = d;
  s.round = round;
  s.roundsScored = round;
  s.lineLength = len;
  s.decoyRound = decoyRound;
  s.startPlayer = start;
  s.placed = placed;
  s.roundEnd = end;
  s.firstFlags = flags;
  s.histLen = hist.length;
  s.toMove = TERMINAL_CODE;
  return hist.length - before;
}

const ids = new Int32Array(3 * MAX_NUMBER);

/** The definition the kernel follows, for a generator it cannot step itself. */
function playoutSteps(s: NumberLineState, rng: Rng): number {
  let steps = 0;
  for (; s.toMove >= 0; steps++) applyId(s, ids[rng.int(legalIds(s, ids))]!);
  return steps;
}
