// Number Line's search fast path: one determinized position in a handful of integers, and the
// greedy playout run over it in local variables. The round on the table is three bitmasks
// (free numbers, scoring cards, each card's owner 3 bits per number), the totals a small
// typed array; nothing is allocated per step and nothing keeps a history. A world is loaded
// from an engine state (the search loads one resampled from the observation), and then
// plays exactly as the engine's fast path does: `worldLegal`/`worldApply` list and apply the
// same action ids in the same order as `legalIds`/`applyId`, and `greedyPlayout` makes the
// same choices as stepping playout.ts's policy through the engine with the same generator,
// draw for draw (test/number-line-world.test.ts checks all three on thousands of positions).
//
// The generator is sfc32 stepped in locals (as the engine's playout kernels do): its four
// words live in an Int32Array, readable as an Rng with `Rng.fromState`.

import { numberLineGame } from "@number-games/engine";

type NumberLineState = numberLineGame.NumberLineState;

export const MAX_WORLD_PLAYERS = 5;
const MAX_NUMBER = 10;
const FLAG_REAL = 1;
const FLAG_DECOY = 2;
export const TERMINAL_WORLD = -2;

/** LINE_LENGTH[r] and DECOY_ROUND[r] for every round a game can reach (and one past it). */
const ROUNDS = numberLineGame.MAX_ROUNDS + 2;
const LINE_LENGTH = Int32Array.from({ length: ROUNDS }, (_, r) =>
  r === 0 ? MAX_NUMBER : numberLineGame.lineLength(r),
);
const DECOY_ROUND = Uint8Array.from({ length: ROUNDS }, (_, r) =>
  r > 0 && numberLineGame.isDecoyRound(r) ? 1 : 0,
);

/** A whole position: the round on the table, whose turn, the totals. */
export class NlWorld {
  players = 0;
  round = 1;
  len = MAX_NUMBER;
  /** 1 in a decoy round, else 0. */
  decoyRound = 0;
  start = 0;
  placed = 0;
  /** The round is scored when `placed` reaches this. */
  end = 0;
  /** A player, or TERMINAL_WORLD. */
  toMove = 0;
  /** 2 bits per player: the flag of p's first card this round (0 before it). */
  flags = 0;
  /** Bit i: number i + 1 is free. */
  free = 0;
  /** Bit i: number i + 1 holds a card that scores (placed and not a decoy). */
  scoring = 0;
  /** The owner of the card on number i + 1 at bits 3i..3i+2. */
  owners = 0;
  /** Per player: the bit of their decoy this round, 0 before it. */
  readonly decoyAt = new Int32Array(MAX_WORLD_PLAYERS);
  readonly totals = new Int32Array(MAX_WORLD_PLAYERS);

  copyFrom(o: NlWorld): void {
    this.players = o.players;
    this.round = o.round;
    this.len = o.len;
    this.decoyRound = o.decoyRound;
    this.start = o.start;
    this.placed = o.placed;
    this.end = o.end;
    this.toMove = o.toMove;
    this.flags = o.flags;
    this.free = o.free;
    this.scoring = o.scoring;
    this.owners = o.owners;
    this.decoyAt.set(o.decoyAt);
    this.totals.set(o.totals);
  }
}

/** The world of an engine state (any state: mid-round, terminal). */
export function loadWorld(w: NlWorld, s: NumberLineState): void {
  w.players = s.players;
  w.round = s.round;
  w.len = s.lineLength;
  w.decoyRound = s.decoyRound ? 1 : 0;
  w.start = s.startPlayer;
  w.placed = s.placed;
  w.end = s.roundEnd;
  w.toMove = s.toMove < 0 ? TERMINAL_WORLD : s.toMove;
  w.flags = s.firstFlags;
  w.decoyAt.fill(0);
  w.totals.fill(0);
  for (let p = 0; p < s.players; p++) w.totals[p] = s.totals[p]!;
  let free = (1 << s.lineLength) - 1;
  let scoring = 0;
  let owners = 0;
  for (let i = 0; i < s.lineLength; i++) {
    const cell = s.cells[i]!;
    if (cell === 0) continue;
    const o = (cell >> 2) - 1;
    free ^= 1 << i;
    owners |= o << (3 * i);
    if ((cell & 3) === FLAG_DECOY) w.decoyAt[o] = 1 << i;
    else scoring |= 1 << i;
  }
  w.free = free;
  w.scoring = scoring;
  w.owners = owners;
}

