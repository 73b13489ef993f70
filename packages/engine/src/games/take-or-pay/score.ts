// Scoring: the lowest card of every run of consecutive cards, minus tokens held.

/** Card points of a set of cards (any order): the sum of the lowest card of each run. */
export function cardPoints(cards: readonly number[]): number {
  const sorted = [...cards].sort((a, b) => a - b);
  let sum = 0;
  for (let i = 0; i < sorted.length; i++) {
    if (i === 0 || sorted[i]! !== sorted[i - 1]! + 1) sum += sorted[i]!;
  }
  return sum;
}

/** Score = card points − tokens held. Lowest wins. */
export function score(cards: readonly number[], tokens: number): number {
  return cardPoints(cards) - tokens;
}

/**
 * Fast form over an owner-by-card table: a card counts when its owner did not also take the
 * card one below it (a removed or another player's card breaks a run, as at the table).
 */
export function cardPointsOf(
  owner: ArrayLike<number>,
  player: number,
  minCard: number,
  maxCard: number,
): number {
  let sum = 0;
  let prevMine = false;
  for (let c = minCard; c <= maxCard; c++) {
    const mine = owner[c] === player;
    if (mine && !prevMine) sum += c;
    prevMine = mine;
  }
  return sum;
}

/** Runs of consecutive cards, each ascending, for display: [3,4,5,10] → [[3,4,5],[10]]. */
export function runsOf(cards: readonly number[]): number[][] {
  const sorted = [...cards].sort((a, b) => a - b);
  const runs: number[][] = [];
  for (const c of sorted) {
    const last = runs[runs.length - 1];
    if (last !== undefined && last[last.length - 1]! + 1 === c) last.push(c);
    else runs.push([c]);
  }
  return runs;
}
