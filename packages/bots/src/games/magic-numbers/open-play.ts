// Magic Numbers `hard` at 2 players: decisions from the open game's values under the beliefs.
//
// With 2 players the only thing the viewer does not know is the opponent's (Good, Evil) pair:
// given it, the opponent's score follows from the public turns, and the game is the open game
// of open-secrets.ts, solved exactly. So the viewer weighs, for each action, the open game's
// value after it (its own win probability, both players playing perfectly from there with
// everything known) by the beliefs' probability of each opponent pair, and plays the best
// ("QMDP": it values every position as if the pair came out after this move, so it never
// pays for information, but it plays perfectly wherever the beliefs are sure). Against the
// open player of secrecy.ts this is the game it plays, seen through the beliefs. The part of
// the belief where the opponent is of the perfect type is looked one opponent turn further
// (open-lookahead.ts: the viewer's next move made under the beliefs that turn will leave);
// measured, that changes about one decision in 250 and no win rate measurably.
//
// The 30 solutions a game needs (the viewer's pair against each opponent pair) are made at the
// viewer's first move (half a second to a second on the project machine) and cached for the
// process; from then on a move only looks them up. (Until 2026-11-29 the first three moves
// were hard's rollouts, each making a third of the solutions, so that no move was long; the
// open values decide those moves better: the open player wins about a point less,
// docs/benchmarks.md.) A move solves what it needs, whatever the cache holds, so it is the
// same whatever the process did before. The solver is open-secrets.ts's value iteration, with
// the rules' arithmetic in tables, over-relaxation (half the sweeps) and a looser tolerance
// (1e-5: values within about 1e-4 of the exact ones); a test checks it against the original.
// Everything here reads the viewer's own pair and score and the public turns only.

import type { magicNumbersGame } from "@number-games/engine";
import type { PlayModel } from "./beliefs";
import { Beliefs, PLAY_MODEL } from "./beliefs";
import { lookaheadValues } from "./open-lookahead";
import type { FastSolution, OpenRules } from "./open-secrets";

type Obs = magicNumbersGame.MagicNumbersObservation;

const TOLERANCE = 1e-5;
const MAX_SWEEPS = 10_000;
/**
 * Over-relaxation: each sweep moves a value OMEGA times its Gauss–Seidel step, which halves
 * the sweeps here (109 → 49 on average over 40 deals). Larger factors can fail to converge (1.25 did on some
 * deals); a solve that does not converge within OVER_SWEEPS is made again without it.
 */
const OMEGA = 1.2;
const OVER_SWEEPS = 400;
/** Sweeps the last solve took (for benchmarks). */
export let sweeps = 0;

/** Next score of a player (pair g, e) from score s with roll v; `target` means a win. */
function nextTable(g: number, e: number, r: OpenRules): Int32Array {
  const { target: T, dieSides: D } = r;
  const out = new Int32Array(T * D);
  for (let s = 0; s < T; s++)
    for (let v = 1; v <= D; v++) {
      const n = v === g ? s + r.goodBonus : v === e ? 0 : s + v;
      out[s * D + v - 1] = n > T ? s : n;
    }
  return out;
}

/** The open game of one deal solved by value iteration (open-secrets.ts's, in tables). */
export function solveOpenFast(
  g0: number,
  e0: number,
  g1: number,
  e1: number,
  r: OpenRules,
  tolerance = TOLERANCE,
  omega = OMEGA,
): FastSolution {
  const { target: T, dieSides: D } = r;
  const n0 = nextTable(g0, e0, r);
  const n1 = nextTable(g1, e1, r);
  const x = new Float64Array(T * T * 2);
  const limit = omega === 1 ? MAX_SWEEPS : OVER_SWEEPS;
  let residual = Number.POSITIVE_INFINITY;
  for (let sweep = 0; residual > tolerance && sweep < limit; sweep++) {
    residual = 0;
    for (let s0 = T - 1; s0 >= 0; s0--) {
      for (let s1 = T - 1; s1 >= 0; s1--) {
        // Player 1 to roll: it keeps (moves s1) or gives (moves s0), minimising.
        let sum = 0;
        for (let v = 0; v < D; v++) {
          const k = n1[s1 * D + v]!;
          const keep = k === T ? 0 : x[(s0 * T + k) * 2]!;
          const gv = n0[s0 * D + v]!;
          const give = gv === T ? 1 : x[(gv * T + s1) * 2]!;
          sum += Math.min(keep, give);
        }
        const i = (s0 * T + s1) * 2;
        let change = omega * (sum / D - x[i + 1]!);
        let nv = x[i + 1]! + change;
        change = Math.abs(change);
        residual = Math.max(residual, change); // NaN sticks: the loop stops, unconverged
        x[i + 1] = nv;
        // Player 0 to roll: maximising.
        sum = 0;
        for (let v = 0; v < D; v++) {
          const k = n0[s0 * D + v]!;
          const keep = k === T ? 1 : x[(k * T + s1) * 2 + 1]!;
          const gv = n1[s1 * D + v]!;
          const give = gv === T ? 0 : x[(s0 * T + gv) * 2 + 1]!;
          sum += Math.max(keep, give);
        }
        change = omega * (sum / D - x[i]!);
        nv = x[i]! + change;
        change = Math.abs(change);
        residual = Math.max(residual, change); // NaN sticks: the loop stops, unconverged
        x[i] = nv;
      }
    }
    sweeps = sweep + 1;
  }
  // Not converged (or not finite) with over-relaxation: plain Gauss–Seidel.
  if (omega !== 1 && !(residual <= tolerance))
    return solveOpenFast(g0, e0, g1, e1, r, tolerance, 1);
  return x;
}

