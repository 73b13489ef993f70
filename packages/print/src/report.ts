// A printed report: a title, a line under it, then sections of a heading, paragraphs and a
// table of rows, flowing over as many pages as they need (A4 or Letter), each page numbered.
// The caller words every string in its language (the web app's lesson report does, with the
// same texts as on screen), so this file knows nothing of what a report says: it lays text
// out. `planReport` is its dry run (the pages' texts and the font files, no PDF);
// `makeReportPdf` writes it.
//
// Fonts: a report prints names, which may use any character, so it is not limited to the
// characters the package's coverage table lists (fonts/coverage.ts): the caller passes which
// font chunk draws a character (`nodeChunkOf` in node.ts knows every chunk of the font), and a
// character no chunk draws (an emoji) prints as "?".

import type { Page, Surface, Weight } from "./canvas";
import { fontFile, chunkOf as printedChunkOf } from "./fonts/files";
import { COLORS, wrapText } from "./layout";
import type { Paper } from "./paper";
import { mm, PAPER_SIZE } from "./paper";
import type { FontLoader } from "./pdf";
import { openPdf } from "./pdf";
import { estimateWidth } from "./plan";

export interface ReportTable {
  /** Column headings. */
  readonly columns: readonly string[];
  /** Each column's share of the width (default: equal). */
  readonly widths?: readonly number[];
  readonly rows: readonly (readonly string[])[];
}

export interface ReportSection {
  readonly heading: string;
  readonly paragraphs?: readonly string[];
  readonly table?: ReportTable;
}

export interface ReportDocument {
  readonly title: string;
  /** Under the title (class code, date, status). */
  readonly subtitle: string;
  /** BCP 47: "en" or "zh-Hans". */
  readonly lang: string;
  readonly paper: Paper;
  readonly sections: readonly ReportSection[];
  /** The footer's page number: "{page} / {pages}" with those filled in. */
  readonly pageLabel: string;
}

const MARGIN = mm(15);
const BODY = 9;
const LEADING = BODY * 1.35;
const HEADING = 13;
const TITLE = 18;
const CELL_PAD = 3;

/** Draws the document on `surface`; returns the number of pages. */
export function drawReport(doc: ReportDocument, surface: Surface): number {
  const size = PAPER_SIZE[doc.paper];
  const width = size.width - 2 * MARGIN;
  const bottom = MARGIN + LEADING * 2;
  const pages: Page[] = [];
  let page: Page = surface.addPage(size);
  pages.push(page);
  let y = size.height - MARGIN;
  const newPage = () => {
    page = surface.addPage(size);
    pages.push(page);
    y = size.height - MARGIN;
  };
  const room = (h: number) => {
    if (y - h < bottom) newPage();
  };
  /** The text's lines within `w` (a "\n" in it starts a new line). */
  const lines = (text: string, _x: number, w: number, sz: number, weight: Weight) =>
    text.split("\n").flatMap((part) => wrapText(page, part, sz, weight, w));

  for (const l of lines(doc.title, MARGIN, width, TITLE, 700)) {
    y -= TITLE * 1.3;
    page.text(l, MARGIN, y, { size: TITLE, weight: 700 });
  }
  for (const l of lines(doc.subtitle, MARGIN, width, BODY, 400)) {
    y -= LEADING;
    page.text(l, MARGIN, y, { size: BODY, color: COLORS.muted });
  }
  for (const section of doc.sections) {
    room(HEADING * 1.6 + LEADING * 2);
    y -= HEADING * 1.6;
    page.text(section.heading, MARGIN, y, { size: HEADING, weight: 700 });
    for (const p of section.paragraphs ?? []) {
      for (const l of lines(p, MARGIN, width, BODY, 400)) {
        room(LEADING);
        y -= LEADING;
        page.text(l, MARGIN, y, { size: BODY });
      }
      y -= LEADING * 0.3;
    }
    const table = section.table;
    if (table === undefined || table.rows.length === 0) continue;
    const shares = table.widths ?? table.columns.map(() => 1);
    const sum = shares.reduce((a, b) => a + b, 0);
    const colW = shares.map((s) => (width * s) / sum);
    const colX = colW.map((_, i) => MARGIN + colW.slice(0, i).reduce((a, b) => a + b, 0));
    const row = (cells: readonly string[], weight: Weight, shade: boolean) => {
      const wrapped = cells.map((c, i) =>
        lines(c, colX[i]!, colW[i]! - 2 * CELL_PAD, BODY, weight),
      );
      const h = Math.max(1, ...wrapped.map((w) => w.length)) * LEADING + CELL_PAD;
      const header = weight === 700;
      if (y - h < bottom) {
        newPage();
        if (!header) row(table.columns, 700, true);
      }
      if (shade) page.rect(MARGIN, y - h, width, h, { fill: COLORS.paleRow });
      wrapped.forEach((cellLines, i) => {
        cellLines.forEach((l, k) => {
          page.text(l, colX[i]! + CELL_PAD, y - (k + 1) * LEADING + 2, { size: BODY, weight });
        });
      });
      y -= h;
      page.line(MARGIN, y, MARGIN + width, y, { thickness: 0.4, color: COLORS.muted });
    };
    room(LEADING * 3);
    y -= LEADING * 0.3;
    row(table.columns, 700, true);
    for (const r of table.rows) row(r, 400, false);
  }
  pages.forEach((p, i) => {
    const label = doc.pageLabel
      .replace("{page}", String(i + 1))
      .replace("{pages}", String(pages.length));
    p.text(label, size.width / 2, MARGIN, { size: 8, color: COLORS.muted, align: "center" });
  });
  return pages.length;
}

