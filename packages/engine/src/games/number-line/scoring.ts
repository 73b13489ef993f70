// Scoring a round's line. Each number goes to the player whose nearest scoring card is
// strictly nearest. On a line that is the nearest scoring card on the left or on the right,
// so it is enough to walk the scoring cards in order: between two neighbouring cards of
// different players each takes its half and an exact midpoint is a tie (nobody); between two
// cards of the same player all of it is theirs; the ends go to the outermost cards.
//
// The walk visits only the scoring cards (a bitmask, lowest bit first) and keeps the points
// packed in one integer, with no branch on who owns what: this runs once per round of every
// playout.

/** The flag of a decoy card in a cell (see NumberLineState.cells). */
const DECOY = 2;
const REAL = 1;

/** Bits per player in packed points (a round gives at most 10 points). */
export const POINT_BITS = 5;

/** Bit i set when number i + 1 (i < len) holds a scoring card: placed and not a decoy. */
export function scoringMask(cells: readonly number[], len: number): number {
  let mask = 0;
  for (let i = 0; i < len; i++) {
    const cell = cells[i]!;
    if (cell !== 0 && (cell & 3) !== DECOY) mask |= 1 << i;
  }
  return mask;
}

/** The owner of every placed card, 3 bits per number (bits 3i..3i+2 for number i + 1). */
export function ownersOf(cells: readonly number[], len: number): number {
  let owners = 0;
  for (let i = 0; i < len; i++) {
    const cell = cells[i]!;
    if (cell !== 0) owners |= ((cell >> 2) - 1) << (3 * i);
  }
  return owners;
}

/**
 * A round's points, packed POINT_BITS per player (player p's at bit POINT_BITS · p), for the
 * line 1..len whose scoring cards are the bits of `mask`, owned as `owners` says (ownersOf).
 */
export function scorePacked(mask: number, owners: number, len: number): number {
  if (mask === 0) return 0;
  let i = 31 - Math.clz32(mask & -mask);
  let o = POINT_BITS * ((owners >>> (3 * i)) & 7);
  // The numbers before the first card, and its own.
  let pts = (i + 1) << o;
  let rest = mask & (mask - 1);
  while (rest !== 0) {
    const j = 31 - Math.clz32(rest & -rest);
    const q = POINT_BITS * ((owners >>> (3 * j)) & 7);
    const gap = j - i - 1;
    const half = gap >> 1;
    // diff = 1 when the two cards belong to different players (o ≠ q), else 0.
    const x = o ^ q;
    const diff = (x | -x) >>> 31;
    // The right card takes its half and its own number; the left card the rest of the gap,
    // less an exact midpoint when the owners differ.
    pts += ((half + 1) << q) + ((gap - half - (gap & diff)) << o);
    i = j;
    o = q;
    rest &= rest - 1;
  }
  // The numbers after the last card.
  return pts + ((len - 1 - i) << o);
}

/** Points per player for a round's cells (see NumberLineState.cells) on the line 1..len. */
export function scoreCells(
  cells: readonly number[],
  len: number,
  players: number,
  out: number[],
): void {
  const pts = scorePacked(scoringMask(cells, len), ownersOf(cells, len), len);
  for (let p = 0; p < players; p++) out[p] = (pts >>> (POINT_BITS * p)) & 31;
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
