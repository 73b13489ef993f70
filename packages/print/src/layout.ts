// Layout helpers shared by every page: the palette, line breaking for English and Chinese,
// text that shrinks to fit, and the 3 × 3 card grid with its cut marks.

import type { Page, Rgb, Surface, TextStyle, Weight } from "./canvas";
import { hex } from "./canvas";
import type { Size } from "./paper";
import { CARD_SIZE, mm } from "./paper";

/** The web app's colours (styles.css), so paper and screen look related. */
export const COLORS = {
  ink: hex("#1d2330"),
  muted: hex("#5c6372"),
  guide: hex("#b9bfca"),
  cutMark: hex("#000000"),
  white: hex("#ffffff"),
  accent: hex("#3b5bdb"),
  red: hex("#c92a2a"),
  good: hex("#2b8a3e"),
  token: hex("#f2c94c"),
  tokenEdge: hex("#c99a1b"),
  tokenInk: hex("#7a5a00"),
  paleRow: hex("#f1eee7"),
} as const satisfies Record<string, Rgb>;

export const BULLET = "•";

export interface Box {
  readonly x: number;
  /** Bottom edge. */
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export function inset(b: Box, d: number): Box {
  return { x: b.x + d, y: b.y + d, width: b.width - 2 * d, height: b.height - 2 * d };
}

/** Baseline that puts text of this size visually in the middle of `centerY`. */
export function middleBaseline(centerY: number, size: number): number {
  return centerY - size * 0.36;
}

function isCjk(cp: number): boolean {
  return (
    (cp >= 0x2e80 && cp <= 0x9fff) ||
    (cp >= 0xf900 && cp <= 0xfaff) ||
    (cp >= 0xff00 && cp <= 0xffef) ||
    (cp >= 0x3000 && cp <= 0x303f)
  );
}

/** Chinese numerals stay together: 三十六 never breaks across two lines. */
const NUMERALS = new Set("〇零一二三四五六七八九十百");

/** Punctuation that may not start a line (it sticks to what comes before). */
const NO_LINE_START = new Set("，。：；、？！）》」’”,.:;?!)]}");
/** Punctuation that may not end a line (it sticks to what comes after). */
const NO_LINE_END = new Set("（《「‘“([{");

/**
 * Break opportunities: a Latin word (with its trailing spaces), one CJK character, or a
 * Chinese number. Closing punctuation joins the unit before it, opening punctuation the
 * unit after it.
 */
export function breakUnits(text: string): string[] {
  const units: string[] = [];
  let word = "";
  let pendingOpen = "";
  const flush = () => {
    if (word !== "") units.push(word);
    word = "";
  };
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (NO_LINE_START.has(ch) && (units.length > 0 || word !== "")) {
      if (word !== "") word += ch;
      else units[units.length - 1] += ch;
      continue;
    }
    if (NO_LINE_END.has(ch)) {
      flush();
      pendingOpen += ch;
      continue;
    }
    if (ch === " ") {
      word = pendingOpen + word + ch;
      pendingOpen = "";
      flush();
      continue;
    }
    if (isCjk(cp)) {
      flush();
      const last = units[units.length - 1];
      const lastCh = last === undefined ? undefined : [...last].pop();
      if (NUMERALS.has(ch) && lastCh !== undefined && NUMERALS.has(lastCh) && pendingOpen === "") {
        units[units.length - 1] += ch;
      } else {
        units.push(pendingOpen + ch);
      }
      pendingOpen = "";
      continue;
    }
    word = pendingOpen + word + ch;
    pendingOpen = "";
  }
  word += pendingOpen;
  flush();
  return units;
}

/** Greedy line breaking within `maxWidth`; a unit wider than a line gets a line of its own. */
export function wrapText(
  page: Page,
  text: string,
  size: number,
  weight: Weight,
  maxWidth: number,
): string[] {
  const lines: string[] = [];
  let line = "";
  for (const unit of breakUnits(text)) {
    const candidate = line + unit;
    if (line !== "" && page.measure(candidate.trimEnd(), size, weight) > maxWidth) {
      lines.push(line.trimEnd());
      line = unit.trimStart();
    } else {
      line = candidate;
    }
  }
  if (line.trim() !== "") lines.push(line.trimEnd());
  return lines;
}

/** The largest size ≤ `max` at which every one of `texts` fits in `maxWidth`. */
export function fitSize(
  page: Page,
  texts: readonly string[],
  weight: Weight,
  maxWidth: number,
  max: number,
): number {
  let size = max;
  for (const t of texts) {
    const w = page.measure(t, max, weight);
    if (w > maxWidth) size = Math.min(size, (max * maxWidth) / w);
  }
  return size;
}

