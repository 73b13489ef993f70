// Paper sizes and the one unit conversion. PDF user space is in points (1/72 inch), origin
// at the bottom left; everything here is in points, and `mm` turns millimetres into them.

export const PAPERS = ["a4", "letter"] as const;
export type Paper = (typeof PAPERS)[number];

export interface Size {
  readonly width: number;
  readonly height: number;
}

const POINTS_PER_MM = 72 / 25.4;

export function mm(x: number): number {
  return x * POINTS_PER_MM;
}

/** ISO A4 is 210 × 297 mm; US Letter is 8.5 × 11 in. Portrait. */
export const PAPER_SIZE: Readonly<Record<Paper, Size>> = {
  a4: { width: mm(210), height: mm(297) },
  letter: { width: 8.5 * 72, height: 11 * 72 },
};

/** Poker-size playing cards, 63 × 88 mm: three by three fit both papers. */
export const CARD_SIZE: Size = { width: mm(63), height: mm(88) };
