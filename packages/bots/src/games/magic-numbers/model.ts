// The Magic Numbers model the bots share: the rules' arithmetic, the opponent model behind
// every posterior (P(keep) as a logistic in what keeping does to the roller's score) and
// medium's value of a score. Used by the observation-level bots (posterior.ts, heuristics.ts)
// and by the typed-array rollouts behind `hard` (rollout.ts).

import type { magicNumbersGame } from "@number-games/engine";

type Config = magicNumbersGame.MagicNumbersConfig;

/** Applying roll v to a score (the rules' own arithmetic, restated for the inner loops). */
export function applyRoll(
  score: number,
  v: number,
  good: number,
  evil: number,
  cfg: Config,
): number {
  const next = v === good ? score + cfg.goodBonus : v === evil ? 0 : score + v;
  return next > cfg.target ? score : next;
}

const MODEL_BETA = 0.7;
const MODEL_OFFSET = 2;
const MODEL_NOISE = 0.06;

/** P(keep | the roller's pair and score): logistic in the change keeping makes. */
export function keepProbability(
  score: number,
  v: number,
  good: number,
  evil: number,
  cfg: Config,
): number {
  const next = applyRoll(score, v, good, evil, cfg);
  return next === cfg.target ? KEEP_WINNING : keepProbabilityOfChange(next - score);
}

/** The model's P(keep) of a roll that wins at once. */
export const KEEP_WINNING = 1 - MODEL_NOISE / 2;

/** The model's P(keep) of a roll that changes the roller's score by `change` (no win). */
export function keepProbabilityOfChange(change: number): number {
  const x = MODEL_BETA * (change - MODEL_OFFSET);
  return MODEL_NOISE / 2 + (1 - MODEL_NOISE) / (1 + Math.exp(-x));
}

/** How good a score is: progress, with a premium for standing within one roll of the target. */
export function scoreValue(s: number, target: number, dieSides: number): number {
  const gap = target - s;
  return s + (gap >= 1 && gap <= dieSides ? 2 : 0);
}

/** Medium's penalty for handing anyone the win (per unit of probability). */
export const WIN_PENALTY = 60;
