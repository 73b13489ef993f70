// Number Line bots. They read only the observation: other players' decoy flags in the
// current round are unknown to them (each such player has one decoy among their two cards).
//
//   easy    greedy: the free number worth most right now, counting every card as real;
//           in decoy rounds the first card is real and the second the decoy.
//   medium  gap-splitting with a look-ahead: each candidate (number, flag) is followed by a
//           greedy completion of the round by everyone still to place, then scored as my
//           points minus the others' average, in expectation over the others' hidden flags.
//           Decoy bluffing: when a decoy-first and a real-first plan are about as good, the
//           flag is a coin toss, so the order of flags tells the others nothing.
//   expert  the exact solvers where they apply (2 players: round 1 and 3 by minimax on the
//           point difference, decoy rounds by the CFR+ equilibrium; round 1 with more players
//           by backward induction), else search.

import type { AnyGame, numberLineGame, Rng } from "@number-games/engine";
import type { GameStrategy, Observation, StatePolicy } from "../../strategy";
import type { DecoySolution } from "./decoy-cfr";
import { firstMoveA, firstMoveB, secondMoveA, secondMoveB, solveDecoyRound } from "./decoy-cfr";
import { linePointsFast } from "./line-score";
import { bestRound1Numbers } from "./round1";

type Obs = numberLineGame.NumberLineObservation;
type State = numberLineGame.NumberLineState;
type Action = numberLineGame.NumberLineAction;

const MAX_L = 10;
const MAX_P = 5;

/** Card status on the board as the deciding player sees it. */
const EMPTY = 0;
const REAL = 1;
const DECOY = 2;
const UNKNOWN = 3;