/** Which font chunk draws a code point, or undefined when none does. */
export type ChunkOf = (codePoint: number) => string | undefined;

/**
 * Every string of the document with the characters no chunk draws as "?"; a line break (a
 * table cell's lines) is no character to draw and stays.
 */
export function printableReport(doc: ReportDocument, chunkOf: ChunkOf): ReportDocument {
  const fix = (s: string) => {
    let out = "";
    for (const ch of s) out += ch === "\n" || chunkOf(ch.codePointAt(0)!) !== undefined ? ch : "?";
    return out;
  };
  return {
    ...doc,
    title: fix(doc.title),
    subtitle: fix(doc.subtitle),
    pageLabel: fix(doc.pageLabel),
    sections: doc.sections.map((s) => ({
      heading: fix(s.heading),
      ...(s.paragraphs ? { paragraphs: s.paragraphs.map(fix) } : {}),
      ...(s.table
        ? {
            table: {
              ...s.table,
              columns: s.table.columns.map(fix),
              rows: s.table.rows.map((r) => r.map(fix)),
            },
          }
        : {}),
    })),
  };
}

export interface ReportPlan {
  /** Every string drawn, page by page. */
  readonly pages: readonly (readonly string[])[];
  readonly fontFiles: readonly string[];
}

/**
 * The dry run: what each page says and which font files it needs (see plan.ts), for a
 * document already made printable (printableReport) with the same `chunkOf`.
 */
export function planReport(doc: ReportDocument, chunkOf: ChunkOf = printedChunkOf): ReportPlan {
  const pages: string[][] = [];
  const files = new Set<string>();
  drawReport(doc, {
    addPage(size) {
      const texts: string[] = [];
      pages.push(texts);
      return {
        size,
        text(s, _x, _y, style) {
          texts.push(s);
          for (const ch of s) {
            const chunk = chunkOf(ch.codePointAt(0)!);
            if (chunk !== undefined) files.add(fontFile(chunk, style.weight ?? 400));
          }
        },
        measure: estimateWidth,
        line() {},
        rect() {},
        circle() {},
      };
    },
  });
  return { pages, fontFiles: [...files].sort() };
}

/** The report as a PDF, its fonts found by `chunkOf` and loaded by `loadFont`. */
export async function makeReportPdf(
  doc: ReportDocument,
  loadFont: FontLoader,
  chunkOf: ChunkOf = printedChunkOf,
): Promise<Uint8Array> {
  const printable = printableReport(doc, chunkOf);
  const plan = planReport(printable, chunkOf);
  const writer = await openPdf(plan.fontFiles, loadFont, {
    title: printable.title,
    lang: printable.lang,
    chunkOf,
  });
  drawReport(printable, writer.surface);
  return writer.save();
}
