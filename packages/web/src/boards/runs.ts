// Take or Pay: a player's cards as runs of consecutive numbers, each with the card that
// scores (its lowest). Display only; the engine does the real scoring.

export interface Run {
  readonly cards: readonly number[];
  /** The lowest card: the only one of the run that counts. */
  readonly scoring: number;
}

export function groupRuns(cards: readonly number[]): Run[] {
  const sorted = [...cards].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const c of sorted) {
    const last = runs[runs.length - 1];
    if (last !== undefined && last[last.length - 1]! + 1 === c) last.push(c);
    else runs.push([c]);
  }
  return runs.map((r) => ({ cards: r, scoring: r[0]! }));
}

export function cardPoints(cards: readonly number[]): number {
  return groupRuns(cards).reduce((sum, r) => sum + r.scoring, 0);
}
