// Which Noto Sans SC file draws which character. @fontsource/noto-sans-sc ships the font cut
// into unicode-range pieces ("chunks": latin, latin-ext and about a hundred CJK pieces), one
// WOFF file per chunk and weight. coverage.ts, written by `npm run print:fonts`, lists for
// every chunk the characters this package prints; a document loads only the chunks its text
// needs, and pdf-lib embeds only the glyphs it uses.

import type { Weight } from "../canvas";
import { FONT_WEIGHTS } from "../canvas";
import { FONT_COVERAGE } from "./coverage";

/** The npm package the font files come from (a dependency of this package and of the web app). */
export const FONT_PACKAGE = "@fontsource/noto-sans-sc";

/** File name inside the package's `files/` folder. */
export function fontFile(chunk: string, weight: Weight): string {
  return `noto-sans-sc-${chunk}-${weight}-normal.woff`;
}

let index: Map<number, string> | undefined;

/** The chunk whose file draws this code point, or undefined when no printed text uses it. */
export function chunkOf(codePoint: number): string | undefined {
  if (index === undefined) {
    index = new Map();
    for (const [chunk, chars] of Object.entries(FONT_COVERAGE)) {
      for (const ch of chars) index.set(ch.codePointAt(0)!, chunk);
    }
  }
  return index.get(codePoint);
}

/** Every file a document may need: each covered chunk in each weight. */
export function allFontFiles(): string[] {
  return Object.keys(FONT_COVERAGE).flatMap((chunk) => FONT_WEIGHTS.map((w) => fontFile(chunk, w)));
}

/** A character no font file is listed for: the text changed without `npm run print:fonts`. */
export function uncoveredMessage(ch: string): string {
  const cp = ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0");
  return `no font file covers "${ch}" (U+${cp}): run npm run print:fonts after changing printed text`;
}
