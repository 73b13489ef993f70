// Magic Numbers on paper: each player's own secret sheet (the seed's index card). Scores
// and magic numbers are secret, so there is no shared score sheet: every player writes,
// out of sight, their Good and Evil numbers, each roll and who received it (public), their
// own running score, and guesses about the others' numbers.

import { magicNumbersGame } from "@number-games/engine";
import type { Page, Rgb } from "../canvas";
import { hex } from "../canvas";
import type { DrawContext } from "../context";
import { COLORS, drawLines, fitSize, frame, middleBaseline, wrapText } from "../layout";
import { mm } from "../paper";
import { fill } from "../text";

const ACCENT = hex("#7048e8");
const EVIL = COLORS.red;
const ROW = mm(6.2);
const GUESS_ROW = mm(6.5);
const DIE_FACES = 6;

function cellText(
  page: Page,
  s: string,
  x: number,
  y: number,
  w: number,
  h: number,
  size: number,
  color: Rgb,
  weight: 400 | 700 = 400,
): void {
  const fitted = Math.min(size, fitSize(page, [s], weight, w - 4, size));
  page.text(s, x + w / 2, middleBaseline(y + h / 2, fitted), {
    size: fitted,
    weight,
    color,
    align: "center",
  });
}

function box(page: Page, x: number, y: number, size: number, color: Rgb): void {
  page.rect(x, y, size, size, { stroke: { color, thickness: 1 } });
}

/** Columns of the turn table: turn, roll, one per player, my score, notes. */
function turnColumns(width: number, players: number): number[] {
  const turnW = mm(13);
  const rollW = mm(14);
  const scoreW = mm(24);
  const playerW = Math.min(mm(16), (width - turnW - rollW - scoreW - mm(20)) / players);
  const notesW = width - turnW - rollW - scoreW - players * playerW;
  return [turnW, rollW, ...Array(players).fill(playerW), scoreW, notesW] as number[];
}

/**
 * The turn table from `tableTop` down to no lower than `floor`, its rows numbered from
 * `firstTurn`; a `carried` label fills the first row (the score brought over from the last
 * sheet). Returns how many turn rows it has.
 */
function turnTable(
  ctx: DrawContext,
  page: Page,
  x0: number,
  width: number,
  tableTop: number,
  floor: number,
  firstTurn: number,
  carried?: string,
): number {
  const { text, options } = ctx;
  const players = options.players;
  const headerHeight = 2 * ROW;
  const lead = carried === undefined ? 0 : 1;
  const rows = Math.floor((tableTop - headerHeight - floor) / ROW) - lead;
  const cols = turnColumns(width, players);
  const playerW = cols[2]!;
  // Left edge of every column, then the table's right edge.
  const xs = [x0];
  for (const w of cols) xs.push(xs[xs.length - 1]! + w);
  const bodyTop = tableTop - headerHeight;
  const tableBottom = bodyTop - (lead + rows) * ROW;
  if (carried !== undefined) {
    const ry = bodyTop - ROW;
    page.rect(x0, ry, width, ROW, { fill: COLORS.paleRow });
    cellText(page, carried, xs[0]!, ry, xs[2 + players]! - x0, ROW, 8.5, COLORS.ink, 700);
  }
  for (let r = 0; r < rows; r++) {
    const ry = bodyTop - (lead + r + 1) * ROW;
    if (r % 2 === 1) page.rect(x0, ry, width, ROW, { fill: COLORS.paleRow });
    cellText(page, String(firstTurn + r), xs[0]!, ry, cols[0]!, ROW, 8, COLORS.muted);
  }
  const thin = { thickness: 0.5, color: COLORS.guide };
  for (let r = 0; r <= lead + rows; r++) {
    const ry = tableBottom + r * ROW;
    page.line(x0, ry, x0 + width, ry, thin);
  }
  const carriedBottom = bodyTop - lead * ROW;
  xs.forEach((x, i) => {
    const spansHeader = i >= 3 && i < 2 + players;
    // The carried-over row is one cell up to the score column.
    const inCarried = lead > 0 && i >= 1 && i < 2 + players;
    const bottomY = tableBottom;
    const topY = spansHeader ? tableTop - ROW : tableTop;
    if (inCarried) {
      page.line(x, bottomY, x, carriedBottom, thin);
      page.line(x, bodyTop, x, topY, thin);
    } else {
      page.line(x, bottomY, x, topY, thin);
    }
  });
  page.line(xs[2]!, tableTop - ROW, xs[2 + players]!, tableTop - ROW, thin);
  frame(page, { x: x0, y: tableBottom, width, height: tableTop - tableBottom }, COLORS.ink, 0.8);
  const head = (s: string, i: number) =>
    cellText(page, s, xs[i]!, bodyTop, cols[i]!, headerHeight, 8.5, COLORS.ink, 700);
  head(text.turn, 0);
  head(text.roll, 1);
  head(text.myScore, 2 + players);
  head(text.notes, 3 + players);
  cellText(
    page,
    text.whoGotIt,
    xs[2]!,
    tableTop - ROW,
    players * playerW,
    ROW,
    8.5,
    COLORS.ink,
    700,
  );
  for (let p = 0; p < players; p++) {
    cellText(page, String(p + 1), xs[2 + p]!, bodyTop, playerW, ROW, 8.5, COLORS.ink, 700);
  }
  return rows;
}

/** Title and hint at the top of a sheet; returns the y below them. */
function heading(page: Page, title: string, hint: string, x0: number, width: number, top: number) {
  const titleSize = fitSize(page, [title], 700, width, 18);
  page.text(title, x0, top - titleSize, { size: titleSize, weight: 700, color: ACCENT });
  return drawLines(page, wrapText(page, hint, 9, 400, width), x0, top - titleSize - 6, 12, {
    size: 9,
    color: COLORS.muted,
  });
}

