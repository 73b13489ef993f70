// The whole 2-player Number Line game with the win objective, solved round by round.
//
// Payoff to seat 0 (the first player): +1 when it wins, −1 when seat 1 wins, 0 for a shared
// win (the tied leaders when the line runs out); zero-sum, so a shared win counts as half a
// win for each seat: value = P(seat 0 wins) − P(seat 1 wins).
//
// Between rounds everything is public (a scored round shows its decoys), and with the win
// objective only the score difference matters, so the game splits into subgames:
//   rounds r ≥ 3 are only reached with the totals tied: T[r] is the value of the game from
//     round r on with tied totals (T[L + 3] = 0: the line has run out, a shared win);
//   round 2 after a round-1 difference d: leaves worth sign(d + Δ) to seat 0, or T[3] if 0;
//   round 1 (perfect information): leaves worth W2[Δ], the round-2 value after difference Δ.
// Round 3 is solved by backward induction, the decoy rounds by either method: the exact
// sequence-form LP (lp.ts) or CFR+ (cfr.ts).

import type { CfrOptions, Exploitability } from "./cfr";
import { bestResponse, evaluate, exploitability, solveCfr, solveMinimax } from "./cfr";
import type { Highs } from "./lp";
import { solveLp } from "./lp";
import type { RoundPayoff, RoundTree } from "./round-tree";
import { roundTree } from "./round-tree";
import {
  cardsEach,
  checkLength,
  DEFAULT_LENGTH,
  isDecoyRound,
  lastRound,
  roundLine,
  starterOf,
} from "./schedule";

export type Method = "lp" | "cfr";

/** Probabilities of the three ways the game ends. */
export interface Outcome {
  readonly win0: number;
  readonly win1: number;
  readonly shared: number;
}

export interface Subgame {
  readonly round: number;
  /** Seat 0's total minus seat 1's before the round (always 0 from round 3 on). */
  readonly diff: number;
  readonly starter: 0 | 1;
  readonly tree: RoundTree;
  /** Leaf values to the starter, by round difference (starter's points − other's). */
  readonly u: RoundPayoff;
  readonly strategy: Float64Array;
  /** Value to seat 0 under the strategy. */
  readonly value: number;
  /** Of the strategy in this subgame alone (leaf values fixed): 0 up to rounding for LP. */
  readonly exploitability: Exploitability;
  /** CFR+ iterations (0 for LP and backward induction). */
  readonly iterations: number;
  readonly outcome: Outcome;
}

export interface FullSolution {
  readonly length: number;
  readonly method: Method;
  /** Value of the whole game to seat 0 (+1 win, 0 shared, −1 loss). */
  readonly value: number;
  readonly outcome: Outcome;
  readonly round1: Subgame;
  /** By round-1 difference (seat 0 − seat 1), for every difference round 1 can produce. */
  readonly round2: ReadonlyMap<number, Subgame>;
  /** tie[r] for r = 3 .. L + 2: the subgame of round r with tied totals. */
  readonly tie: readonly (Subgame | undefined)[];
  /** The composed strategy's best-response values over the whole game, each to that seat. */
  readonly bestResponse: readonly [number, number];
  /** NashConv of the composed strategy in the whole game: bestResponse[0] + bestResponse[1]. */
  readonly nashConv: number;
  /** Decoy-round subgames solved (distinct leaf tables) and the total time. */
  readonly decoySolves: number;
  readonly seconds: number;
}

export interface FullOptions {
  readonly length?: number;
  readonly method?: Method;
  /** Required for the LP method (lp.ts: `await loadHighs()`). */
  readonly highs?: Highs;
  readonly cfr?: CfrOptions;
}

const SHARED: Outcome = { win0: 0, win1: 0, shared: 1 };
const WIN0: Outcome = { win0: 1, win1: 0, shared: 0 };
const WIN1: Outcome = { win0: 0, win1: 1, shared: 0 };

/** What a round difference means for seat 0: decided, or the continuation on a tie. */
interface Continuation {
  /** Seat 0's value and outcome after a round whose seat-0 total difference is t. */
  at(t: number): { value: number; outcome: Outcome };
}

