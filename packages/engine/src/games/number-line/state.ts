// Number Line's state and fast path: the board of the current round in typed arrays, the
// round schedule, scoring, and the end-of-game test. Everything here mutates in place and
// allocates nothing per step; the checked door (apply.ts) validates before calling in.

import type { GameResult } from "../../core/game";
import { TERMINAL } from "../../core/game";
import type { NumberLineConfig } from "./config";
import { MAX_PLAYERS } from "./config";

/** The highest number any round uses (rounds 1–3 use 1..10). */
export const MAX_NUMBER = 10;

/** The line length of round r: 10 in rounds 1–3, then one number fewer each round. */
export function lineLength(round: number): number {
  return round <= 3 ? MAX_NUMBER : Math.max(0, MAX_NUMBER + 3 - round);
}

/** Rounds 2, 4, 5, …: each player's two cards are one decoy and one real card. */
export function isDecoyRound(round: number): boolean {
  return round === 2 || round >= 4;
}

export function cardsPerPlayer(round: number): number {
  return round === 1 ? 1 : 2;
}

/** The starting player of round r: rotates clockwise from `firstPlayer`. */
export function startPlayer(config: NumberLineConfig, round: number): number {
  return (config.firstPlayer + round - 1) % config.players;
}

/**
 * How many cards round r sees placed: every card, unless the line fills first (the player to
 * move with no free number ends the round at once).
 */
export function roundLength(players: number, round: number): number {
  return Math.min(cardsPerPlayer(round) * players, lineLength(round));
}

/** The last round that can be played: the one after it would have an empty line. */
export const MAX_ROUNDS = MAX_NUMBER + 2;

/** How many placements a whole game can hold at most (all twelve rounds). */
export function historyCapacity(players: number): number {
  let n = 0;
  for (let r = 1; r <= MAX_ROUNDS; r++) n += roundLength(players, r);
  return n;
}

// Local copies of hot constants: imported bindings can cost a getter call per read under
// some module loaders (CJS interop), and these are read on every step.
const TERMINAL_CODE = -2;
if (TERMINAL_CODE !== TERMINAL) throw new Error("number-line: TERMINAL code changed");
const REAL = 1;
const DECOY = 2;

/** HISTORY_CAPACITY[p]: historyCapacity(p), computed once. */
const HISTORY_CAPACITY: readonly number[] = [0, 1, 2, 3, 4, 5].map(historyCapacity);

/**
 * One position, opaque to generic code. Typed arrays stay at most 64 bytes where they can, so
 * V8 keeps them on its own heap (bigger ones get a separate backing store, several times
 * slower to allocate and clone); only a 5-player history (70 bytes) is bigger.
 */
export class NumberLineState {
  readonly config: NumberLineConfig;
  readonly players: number;
  round = 1;
  lineLength = MAX_NUMBER;
  decoyRound = false;
  startPlayer: number;
  /** Cards placed so far this round. */
  placed = 0;
  /** The round is scored when `placed` reaches this (see roundLength). */
  roundEnd: number;
  /** A player index, or TERMINAL. There are no chance nodes in this game. */
  toMove: number;
  /** Rounds scored so far; equals `round` once the final round is over. */
  roundsScored = 0;
  /** 2 bits per player: the flag of p's first card this round at bits 2p..2p+1, 0 before it. */
  firstFlags = 0;
  histLen = 0;
  /** cells[n-1] = 0 when n is free this round, else (owner + 1) << 2 | flag. */
  readonly cells: Int8Array;
  /** Total points per player. */
  readonly totals: Int8Array;
  /** roundPoints[(r-1) * players + p]: p's points in scored round r (at most 12 × 5). */
  readonly roundPoints: Int8Array;
  /** Action ids of every placement so far, in order. */
  readonly hist: Uint8Array;

  constructor(
    config: NumberLineConfig,
    cells: Int8Array,
    totals: Int8Array,
    roundPoints: Int8Array,
    hist: Uint8Array,
  ) {
    this.config = config;
    this.players = config.players;
    this.startPlayer = config.firstPlayer;
    this.toMove = config.firstPlayer;
    this.roundEnd = roundLength(config.players, 1);
    this.cells = cells;
    this.totals = totals;
    this.roundPoints = roundPoints;
    this.hist = hist;
  }
}

export function newState(config: NumberLineConfig): NumberLineState {
  const P = config.players;
  return new NumberLineState(
    config,
    new Int8Array(MAX_NUMBER),
    new Int8Array(P),
    new Int8Array(MAX_ROUNDS * P),
    new Uint8Array(HISTORY_CAPACITY[P]!),
  );
}

export function cloneState(s: NumberLineState): NumberLineState {
  const c = new NumberLineState(
    s.config,
    s.cells.slice(),
    s.totals.slice(),
    s.roundPoints.slice(),
    s.hist.slice(),
  );
  c.round = s.round;
  c.lineLength = s.lineLength;
  c.decoyRound = s.decoyRound;
  c.startPlayer = s.startPlayer;
  c.placed = s.placed;
  c.roundEnd = s.roundEnd;
  c.toMove = s.toMove;
  c.roundsScored = s.roundsScored;
  c.firstFlags = s.firstFlags;
  c.histLen = s.histLen;
  return c;
}

/** The player (0-based) whose card is on number n this round, or -1 when n is free. */
export function ownerAt(s: NumberLineState, n: number): number {
  return (s.cells[n - 1]! >> 2) - 1;
}

/** The flag code of p's first card this round, FLAG_NONE before it (and in rounds 1 and 3). */
export function firstFlagOf(s: NumberLineState, p: number): number {
  return (s.firstFlags >> (2 * p)) & 3;
}