/** Draws wrapped lines from `top` down; returns the y below the last line. */
export function drawLines(
  page: Page,
  lines: readonly string[],
  x: number,
  top: number,
  leading: number,
  style: TextStyle,
): number {
  let y = top;
  for (const l of lines) {
    y -= leading;
    page.text(l, x, y + (leading - style.size) * 0.5, style);
  }
  return y;
}

/** A rectangle's outline. */
export function frame(page: Page, b: Box, color: Rgb, thickness: number, dash?: number[]): void {
  page.rect(b.x, b.y, b.width, b.height, {
    stroke: { color, thickness, ...(dash ? { dash } : {}) },
  });
}

/**
 * Crop marks for a grid of cells that touch: a short black line in the margin in line with
 * every cut, and light grey guides along the cuts inside the grid (they vanish when you cut
 * on them). The marks stop short of the paper's edge, where printers do not print.
 */
export function cutGrid(
  page: Page,
  x0: number,
  y0: number,
  cols: number,
  rows: number,
  cell: Size,
): void {
  const w = cols * cell.width;
  const h = rows * cell.height;
  const guide = { thickness: 0.4, color: COLORS.guide };
  for (let c = 0; c <= cols; c++)
    page.line(x0 + c * cell.width, y0, x0 + c * cell.width, y0 + h, guide);
  for (let r = 0; r <= rows; r++)
    page.line(x0, y0 + r * cell.height, x0 + w, y0 + r * cell.height, guide);
  const gap = mm(1.5);
  const mark = { thickness: 0.6, color: COLORS.cutMark };
  const vertical = Math.min(mm(5), y0 - gap - mm(2), page.size.height - (y0 + h) - gap - mm(2));
  const horizontal = Math.min(mm(5), x0 - gap - mm(2), page.size.width - (x0 + w) - gap - mm(2));
  if (vertical > mm(1)) {
    for (let c = 0; c <= cols; c++) {
      const x = x0 + c * cell.width;
      page.line(x, y0 - gap, x, y0 - gap - vertical, mark);
      page.line(x, y0 + h + gap, x, y0 + h + gap + vertical, mark);
    }
  }
  if (horizontal > mm(1)) {
    for (let r = 0; r <= rows; r++) {
      const y = y0 + r * cell.height;
      page.line(x0 - gap, y, x0 - gap - horizontal, y, mark);
      page.line(x0 + w + gap, y, x0 + w + gap + horizontal, y, mark);
    }
  }
}

/** Draws one card face in its box (the card's full size, before cutting). */
export type CardFace = (page: Page, card: Box) => void;

export const CARDS_PER_ROW = 3;
export const CARD_ROWS = 3;
export const CARDS_PER_PAGE = CARDS_PER_ROW * CARD_ROWS;

/** Poker-size cards, 3 × 3 per page, centred, touching, so one cut separates two cards. */
export function cardPages(surface: Surface, paper: Size, faces: readonly CardFace[]): void {
  for (let first = 0; first < faces.length; first += CARDS_PER_PAGE) {
    const onPage = faces.slice(first, first + CARDS_PER_PAGE);
    const page = surface.addPage(paper);
    const x0 = (paper.width - CARDS_PER_ROW * CARD_SIZE.width) / 2;
    const top = (paper.height + CARD_ROWS * CARD_SIZE.height) / 2;
    onPage.forEach((face, i) => {
      const col = i % CARDS_PER_ROW;
      const row = Math.floor(i / CARDS_PER_ROW);
      face(page, {
        x: x0 + col * CARD_SIZE.width,
        y: top - (row + 1) * CARD_SIZE.height,
        width: CARD_SIZE.width,
        height: CARD_SIZE.height,
      });
    });
    const rows = Math.ceil(onPage.length / CARDS_PER_ROW);
    const cols = Math.min(onPage.length, CARDS_PER_ROW);
    cutGrid(page, x0, top - rows * CARD_SIZE.height, cols, rows, CARD_SIZE);
  }
}

/** A playing card's corner index: top left upright, bottom right turned round. */
export function cornerIndex(
  page: Page,
  card: Box,
  lines: readonly string[],
  style: TextStyle,
): void {
  const pad = mm(5.5);
  const leading = style.size * 1.15;
  lines.forEach((l, i) => {
    page.text(l, card.x + pad, card.y + card.height - pad - style.size * 0.85 - i * leading, style);
    page.text(l, card.x + card.width - pad, card.y + pad + style.size * 0.85 + i * leading, {
      ...style,
      upsideDown: true,
    });
  });
}
