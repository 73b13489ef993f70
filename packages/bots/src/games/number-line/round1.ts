// The exact solver of Number Line's round 1 (one card each on 1..10, every card scores),
// by backward induction over every order of play (10·9·8·7·6 lines at most).
//
// Players are numbered in order of play (player 0 places first). Objectives:
//   points  each player maximises their own round-1 points;
//   win     each player maximises their probability of finishing round 1 strictly ahead.
// Tiebreaks among equally good numbers: `lowest` / `highest` number (a single line of play),
// `random` (uniform among the best: expected values), and `paranoid`: for each player alone,
// the value it can guarantee when all the others play to minimise it.

import { linePointsInto } from "./line-score";

export const TIEBREAKS = ["lowest", "highest", "random", "paranoid"] as const;
export type Tiebreak = (typeof TIEBREAKS)[number];
export const OBJECTIVES = ["points", "win"] as const;
export type Objective = (typeof OBJECTIVES)[number];

export const ROUND1_LENGTH = 10;
const EPS = 1e-12;

export interface Round1Solution {
  readonly players: number;
  readonly tiebreak: Tiebreak;
  readonly objective: Objective;
  /** Per player (in order of play): points, or win probability for the `win` objective. */
  readonly values: readonly number[];
  /** The numbers placed in order (lowest/highest only). */
  readonly line?: readonly number[];
  /** Each player's round-1 points along `line` (lowest/highest only). */
  readonly linePoints?: readonly number[];
}

interface Ctx {
  readonly players: number;
  readonly length: number;
  readonly objective: Objective;
  readonly owner: Int8Array;
  readonly pts: number[];
}

/** The leaf value of every player: points, or 1 for a unique leader (win). */
function leaf(ctx: Ctx): number[] {
  linePointsInto(ctx.owner, ctx.length, ctx.players, ctx.pts);
  if (ctx.objective === "points") return [...ctx.pts];
  const best = Math.max(...ctx.pts);
  const leaders = ctx.pts.filter((p) => p === best).length;
  return ctx.pts.map((p) => (p === best && leaders === 1 ? 1 : 0));
}

/** Backward induction with a tiebreak among a mover's best numbers. */
function induce(ctx: Ctx, depth: number, tiebreak: "lowest" | "highest" | "random"): number[] {
  if (depth === ctx.players) return leaf(ctx);
  let best = Number.NEGATIVE_INFINITY;
  let chosen: number[] | null = null;
  let sum: number[] | null = null;
  let count = 0;
  for (let i = 0; i < ctx.length; i++) {
    const n = tiebreak === "highest" ? ctx.length - 1 - i : i;
    if (ctx.owner[n] !== -1) continue;
    ctx.owner[n] = depth;
    const v = induce(ctx, depth + 1, tiebreak);
    ctx.owner[n] = -1;
    const mine = v[depth]!;
    if (mine > best + EPS) {
      best = mine;
      chosen = v;
      sum = [...v];
      count = 1;
    } else if (mine > best - EPS && tiebreak === "random") {
      for (let p = 0; p < v.length; p++) sum![p]! += v[p]!;
      count++;
    }
  }
  if (tiebreak === "random") return sum!.map((x) => x / count);
  return chosen!;
}

/** The line of play of a deterministic tiebreak (re-running the choices from the root). */
function lineOf(ctx: Ctx, tiebreak: "lowest" | "highest"): number[] {
  const line: number[] = [];
  for (let depth = 0; depth < ctx.players; depth++) {
    let best = Number.NEGATIVE_INFINITY;
    let bestN = -1;
    for (let i = 0; i < ctx.length; i++) {
      const n = tiebreak === "highest" ? ctx.length - 1 - i : i;
      if (ctx.owner[n] !== -1) continue;
      ctx.owner[n] = depth;
      const v = induce(ctx, depth + 1, tiebreak)[depth]!;
      ctx.owner[n] = -1;
      if (v > best + EPS) {
        best = v;
        bestN = n;
      }
    }
    ctx.owner[bestN] = depth;
    line.push(bestN + 1);
  }
  return line;
}

