// Which moves a computer played for a person, said per seat: "the seat's n-th own move"
// rather than an action index, so a client can mark them in a log it builds from an
// observation (which has no action indices). Public: everyone saw the move being made.

/**
 * Why a computer played a person's move: their turn clock ran out ("clock"), nobody was
 * connected to the seat on a table without a clock ("abandoned"), or the other players handed
 * the away player's seat to the computer ("away", docs/protocol.md "Presence").
 */
export const AUTOPLAY_REASONS = ["clock", "abandoned", "away"] as const;
export type AutoplayReason = (typeof AUTOPLAY_REASONS)[number];

export interface AutoplayedMove {
  readonly seat: number;
  /** Which of the seat's own moves it was: 0 for its first. */
  readonly move: number;
  readonly reason: AutoplayReason;
}

/**
 * `actors[i]`: who took action i (a seat, or a negative number / null for chance);
 * `autoplayed`: the action indices a computer played and for which seat.
 */
export function autoplayedMoves(
  actors: readonly (number | null)[],
  autoplayed: readonly {
    readonly index: number;
    readonly seat: number;
    readonly reason: AutoplayReason;
  }[],
): AutoplayedMove[] {
  const byIndex = new Map(autoplayed.map((a) => [a.index, a]));
  const counts = new Map<number, number>();
  const out: AutoplayedMove[] = [];
  actors.forEach((actor, i) => {
    if (actor === null || actor < 0) return;
    const move = counts.get(actor) ?? 0;
    counts.set(actor, move + 1);
    const a = byIndex.get(i);
    if (a !== undefined && a.seat === actor) out.push({ seat: actor, move, reason: a.reason });
  });
  return out;
}