/** The legal action ids of the player to move, in legalIds' order; returns how many. */
export function worldLegal(w: NlWorld, out: Int32Array): number {
  const p = w.toMove;
  if (p < 0) return 0;
  let c = 0;
  let m = w.free;
  if (w.decoyRound === 0) {
    for (; m !== 0; m &= m - 1) out[c++] = 3 * (31 - Math.clz32(m & -m));
    return c;
  }
  const first = (w.flags >> (2 * p)) & 3;
  if (first === 0) {
    for (; m !== 0; m &= m - 1) {
      const i = 31 - Math.clz32(m & -m);
      out[c++] = 3 * i + FLAG_REAL;
      out[c++] = 3 * i + FLAG_DECOY;
    }
    return c;
  }
  const k = 3 - first;
  for (; m !== 0; m &= m - 1) out[c++] = 3 * (31 - Math.clz32(m & -m)) + k;
  return c;
}

/** Unchecked: the player to move places the card `id` (as the engine's applyId). */
export function worldApply(w: NlWorld, id: number): void {
  const i = (id / 3) | 0;
  const k = id - 3 * i;
  const p = w.toMove;
  const bit = 1 << i;
  w.free ^= bit;
  w.owners |= p << (3 * i);
  if (k === FLAG_DECOY) w.decoyAt[p] = bit;
  else w.scoring |= bit;
  const shift = 2 * p;
  if (((w.flags >> shift) & 3) === 0) w.flags |= k << shift;
  if (++w.placed === w.end) finishRound(w);
  else w.toMove = w.toMove + 1 === w.players ? 0 : w.toMove + 1;
}

/** Scores the round on the table into the totals; true when the game ends with it. */
function scoreRound(totals: Int32Array, players: number, pts: number, round: number): boolean {
  let best = -1;
  let bestCount = 0;
  for (let p = 0; p < players; p++) {
    const t = totals[p]! + ((pts >>> (5 * p)) & 31);
    totals[p] = t;
    if (t > best) {
      best = t;
      bestCount = 1;
    } else if (t === best) bestCount++;
  }
  return round >= 2 && (bestCount === 1 || LINE_LENGTH[round + 1] === 0);
}

function finishRound(w: NlWorld): void {
  const P = w.players;
  if (scoreRound(w.totals, P, packedPoints(w.scoring, w.owners, w.len), w.round)) {
    w.toMove = TERMINAL_WORLD;
    return;
  }
  const round = w.round + 1;
  const len = LINE_LENGTH[round]!;
  w.round = round;
  w.len = len;
  w.decoyRound = DECOY_ROUND[round]!;
  w.start = w.start + 1 === P ? 0 : w.start + 1;
  w.placed = 0;
  w.end = Math.min(2 * P, len);
  w.toMove = w.start;
  w.flags = 0;
  w.free = (1 << len) - 1;
  w.scoring = 0;
  w.owners = 0;
  w.decoyAt.fill(0);
}

/**
 * Points per player, 5 bits each (player p's at bit 5p), of the cards on `mask` (owned as
 * `owners` says) on the line 1..len: between two neighbouring cards of different players each
 * takes its half and an exact midpoint goes to nobody; between two of one player's cards all
 * is theirs; the ends go to the outermost cards.
 */
export function packedPoints(mask: number, owners: number, len: number): number {
  if (mask === 0) return 0;
  let i = 31 - Math.clz32(mask & -mask);
  let o = 5 * ((owners >>> (3 * i)) & 7);
  let pts = (i + 1) << o;
  let rest = mask & (mask - 1);
  while (rest !== 0) {
    const j = 31 - Math.clz32(rest & -rest);
    const q = 5 * ((owners >>> (3 * j)) & 7);
    const gap = j - i - 1;
    const half = gap >> 1;
    pts += o === q ? (gap + 1) << q : ((half + 1) << q) + (half << o);
    i = j;
    o = q;
    rest &= rest - 1;
  }
  return pts + ((len - 1 - i) << o);
}

/** p's points in a gap of g numbers between cards of lo and ro (−1: no card on that side). */
function share(g: number, lo: number, ro: number, p: number): number {
  if (lo === ro || ro < 0) return lo === p ? g : 0;
  if (lo < 0) return ro === p ? g : 0;
  return lo === p || ro === p ? g >> 1 : 0;
}

