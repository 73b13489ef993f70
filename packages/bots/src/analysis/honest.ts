// Honest intervals: a 95% interval counts independent games only. Where the game and the bots
// are deterministic (Number Line has no chance; medium decides alike up to its seeded
// tie-breaks), many simulated games are the same game again, and an interval over them claims
// a precision the experiment does not have. Each game of an analysis carries a fingerprint
// (its seats and actions: arena/play-game.ts); a batch whose games repeat gets exact shares
// over the games played, with no interval, and says how many distinct games it rests on.

import type { GameOutcome } from "../arena/stats";
import type { Cell } from "./figures";
import { count } from "./figures";
import type { Interval } from "./stats";
import { meanInterval, wilson } from "./stats";

/** Distinct games among these outcomes (all of them when they carry no fingerprint). */
export function distinctGames(outcomes: readonly GameOutcome[]): number {
  const prints = new Set<string>();
  for (const o of outcomes) {
    if (o.fingerprint === undefined) return outcomes.length;
    prints.add(o.fingerprint);
  }
  return prints.size;
}

/** Whether some games of the batch were the same game played again. */
export function repeats(outcomes: readonly GameOutcome[]): boolean {
  return distinctGames(outcomes) < outcomes.length;
}

/**
 * A proportion: Wilson's interval where the games are independent, else the exact share of
 * the games played (a plain number: an interval would count repeats as evidence).
 */
export function honestShare(successes: number, n: number, repeated: boolean): Cell {
  return repeated ? (n > 0 ? successes / n : null) : wilson(successes, n);
}

/** A mean: a normal interval where the games are independent, else the exact mean. */
export function honestMean(samples: readonly number[], repeated: boolean): Cell {
  if (!repeated) return meanInterval(samples);
  return samples.length > 0 ? samples.reduce((a, b) => a + b, 0) / samples.length : null;
}

/** A cell as a chart point's value and bounds (an exact share: bounds at the value). */
export function pointOf(c: Cell): { value: number; low: number; high: number } {
  if (typeof c === "number") return { value: c, low: c, high: c };
  if (c !== null && typeof c === "object") return { value: c.value, low: c.low, high: c.high };
  return { value: Number.NaN, low: Number.NaN, high: Number.NaN };
}

/** What a figure's basis adds when some of its batches repeat games. */
export function distinctNote(
  batches: readonly { readonly outcomes: readonly GameOutcome[] }[],
): string {
  const repeated = batches.filter((b) => repeats(b.outcomes));
  if (repeated.length === 0) return "";
  const counts = repeated.map(
    (b) => `${count(distinctGames(b.outcomes))} of ${count(b.outcomes.length)}`,
  );
  return `; games repeat (deterministic game and bots up to the bots' seeded tie-breaks): distinct games ${counts.join(", ")}, so shares are exact over the games played, without intervals`;
}

export type { Interval };