/** The current round from the viewer's side: who holds each number and what is known. */
interface Board {
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

function boardOf(o: Obs): Board {
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
function immediatePoints(
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
function greedyIndex(
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

const hidden = new Int8Array(MAX_L);
/** The statuses as player p sees them: only p's own decoys are known to p. */
function hideOthers(status: Int8Array, owner: Int8Array, p: number, L: number): Int8Array {
  for (let i = 0; i < L; i++) {
    const st = status[i]!;
    hidden[i] = st === EMPTY ? EMPTY : owner[i] === p ? st : REAL;
  }
  return hidden;
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

function findLegal(o: Obs, number: number, decoy: boolean | undefined): Action {
  const a = o.legal.find((x) => x.number === number && x.decoy === decoy);
  if (a === undefined) throw new Error(`number-line bot: ${number}/${String(decoy)} is not legal`);
  return a;
}

function medium(_game: AnyGame, observation: Observation, rng: Rng): unknown {
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

function easy(_game: AnyGame, observation: Observation, _rng: Rng): unknown {
  const o = observation as Obs;
  const b = boardOf(o);
  const me = o.viewer as number;
  const i = greedyIndex(b.owner, hideOthers(b.status, b.owner, me, b.L).slice(), b.L, b.P, me);
  // First card real; the second takes the other flag (a first decoy makes it real).
  const decoy = !b.decoyRound ? undefined : b.firstFlag[me] === REAL;
  return findLegal(o, i + 1, decoy);
}

// --- playouts on a determinized state -----------------------------------------------------

const FLAG_REAL = 1;
const FLAG_DECOY = 2;

function playoutPolicy(_game: AnyGame, _config: unknown): StatePolicy {
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

// --- expert: the exact solvers ----------------------------------------------------------------

const decoySolutions = new Map<number, DecoySolution>();

/** The CFR+ equilibrium of a decoy round on 1..L, solved once per process (about 0.5 s). */
export function decoySolution(L: number): DecoySolution {
  let s = decoySolutions.get(L);
  if (s === undefined) {
    s = solveDecoyRound({ length: L, iterations: 1000 });
    decoySolutions.set(L, s);
  }
  return s;
}

function sample(probs: ArrayLike<number>, rng: Rng): number {
  let x = rng.float();
  let last = -1;
  for (let k = 0; k < probs.length; k++) {
    const p = probs[k]!;
    if (p <= 0) continue;
    last = k;
    x -= p;
    if (x < 0) return k;
  }
  return last;
}

/** Two players, perfect information (rounds 1 and 3): minimax on my points minus theirs. */
function minimaxDiff(o: Obs): number | null {
  const L = o.lineLength;
  const me = o.viewer as number;
  const owner = new Int8Array(L).fill(-1);
  for (const p of o.placements) owner[p.number - 1] = p.player;
  const order: number[] = [];
  const remaining = o.cardsToPlace.reduce((a, b) => a + b, 0);
  for (let t = 0; t < remaining; t++) order.push((o.startPlayer + o.placements.length + t) % 2);
  if (order.length > 6) return null;
  const pts = new Float64Array(2);
  const rec = (t: number): number => {
    if (t === order.length) {
      linePointsFast(owner, L, 2, pts);
      return pts[me]! - pts[1 - me]!;
    }
    const p = order[t]!;
    let best = p === me ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
    for (let i = 0; i < L; i++) {
      if (owner[i] !== -1) continue;
      owner[i] = p;
      const v = rec(t + 1);
      owner[i] = -1;
      if (p === me ? v > best : v < best) best = v;
    }
    return best;
  };
  let bestI = -1;
  let bestV = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < L; i++) {
    if (owner[i] !== -1) continue;
    owner[i] = me;
    const v = rec(1);
    owner[i] = -1;
    if (v > bestV) {
      bestV = v;
      bestI = i;
    }
  }
  return bestI < 0 ? null : bestI + 1;
}

/**
 * The equilibrium's action probabilities at this observation of a 2-player decoy round (the
 * CFR+ solution for the round's line), or null where it does not apply.
 */
export function decoyDistribution(o: Obs): { action: Action; probability: number }[] | null {
  if (o.players !== 2 || !o.decoyRound || o.lineLength < 4 || o.legal.length === 0) return null;
  const sol = decoySolution(o.lineLength);
  const pl = o.placements;
  const n = (k: number) => pl[k]!.number - 1;
  const own = (k: number) => (pl[k]!.decoy === true ? 1 : 0);
  const out: { action: Action; probability: number }[] = [];
  const push = (number: number, decoy: boolean, probability: number) => {
    if (probability > 0) out.push({ action: findLegal(o, number, decoy), probability });
  };
  switch (pl.length) {
    case 0:
    case 1: {
      const probs = pl.length === 0 ? firstMoveA(sol) : firstMoveB(sol, n(0));
      probs.forEach((p, x) => {
        push((x >> 1) + 1, (x & 1) === 1, p);
      });
      return out;
    }
    case 2:
      secondMoveA(sol, n(0), own(0), n(1)).forEach((p, k) => {
        push(k + 1, own(0) === 0, p);
      });
      return out;
    case 3:
      secondMoveB(sol, n(0), n(1), own(1), n(2)).forEach((p, k) => {
        push(k + 1, own(1) === 0, p);
      });
      return out;
    default:
      return null;
  }
}

function solved(_game: AnyGame, observation: Observation, rng: Rng): unknown | null {
  const o = observation as Obs;
  const dist = decoyDistribution(o);
  if (dist !== null)
    return dist[
      sample(
        dist.map((d) => d.probability),
        rng,
      )
    ]!.action;
  if (o.players === 2 && !o.decoyRound) {
    const number = minimaxDiff(o);
    return number === null ? null : findLegal(o, number, undefined);
  }
  if (o.round === 1 && o.lineLength === 10) {
    const best = bestRound1Numbers(
      o.players,
      o.placements.map((p) => p.number),
    );
    return findLegal(o, best[rng.int(best.length)]!, undefined);
  }
  return null;
}

export const numberLineStrategy: GameStrategy = {
  easy,
  medium,
  playoutPolicy,
  // Other players' decoy flags are hidden: their actions differ from the viewer's point of
  // view only by the number.
  observedId: (id) => {
    const k = id % 3;
    return k === 0 ? id : id - k + 1;
  },
  hardIterations: 1000,
  expertIterations: 5000,
  solved,
};
