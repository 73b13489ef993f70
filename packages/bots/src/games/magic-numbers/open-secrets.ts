// Magic Numbers for 2 players with both secret pairs open, solved exactly: a perfect-
// information stochastic game on (score 0, score 1, whose turn), where the roller sees the die
// and keeps or gives. Evil resets a score to 0 and over-target additions are not made, so
// positions repeat: the win probability of every position is the fixed point of the Bellman
// equations, found by value iteration (Gauss–Seidel sweeps until nothing moves by 1e-10).
//
// X(s0, s1, t) = P(player 0 wins) with player t to roll;
// X = mean over rolls v of max (t = 0) / min (t = 1) over {keep, give} of the value after,
// which is 1 or 0 when the recipient reaches the target exactly, else X(s0', s1', 1 − t).
// A game that never ends would count for neither (value 0 here, as from the start of the
// iteration); the tests check that the iteration converges and that the engine, played with
// this policy, wins as often as X says.

export interface OpenRules {
  readonly target: number;
  readonly goodBonus: number;
  readonly dieSides: number;
}

/**
 * P(viewer wins), viewer = player 0, at index (s0 · T + s1) · 2 + t; one per deal: the open
 * values in the flat form open-play.ts solves and open-lookahead.ts reads.
 */
export type FastSolution = Float64Array;

export const DEFAULT_OPEN_RULES: OpenRules = { target: 30, goodBonus: 10, dieSides: 6 };

export interface OpenSecrets {
  /** Good and Evil numbers of players 0 and 1. */
  readonly good: readonly [number, number];
  readonly evil: readonly [number, number];
}

export interface OpenSolution {
  readonly rules: OpenRules;
  readonly secrets: OpenSecrets;
  /** P(player 0 wins) at index (s0 · target + s1) · 2 + t, scores 0..target − 1. */
  readonly x: Float64Array;
  readonly sweeps: number;
  /** The last sweep's largest change. */
  readonly residual: number;
}

/** A roll applied to one player (the engine's applyRoll): the new score. */
export function rollOnto(
  score: number,
  v: number,
  good: number,
  evil: number,
  r: OpenRules,
): number {
  const next = v === good ? score + r.goodBonus : v === evil ? 0 : score + v;
  return next > r.target ? score : next;
}

export const TOLERANCE = 1e-10;
const MAX_SWEEPS = 100_000;

/** Value of the position after the roll goes to `to` (P(player 0 wins)). */
function after(
  x: Float64Array,
  r: OpenRules,
  sec: OpenSecrets,
  s0: number,
  s1: number,
  t: number,
  v: number,
  to: 0 | 1,
): number {
  const T = r.target;
  if (to === 0) {
    const n = rollOnto(s0, v, sec.good[0], sec.evil[0], r);
    if (n === T) return 1;
    return x[(n * T + s1) * 2 + (1 - t)]!;
  }
  const n = rollOnto(s1, v, sec.good[1], sec.evil[1], r);
  if (n === T) return 0;
  return x[(s0 * T + n) * 2 + (1 - t)]!;
}

export function solveOpenSecrets(
  secrets: OpenSecrets,
  rules: OpenRules = DEFAULT_OPEN_RULES,
): OpenSolution {
  const T = rules.target;
  const D = rules.dieSides;
  const x = new Float64Array(T * T * 2);
  let sweeps = 0;
  let residual = Number.POSITIVE_INFINITY;
  while (residual > TOLERANCE && sweeps < MAX_SWEEPS) {
    residual = 0;
    // High scores first: most moves raise a score, so a sweep carries values down at once.
    for (let s0 = T - 1; s0 >= 0; s0--) {
      for (let s1 = T - 1; s1 >= 0; s1--) {
        for (let t = 1; t >= 0; t--) {
          let sum = 0;
          for (let v = 1; v <= D; v++) {
            const keep = after(x, rules, secrets, s0, s1, t, v, t as 0 | 1);
            const give = after(x, rules, secrets, s0, s1, t, v, (1 - t) as 0 | 1);
            sum += t === 0 ? Math.max(keep, give) : Math.min(keep, give);
          }
          const i = (s0 * T + s1) * 2 + t;
          const nv = sum / D;
          const change = Math.abs(nv - x[i]!);
          if (change > residual) residual = change;
          x[i] = nv;
        }
      }
    }
    sweeps++;
  }
  return { rules, secrets, x, sweeps, residual };
}

/** P(player 0 wins) at a position (scores below the target, player t to roll). */
export function openValue(sol: OpenSolution, s0: number, s1: number, t: 0 | 1): number {
  return sol.x[(s0 * sol.rules.target + s1) * 2 + t]!;
}

/** The optimal choice of player t holding roll v: keep (true) or give (false). */
export function openKeeps(sol: OpenSolution, s0: number, s1: number, t: 0 | 1, v: number): boolean {
  const keep = after(sol.x, sol.rules, sol.secrets, s0, s1, t, v, t);
  const give = after(sol.x, sol.rules, sol.secrets, s0, s1, t, v, (1 - t) as 0 | 1);
  return t === 0 ? keep >= give : keep <= give;
}

/** Every (Good, Evil) pair of one player: distinct numbers 1..dieSides (30 with a d6). */
export function secretPairs(dieSides: number): [number, number][] {
  const out: [number, number][] = [];
  for (let g = 1; g <= dieSides; g++)
    for (let e = 1; e <= dieSides; e++) if (g !== e) out.push([g, e]);
  return out;
}

/** The open game's solution for every deal of secrets (both players' pairs), one at a time. */
export function* openDeals(rules: OpenRules = DEFAULT_OPEN_RULES): Generator<OpenSolution> {
  const pairs = secretPairs(rules.dieSides);
  for (const [g0, e0] of pairs)
    for (const [g1, e1] of pairs) yield solveOpenSecrets({ good: [g0, g1], evil: [e0, e1] }, rules);
}

/** The value at the start of each deal's solution and their mean (see openGameValue). */
export function openValueOfDeals(solutions: Iterable<OpenSolution>): {
  mean: number;
  min: number;
  max: number;
  deals: number;
  maxSweeps: number;
} {
  let sum = 0;
  let min = 1;
  let max = 0;
  let maxSweeps = 0;
  let deals = 0;
  for (const sol of solutions) {
    const v = openValue(sol, 0, 0, 0);
    sum += v;
    min = Math.min(min, v);
    max = Math.max(max, v);
    maxSweeps = Math.max(maxSweeps, sol.sweeps);
    deals++;
  }
  return { mean: sum / deals, min, max, deals, maxSweeps };
}

/**
 * The open game's value at the start (scores 0, player 0 to roll) for every deal of secrets,
 * and its mean over the deals (each player's pair uniform and independent, as the engine
 * deals them).
 */
export function openGameValue(
  rules: OpenRules = DEFAULT_OPEN_RULES,
): ReturnType<typeof openValueOfDeals> {
  return openValueOfDeals(openDeals(rules));
}
