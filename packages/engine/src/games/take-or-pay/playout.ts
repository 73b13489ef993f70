// The random playout kernel: the rest of a game with uniformly random legal choices, in one
// tight loop over local variables. It plays exactly the game the step-by-step fast path
// (sampleChanceInPlace / legalIds / rng.int / applyId) plays with the same generator, draw
// for draw (a test checks): the deal is shuffleRange's Fisher–Yates, and a choice between pay
// and take is rng.int(2), the low bit of one draw (1 = take, the second legal id); a player
// without tokens takes without a draw. The generator is stepped in locals (core/sfc32.ts).
//
// The loop has no branch on the coin: the step is arithmetic on `pay` (0 or 1). A branch on a
// fair coin is mispredicted half the time, which would cost more than the rest of the step.

import { CHANCE, TERMINAL } from "../../core/game";
import type { Rng } from "../../core/rng";
import type { Sfc32 } from "../../core/sfc32";
import {
  ACCEPT as ACCEPT_EXPORT,
  RECIPROCAL as RECIPROCAL_EXPORT,
  sfc32Of,
} from "../../core/sfc32";
import { CARD_MAX } from "./config";
import type { TakeOrPayState } from "./state";
import { applyId, legalIds, sampleChanceInPlace } from "./state";

const CHANCE_CODE = CHANCE;
const TERMINAL_CODE = TERMINAL;
const ACCEPT = ACCEPT_EXPORT;
const RECIPROCAL = RECIPROCAL_EXPORT;

/** Plays `s` to the end in place; returns the number of actions taken, chance included. */
export function playoutInPlace(s: TakeOrPayState, rng: Rng): number {
  const st = sfc32Of(rng);
  if (st === null) return playoutSteps(s, rng);
  let steps = 0;
  if (s.toMove === CHANCE_CODE) {
    deal(s.deck, s.config.minCard, st);
    s.pos = 0;
    s.pot = 0;
    s.toMove = s.config.firstPlayer;
    steps = 1;
  }
  let a = st.a | 0;
  let b = st.b | 0;
  let c = st.c | 0;
  let d = st.d | 0;
  const deck = s.deck;
  let p = s.toMove;
  const owner = s.owner;
  const tokens = s.tokens;
  const players = s.players;
  const count = s.count;
  let pos = s.pos;
  let pot = s.pot;
  const first = s.moveCount;
  let i = first;
  const moves = s.moves;
  if (i >> 5 === moves.length) moves.push(0);
  // The move log's word being filled (its bits past moveCount are 0).
  let word = moves[i >> 5]!;
  while (pos < count) {
    // pay = 1 on a pay, 0 on a take; a player with no tokens must take (no draw).
    let pay = 0;
    if (tokens[p]! > 0) {
      const t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
      pay = (t & 1) ^ 1;
    }
    const take = pay ^ 1;
    word |= take << (i & 31);
    if ((i & 31) === 31) {
      moves[i >> 5] = word;
      word = 0;
      if ((i >> 5) + 1 === moves.length) moves.push(0);
    }
    i++;
    // Until someone takes it, the face-up card is marked as the actor's; the taker's mark stays.
    owner[deck[pos]!] = p;
    // take: + the pot; pay: − 1 token.
    tokens[p] = tokens[p]! + (pot & -take) - pay;
    pot = (pot + 1) & -pay;
    pos += take;
    // A pay passes to the left (p + 1, wrapping to 0); a take keeps the same player.
    p += pay;
    p &= (p - players) >> 31;
  }
  if ((i & 31) !== 0) moves[i >> 5] = word;
  st.a = a;
  st.b = b;
  st.c = c;
  st.d = d;
  s.pos = pos;
  s.pot = pot;
  s.moveCount = i;
  s.toMove = TERMINAL_CODE;
  return steps + (i - first);
}

/**
 * The deal, shuffleRange's procedure: minCard.. ascending, then Fisher–Yates from the last
 * slot down with j = rng.int(i + 1). Its own function, so its loop keeps its own registers.
 */
function deal(deck: number[], min: number, st: Sfc32): void {
  let a = st.a | 0;
  let b = st.b | 0;
  let c = st.c | 0;
  let d = st.d | 0;
  const accept = ACCEPT;
  const reciprocal = RECIPROCAL;
  const js = SWAP_WITH;
  const len = deck.length;
  // The draws first, then the swaps: two simple loops run faster than one that does both.
  for (let i = len - 1; i > 0; i--) {
    const n = i + 1;
    let t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (((c << 21) | (c >>> 11)) + t) | 0;
    while (t >>> 0 > accept[n]!) {
      t = (((a + b) | 0) + d) | 0;
      d = (d + 1) | 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) | 0;
      c = (((c << 21) | (c >>> 11)) + t) | 0;
    }
    js[i] = (t - Math.imul(Math.floor((t >>> 0) * reciprocal[n]!) | 0, n)) | 0;
  }
  for (let i = 0; i < len; i++) deck[i] = min + i;
  for (let i = len - 1; i > 0; i--) {
    const j = js[i]!;
    const card = deck[i]!;
    deck[i] = deck[j]!;
    deck[j] = card;
  }
  st.a = a;
  st.b = b;
  st.c = c;
  st.d = d;
}

/** The deal's j for each slot i (scratch; a range holds at most CARD_MAX cards). */
const SWAP_WITH = new Int32Array(CARD_MAX + 1);

const ids = new Int32Array(2);

/** The definition the kernel follows, for a generator it cannot step itself. */
function playoutSteps(s: TakeOrPayState, rng: Rng): number {
  let steps = 0;
  for (; s.toMove !== TERMINAL_CODE; steps++) {
    if (s.toMove === CHANCE_CODE) sampleChanceInPlace(s, rng);
    else applyId(s, ids[rng.int(legalIds(s, ids))]!);
  }
  return steps;
}