export function solveFullGame(options: FullOptions = {}): FullSolution {
  const L = options.length ?? DEFAULT_LENGTH;
  checkLength(L);
  const method = options.method ?? "lp";
  if (method === "lp" && options.highs === undefined) {
    throw new Error("solveFullGame: the LP method needs HiGHS (await loadHighs())");
  }
  const t0 = performance.now();
  const cache = new Map<string, { strategy: Float64Array; iterations: number }>();

  const solveRound = (round: number, diff: number, next: Continuation): Subgame => {
    const starter = starterOf(round);
    const tree = roundTree({
      line: roundLine(L, round),
      decoy: isDecoyRound(round),
      cardsEach: cardsEach(round),
    });
    const n = tree.line;
    // Seat 0's total difference after a round with starter difference delta.
    const total = (delta: number) => diff + (starter === 0 ? delta : -delta);
    const u = new Float64Array(2 * n + 1);
    for (let delta = -n; delta <= n; delta++) {
      const v = next.at(total(delta)).value;
      u[delta + n] = starter === 0 ? v : -v;
    }
    const key = `${n}/${tree.decoy}/${tree.cardsEach}/${u.join(",")}`;
    let solved = cache.get(key);
    if (solved === undefined) {
      if (!tree.decoy) solved = { strategy: solveMinimax(tree, u).strategy, iterations: 0 };
      else if (method === "lp")
        solved = { strategy: solveLp(options.highs!, tree, u).strategy, iterations: 0 };
      else {
        const r = solveCfr(tree, u, options.cfr);
        solved = { strategy: r.strategy, iterations: r.iterations };
      }
      cache.set(key, solved);
    }
    const ex = exploitability(tree, u, solved.strategy);
    const { deltas } = evaluate(tree, u, solved.strategy);
    let win0 = 0;
    let win1 = 0;
    let shared = 0;
    deltas.forEach((p, k) => {
      if (p === 0) return;
      const o = next.at(total(k - n)).outcome;
      win0 += p * o.win0;
      win1 += p * o.win1;
      shared += p * o.shared;
    });
    return {
      round,
      diff,
      starter,
      tree,
      u,
      strategy: solved.strategy,
      value: starter === 0 ? ex.value : -ex.value,
      exploitability: ex,
      iterations: solved.iterations,
      outcome: { win0, win1, shared },
    };
  };

  const decided = (t: number, onTie: { value: number; outcome: Outcome }) =>
    t > 0 ? { value: 1, outcome: WIN0 } : t < 0 ? { value: -1, outcome: WIN1 } : onTie;

  // Rounds L + 2 down to 3, reached with tied totals.
  const tie: (Subgame | undefined)[] = [];
  let after = { value: 0, outcome: SHARED };
  for (let r = lastRound(L); r >= 3; r--) {
    const cont = after;
    const sg = solveRound(r, 0, { at: (t) => decided(t, cont) });
    tie[r] = sg;
    after = { value: sg.value, outcome: sg.outcome };
  }
  const tie3 = after;
  const round2 = new Map<number, Subgame>();
  const r1tree = roundTree({ line: L, decoy: false, cardsEach: 1 });
  const diffs = new Set<number>();
  for (let x = r1tree.depthStart[r1tree.placements]!; x < r1tree.nodes; x++) {
    diffs.add(r1tree.delta[x]!); // round 1's starter is seat 0
  }
  for (const d of [...diffs].sort((a, b) => a - b)) {
    round2.set(d, solveRound(2, d, { at: (t) => decided(t, tie3) }));
  }
  const round1 = solveRound(1, 0, {
    at: (t) => {
      // A difference round 1 cannot produce is no leaf: its entry is never used.
      const sg = round2.get(t);
      return sg === undefined
        ? { value: 0, outcome: SHARED }
        : { value: sg.value, outcome: sg.outcome };
    },
  });
  const br = composedBestResponse(L, round1, round2, tie);
  return {
    length: L,
    method,
    value: round1.value,
    outcome: round1.outcome,
    round1,
    round2,
    tie,
    bestResponse: br,
    nashConv: br[0] + br[1],
    decoySolves: [...cache.keys()].filter((k) => k.includes("/true/")).length,
    seconds: (performance.now() - t0) / 1000,
  };
}

/**
 * Each seat's best response to the composed strategy over the whole game, each round's
 * leaves worth the best-response value of what follows (the rounds are subgames, and the
 * strategy in each depends only on the round and the difference). Values to that seat.
 */
function composedBestResponse(
  L: number,
  round1: Subgame,
  round2: ReadonlyMap<number, Subgame>,
  tie: readonly (Subgame | undefined)[],
): [number, number] {
  const out: [number, number] = [0, 0];
  for (const seat of [0, 1] as const) {
    const sign = seat === 0 ? 1 : -1;
    // Value to `seat` of a subgame's best response given its continuation values (to seat).
    const br = (sg: Subgame, cont: (t: number) => number): number => {
      const n = sg.tree.line;
      const u = new Float64Array(2 * n + 1);
      for (let delta = -n; delta <= n; delta++) {
        const t = sg.diff + (sg.starter === 0 ? delta : -delta);
        const v = cont(t); // to seat
        // Leaf values to the starter, as the tree functions take them.
        u[delta + n] = sg.starter === seat ? v : -v;
      }
      return bestResponse(sg.tree, u, sg.strategy, sg.starter === seat ? 0 : 1);
    };
    const decided = (t: number, onTie: number) => (t === 0 ? onTie : Math.sign(t) * sign);
    let after = 0;
    for (let r = lastRound(L); r >= 3; r--) {
      const cont = after;
      after = br(tie[r]!, (t) => decided(t, cont));
    }
    const tie3 = after;
    const w2 = new Map<number, number>();
    for (const [d, sg] of round2)
      w2.set(
        d,
        br(sg, (t) => decided(t, tie3)),
      );
    out[seat] = br(round1, (t) => w2.get(t) ?? 0);
  }
  return out;
}

/** Leaf-table helper for callers that walk a subgame's tree: the subgame of a round. */
export function subgameOf(sol: FullSolution, round: number, diff: number): Subgame | undefined {
  if (round === 1) return sol.round1;
  if (round === 2) return sol.round2.get(diff);
  return diff === 0 ? sol.tie[round] : undefined;
}
