// The font files: coverage.ts is up to date with the printed text, and every character it
// assigns to a file really has a glyph there, in both weights.

import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import fontkit from "@pdf-lib/fontkit";
import { describe, expect, it } from "vitest";
import { FONT_WEIGHTS } from "../canvas";
import { nodeFontLoader } from "../node";
import { printableText } from "../printable";
import { FONT_COVERAGE } from "./coverage";
import { computeCoverage, coverageModule, parseUnicodeRange } from "./coverage-source";
import { allFontFiles, chunkOf, FONT_PACKAGE, fontFile } from "./files";
import { woffToSfnt } from "./woff";

const require = createRequire(import.meta.url);
const unicode = JSON.parse(readFileSync(require.resolve(`${FONT_PACKAGE}/unicode.json`), "utf8"));

describe("font coverage", () => {
  it("is what `npm run print:fonts` computes from the printed text (run it if this fails)", () => {
    const { coverage, missing } = computeCoverage(unicode);
    expect(missing).toEqual([]);
    expect(coverageModule(FONT_COVERAGE)).toBe(coverageModule(coverage));
  });

  it("assigns every printable character to exactly one chunk", () => {
    for (const ch of new Set(printableText()))
      expect(chunkOf(ch.codePointAt(0)!), ch).toBeDefined();
    const all = Object.values(FONT_COVERAGE).join("");
    expect([...all].length).toBe(new Set(all).size);
  });

  it("reads unicode-range lists", () => {
    expect(parseUnicodeRange("U+4e00-4e01, U+4e03")).toEqual([
      [0x4e00, 0x4e01],
      [0x4e03, 0x4e03],
    ]);
  });

  it("finds a glyph for every covered character in its file, in every weight", async () => {
    for (const [chunk, chars] of Object.entries(FONT_COVERAGE)) {
      for (const w of FONT_WEIGHTS) {
        const font = fontkit.create(await woffToSfnt(await nodeFontLoader(fontFile(chunk, w))));
        for (const ch of chars) {
          expect(font.hasGlyphForCodePoint(ch.codePointAt(0)!), `${ch} in ${chunk}/${w}`).toBe(
            true,
          );
        }
      }
    }
    expect(allFontFiles()).toHaveLength(Object.keys(FONT_COVERAGE).length * FONT_WEIGHTS.length);
  });
});

describe("woffToSfnt", () => {
  it("unpacks a WOFF file into the same font, and leaves other bytes alone", async () => {
    const woff = await nodeFontLoader(fontFile("latin", 400));
    const sfnt = await woffToSfnt(woff);
    expect(new DataView(sfnt.buffer).getUint32(0)).toBe(0x00010000); // TrueType
    const a = fontkit.create(woff);
    const b = fontkit.create(sfnt);
    expect(b.numGlyphs).toBe(a.numGlyphs);
    expect(b.postscriptName).toBe(a.postscriptName);
    expect(b.glyphForCodePoint(0x41).advanceWidth).toBe(a.glyphForCodePoint(0x41).advanceWidth);
    const other = new Uint8Array([1, 2, 3]);
    expect(await woffToSfnt(other)).toBe(other);
  });
});
