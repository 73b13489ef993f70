// The PDF surface (pdf-lib) and `makePrintPdf`, the package's main entry. Environment-free:
// the caller passes `loadFont`, which turns a font file name (fonts/files.ts) into its bytes:
// Node reads it from node_modules (node.ts), the browser fetches a bundled asset.

import fontkit from "@pdf-lib/fontkit";
import type { PDFFont, PDFPage } from "pdf-lib";
import { degrees, PDFDocument, rgb } from "pdf-lib";
import type { Page, Paint, Rgb, Stroke, Surface, TextStyle, Weight } from "./canvas";
import { drawDocument } from "./document";
import { chunkOf, fontFile, uncoveredMessage } from "./fonts/files";
import { woffToSfnt } from "./fonts/woff";
import type { PrintOptions } from "./options";
import type { Size } from "./paper";
import { planPrint } from "./plan";
import { PRINT_TEXT } from "./text";

/** Font file name → its bytes (a WOFF file of @fontsource/noto-sans-sc). */
export type FontLoader = (file: string) => Promise<Uint8Array>;

const color = (c: Rgb) => rgb(c.r, c.g, c.b);

/** A PDF document being written, with the font files it was opened with. */
export interface PdfWriter {
  readonly surface: Surface;
  save(): Promise<Uint8Array>;
}

/**
 * Opens a PDF with these font files embedded as subsets (only the glyphs drawn end up in
 * the file). Text drawn later must only use characters those files cover.
 */
export async function openPdf(
  fontFiles: readonly string[],
  loadFont: FontLoader,
  meta: {
    readonly title: string;
    readonly lang: string;
    /** Which chunk's file draws a character (default: the coverage table's, fonts/files.ts). */
    readonly chunkOf?: (codePoint: number) => string | undefined;
  },
): Promise<PdfWriter> {
  const chunkFor = meta.chunkOf ?? chunkOf;
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  doc.setTitle(meta.title);
  doc.setLanguage(meta.lang);
  doc.setCreator("Number Games");
  doc.setProducer("Number Games (pdf-lib)");
  const bytes = await Promise.all(fontFiles.map(async (f) => woffToSfnt(await loadFont(f))));
  const fonts = new Map<string, PDFFont>();
  // One after another, in the given order: the same options give the same bytes.
  for (const [i, file] of fontFiles.entries()) {
    const tag = String.fromCharCode(
      ...[...i.toString(26).padStart(6, "0")].map((d) => 65 + Number.parseInt(d, 26)),
    );
    const name = `${tag}+NotoSansSC-${file.replace(/^noto-sans-sc-|-normal\.woff$/g, "")}`;
    fonts.set(file, await doc.embedFont(bytes[i]!, { subset: true, customName: name }));
  }
  const fontFor = (cp: number, ch: string, weight: Weight): PDFFont => {
    const chunk = chunkFor(cp);
    const font = chunk === undefined ? undefined : fonts.get(fontFile(chunk, weight));
    if (font === undefined) throw new Error(uncoveredMessage(ch));
    return font;
  };
  /** Consecutive characters drawn by the same font file. */
  const runs = (s: string, weight: Weight): { text: string; font: PDFFont }[] => {
    const out: { text: string; font: PDFFont }[] = [];
    for (const ch of s) {
      const font = fontFor(ch.codePointAt(0)!, ch, weight);
      const last = out[out.length - 1];
      if (last !== undefined && last.font === font) last.text += ch;
      else out.push({ text: ch, font });
    }
    return out;
  };
  // Advance widths per character at 1 pt. pdf-lib writes glyphs with their advance widths
  // (no kerning), so the sum is exactly what is drawn; fontkit's layout is slow to redo.
  const advances = new Map<PDFFont, Map<string, number>>();
  const advance = (font: PDFFont, ch: string): number => {
    let m = advances.get(font);
    if (m === undefined) {
      m = new Map();
      advances.set(font, m);
    }
    let w = m.get(ch);
    if (w === undefined) {
      w = font.widthOfTextAtSize(ch, 1);
      m.set(ch, w);
    }
    return w;
  };
  const measure = (s: string, size: number, weight: Weight = 400) => {
    let w = 0;
    for (const ch of s) w += advance(fontFor(ch.codePointAt(0)!, ch, weight), ch);
    return w * size;
  };

  const strokeOf = (s: Stroke | undefined) =>
    s === undefined
      ? {}
      : {
          borderColor: color(s.color),
          borderWidth: s.thickness,
          ...(s.dash ? { borderDashArray: [...s.dash] } : {}),
        };

  const pageOf = (p: PDFPage, size: Size): Page => ({
    size,
    measure,
    text(s: string, x: number, y: number, style: TextStyle) {
      const weight = style.weight ?? 400;
      const width = measure(s, style.size, weight);
      const dir = style.upsideDown ? -1 : 1;
      const shift = style.align === "center" ? width / 2 : style.align === "end" ? width : 0;
      let pen = x - dir * shift;
      for (const r of runs(s, weight)) {
        p.drawText(r.text, {
          x: pen,
          y,
          size: style.size,
          font: r.font,
          color: color(style.color ?? { r: 0, g: 0, b: 0 }),
          ...(style.upsideDown ? { rotate: degrees(180) } : {}),
        });
        pen += dir * measure(r.text, style.size, weight);
      }
    },
    line(x1, y1, x2, y2, stroke) {
      p.drawLine({
        start: { x: x1, y: y1 },
        end: { x: x2, y: y2 },
        thickness: stroke.thickness,
        color: color(stroke.color),
        ...(stroke.dash ? { dashArray: [...stroke.dash] } : {}),
      });
    },
    rect(x, y, width, height, paint: Paint) {
      p.drawRectangle({
        x,
        y,
        width,
        height,
        ...(paint.fill ? { color: color(paint.fill) } : {}),
        ...strokeOf(paint.stroke),
      });
    },
    circle(cx, cy, r, paint: Paint) {
      p.drawCircle({
        x: cx,
        y: cy,
        size: r,
        ...(paint.fill ? { color: color(paint.fill) } : {}),
        ...strokeOf(paint.stroke),
      });
    },
  });

  return {
    surface: { addPage: (size) => pageOf(doc.addPage([size.width, size.height]), size) },
    save: () => doc.save(),
  };
}

/** The printable PDF for these options. */
export async function makePrintPdf(
  options: PrintOptions,
  loadFont: FontLoader,
): Promise<Uint8Array> {
  const plan = planPrint(options);
  const text = PRINT_TEXT[options.lang];
  const writer = await openPdf(plan.fontFiles, loadFont, {
    title: `${text.gameTitle[options.game]} (${options.parts.join(", ")})`,
    lang: options.lang === "zh" ? "zh-Hans" : "en",
  });
  drawDocument(options, writer.surface);
  return writer.save();
}

/** `take-or-pay-a4-zh.pdf`: a download name. */
export function printFileName(options: PrintOptions): string {
  return `${options.game}-${options.paper}-${options.lang}.pdf`;
}