/**
 * Plays the world to the end with playout.ts's greedy policy for everyone: the mover takes
 * the free number worth most to them if the round ended now, counting every card as real
 * but their own decoy, plus noise uniform in [0, ½) drawn per free number in ascending order
 * (the first largest wins); in a decoy round the first card's flag is a coin toss
 * (`int(2) === 0`: real) and the second carries the other. `gen` holds the sfc32 words and
 * is left where the same draws through an Rng would leave it. Returns the placements made.
 */
export function greedyPlayout(w: NlWorld, gen: Int32Array): number {
  let p = w.toMove;
  if (p < 0) return 0;
  let a = gen[0]! | 0;
  let b = gen[1]! | 0;
  let c = gen[2]! | 0;
  let d = gen[3]! | 0;
  const P = w.players;
  const totals = w.totals;
  const decoyAt = w.decoyAt;
  let round = w.round;
  let len = w.len;
  let decoyRound = w.decoyRound;
  let start = w.start;
  let placed = w.placed;
  let end = w.end;
  let flags = w.flags;
  let free = w.free;
  let scoring = w.scoring;
  let owners = w.owners;
  let steps = 0;
  for (;;) {
    for (; placed < end; placed++) {
      // What the mover sees: every card but their own decoy.
      const seen = ((1 << len) - 1) & ~free & ~decoyAt[p]!;
      const base = (packedPoints(seen, owners, len) >>> (5 * p)) & 31;
      let best = -1;
      let bestV = -1;
      for (let m = free; m !== 0; m &= m - 1) {
        const i = 31 - Math.clz32(m & -m);
        const below = seen & ((1 << i) - 1);
        const above = seen & ~((2 << i) - 1);
        const l = 31 - Math.clz32(below);
        const lo = l < 0 ? -1 : (owners >>> (3 * l)) & 7;
        let r = len;
        let ro = -1;
        if (above !== 0) {
          r = 31 - Math.clz32(above & -above);
          ro = (owners >>> (3 * r)) & 7;
        }
        const gain = 1 + share(i - l - 1, lo, p, p) + share(r - i - 1, p, ro, p);
        const pts = base + gain - share(r - l - 1, lo, ro, p);
        const t = (((a + b) | 0) + d) | 0;
        d = (d + 1) | 0;
        a = b ^ (b >>> 9);
        b = (c + (c << 3)) | 0;
        c = (((c << 21) | (c >>> 11)) + t) | 0;
        const v = pts + ((t >>> 0) / 4294967296) * 0.5;
        if (v > bestV) {
          bestV = v;
          best = i;
        }
      }
      let k = 0;
      if (decoyRound !== 0) {
        const first = (flags >> (2 * p)) & 3;
        if (first === 0) {
          const t = (((a + b) | 0) + d) | 0;
          d = (d + 1) | 0;
          a = b ^ (b >>> 9);
          b = (c + (c << 3)) | 0;
          c = (((c << 21) | (c >>> 11)) + t) | 0;
          k = (t & 1) === 0 ? FLAG_REAL : FLAG_DECOY;
          flags |= k << (2 * p);
        } else k = 3 - first;
      }
      const bit = 1 << best;
      free ^= bit;
      owners |= p << (3 * best);
      if (k === FLAG_DECOY) decoyAt[p] = bit;
      else scoring |= bit;
      steps++;
      p = p + 1 === P ? 0 : p + 1;
    }
    if (scoreRound(totals, P, packedPoints(scoring, owners, len), round)) break;
    round++;
    len = LINE_LENGTH[round]!;
    decoyRound = DECOY_ROUND[round]!;
    start = start + 1 === P ? 0 : start + 1;
    placed = 0;
    end = Math.min(2 * P, len);
    p = start;
    flags = 0;
    free = (1 << len) - 1;
    scoring = 0;
    owners = 0;
    for (let q = 0; q < P; q++) decoyAt[q] = 0;
  }
  gen[0] = a;
  gen[1] = b;
  gen[2] = c;
  gen[3] = d;
  w.round = round;
  w.len = len;
  w.decoyRound = decoyRound;
  w.start = start;
  w.placed = placed;
  w.end = end;
  w.toMove = TERMINAL_WORLD;
  w.flags = flags;
  w.free = free;
  w.scoring = scoring;
  w.owners = owners;
  return steps;
}
