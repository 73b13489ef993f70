// Post-game review: each decision of one player in a finished (or partial) game record, rated
// against the strongest analysis that is cheap enough (evaluate.ts): the exact round-1 solver
// for Number Line, determinized rollouts of the medium heuristic elsewhere.
//
// Honesty: a decision is evaluated from `game.observe(state, seat)` alone, exactly what the
// player saw (docs/rules.md "Hidden"); the seeds are a function of the caller's seed and that
// observation. So two records that differ only in what the player could not know at a
// decision give the same rating for it (tested in test/review.test.ts).
//
// Ratings (REVIEW_THRESHOLDS), by the cost = value of the best action − value of the played one:
//   points (solver, expected round-1 points)  best ≤ 0.001, fine < 0.5, mistake ≥ 0.5
//   win    (rollouts, win chance 0..1)        best ≤ 0.02,  fine < 0.10, mistake ≥ 0.10
// The win-chance "best" margin absorbs the rollouts' sampling noise (about ±0.02 at the
// default 300 determinizations with common random numbers).

import type { AnyGame, GameRecord } from "@number-games/engine";
import { CHANCE, getGame, isGameId } from "@number-games/engine";
import { strategyOf } from "../games/registry";
import type { ActionValues, ReviewUnit } from "./evaluate";
import { rolloutValues, solverValues } from "./evaluate";

export type Rating = "best" | "fine" | "mistake";

export const REVIEW_THRESHOLDS: Readonly<Record<ReviewUnit, { best: number; fine: number }>> = {
  points: { best: 0.001, fine: 0.5 },
  win: { best: 0.02, fine: 0.1 },
};

export interface ReviewOptions {
  /** Seeds the rollouts; the same seed and record give the same review. */
  readonly seed?: string | number;
  /** Determinizations per decision for rollouts (default 300; the most, with `settle`). */
  readonly determinizations?: number;
  /**
   * Stop a decision's rollouts once more determinizations could not change its rating
   * (settle.ts; the lesson report's many decisions). The same engine and thresholds: a decision
   * near a cut point gets every determinization. Default false.
   */
  readonly settle?: boolean;
  /** Called after each decision with (decisions done, decisions in all). */
  readonly onProgress?: (done: number, total: number) => void;
  /** Stops the review between steps (an AbortSignal fits); reviewGame then throws ReviewCancelled. */
  readonly signal?: { readonly aborted: boolean };
}

export interface ReviewedDecision {
  /** Index of the action in record.actions. */
  readonly index: number;
  readonly action: unknown;
  readonly actionText: string;
  readonly rating: Rating;
  /** Best value − played value, in `unit` (≥ 0 up to rollout noise, shown as 0 then). */
  readonly cost: number;
  readonly unit: ReviewUnit;
  readonly method: ActionValues["method"];
  readonly value: number;
  readonly best: unknown;
  readonly bestText: string;
  readonly bestValue: number;
  /**
   * The value of the best action other than the best one: how much the decision mattered. A
   * best move far above its runner-up was the one good move (a lesson's "strong move").
   */
  readonly runnerUpValue: number;
}

export class ReviewCancelled extends Error {
  constructor() {
    super("review cancelled");
    this.name = "ReviewCancelled";
  }
}

export class ReviewError extends Error {
  constructor(
    message: string,
    readonly index: number | null,
  ) {
    super(message);
    this.name = "ReviewError";
  }
}

export function rate(cost: number, unit: ReviewUnit): Rating {
  const t = REVIEW_THRESHOLDS[unit];
  if (cost <= t.best) return "best";
  return cost < t.fine ? "fine" : "mistake";
}

/** True when `seat` is to act in `state` with more than one legal action: a decision. */
export function isDecision(game: AnyGame, state: unknown, seat: number): boolean {
  return game.toMove(state) === seat && game.legalActions(state).length > 1;
}

/** The states before each of `seat`'s real choices (more than one legal action). */
function decisionPoints(
  game: AnyGame,
  record: GameRecord,
  seat: number,
): { index: number; state: unknown }[] {
  const cfg = game.parseConfig(record.config);
  if (!cfg.ok) throw new ReviewError(cfg.error.message, null);
  if (!Number.isInteger(seat) || seat < 0 || seat >= game.numPlayers(cfg.value)) {
    throw new ReviewError(`seat must be 0..${game.numPlayers(cfg.value) - 1}`, null);
  }
  let state = game.newGame(cfg.value);
  const points: { index: number; state: unknown }[] = [];
  record.actions.forEach((raw, index) => {
    const parsed = game.parseAction(raw);
    if (!parsed.ok) throw new ReviewError(parsed.error.message, index);
    if (isDecision(game, state, seat)) {
      points.push({ index, state });
    }
    const next = game.apply(state, parsed.value);
    if (!next.ok) throw new ReviewError(next.error.message, index);
    state = next.value;
  });
  return points;
}

