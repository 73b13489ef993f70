// The drawing surface the page layouts draw on. Two implementations: the PDF one (pdf.ts)
// and a recorder (plan.ts) that only collects what would be written, which tells the PDF
// step which font files to load and lets tests read each page's text without a PDF.

import type { Size } from "./paper";

/** Noto Sans SC regular and bold; the font files exist per weight. */
export const FONT_WEIGHTS = [400, 700] as const;
export type Weight = (typeof FONT_WEIGHTS)[number];

/** Red, green, blue, each 0..1. */
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

export function hex(h: string): Rgb {
  const n = Number.parseInt(h.replace(/^#/, ""), 16);
  return { r: ((n >> 16) & 255) / 255, g: ((n >> 8) & 255) / 255, b: (n & 255) / 255 };
}

export interface TextStyle {
  readonly size: number;
  readonly weight?: Weight;
  readonly color?: Rgb;
  /** Where x is: the start, middle or end of the text. Default: start. */
  readonly align?: "start" | "center" | "end";
  /** Turned 180° about (x, y): the bottom corner index of a playing card. */
  readonly upsideDown?: boolean;
}

export interface Stroke {
  readonly thickness: number;
  readonly color: Rgb;
  /** Dash and gap lengths. */
  readonly dash?: readonly number[];
}

export interface Paint {
  readonly fill?: Rgb;
  readonly stroke?: Stroke;
}

/** One page. Points, origin bottom left; `y` of text is its baseline. */
export interface Page {
  readonly size: Size;
  text(s: string, x: number, y: number, style: TextStyle): void;
  /** Advance width of `s` at `size` points. */
  measure(s: string, size: number, weight?: Weight): number;
  line(x1: number, y1: number, x2: number, y2: number, stroke: Stroke): void;
  rect(x: number, y: number, width: number, height: number, paint: Paint): void;
  circle(cx: number, cy: number, r: number, paint: Paint): void;
}

export interface Surface {
  addPage(size: Size): Page;
}
