// Scoring a round's line. Each number goes to the player whose nearest scoring card is
// strictly nearest. On a line that is the nearest scoring card on the left or on the right,
// so it is enough to walk the scoring cards in order: between two neighbouring cards of
// different players each takes its half and an exact midpoint is a tie (nobody); between two
// cards of the same player all of it is theirs; the ends go to the outermost cards.
//
// The walk visits only the scoring cards (a bitmask, lowest bit first), with no branch on
// who owns what: this runs once per round of every playout.

/** The flag of a decoy card in a cell (see NumberLineState.cells). */
const DECOY = 2;
const REAL = 1;

/** Bit i set when number i + 1 (i < len) holds a scoring card: placed and not a decoy. */
export function scoringMask(cells: readonly number[], len: number): number {
  let mask = 0;
  for (let i = 0; i < len; i++) {
    const cell = cells[i]!;
    if (cell !== 0 && (cell & 3) !== DECOY) mask |= 1 << i;
  }
  return mask;
}

/**
 * Points per player into out[0..players-1] for the line 1..len whose scoring cards are the
 * bits of `mask`, each owned by (cells[i] >> 2) − 1.
 */
export function scoreMask(
  cells: readonly number[],
  mask: number,
  len: number,
  players: number,
  out: number[],
): void {
  for (let p = 0; p < players; p++) out[p] = 0;
  if (mask === 0) return;
  let i = 31 - Math.clz32(mask & -mask);
  let o = (cells[i]! >> 2) - 1;
  // The numbers before the first card, and its own.
  out[o] = out[o]! + i + 1;
  let rest = mask & (mask - 1);
  while (rest !== 0) {
    const j = 31 - Math.clz32(rest & -rest);
    const q = (cells[j]! >> 2) - 1;
    const gap = j - i - 1;
    const half = gap >> 1;
    // diff = 1 when the two cards belong to different players (o ^ q ≠ 0), else 0.
    const x = o ^ q;
    const diff = (x | -x) >>> 31;
    // The right card takes its half and its own number; the left card the rest of the gap,
    // less an exact midpoint when the owners differ.
    out[q] = out[q]! + half + 1;
    out[o] = out[o]! + gap - half - (gap & diff);
    i = j;
    o = q;
    rest &= rest - 1;
  }
  // The numbers after the last card.
  out[o] = out[o]! + len - 1 - i;
}

/** Points per player for a round's cells (see NumberLineState.cells) on the line 1..len. */
export function scoreCells(
  cells: readonly number[],
  len: number,
  players: number,
  out: number[],
): void {
  scoreMask(cells, scoringMask(cells, len), len, players, out);
}

/** One card on a line of `len` numbers, for scoring a position written by hand. */
export interface LineCard {
  readonly player: number;
  readonly number: number;
  /** true: a decoy (never scores). */
  readonly decoy?: boolean;
}

/** Points per player for cards on the line 1..len (a convenience over scoreCells). */
export function scoreLine(cards: readonly LineCard[], len: number, players: number): number[] {
  const cells = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const c of cards) cells[c.number - 1] = ((c.player + 1) << 2) | (c.decoy ? DECOY : REAL);
  const out: number[] = [];
  for (let p = 0; p < players; p++) out.push(0);
  scoreCells(cells, len, players, out);
  return out;
}
