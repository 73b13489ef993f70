// Number Line on paper: the line's number cards 1 to 10, each colour's real card and decoy
// card, and the starting player card the seed mentions (it moves one seat each round).

import { numberLineGame } from "@number-games/engine";
import type { Page, Rgb } from "../canvas";
import { hex } from "../canvas";
import type { DrawContext } from "../context";
import type { Box, CardFace } from "../layout";
import {
  COLORS,
  cardPages,
  cornerIndex,
  drawLines,
  fitSize,
  frame,
  inset,
  middleBaseline,
  wrapText,
} from "../layout";
import { mm } from "../paper";

const { PLAYER_COLORS, MAX_NUMBER } = numberLineGame;
type PlayerColor = numberLineGame.PlayerColor;

/** The web board's player colours (styles.css --nl-*), and the ink that reads on each. */
const PLAYER_RGB: Readonly<Record<PlayerColor, { fill: Rgb; on: Rgb }>> = {
  green: { fill: hex("#2f9e44"), on: COLORS.white },
  orange: { fill: hex("#e8590c"), on: COLORS.white },
  red: { fill: hex("#c92a2a"), on: COLORS.white },
  yellow: { fill: hex("#f0b400"), on: COLORS.ink },
  blue: { fill: hex("#1c7ed6"), on: COLORS.white },
};

const LINE_INK = hex("#364152");
const TURNS_INTO_ANOTHER = new Set([6, 9]);

function numberCard(n: number, size: (page: Page, card: Box) => number): CardFace {
  return (page: Page, card: Box) => {
    frame(page, inset(card, mm(3.5)), LINE_INK, 1.2);
    const s = size(page, card);
    const cx = card.x + card.width / 2;
    const baseline = middleBaseline(card.y + card.height / 2, s);
    page.text(String(n), cx, baseline, { size: s, weight: 700, color: LINE_INK, align: "center" });
    if (TURNS_INTO_ANOTHER.has(n)) {
      // 6 and 9 look alike from across the table: underline them, as dice and cards do.
      const half = page.measure(String(n), s, 700) / 2;
      page.line(cx - half, baseline - s * 0.08, cx + half, baseline - s * 0.08, {
        thickness: s * 0.05,
        color: LINE_INK,
      });
    }
    cornerIndex(page, card, [String(n)], { size: 14, weight: 700, color: LINE_INK });
  };
}

function colourCard(ctx: DrawContext, colour: PlayerColor, decoy: boolean): CardFace {
  const { text } = ctx;
  const { fill, on } = PLAYER_RGB[colour];
  return (page: Page, card: Box) => {
    const inner = inset(card, mm(3.5));
    frame(page, inner, fill, 1.5, decoy ? [4, 3] : undefined);
    // A band with the colour's name at both ends, so it reads from either side of the table.
    const band = mm(12);
    const name = text.colours[colour];
    const nameSize = Math.min(14, fitSize(page, [name], 700, inner.width - mm(6), 14));
    page.rect(inner.x, inner.y + inner.height - band, inner.width, band, { fill });
    page.rect(inner.x, inner.y, inner.width, band, { fill });
    const cx = card.x + card.width / 2;
    page.text(name, cx, middleBaseline(inner.y + inner.height - band / 2, nameSize), {
      size: nameSize,
      weight: 700,
      color: on,
      align: "center",
    });
    page.text(name, cx, inner.y + band / 2 + nameSize * 0.36, {
      size: nameSize,
      weight: 700,
      color: on,
      align: "center",
      upsideDown: true,
    });
    const cy = card.y + card.height / 2 + mm(6);
    page.text(text.colourMarks[colour], cx, middleBaseline(cy, 64), {
      size: 64,
      weight: 700,
      color: fill,
      align: "center",
    });
    const label = decoy ? text.decoyCard : text.realCard;
    const labelSize = fitSize(page, [label], 700, inner.width - mm(8), decoy ? 22 : 16);
    const labelY = cy - 64 * 0.5 - mm(6);
    page.text(label, cx, labelY - labelSize, {
      size: labelSize,
      weight: 700,
      color: COLORS.ink,
      align: "center",
    });
    if (decoy) {
      page.text(text.decoyHint, cx, labelY - labelSize - 16, {
        size: 10,
        color: COLORS.muted,
        align: "center",
      });
    }
  };
}

function startingPlayerCard(ctx: DrawContext): CardFace {
  const { text } = ctx;
  return (page: Page, card: Box) => {
    const inner = inset(card, mm(3.5));
    frame(page, inner, COLORS.tokenEdge, 1.5);
    frame(page, inset(card, mm(4.5)), COLORS.tokenEdge, 0.4);
    const cx = card.x + card.width / 2;
    const width = inner.width - mm(8);
    const titleSize = fitSize(page, [text.startingPlayer], 700, width, 20);
    page.text(text.startingPlayer, cx, inner.y + inner.height - mm(8) - titleSize, {
      size: titleSize,
      weight: 700,
      color: COLORS.ink,
      align: "center",
    });
    const cy = card.y + card.height / 2 + mm(4);
    page.circle(cx, cy, mm(16), {
      fill: COLORS.token,
      stroke: { color: COLORS.tokenEdge, thickness: 1.5 },
    });
    page.text("1", cx, middleBaseline(cy, 48), {
      size: 48,
      weight: 700,
      color: COLORS.tokenInk,
      align: "center",
    });
    page.text(text.startingRace, cx, cy - mm(16) - mm(4) - 14, {
      size: 14,
      weight: 700,
      color: COLORS.ink,
      align: "center",
    });
    const lines = wrapText(page, text.startingPass, 9, 400, width);
    drawLines(page, lines, cx, inner.y + mm(5) + lines.length * 12, 12, {
      size: 9,
      color: COLORS.muted,
      align: "center",
    });
  };
}

export function drawCards(ctx: DrawContext): void {
  const numbers = Array.from({ length: MAX_NUMBER }, (_, i) => i + 1);
  let size: number | undefined;
  // One size for every number card: "10" sets it.
  const sizeOf = (page: Page, card: Box) =>
    (size ??= fitSize(page, numbers.map(String), 700, card.width - mm(22), 110));
  const faces: CardFace[] = [
    ...numbers.map((n) => numberCard(n, sizeOf)),
    ...PLAYER_COLORS.flatMap((c) => [colourCard(ctx, c, false), colourCard(ctx, c, true)]),
    startingPlayerCard(ctx),
  ];
  cardPages(ctx.surface, ctx.paper, faces);
}
