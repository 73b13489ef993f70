// Number Line: the current round as the deciding player sees it, and the greedy move on it.
// Shared by the heuristics (easy, medium) and the expert (which answers with `findLegal`).
// Everything here reads only the observation: other players' decoy flags in the current
// round are unknown (each such player has one decoy among their two cards).

import type { numberLineGame } from "@number-games/engine";
import { linePointsFast } from "./line-score";

type Obs = numberLineGame.NumberLineObservation;
type Action = numberLineGame.NumberLineAction;

export const MAX_L = 10;
export const MAX_P = 5;

/** Card status on the board as the deciding player sees it. */
export const EMPTY = 0;
export const REAL = 1;
export const DECOY = 2;
export const UNKNOWN = 3;

/** The current round from the viewer's side: who holds each number and what is known. */
export interface Board {
  readonly L: number;
  readonly P: number;
  /** owner[n-1] = player or -1. */
  readonly owner: Int8Array;
  /** status[n-1] = EMPTY / REAL / DECOY / UNKNOWN. */
  readonly status: Int8Array;
  /** The players still to place, in order (the viewer first). */
  readonly toPlace: number[];
  readonly decoyRound: boolean;
  /** Per player: the flag of their first card this round (REAL / DECOY / UNKNOWN / EMPTY). */
  readonly firstFlag: Int8Array;
}

export function boardOf(o: Obs): Board {
  const L = o.lineLength;
  const P = o.players;
  const owner = new Int8Array(L).fill(-1);
  const status = new Int8Array(L);
  const firstFlag = new Int8Array(P);
  for (const pl of o.placements) {
    const i = pl.number - 1;
    owner[i] = pl.player;
    const st = pl.decoy === undefined ? UNKNOWN : pl.decoy === true ? DECOY : REAL;
    status[i] = st;
    if (firstFlag[pl.player] === EMPTY) firstFlag[pl.player] = st;
  }
  const toPlace: number[] = [];
  const remaining = o.cardsToPlace.reduce((a, b) => a + b, 0);
  const placed = o.placements.length;
  for (let t = 0; t < remaining; t++) toPlace.push((o.startPlayer + placed + t) % P);
  return { L, P, owner, status, toPlace, decoyRound: o.decoyRound, firstFlag };
}

const scratchOwner = new Int8Array(MAX_L);
const scratchPts = new Float64Array(MAX_P);

/**
 * Points of `who` if the round ended now, seen by a player who counts every card as real
 * except the decoys they know of (status DECOY).
 */
export function immediatePoints(
  owner: Int8Array,
  status: Int8Array,
  L: number,
  P: number,
  who: number,
): number {
  for (let i = 0; i < L; i++) scratchOwner[i] = status[i] === DECOY ? -1 : owner[i]!;
  linePointsFast(scratchOwner, L, P, scratchPts);
  return scratchPts[who]!;
}

/**
 * The greedy number for `who` (0-based index): the most points if the round ended now, and
 * among equals the one nearest the middle of the line (a lone first card is worth the whole
 * line anywhere, but in the middle it leaves the least room to be squeezed).
 */
export function greedyIndex(
  owner: Int8Array,
  status: Int8Array,
  L: number,
  P: number,
  who: number,
): number {
  let best = -1;
  let bestV = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < L; i++) {
    if (owner[i] !== -1) continue;
    owner[i] = who;
    status[i] = REAL;
    const v = immediatePoints(owner, status, L, P, who) - 0.001 * Math.abs(i - (L - 1) / 2);
    owner[i] = -1;
    status[i] = EMPTY;
    if (v > bestV) {
      bestV = v;
      best = i;
    }
  }
  return best;
}

const hidden = new Int8Array(MAX_L);
/** The statuses as player p sees them: only p's own decoys are known to p. */
export function hideOthers(status: Int8Array, owner: Int8Array, p: number, L: number): Int8Array {
  for (let i = 0; i < L; i++) {
    const st = status[i]!;
    hidden[i] = st === EMPTY ? EMPTY : owner[i] === p ? st : REAL;
  }
  return hidden;
}

export function findLegal(o: Obs, number: number, decoy: boolean | undefined): Action {
  const a = o.legal.find((x) => x.number === number && x.decoy === decoy);
  if (a === undefined) throw new Error(`number-line bot: ${number}/${String(decoy)} is not legal`);
  return a;
}
