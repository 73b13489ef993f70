// Number Line's state and fast path: the board of the current round in typed arrays, the
// round schedule, scoring, and the end-of-game test. Everything here mutates in place and
// allocates nothing per step; the checked door (apply.ts) validates before calling in.

import type { GameResult } from "../../core/game";
import { TERMINAL } from "../../core/game";
import type { NumberLineConfig } from "./config";
import { MAX_PLAYERS } from "./config";
import { ownersOf, POINT_BITS, scoreCells, scorePacked, scoringMask } from "./scoring";

export type { LineCard } from "./scoring";
export { scoreCells, scoreLine } from "./scoring";

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

/** A fresh array of `players` zeros. */
function zeros(players: number): number[] {
  switch (players) {
    case 2:
      return [0, 0];
    case 3:
      return [0, 0, 0];
    case 4:
      return [0, 0, 0, 0];
    default:
      return [0, 0, 0, 0, 0];
  }
}

/**
 * One position, opaque to generic code. Its arrays are plain arrays of small integers, not
 * typed arrays: V8 makes a typed array through a runtime call, ~10 times the cost of copying
 * a small array literal, and a search makes a new state per iteration.
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
  /** cells[n-1] = 0 when n is free this round, else (owner + 1) << 2 | flag (MAX_NUMBER long). */
  readonly cells: number[];
  /** Total points per player. */
  readonly totals: number[];
  /** Action ids of every placement so far, in order (histLen of them). */
  readonly hist: number[];

  constructor(config: NumberLineConfig, cells: number[], totals: number[], hist: number[]) {
    this.config = config;
    this.players = config.players;
    this.startPlayer = config.firstPlayer;
    this.toMove = config.firstPlayer;
    this.roundEnd = roundLength(config.players, 1);
    this.cells = cells;
    this.totals = totals;
    this.hist = hist;
  }

  /**
   * roundPoints[(r-1) * players + p]: p's points in scored round r, re-scored from the history
   * on request (the fast path keeps only the totals).
   */
  get roundPoints(): Int8Array {
    const P = this.players;
    const out = new Int8Array(this.roundsScored * P);
    const cells = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
    const pts = zeros(P);
    let at = 0;
    for (let r = 1; r <= this.roundsScored; r++) {
      cells.fill(0);
      const len = roundLength(P, r);
      for (let t = 0; t < len; t++) {
        const id = this.hist[at + t]!;
        const i = (id / 3) | 0;
        cells[i] = ((placerOf(this.config, r, t) + 1) << 2) | (id - i * 3);
      }
      at += len;
      scoreCells(cells, lineLength(r), P, pts);
      for (let p = 0; p < P; p++) out[(r - 1) * P + p] = pts[p]!;
    }
    return out;
  }
}

export function newState(config: NumberLineConfig): NumberLineState {
  return new NumberLineState(config, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0], zeros(config.players), []);
}

export function cloneState(s: NumberLineState): NumberLineState {
  const c = new NumberLineState(s.config, s.cells.slice(), s.totals.slice(), s.hist.slice());
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
  s.hist.push(id);
  s.histLen++;
  if (++s.placed === s.roundEnd) finishRound(s);
  else s.toMove = (s.startPlayer + s.placed) % s.players;
}

if (POINT_BITS * MAX_PLAYERS > 32) throw new Error("number-line: packed points overflow");

/** Scores the round just completed, then ends the game or starts the next round. */
export function finishRound(s: NumberLineState): void {
  const len = s.lineLength;
  finishRoundWith(s, scorePacked(scoringMask(s.cells, len), ownersOf(s.cells, len), len));
}

/** finishRound, given the round's points packed as scorePacked returns them. */
export function finishRoundWith(s: NumberLineState, points: number): void {
  s.roundsScored = s.round;
  if (addRoundPoints(s.totals, s.players, points, s.round)) s.toMove = TERMINAL_CODE;
  else startRound(s, s.round + 1);
}

/**
 * Adds a round's packed points to the totals; true when the game ends with that round: after
 * round 1 always round 2; later a unique leader wins, else play on while the line still has
 * numbers, else the tied leaders share the win. (The last board stays on show.)
 */
export function addRoundPoints(
  totals: number[],
  players: number,
  points: number,
  round: number,
): boolean {
  let best = -1;
  let bestCount = 0;
  for (let p = 0; p < players; p++) {
    const t = totals[p]! + ((points >>> (POINT_BITS * p)) & 31);
    totals[p] = t;
    if (t > best) {
      best = t;
      bestCount = 1;
    } else if (t === best) bestCount++;
  }
  return round >= 2 && (bestCount === 1 || LINE_LENGTH[round + 1] === 0);
}

/** LINE_LENGTH[r]: lineLength(r) for r ≤ MAX_ROUNDS + 1 (index 0 unused). */
export const LINE_LENGTH: readonly number[] = Array.from({ length: MAX_ROUNDS + 2 }, (_, r) =>
  r === 0 ? MAX_NUMBER : lineLength(r),
);
/** DECOY_ROUND[r]: isDecoyRound(r). */
export const DECOY_ROUND: readonly boolean[] = Array.from({ length: MAX_ROUNDS + 2 }, (_, r) =>
  isDecoyRound(r),
);

function startRound(s: NumberLineState, round: number): void {
  const cells = s.cells;
  // Only where a card lies: a new game's cells are a copy-on-write literal that a write
  // would copy.
  for (let i = 0; i < MAX_NUMBER; i++) if (cells[i] !== 0) cells[i] = 0;
  const len = LINE_LENGTH[round]!;
  const start = s.startPlayer + 1;
  s.firstFlags = 0;
  s.round = round;
  s.lineLength = len;
  s.decoyRound = DECOY_ROUND[round]!;
  // The starting player moves one seat clockwise every round.
  s.startPlayer = start === s.players ? 0 : start;
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
  const scores = s.totals.slice();
  const points = s.roundPoints;
  const rounds: number[][] = [];
  for (let r = 0; r < s.roundsScored; r++) {
    rounds.push(Array.from(points.subarray(r * P, (r + 1) * P)));
  }
  const terminal = isTerminal(s);
  let winners: number[] = [];
  if (terminal) {
    const best = Math.max(...scores);
    winners = scores.flatMap((v, p) => (v === best ? [p] : []));
  }
  return { terminal, scores, winners, rounds };
}
