// The result table's order: ranked, best first, as a results page reads (not seat order).
// Which way is better is read from the result itself, so no game is named here: the winners'
// score is the lowest (Take or Pay) or the highest (Number Line, Magic Numbers) there is.

import type { GameResult } from "@number-games/engine";

/** Seats in result order: winners first, then by score the winners' way, seat order on ties. */
export function rankedSeats(result: GameResult): number[] {
  const seats = result.scores.map((_, p) => p);
  const win = result.winners[0];
  const lowerIsBetter =
    win !== undefined &&
    result.scores[win]! <= Math.min(...result.scores) &&
    result.scores.some((s) => s !== result.scores[win]);
  const sign = lowerIsBetter ? 1 : -1;
  return seats.sort((a, b) => {
    const wa = result.winners.includes(a) ? 0 : 1;
    const wb = result.winners.includes(b) ? 0 : 1;
    if (wa !== wb) return wa - wb;
    const d = sign * (result.scores[a]! - result.scores[b]!);
    return d !== 0 ? d : a - b;
  });
}
