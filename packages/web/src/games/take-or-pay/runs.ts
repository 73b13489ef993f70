// Take or Pay: a player's cards as runs of consecutive numbers, each with the card that
// scores (its lowest). The grouping and the points are the engine's own.

import { takeOrPayGame } from "@number-games/engine";

export interface Run {
  readonly cards: readonly number[];
  /** The lowest card: the only one of the run that counts. */
  readonly scoring: number;
}

export function groupRuns(cards: readonly number[]): Run[] {
  return takeOrPayGame.runsOf(cards).map((r) => ({ cards: r, scoring: r[0]! }));
}

export const cardPoints = takeOrPayGame.cardPoints;