const cache = new Map<string, FastSolution>();
/** Solutions kept at most (900 deals with a d6: 26 MB; a game needs 30). */
const CACHE_LIMIT = 900;

/** The solution of the deal (viewer g0, e0; opponent g1, e1), cached for the process. */
export function openSolution(
  g0: number,
  e0: number,
  g1: number,
  e1: number,
  r: OpenRules,
): FastSolution {
  const key = `${r.target}/${r.goodBonus}/${r.dieSides}/${g0}${e0}${g1}${e1}`;
  let x = cache.get(key);
  if (x === undefined) {
    if (cache.size >= CACHE_LIMIT) cache.clear();
    x = solveOpenFast(g0, e0, g1, e1, r);
    cache.set(key, x);
  }
  return x;
}

/** Whether the open game fits these rules' tables (scores 0..target − 1 of two players). */
export function openPlayable(r: OpenRules): boolean {
  return r.target >= 1 && r.target <= 100 && r.dieSides >= 2 && r.dieSides <= 12;
}

/**
 * The viewer's value of keeping (index 0) and giving (index 1) roll v, averaged over the
 * opponent pairs with weights `w` (pair k = (pairGood[k], pairEvil[k])) and the opponent's
 * score for each pair `oppScore[k]`; pairs of weight 0 are skipped (not solved).
 */
export function openValues(
  own: { good: number; evil: number; score: number },
  v: number,
  w: ArrayLike<number>,
  pairGood: ArrayLike<number>,
  pairEvil: ArrayLike<number>,
  oppScore: ArrayLike<number>,
  r: OpenRules,
  minWeight = 0,
): [number, number] {
  const T = r.target;
  let keep = 0;
  let give = 0;
  let total = 0;
  const mine = own.score;
  const kept = applyRoll(mine, v, own.good, own.evil, r);
  for (let k = 0; k < w.length; k++) {
    const p = w[k]!;
    if (!(p > minWeight)) continue;
    const opp = oppScore[k]!;
    if (opp >= T) continue;
    const x = openSolution(own.good, own.evil, pairGood[k]!, pairEvil[k]!, r);
    // After this move the opponent rolls (t = 1).
    keep += p * (kept === T ? 1 : x[(kept * T + opp) * 2 + 1]!);
    const given = applyRoll(opp, v, pairGood[k]!, pairEvil[k]!, r);
    give += p * (given === T ? 0 : x[(mine * T + given) * 2 + 1]!);
    total += p;
  }
  return total > 0 ? [keep / total, give / total] : [0, 0];
}

function applyRoll(s: number, v: number, g: number, e: number, r: OpenRules): number {
  const n = v === g ? s + r.goodBonus : v === e ? 0 : s + v;
  return n > r.target ? s : n;
}

/** How the 2-player beliefs weigh a perfect opponent (one that plays as if it saw everything). */
export interface OpenModel {
  /** The model of the other types of play (beliefs.ts). */
  readonly play: PlayModel;
  /** Prior probability that the opponent plays the open game's optimum. */
  readonly perfect: number;
  /** Weight of the uniform choice in the perfect type's likelihood. */
  readonly epsilon: number;
}

export const OPEN_MODEL: OpenModel = { play: PLAY_MODEL, perfect: 0.2, epsilon: 0.02 };

/**
 * The viewer's belief over the opponent's pair at 2 players (`w`, pairs as MnTable orders
 * them) and the opponent's score for each pair (`score`): the beliefs of beliefs.ts, mixed
 * with one more type of play, the perfect player, whose every choice is the open game's best
 * against the viewer's pair (which the viewer knows). Exact Bayes over the mixture.
 * `perfect[k]`: the part of `w[k]` where the opponent is of the perfect type (P(perfect, k)).
 */