/** The indices in `record.actions` of `seat`'s real choices (more than one legal action). */
export function decisionIndices(record: GameRecord, seat: number): number[] {
  if (!isGameId(record.game)) throw new ReviewError(`unknown game ${String(record.game)}`, null);
  return decisionPoints(getGame(record.game), record, seat).map((p) => p.index);
}

/** Rates every decision of `seat` in `record` (see the header). Pure and deterministic. */
export function reviewGame(
  record: GameRecord,
  seat: number,
  options: ReviewOptions = {},
): ReviewedDecision[] {
  return reviewDecisions(record, seat, null, options);
}

/**
 * Rates the decisions of `seat` at these action indices only (all of them with null), each
 * exactly as reviewGame rates it: a long review can be cut into short jobs.
 */
export function reviewDecisions(
  record: GameRecord,
  seat: number,
  indices: readonly number[] | null,
  options: ReviewOptions = {},
): ReviewedDecision[] {
  if (!isGameId(record.game)) throw new ReviewError(`unknown game ${String(record.game)}`, null);
  const game = getGame(record.game);
  const strategy = strategyOf(game);
  const cancelled = () => options.signal?.aborted === true;
  const wanted = indices === null ? null : new Set(indices);
  const points = decisionPoints(game, record, seat).filter(
    (p) => wanted === null || wanted.has(p.index),
  );
  const out: ReviewedDecision[] = [];
  options.onProgress?.(0, points.length);
  for (const { index, state } of points) {
    if (cancelled()) throw new ReviewCancelled();
    const observation = game.observe(state, seat);
    if (observation.actor === CHANCE) continue;
    const values =
      solverValues(strategy, game, observation) ??
      rolloutValues(game, strategy, observation, {
        seed: options.seed ?? 0,
        determinizations: options.determinizations ?? 300,
        cancelled,
        ...(options.settle === true
          ? {
              settle: {
                played: playedAt(game, index, record.actions[index], observation.legal),
                cuts: [REVIEW_THRESHOLDS.win.best, REVIEW_THRESHOLDS.win.fine],
              },
            }
          : {}),
      });
    if (values === null) throw new ReviewCancelled();
    out.push(decision(game, index, record.actions[index], values));
    options.onProgress?.(out.length, points.length);
  }
  return out;
}

/** The played action's position among the legal ones. */
function playedAt(game: AnyGame, index: number, raw: unknown, legal: readonly unknown[]): number {
  const played = game.parseAction(raw);
  if (!played.ok) throw new ReviewError(played.error.message, index);
  const id = game.actionId(played.value);
  const at = legal.findIndex((a) => game.actionId(a) === id);
  if (at < 0) throw new ReviewError("the played action is not among the legal ones", index);
  return at;
}

function decision(
  game: AnyGame,
  index: number,
  raw: unknown,
  values: ActionValues,
): ReviewedDecision {
  const played = game.parseAction(raw);
  if (!played.ok) throw new ReviewError(played.error.message, index);
  const at = playedAt(game, index, raw, values.actions);
  let bestAt = 0;
  values.values.forEach((v, i) => {
    if (v > values.values[bestAt]!) bestAt = i;
  });
  const value = values.values[at]!;
  const bestValue = values.values[bestAt]!;
  let runnerUpValue = Number.NEGATIVE_INFINITY;
  values.values.forEach((v, i) => {
    if (i !== bestAt && v > runnerUpValue) runnerUpValue = v;
  });
  const cost = Math.max(0, bestValue - value);
  const best = values.actions[bestAt];
  return {
    index,
    action: played.value,
    actionText: game.formatAction(played.value),
    rating: rate(cost, values.unit),
    cost,
    unit: values.unit,
    method: values.method,
    value,
    best,
    bestText: game.formatAction(best),
    bestValue,
    runnerUpValue: Number.isFinite(runnerUpValue) ? runnerUpValue : bestValue,
  };
}
