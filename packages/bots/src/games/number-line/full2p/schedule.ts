// The round schedule of a 2-player Number Line game on a line of L numbers (L = 10 in the
// real game; smaller L for checking the solver), as docs/rules.md §1 has it: round 1 one
// card each, round 2 two cards each with one decoy, round 3 two cards each (all score), rounds
// 4, 5, ... decoy rounds on a line one number shorter each time. Seat 0 is `firstPlayer`: it
// starts rounds 1, 3, 5, ... and seat 1 starts rounds 2, 4, 6, ...

export const DEFAULT_LENGTH = 10;

/** The line of round r (0 once the line has no numbers: the game ends before that round). */
export function roundLine(L: number, round: number): number {
  return round <= 3 ? L : Math.max(0, L + 3 - round);
}

export function isDecoyRound(round: number): boolean {
  return round === 2 || round >= 4;
}

export function cardsEach(round: number): 1 | 2 {
  return round === 1 ? 1 : 2;
}

/** The seat that places the first card of round r. */
export function starterOf(round: number): 0 | 1 {
  return ((round - 1) % 2) as 0 | 1;
}

/** The last round that can be played: round L + 2 has a line of one number. */
export function lastRound(L: number): number {
  return L + 2;
}

export function checkLength(L: number): void {
  if (!Number.isInteger(L) || L < 2 || L > DEFAULT_LENGTH) {
    throw new RangeError(`full 2-player solver: the line length must be 2..${DEFAULT_LENGTH}`);
  }
}
