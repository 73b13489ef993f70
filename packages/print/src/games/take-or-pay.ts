// Take or Pay on paper: the cards 一 … 三十六 (the classroom set; the classic set 3..35 is a
// part of it) and a sheet of 60 tokens.

import { takeOrPayGame } from "@number-games/engine";
import type { Page } from "../canvas";
import type { DrawContext } from "../context";
import type { Box, CardFace } from "../layout";
import {
  COLORS,
  cardPages,
  cornerIndex,
  cutGrid,
  drawLines,
  fitSize,
  frame,
  inset,
  middleBaseline,
  wrapText,
} from "../layout";
import { mm } from "../paper";

const { hanzi, pinyin } = takeOrPayGame;

/** The seed's 36 cards. */
export const TAKE_OR_PAY_CARDS = 36;
/** The seed's 60 tokens: 10 for each of 6 players; also enough for any classic table. */
export const TAKE_OR_PAY_TOKENS = 60;

function cardFace(
  n: number,
  bigSize: number,
  opts: { pinyin: boolean; arabic: boolean },
): CardFace {
  return (page: Page, card: Box) => {
    frame(page, inset(card, mm(3.5)), COLORS.red, 1.2);
    frame(page, inset(card, mm(4.5)), COLORS.red, 0.4);
    const cx = card.x + card.width / 2;
    const cy = card.y + card.height / 2;
    const big = hanzi(n);
    const lift = opts.pinyin ? mm(5) : 0;
    const baseline = middleBaseline(cy + lift, bigSize);
    page.text(big, cx, baseline, {
      size: bigSize,
      weight: 700,
      color: COLORS.ink,
      align: "center",
    });
    if (opts.pinyin) {
      // Below the characters' lowest stroke (about 0.12 em under the baseline).
      page.text(pinyin(n), cx, baseline - bigSize * 0.12 - mm(4) - 12, {
        size: 16,
        color: COLORS.muted,
        align: "center",
      });
    }
    const index = opts.arabic ? [big, String(n)] : [big];
    cornerIndex(page, card, index, { size: 11, weight: 700, color: COLORS.red });
  };
}

export function drawCards(ctx: DrawContext): void {
  const numbers = Array.from({ length: TAKE_OR_PAY_CARDS }, (_, i) => i + 1);
  // One size for every card's numeral, up to 60 pt: the widest (三十六 and the other
  // three-character numbers) sets it, so 一 and 三十六 look like cards of one deck.
  let size: number | undefined;
  const sizeOf = (page: Page, card: Box) =>
    (size ??= fitSize(page, numbers.map(hanzi), 700, card.width - mm(16), 60));
  const faces = numbers.map((n) => (page: Page, card: Box) => {
    cardFace(n, sizeOf(page, card), ctx.options)(page, card);
  });
  cardPages(ctx.surface, ctx.paper, faces);
}

export function drawTokens(ctx: DrawContext): void {
  const { paper, text } = ctx;
  const page = ctx.surface.addPage(paper);
  const cell = mm(22);
  const cols = 6;
  const rows = TAKE_OR_PAY_TOKENS / cols;
  const margin = mm(14);
  const x0 = (paper.width - cols * cell) / 2;
  let y = paper.height - margin;
  page.text(text.tokensTitle, x0, y - 16, { size: 16, weight: 700, color: COLORS.ink });
  y -= 22;
  y = drawLines(page, wrapText(page, text.tokensHint, 9, 400, cols * cell), x0, y, 12, {
    size: 9,
    color: COLORS.muted,
  });
  // Room for the cut marks between the text and the grid.
  const top = Math.min(y - mm(9), (paper.height + rows * cell) / 2);
  const y0 = top - rows * cell;
  for (let i = 0; i < TAKE_OR_PAY_TOKENS; i++) {
    const cx = x0 + (i % cols) * cell + cell / 2;
    const cy = top - Math.floor(i / cols) * cell - cell / 2;
    page.circle(cx, cy, mm(9), {
      fill: COLORS.token,
      stroke: { color: COLORS.tokenEdge, thickness: 1.5 },
    });
    page.circle(cx, cy, mm(7), { stroke: { color: COLORS.tokenEdge, thickness: 0.6 } });
    page.text("1", cx, middleBaseline(cy, 20), {
      size: 20,
      weight: 700,
      color: COLORS.tokenInk,
      align: "center",
    });
  }
  cutGrid(page, x0, y0, cols, rows, { width: cell, height: cell });
}