/** Writes the legal action ids of the player to move into `out`; returns how many. */
export function legalIds(s: NumberLineState, out: Int32Array): number {
  const p = s.toMove;
  if (p < 0) return 0;
  const cells = s.cells;
  const len = s.lineLength;
  let c = 0;
  if (!s.decoyRound) {
    for (let i = 0; i < len; i++) if (cells[i] === 0) out[c++] = i * 3;
    return c;
  }
  const first = (s.firstFlags >> (2 * p)) & 3;
  if (first === 0) {
    for (let i = 0; i < len; i++) {
      if (cells[i] === 0) {
        out[c++] = i * 3 + REAL;
        out[c++] = i * 3 + DECOY;
      }
    }
    return c;
  }
  // The second card of a decoy round must carry the other flag (1 <-> 2).
  const k = 3 - first;
  for (let i = 0; i < len; i++) if (cells[i] === 0) out[c++] = i * 3 + k;
  return c;
}

/** Unchecked: the player to move places the card with this action id. */
export function applyId(s: NumberLineState, id: number): void {
  const i = (id / 3) | 0;
  const k = id - i * 3;
  const p = s.toMove;
  s.cells[i] = ((p + 1) << 2) | k;
  const shift = 2 * p;
  if (((s.firstFlags >> shift) & 3) === 0) s.firstFlags |= k << shift;
  s.hist[s.histLen++] = id;
  if (++s.placed === s.roundEnd) finishRound(s);
  else s.toMove = (s.startPlayer + s.placed) % s.players;
}

const scratchPoints = new Int8Array(MAX_PLAYERS);

/**
 * Scores a round's line in one pass over `cells` (see NumberLineState.cells): decoys never
 * score. Each number goes to the player whose nearest scoring card is strictly nearest; on a
 * line that is the nearest scoring card on the left or on the right, so between two
 * neighbouring scoring cards of different players each takes its half and an exact midpoint
 * is a tie (nobody); between two cards of the same player, all of it is theirs. Writes
 * points into out[0..players-1].
 */
export function scoreCells(cells: Int8Array, len: number, players: number, out: Int8Array): void {
  for (let p = 0; p < players; p++) out[p] = 0;
  let prevPos = -1;
  let prevOwner = -1;
  for (let i = 0; i < len; i++) {
    const cell = cells[i]!;
    if (cell === 0 || (cell & 3) === DECOY) continue;
    const o = (cell >> 2) - 1;
    if (prevPos < 0) out[o]! += i;
    else if (prevOwner === o) out[o]! += i - prevPos - 1;
    else {
      const half = (i - prevPos - 1) >> 1;
      out[o]! += half;
      out[prevOwner]! += half;
    }
    out[o]! += 1;
    prevPos = i;
    prevOwner = o;
  }
  if (prevPos >= 0) out[prevOwner]! += len - 1 - prevPos;
}

/** One card on a line of `len` numbers, for scoring a position written by hand. */
export interface LineCard {
  readonly player: number;
  readonly number: number;
  /** true: a decoy (never scores). */
  readonly decoy?: boolean;
}

/** Points per player for cards on the line 1..len (a convenience over scoreCells). */
export function scoreLine(cards: readonly LineCard[], len: number, players: number): number[] {
  const cells = new Int8Array(MAX_NUMBER);
  for (const c of cards) cells[c.number - 1] = ((c.player + 1) << 2) | (c.decoy ? DECOY : REAL);
  const out = new Int8Array(players);
  scoreCells(cells, len, players, out);
  return Array.from(out);
}

function finishRound(s: NumberLineState): void {
  const P = s.players;
  const pts = scratchPoints;
  scoreCells(s.cells, s.lineLength, P, pts);
  const base = (s.round - 1) * P;
  let best = -1;
  let bestCount = 0;
  for (let p = 0; p < P; p++) {
    s.roundPoints[base + p] = pts[p]!;
    const t = s.totals[p]! + pts[p]!;
    s.totals[p] = t;
    if (t > best) {
      best = t;
      bestCount = 1;
    } else if (t === best) bestCount++;
  }
  s.roundsScored = s.round;
  // After round 1 always round 2; later a unique leader wins, else play on while the line
  // still has numbers, else the tied leaders share the win. The last board stays on show.
  if (s.round >= 2 && (bestCount === 1 || lineLength(s.round + 1) === 0)) {
    s.toMove = TERMINAL_CODE;
    return;
  }
  startRound(s, s.round + 1);
}

function startRound(s: NumberLineState, round: number): void {
  s.cells.fill(0);
  s.firstFlags = 0;
  s.round = round;
  s.lineLength = lineLength(round);
  s.decoyRound = isDecoyRound(round);
  s.startPlayer = startPlayer(s.config, round);
  s.placed = 0;
  s.roundEnd = roundLength(s.players, round);
  s.toMove = s.startPlayer;
}

/** The player who places the t-th card (0-based) of round r. */
export function placerOf(config: NumberLineConfig, round: number, t: number): number {
  return (startPlayer(config, round) + t) % config.players;
}

export function isTerminal(s: NumberLineState): boolean {
  return s.toMove === TERMINAL_CODE;
}

export function resultOf(s: NumberLineState): GameResult {
  const P = s.players;
  const scores = Array.from(s.totals);
  const rounds: number[][] = [];
  for (let r = 0; r < s.roundsScored; r++) {
    rounds.push(Array.from(s.roundPoints.subarray(r * P, (r + 1) * P)));
  }
  const terminal = isTerminal(s);
  let winners: number[] = [];
  if (terminal) {
    const best = Math.max(...scores);
    winners = scores.flatMap((v, p) => (v === best ? [p] : []));
  }
  return { terminal, scores, winners, rounds };
}