/** The name line, left of `end`, through `mid`. */
function nameLine(page: Page, name: string, x0: number, end: number, mid: number): void {
  const labelY = middleBaseline(mid, 10);
  page.text(name, x0, labelY, { size: 10, weight: 700, color: COLORS.ink });
  page.line(x0 + page.measure(name, 10, 700) + 6, labelY - 2, end, labelY - 2, {
    thickness: 0.6,
    color: COLORS.ink,
  });
}

const MARGIN = mm(15);
const TOP_MARGIN = mm(14);
const BOTTOM_MARGIN = mm(12);

/**
 * The sheet: the first page (secret numbers, the turn table, guesses about the others)
 * and a continuation page with only turn rows, numbered on from the first. A long game
 * runs past a hundred turns (docs/analysis.md: 4 players, 90% of games within 135), so
 * the pair holds a long game and the continuation can be printed again for a longer one.
 */
export function drawSheet(ctx: DrawContext): void {
  const rows = drawFirstPage(ctx);
  drawContinuation(ctx, rows + 1);
}

function drawFirstPage(ctx: DrawContext): number {
  const { paper, text, options } = ctx;
  const { target, goodBonus } = magicNumbersGame.DEFAULT_CONFIG;
  const players = options.players;
  const page = ctx.surface.addPage(paper);
  const x0 = MARGIN;
  const width = paper.width - 2 * MARGIN;
  let y = heading(page, text.sheetTitle, text.sheetHint, x0, width, paper.height - TOP_MARGIN);

  // Name, Good number, Evil number, on one line through the middle of the two boxes.
  const secret = mm(10);
  y -= mm(4) + secret;
  const mid = y + secret / 2;
  const label = { size: 10, weight: 700 as const };
  const labelY = middleBaseline(mid, 10);
  nameLine(page, text.name, x0, x0 + width * 0.42, mid);
  const evilX = x0 + width - secret;
  const evilLabel = page.measure(text.evil, 10, 700);
  const goodX = evilX - evilLabel - mm(12) - secret;
  box(page, goodX, y, secret, COLORS.good);
  page.text(text.good, goodX - 6, labelY, { ...label, color: COLORS.good, align: "end" });
  box(page, evilX, y, secret, EVIL);
  page.text(text.evil, evilX - 6, labelY, { ...label, color: EVIL, align: "end" });
  y -= mm(6);
  const targetLine = fill(text.sheetTarget, { target, bonus: goodBonus });
  page.text(targetLine, x0, y, {
    size: fitSize(page, [targetLine], 400, width, 9),
    color: COLORS.ink,
  });

  // The guesses block at the bottom sets how many turn rows fit above it.
  const guessesHeight = 16 + players * GUESS_ROW;
  const rows = turnTable(ctx, page, x0, width, y - mm(5), BOTTOM_MARGIN + guessesHeight + mm(6), 1);
  drawGuesses(ctx, page, x0, width, BOTTOM_MARGIN + guessesHeight);
  return rows;
}

function drawContinuation(ctx: DrawContext, firstTurn: number): void {
  const { paper, text } = ctx;
  const page = ctx.surface.addPage(paper);
  const x0 = MARGIN;
  const width = paper.width - 2 * MARGIN;
  const hint = fill(text.sheetMoreHint, { turn: firstTurn });
  let y = heading(page, text.sheetMoreTitle, hint, x0, width, paper.height - TOP_MARGIN);
  y -= mm(4) + mm(5);
  nameLine(page, text.name, x0, x0 + width * 0.42, y);
  turnTable(ctx, page, x0, width, y - mm(8), BOTTOM_MARGIN, firstTurn, text.carriedOver);
}

/** Guesses: for each player, which faces might be their Good and Evil numbers. */
function drawGuesses(ctx: DrawContext, page: Page, x0: number, width: number, top: number): void {
  const { text, options } = ctx;
  const players = options.players;
  let gy = top;
  page.text(text.guesses, x0, gy - 10, { size: 10, weight: 700, color: COLORS.ink });
  gy -= 16;
  const faceBox = mm(4.6);
  const groupW = DIE_FACES * (faceBox + mm(1.6));
  const playerLabelW = mm(22);
  const goodLabelW =
    Math.max(page.measure(text.guessGood, 9, 700), page.measure(text.guessEvil, 9, 700)) + mm(3);
  for (let p = 0; p < players; p++) {
    const ry = gy - (p + 1) * GUESS_ROW;
    if (p % 2 === 0) page.rect(x0, ry, width, GUESS_ROW, { fill: COLORS.paleRow });
    const mid = ry + GUESS_ROW / 2;
    page.text(`${text.player} ${p + 1}`, x0 + mm(2), middleBaseline(mid, 9), {
      size: 9,
      weight: 700,
      color: COLORS.ink,
    });
    const groups: [string, Rgb, number][] = [
      [text.guessGood, COLORS.good, x0 + playerLabelW],
      [text.guessEvil, EVIL, x0 + playerLabelW + goodLabelW + groupW + mm(8)],
    ];
    for (const [name, color, gx] of groups) {
      page.text(name, gx, middleBaseline(mid, 9), { size: 9, weight: 700, color });
      for (let f = 0; f < DIE_FACES; f++) {
        const bx = gx + goodLabelW + f * (faceBox + mm(1.6));
        box(page, bx, mid - faceBox / 2, faceBox, color);
        cellText(page, String(f + 1), bx, mid - faceBox / 2, faceBox, faceBox, 7, COLORS.muted);
      }
    }
  }
}