/** The value `me` can guarantee when every other player minimises it. */
function paranoid(ctx: Ctx, depth: number, me: number): number {
  if (depth === ctx.players) return leaf(ctx)[me]!;
  const maximise = depth === me;
  let best = maximise ? Number.NEGATIVE_INFINITY : Number.POSITIVE_INFINITY;
  for (let n = 0; n < ctx.length; n++) {
    if (ctx.owner[n] !== -1) continue;
    ctx.owner[n] = depth;
    const v = paranoid(ctx, depth + 1, me);
    ctx.owner[n] = -1;
    if (maximise ? v > best : v < best) best = v;
  }
  return best;
}

export function solveRound1(
  players: number,
  tiebreak: Tiebreak,
  objective: Objective = "points",
  length = ROUND1_LENGTH,
): Round1Solution {
  if (!Number.isInteger(players) || players < 2 || players > length) {
    throw new RangeError(`solveRound1: players must be 2..${length}`);
  }
  const ctx: Ctx = {
    players,
    length,
    objective,
    owner: new Int8Array(length).fill(-1),
    pts: new Array<number>(players).fill(0),
  };
  if (tiebreak === "paranoid") {
    const values = Array.from({ length: players }, (_, me) => paranoid(ctx, 0, me));
    return { players, tiebreak, objective, values };
  }
  const values = induce(ctx, 0, tiebreak);
  if (tiebreak === "random") return { players, tiebreak, objective, values };
  const line = lineOf(ctx, tiebreak);
  ctx.owner.fill(-1);
  line.forEach((n, p) => {
    ctx.owner[n - 1] = p;
  });
  const pts = new Array<number>(players).fill(0);
  linePointsInto(ctx.owner, length, players, pts);
  return { players, tiebreak, objective, values, line, linePoints: pts };
}

/**
 * The value (round-1 points, or win probability for `win`) of each free number for the player
 * to move after `placed` (numbers 1..L in order of play), everyone after playing by backward
 * induction with the `random` tiebreak. Index n - 1 holds number n's value; taken numbers NaN.
 */
export function round1Values(
  players: number,
  placed: readonly number[],
  objective: Objective = "points",
  length = ROUND1_LENGTH,
): number[] {
  const ctx: Ctx = {
    players,
    length,
    objective,
    owner: new Int8Array(length).fill(-1),
    pts: new Array<number>(players).fill(0),
  };
  placed.forEach((n, p) => {
    ctx.owner[n - 1] = p;
  });
  const depth = placed.length;
  const out = new Array<number>(length).fill(Number.NaN);
  for (let n = 0; n < length; n++) {
    if (ctx.owner[n] !== -1) continue;
    ctx.owner[n] = depth;
    out[n] = induce(ctx, depth + 1, "random")[depth]!;
    ctx.owner[n] = -1;
  }
  return out;
}

/**
 * The best numbers for the player to move after `placed`, under backward induction with the
 * `random` tiebreak (see round1Values): the set an indifferent player picks from. Used by the
 * expert bot in round 1.
 */
export function bestRound1Numbers(
  players: number,
  placed: readonly number[],
  objective: Objective = "points",
  length = ROUND1_LENGTH,
): number[] {
  const values = round1Values(players, placed, objective, length);
  const best = Math.max(...values.filter((v) => !Number.isNaN(v)));
  const out: number[] = [];
  values.forEach((v, i) => {
    if (v > best - EPS) out.push(i + 1);
  });
  return out;
}

/**
 * The value of each first placement: the first player's round-1 points (or win probability)
 * when its card goes on number n (index n − 1) and every later player plays by backward
 * induction with this tiebreak; for `paranoid`, what the first player can guarantee there
 * when all the others play to minimise it.
 */
export function firstPlacementValues(
  players: number,
  tiebreak: Tiebreak,
  objective: Objective = "points",
  length = ROUND1_LENGTH,
): number[] {
  if (!Number.isInteger(players) || players < 2 || players > length) {
    throw new RangeError(`firstPlacementValues: players must be 2..${length}`);
  }
  const ctx: Ctx = {
    players,
    length,
    objective,
    owner: new Int8Array(length).fill(-1),
    pts: new Array<number>(players).fill(0),
  };
  const out: number[] = [];
  for (let n = 0; n < length; n++) {
    ctx.owner[n] = 0;
    out.push(tiebreak === "paranoid" ? paranoid(ctx, 1, 0) : induce(ctx, 1, tiebreak)[0]!);
    ctx.owner[n] = -1;
  }
  return out;
}
