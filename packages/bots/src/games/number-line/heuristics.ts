// Number Line's heuristics. They read only the observation (board.ts).
//
//   easy    greedy: the free number worth most right now, counting every card as real;
//           in decoy rounds the first card is real and the second the decoy.
//   medium  gap-splitting with a look-ahead: each candidate (number, flag) is followed by a
//           greedy completion of the round by everyone still to place, then scored as my
//           points minus the others' average, in expectation over the others' hidden flags.
//           Decoy bluffing: when a decoy-first and a real-first plan are about as good, the
//           flag is a coin toss, so the order of flags tells the others nothing.

import type { AnyGame, numberLineGame, Rng } from "@number-games/engine";
import type { Observation } from "../../strategy";
import type { Board } from "./board";
import {
  boardOf,
  DECOY,
  EMPTY,
  findLegal,
  greedyIndex,
  hideOthers,
  MAX_L,
  MAX_P,
  REAL,
  UNKNOWN,
} from "./board";
import { linePointsFast } from "./line-score";

type Obs = numberLineGame.NumberLineObservation;

const scratchOwner = new Int8Array(MAX_L);
const scratchPts = new Float64Array(MAX_P);

/**
 * The final score of the viewer minus the others' average, in expectation over the hidden
 * flags: every player with UNKNOWN cards has exactly one decoy among their two cards this
 * round (if they placed only one, it is real or decoy with probability ½ each, and a real
 * first card of theirs makes the second a decoy).
 */
function expectedMargin(
  owner: Int8Array,
  status: Int8Array,
  L: number,
  P: number,
  me: number,
): number {
  // Players with unknown cards, and their card indices.
  const who: number[] = [];
  const cards: number[][] = [];
  for (let i = 0; i < L; i++) {
    if (status[i] !== UNKNOWN) continue;
    const p = owner[i]!;
    let k = who.indexOf(p);
    if (k < 0) {
      k = who.length;
      who.push(p);
      cards.push([]);
    }
    cards[k]!.push(i);
  }
  const combos = 1 << who.length;
  let total = 0;
  for (let mask = 0; mask < combos; mask++) {
    for (let i = 0; i < L; i++) scratchOwner[i] = status[i] === DECOY ? -1 : owner[i]!;
    for (let k = 0; k < who.length; k++) {
      const cs = cards[k]!;
      // bit set: the first unknown card is the decoy; else the second (or none if alone).
      const firstIsDecoy = (mask >> k) & 1;
      if (firstIsDecoy) scratchOwner[cs[0]!] = -1;
      else if (cs.length > 1) scratchOwner[cs[1]!] = -1;
    }
    linePointsFast(scratchOwner, L, P, scratchPts);
    let others = 0;
    for (let p = 0; p < P; p++) if (p !== me) others += scratchPts[p]!;
    total += scratchPts[me]! - others / (P - 1);
  }
  return total / combos;
}

/**
 * Completes the round greedily from `step` of `toPlace`, then scores it for `me`. Works on
 * copies of the arrays. `myFirstFlag` decides the flag of the viewer's later card.
 */
function rolloutValue(
  b: Board,
  owner: Int8Array,
  status: Int8Array,
  step: number,
  me: number,
  flags: Int8Array,
): number {
  const o = owner.slice();
  const s = status.slice();
  const f = flags.slice();
  const L = b.L;
  for (let t = step; t < b.toPlace.length; t++) {
    const p = b.toPlace[t]!;
    // Every other player places by what they can see; their flags stay hidden from me.
    const i = greedyIndex(o, p === me ? s : hideOthers(s, o, p, L), L, b.P, p);
    if (i < 0) break;
    o[i] = p;
    if (!b.decoyRound) s[i] = REAL;
    else if (p === me) {
      s[i] = f[p] === EMPTY ? REAL : f[p] === REAL ? DECOY : REAL;
      if (f[p] === EMPTY) f[p] = s[i]!;
    } else s[i] = UNKNOWN;
  }
  return expectedMargin(o, s, L, b.P, me);
}

interface Candidate {
  readonly number: number;
  readonly decoy: boolean | undefined;
  readonly value: number;
}

function mediumCandidates(o: Obs): Candidate[] {
  const b = boardOf(o);
  const me = o.viewer as number;
  const out: Candidate[] = [];
  const flags = b.firstFlag.slice();
  for (let i = 0; i < b.L; i++) {
    if (b.owner[i] !== -1) continue;
    const options: (boolean | undefined)[] = !b.decoyRound
      ? [undefined]
      : flags[me] === EMPTY
        ? [false, true]
        : [flags[me] !== DECOY];
    for (const decoy of options) {
      b.owner[i] = me;
      b.status[i] = decoy === true ? DECOY : REAL;
      const f = flags.slice();
      if (b.decoyRound && f[me] === EMPTY) f[me] = decoy === true ? DECOY : REAL;
      const value = rolloutValue(b, b.owner, b.status, 1, me, f);
      b.owner[i] = -1;
      b.status[i] = EMPTY;
      out.push({ number: i + 1, decoy, value });
    }
  }
  return out;
}

export function medium(_game: AnyGame, observation: Observation, rng: Rng): unknown {
  const o = observation as Obs;
  const cands = mediumCandidates(o);
  let best = cands[0]!;
  for (const c of cands) if (c.value > best.value + 1e-9) best = c;
  // Bluffing: between the best real-first and decoy-first plans, toss a coin when close.
  if (best.decoy !== undefined && boardOf(o).firstFlag[o.viewer as number] === EMPTY) {
    let alt: Candidate | undefined;
    for (const c of cands) {
      if (c.decoy !== best.decoy && (alt === undefined || c.value > alt.value)) alt = c;
    }
    if (alt !== undefined && alt.value >= best.value - 0.75 && rng.int(2) === 0) best = alt;
  }
  return findLegal(o, best.number, best.decoy);
}

export function easy(_game: AnyGame, observation: Observation, _rng: Rng): unknown {
  const o = observation as Obs;
  const b = boardOf(o);
  const me = o.viewer as number;
  const i = greedyIndex(b.owner, hideOthers(b.status, b.owner, me, b.L).slice(), b.L, b.P, me);
  // First card real; the second takes the other flag (a first decoy makes it real).
  const decoy = !b.decoyRound ? undefined : b.firstFlag[me] === REAL;
  return findLegal(o, i + 1, decoy);
}
