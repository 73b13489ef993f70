// Number Line's `expert`: the exact solvers where they apply (2 players: the solved game's
// sure-win moves wherever the viewer's seat can force the win (solved2p.ts), else rounds 1
// and 3 by minimax on the point difference and decoy rounds by the CFR+ equilibrium of the
// points game; round 1 with more players by backward induction); elsewhere `solved` answers
// null and the level searches.

import type { AnyGame, numberLineGame, Rng } from "@number-games/engine";
import type { Observation } from "../../strategy";
import { findLegal } from "./board";
import { solveDecoyRound } from "./decoy-cfr";
import type { DecoySolution } from "./decoy-round";
import { firstMoveA, firstMoveB, secondMoveA, secondMoveB } from "./decoy-round";
import { linePointsFast } from "./line-score";
import { bestRound1Numbers } from "./round1";
import { solvedTwoPlayerMove } from "./solved2p";

type Obs = numberLineGame.NumberLineObservation;
type Action = numberLineGame.NumberLineAction;

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
export function solved(game: AnyGame, observation: Observation, rng: Rng): unknown | null {
  const o = observation as Obs;
  // Two players: the solved game's winning move wherever the viewer's seat can force the win.
  const winning = solvedTwoPlayerMove(game, o);
  if (winning !== null) return winning;
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
