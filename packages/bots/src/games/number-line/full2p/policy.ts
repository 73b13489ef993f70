// The solved strategy read from what a seat sees: a Number Line observation (the engine's, or
// any object with the same fields) → the equilibrium's probabilities over the legal actions,
// and a bot that samples from them. The observation's seats are mapped so that seat 0 is the
// first player (who starts round 1), as in solve.ts.

import type { AnyGame, ObservationBase } from "@number-games/engine";
import type { Bot, BotOptions } from "../../../bot";
import { legalOf, moveRng } from "../../../bot";
import { FLAG_DECOY, FLAG_NONE, FLAG_REAL, infosetKey } from "./round-tree";
import type { FullSolution } from "./solve";
import { subgameOf } from "./solve";

/** The fields of a 2-player Number Line observation the solved strategy reads. */
export interface LineView {
  readonly viewer: number | "spectator";
  readonly players: number;
  readonly firstPlayer: number;
  readonly round: number;
  readonly lineLength: number;
  readonly decoyRound: boolean;
  readonly totals: readonly number[];
  readonly placements: readonly {
    readonly player: number;
    readonly number: number;
    readonly decoy?: boolean | null;
  }[];
}

export interface Distribution {
  /** Engine action ids: (number − 1) · 3 + k (k = 0 no flag, 1 real, 2 decoy). */
  readonly ids: readonly number[];
  readonly probabilities: readonly number[];
}

/**
 * The equilibrium's action probabilities for the viewer (who must be the one to move), or
 * null when the solution has no such position (another line length, or not 2 players).
 */
export function solvedDistribution(sol: FullSolution, view: LineView): Distribution | null {
  if (view.players !== 2 || typeof view.viewer !== "number") return null;
  const fp = view.firstPlayer;
  const seat0 = fp;
  const diff = view.totals[seat0]! - view.totals[1 - seat0]!;
  const sg = subgameOf(sol, view.round, diff);
  if (sg === undefined || sg.tree.line !== view.lineLength) return null;
  const numbers = view.placements.map((p) => p.number);
  let own = FLAG_NONE;
  if (view.decoyRound) {
    const mine = view.placements.find((p) => p.player === view.viewer);
    if (mine !== undefined) own = mine.decoy === true ? FLAG_DECOY : FLAG_REAL;
  }
  const I = sg.tree.isIndex.get(infosetKey(numbers, own));
  if (I === undefined) return null;
  const off = sg.tree.isOffset[I]!;
  const w = sg.tree.isWidth[I]!;
  return {
    ids: Array.from(sg.tree.actions.subarray(off, off + w)),
    probabilities: Array.from(sg.strategy.subarray(off, off + w)),
  };
}

/** Index drawn from probabilities with a uniform draw x in [0, 1). */
export function drawIndex(probabilities: readonly number[], x: number): number {
  let last = -1;
  for (let k = 0; k < probabilities.length; k++) {
    const p = probabilities[k]!;
    if (p <= 0) continue;
    last = k;
    x -= p;
    if (x < 0) return k;
  }
  return last;
}

/**
 * The value to the viewer of the round it is in (from the round's start, under the solved
 * strategy: +1 a sure win, −1 a sure loss against perfect play), or null off the solution.
 */
export function roundValueFor(sol: FullSolution, view: LineView): number | null {
  if (view.players !== 2 || typeof view.viewer !== "number") return null;
  const seat0 = view.firstPlayer;
  const sg = subgameOf(sol, view.round, view.totals[seat0]! - view.totals[1 - seat0]!);
  if (sg === undefined) return null;
  return view.viewer === seat0 ? sg.value : -sg.value;
}

/**
 * A bot playing the solved strategy of the 2-player game (seeded: the same seed and
 * observation give the same move). Where the solution does not apply it throws: it is meant
 * for 2-player Number Line on the line the solution was computed for.
 *
 * With a `fallback`, rounds whose value to the bot is −1 (lost against perfect play, so every
 * move is equally good for the game value) are played by the fallback instead, which can
 * profit from an opponent's mistakes where the equilibrium is indifferent. The game value is
 * unchanged: the bot still plays the solved strategy wherever it can win.
 */
export function solvedBot(
  game: AnyGame,
  sol: FullSolution,
  options: BotOptions,
  fallback?: Bot,
): Bot {
  return {
    level: fallback === undefined ? "solved" : `solved+${fallback.level}`,
    act(observation: ObservationBase<unknown>) {
      const legal = legalOf("solvedBot", observation);
      if (legal.length === 1) return legal[0];
      const view = observation as unknown as LineView;
      if (fallback !== undefined) {
        const v = roundValueFor(sol, view);
        if (v !== null && v <= -1 + 1e-9) return fallback.act(observation);
      }
      const dist = solvedDistribution(sol, view);
      if (dist === null) {
        throw new Error("solvedBot: no solved position for this observation (2 players only)");
      }
      const k = drawIndex(dist.probabilities, moveRng(options.seed, observation).float());
      const id = dist.ids[k]!;
      const action = legal.find((a) => game.actionId(a) === id);
      if (action === undefined) throw new Error(`solvedBot: action ${id} is not legal here`);
      return action;
    },
  };
}
