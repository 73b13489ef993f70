// Number Line's bots (`number-line`): this module assembles the game's strategy and solver
// entry from their parts and lists what the rest of the package may use.
//   board.ts       the current round as the deciding player sees it; the greedy move
//   heuristics.ts  easy and medium
//   playout.ts     the playout policy on a determinized state, for search (expert)
//   world.ts       hard's fast path: a position in bitmasks, the same playout as a kernel
//   search.ts      hard: ISMCTS over world.ts's worlds
//   expert.ts      the exact answers behind expert (minimax, the decoy equilibrium, round 1)
//   line-score.ts  scoring on small arrays, independent of the engine (checked against it)
//   round1.ts      the round-1 solver (backward induction)
//   decoy-round.ts the 2-player decoy round as a game tree; decoy-cfr.ts solves it with CFR+;
//                  decoy-nashconv.ts measures a strategy's exploitability

import type { GameStrategy } from "../../strategy";
import { solveDecoyRound } from "./decoy-cfr";
import { solveDecoy3 } from "./decoy3";
import { solved } from "./expert";
import { easy, medium } from "./heuristics";
import { playoutPolicy } from "./playout";
import { exactValues } from "./review";
import { solveRound1 } from "./round1";
import { hardSearch } from "./search";

export { solveDecoyRound } from "./decoy-cfr";
export type { DecoySolution } from "./decoy-round";
export type { Decoy3Game, Decoy3Options, Decoy3Solution } from "./decoy3";
export { decoyDistribution, decoySolution } from "./expert";
export { linePoints, linePointsFast } from "./line-score";
export type { Objective, Round1Solution, Tiebreak } from "./round1";
export { bestRound1Numbers, OBJECTIVES, round1Values, solveRound1, TIEBREAKS } from "./round1";

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
  // hard: ISMCTS over bitmask worlds with the greedy playout in a kernel (search.ts,
  // world.ts): six times hard-v1's iterations in the same time, spent with less exploration.
  hard: { search: hardSearch },
  hardIterations: 1000,
  expertIterations: 5000,
  solved,
  exactValues,
};

/** Number Line's exact solvers, as `numbers solve number-line` runs them. */
export interface NumberLineSolver {
  readonly game: "number-line";
  /** Round 1 (one card each on 1..10) by backward induction, 2 to 5 players. */
  readonly round1: typeof solveRound1;
  /** The 2-player decoy round by CFR+, with its exploitability (NashConv). */
  readonly decoyRound: typeof solveDecoyRound;
  /** The 3-player decoy round by CFR+: points game and paranoid games, with exploitability. */
  readonly decoyRound3: typeof solveDecoy3;
}

export const numberLineSolver: NumberLineSolver = {
  game: "number-line",
  round1: solveRound1,
  decoyRound: solveDecoyRound,
  decoyRound3: (options) => solveDecoy3(options),
};
