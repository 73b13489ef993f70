// A dry run of a document: what each page says and which font files it needs, without a
// PDF or any font. Widths are estimates (1 em for CJK, 0.6 em otherwise): line breaks may
// differ from the PDF's, but the characters drawn, and so the font files, do not.

import type { Page, Surface, TextStyle, Weight } from "./canvas";
import { drawPart } from "./document";
import { chunkOf, fontFile, uncoveredMessage } from "./fonts/files";
import type { Part, PrintOptions } from "./options";
import type { Size } from "./paper";

/** One upright string as drawn: its size and weight (the layout's choices, not estimates). */
export interface PlannedText {
  readonly text: string;
  readonly size: number;
  readonly weight: Weight;
}

export interface PlannedPage {
  readonly part: Part;
  /** The same strings as `texts`, with the size and weight each is drawn at. */
  readonly runs: readonly PlannedText[];
  /**
   * Every string drawn upright on the page, in drawing order. (Upside-down text, the
   * bottom corner of a card, repeats the top corner.)
   */
  readonly texts: readonly string[];
}

export interface PrintPlan {
  readonly pages: readonly PlannedPage[];
  /** The font files the document needs, in a stable order. */
  readonly fontFiles: readonly string[];
}

/** A dry run's width of `s` at `size`: 1 em a CJK character, 0.6 em any other. */
export function estimateWidth(s: string, size: number): number {
  let w = 0;
  for (const ch of s) w += (ch.codePointAt(0)! >= 0x2e80 ? 1 : 0.6) * size;
  return w;
}

export function planPrint(options: PrintOptions): PrintPlan {
  const pages: { part: Part; texts: string[]; runs: PlannedText[] }[] = [];
  const files = new Set<string>();
  for (const part of options.parts) {
    const surface: Surface = {
      addPage(size: Size): Page {
        const texts: string[] = [];
        const runs: PlannedText[] = [];
        pages.push({ part, texts, runs });
        return {
          size,
          text(s: string, _x: number, _y: number, style: TextStyle) {
            const weight: Weight = style.weight ?? 400;
            if (style.upsideDown !== true) {
              texts.push(s);
              runs.push({ text: s, size: style.size, weight });
            }
            for (const ch of s) {
              const chunk = chunkOf(ch.codePointAt(0)!);
              if (chunk === undefined) throw new Error(uncoveredMessage(ch));
              files.add(fontFile(chunk, weight));
            }
          },
          measure: (s: string, size: number) => estimateWidth(s, size),
          line() {},
          rect() {},
          circle() {},
        };
      },
    };
    drawPart(options, part, surface);
  }
  return { pages, fontFiles: [...files].sort() };
}
