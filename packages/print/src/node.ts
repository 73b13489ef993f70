// The Node side of font loading (CLI, tests): reads the font files from the installed
// @fontsource/noto-sans-sc package. The only module of this package that touches Node.

import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { chunkName, parseUnicodeRange } from "./fonts/coverage-source";
import { FONT_PACKAGE } from "./fonts/files";
import type { FontLoader } from "./pdf";

const require = createRequire(import.meta.url);

export const nodeFontLoader: FontLoader = async (file) =>
  new Uint8Array(await readFile(require.resolve(`${FONT_PACKAGE}/files/${file}`)));

let allChunks: Map<number, string> | undefined;

/**
 * The chunk of every character the font has (from the font package's unicode.json), not only
 * those of the package's own printed text: for reports, which print names.
 */
export function nodeChunkOf(codePoint: number): string | undefined {
  if (allChunks === undefined) {
    const unicode = require(`${FONT_PACKAGE}/unicode.json`) as Record<string, string>;
    allChunks = new Map();
    // The Latin files first (small), as the coverage table orders them.
    const keys = Object.keys(unicode).sort(
      (a, b) => Number(!a.startsWith("latin")) - Number(!b.startsWith("latin")),
    );
    for (const key of keys) {
      const range = unicode[key]!;
      for (const [lo, hi] of parseUnicodeRange(range)) {
        for (let cp = lo; cp <= hi; cp++) if (!allChunks.has(cp)) allChunks.set(cp, chunkName(key));
      }
    }
  }
  return allChunks.get(codePoint);
}
