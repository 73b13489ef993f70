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

export function drawSheet(ctx: DrawContext): void {
  const { paper, text, options } = ctx;
  const { target, goodBonus } = magicNumbersGame.DEFAULT_CONFIG;
  const players = options.players;
  const page = ctx.surface.addPage(paper);
  const margin = mm(15);
  const x0 = margin;
  const width = paper.width - 2 * margin;
  let y = paper.height - mm(14);

  const titleSize = fitSize(page, [text.sheetTitle], 700, width, 18);
  page.text(text.sheetTitle, x0, y - titleSize, { size: titleSize, weight: 700, color: ACCENT });
  y -= titleSize + 6;
  y = drawLines(page, wrapText(page, text.sheetHint, 9, 400, width), x0, y, 12, {
    size: 9,
    color: COLORS.muted,
  });

  // Name, Good number, Evil number, on one line through the middle of the two boxes.
  const secret = mm(10);
  y -= mm(4) + secret;
  const mid = y + secret / 2;
  const label = { size: 10, weight: 700 as const };
  const labelY = middleBaseline(mid, 10);
  page.text(text.name, x0, labelY, { ...label, color: COLORS.ink });
  const nameEnd = x0 + width * 0.42;
  page.line(x0 + page.measure(text.name, 10, 700) + 6, labelY - 2, nameEnd, labelY - 2, {
    thickness: 0.6,
    color: COLORS.ink,
  });
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
  const bottom = mm(12);
  const guessesHeight = 16 + players * GUESS_ROW;
  const tableTop = y - mm(5);
  const headerHeight = 2 * ROW;
  const rows = Math.floor((tableTop - headerHeight - (bottom + guessesHeight + mm(6))) / ROW);

  const turnW = mm(13);
  const rollW = mm(14);
  const scoreW = mm(24);
  const playerW = Math.min(mm(16), (width - turnW - rollW - scoreW - mm(20)) / players);
  const notesW = width - turnW - rollW - scoreW - players * playerW;
  const cols = [turnW, rollW, ...Array(players).fill(playerW), scoreW, notesW] as number[];
  // Left edge of every column, then the table's right edge.
  const xs = [x0];
  for (const w of cols) xs.push(xs[xs.length - 1]! + w);
  const tableBottom = tableTop - headerHeight - rows * ROW;
  for (let r = 0; r < rows; r++) {
    const ry = tableTop - headerHeight - (r + 1) * ROW;
    if (r % 2 === 1) page.rect(x0, ry, width, ROW, { fill: COLORS.paleRow });
    cellText(page, String(r + 1), xs[0]!, ry, turnW, ROW, 8, COLORS.muted);
  }
  const thin = { thickness: 0.5, color: COLORS.guide };
  for (let r = 0; r <= rows; r++) {
    const ry = tableBottom + r * ROW;
    page.line(x0, ry, x0 + width, ry, thin);
  }
  xs.forEach((x, i) => {
    const spansHeader = i >= 3 && i < 2 + players;
    page.line(x, tableBottom, x, spansHeader ? tableTop - ROW : tableTop, thin);
  });
  page.line(xs[2]!, tableTop - ROW, xs[2 + players]!, tableTop - ROW, thin);
  frame(page, { x: x0, y: tableBottom, width, height: tableTop - tableBottom }, COLORS.ink, 0.8);
  const head = (s: string, i: number) =>
    cellText(
      page,
      s,
      xs[i]!,
      tableTop - headerHeight,
      cols[i]!,
      headerHeight,
      8.5,
      COLORS.ink,
      700,
    );
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
    cellText(
      page,
      String(p + 1),
      xs[2 + p]!,
      tableTop - headerHeight,
      playerW,
      ROW,
      8.5,
      COLORS.ink,
      700,
    );
  }

  // Guesses: for each player, which faces might be their Good and Evil numbers.
  let gy = bottom + guessesHeight;
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