export function openBeliefs(
  o: Obs,
  rules: OpenRules,
  model: OpenModel = OPEN_MODEL,
): { w: Float64Array; perfect: Float64Array; score: Int32Array; beliefs: Beliefs } {
  const me = o.viewer as number;
  const opp = 1 - me;
  const own = o.own!;
  const b = new Beliefs(o.config, me, model.play);
  const t = b.table;
  const { K, pairGood, pairEvil, s } = t;
  const T = rules.target;
  const logPerfect = new Float64Array(K);
  const half = Math.log(model.epsilon / 2);
  const hit = Math.log(1 - model.epsilon + model.epsilon / 2);
  const tie = Math.log(0.5);
  let mine = 0;
  for (const turn of o.turns) {
    const { player: r, roll: v, to: x } = turn;
    if (r === opp) {
      for (let k = 0; k < K; k++) {
        if (logPerfect[k] === Number.NEGATIVE_INFINITY) continue;
        const sc = s[opp * K + k]!;
        const kept = applyRoll(sc, v, pairGood[k]!, pairEvil[k]!, rules);
        if (kept === T) {
          logPerfect[k]! += x === opp ? hit : half;
          continue;
        }
        const sol = openSolution(own.good, own.evil, pairGood[k]!, pairEvil[k]!, rules);
        // P(viewer wins) after each choice, the viewer to roll next (t = 0); the opponent
        // minimises it.
        const keep = sol[(mine * T + kept) * 2]!;
        const given = applyRoll(mine, v, own.good, own.evil, rules);
        const give = given === T ? 1 : sol[(given * T + sc) * 2]!;
        if (Math.abs(keep - give) < 1e-9) logPerfect[k]! += tie;
        else logPerfect[k]! += keep < give === (x === opp) ? hit : half;
      }
    }
    b.observe(r, v, x);
    if (x === me) mine = applyRoll(mine, v, own.good, own.evil, rules);
    else if (x === opp)
      for (let k = 0; k < K; k++)
        if (s[opp * K + k] === T) logPerfect[k] = Number.NEGATIVE_INFINITY;
  }
  t.current = o.current;
  t.turns = o.turns.length;
  // log P(h, type, pair): the other types' joint times their evidence, and the perfect type's.
  const other = Math.log(1 - model.perfect) + b.logEvidence[opp]! + b.logKept[opp]!;
  let top = other;
  for (let k = 0; k < K; k++) {
    logPerfect[k]! += Math.log(model.perfect / K);
    if (logPerfect[k]! > top) top = logPerfect[k]!;
  }
  const w = new Float64Array(K);
  const perfect = new Float64Array(K);
  const score = new Int32Array(K);
  const scale = Math.exp(other - top);
  let total = 0;
  for (let k = 0; k < K; k++) {
    perfect[k] = Math.exp(logPerfect[k]! - top);
    w[k] = scale * b.pairProbability(opp, k) + perfect[k]!;
    total += w[k]!;
    score[k] = s[opp * K + k]!;
  }
  for (let k = 0; k < K; k++) {
    w[k]! /= total;
    perfect[k]! /= total;
  }
  return { w, perfect, score, beliefs: b };
}

/** The rules of the open game, where it applies to this observation (2 players), else null. */
function openRules(o: Obs): OpenRules | null {
  if (o.players !== 2 || o.own == null || o.pendingRoll == null) return null;
  const rules: OpenRules = {
    target: o.config.target,
    goodBonus: o.config.goodBonus,
    dieSides: o.config.dieSides,
  };
  return openPlayable(rules) ? rules : null;
}

/** Opponent turns the perfect part of the belief is looked through (open-lookahead.ts). */
export const LOOKAHEAD_DEPTH = 1;

/**
 * The 2-player decision: keep (the viewer's index) or give (the opponent's), by the open
 * game's values weighted by the beliefs, the perfect type's part looked `depth` opponent turns
 * ahead (open-lookahead.ts; 0: the open values only); null where the open game does not apply
 * (then rollouts decide).
 */
export function openChoice(
  o: Obs,
  model: OpenModel = OPEN_MODEL,
  depth = LOOKAHEAD_DEPTH,
): number | null {
  const rules = openRules(o);
  if (rules === null || o.own == null || o.pendingRoll == null) return null;
  const me = o.viewer as number;
  const { w, perfect, score, beliefs } = openBeliefs(o, rules, model);
  const { pairGood, pairEvil } = beliefs.table;
  if (depth <= 0) {
    const [keep, give] = openValues(o.own, o.pendingRoll, w, pairGood, pairEvil, score, rules);
    return keep >= give ? me : 1 - me;
  }
  const K = w.length;
  const own = o.own;
  const other = new Float64Array(K);
  const solutions: (FastSolution | null)[] = [];
  for (let k = 0; k < K; k++) {
    const live = w[k]! > 0 && score[k]! < rules.target;
    solutions.push(
      live ? openSolution(own.good, own.evil, pairGood[k]!, pairEvil[k]!, rules) : null,
    );
    other[k] = live ? Math.max(0, w[k]! - perfect[k]!) : 0;
    if (!live) perfect[k] = 0;
  }
  const c = {
    rules,
    good: own.good,
    evil: own.evil,
    pairGood,
    pairEvil,
    solutions,
    epsilon: model.epsilon,
  };
  const [pk, pg] = lookaheadValues(c, own.score, score, perfect, o.pendingRoll, depth);
  const [ok, og] = lookaheadValues(c, own.score, score, other, o.pendingRoll, 0);
  return pk + ok >= pg + og ? me : 1 - me;
}
