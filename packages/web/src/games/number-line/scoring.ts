// Number Line, number by number: who is nearest to each number of the line. Used for the
// live preview ("if you placed here") and the end-of-round reveal. A unit test checks the
// totals against the engine's own scoring.

export interface ScoringCard {
  readonly player: number;
  readonly number: number;
}

/**
 * For each number 1..len (index n-1): the player whose scoring card is strictly nearest,
 * or null when two or more players tie (a player's own cards never tie with each other)
 * or there are no scoring cards.
 */
export function nearestOwners(len: number, cards: readonly ScoringCard[]): (number | null)[] {
  const out: (number | null)[] = [];
  for (let n = 1; n <= len; n++) {
    let best = Number.POSITIVE_INFINITY;
    let owner: number | null = null;
    let tie = false;
    for (const c of cards) {
      const d = Math.abs(c.number - n);
      if (d < best) {
        best = d;
        owner = c.player;
        tie = false;
      } else if (d === best && c.player !== owner) {
        tie = true;
      }
    }
    out.push(tie ? null : owner);
  }
  return out;
}

/** Points per player from `nearestOwners`. */
export function pointsOf(owners: readonly (number | null)[], players: number): number[] {
  const pts = new Array<number>(players).fill(0);
  for (const o of owners) if (o !== null) pts[o] = pts[o]! + 1;
  return pts;
}
