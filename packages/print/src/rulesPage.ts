// The one-page rules sheet of a game: title, who plays, the goal, then the sections. The
// body text shrinks until everything fits on the page (a test checks it never needs to go
// below a readable size on either paper, in either language).

import type { GameId } from "@number-games/engine";
import type { Page, Rgb } from "./canvas";
import { hex } from "./canvas";
import type { DrawContext } from "./context";
import { BULLET, COLORS, drawLines, wrapText } from "./layout";
import { mm } from "./paper";
import type { RuleSheet } from "./rules/index";
import { RULE_SHEETS } from "./rules/index";
import { fill } from "./text";

const ACCENTS: Readonly<Record<GameId, Rgb>> = {
  "number-line": hex("#1c7ed6"),
  "take-or-pay": COLORS.red,
  "magic-numbers": hex("#7048e8"),
};

/** Below this the sheet is too small to read at a table; the layout treats it as a bug. */
export const MIN_BODY_SIZE = 8;
const MAX_BODY_SIZE = 12;

interface Line {
  readonly text: string;
  readonly x: number;
  readonly size: number;
  readonly weight: 400 | 700;
  readonly color: Rgb;
  /** Distance from the previous baseline to this one. */
  readonly advance: number;
  /** A bullet at this x on the line's baseline (the first line of a bullet point). */
  readonly bulletX?: number;
}

export interface RulesLayout {
  readonly lines: readonly Line[];
  readonly bodySize: number;
  /** Whether the lines fit above the footer at `bodySize`. */
  readonly fits: boolean;
}

/** The sheet as positioned lines at one body size. */
function linesAt(
  page: Page,
  sheet: RuleSheet,
  accent: Rgb,
  x0: number,
  width: number,
  body: number,
): Line[] {
  const lines: Line[] = [];
  const para = (
    text: string,
    x: number,
    w: number,
    size: number,
    weight: 400 | 700,
    color: Rgb,
    before: number,
    bulletX?: number,
  ) => {
    wrapText(page, text, size, weight, w).forEach((t, i) => {
      lines.push({
        text: t,
        x,
        size,
        weight,
        color,
        advance: (i === 0 ? before : 0) + size * 1.45,
        ...(i === 0 && bulletX !== undefined ? { bulletX } : {}),
      });
    });
  };
  para(sheet.players, x0, width, body * 0.95, 400, COLORS.muted, 0);
  para(sheet.goal, x0, width, body * 1.15, 700, COLORS.ink, body * 0.6);
  const indent = body * 1.2;
  for (const section of sheet.sections) {
    para(section.heading, x0, width, body * 1.2, 700, accent, body * 0.9);
    for (const block of section.blocks) {
      if (typeof block === "string") {
        para(block, x0, width, body, 400, COLORS.ink, body * 0.3);
      } else {
        for (const b of block.bullets) {
          para(b, x0 + indent, width - indent, body, 400, COLORS.ink, body * 0.25, x0 + body * 0.2);
        }
      }
    }
  }
  return lines;
}

const MARGIN = mm(18);
const TOP = mm(16);
const FOOTER_Y = mm(11);
const TITLE_SIZE = 24;

/** The largest body size (from 12 pt down to 8 pt) at which the sheet fits on `page`. */
export function layoutRules(page: Page, game: GameId, sheet: RuleSheet): RulesLayout {
  const width = page.size.width - 2 * MARGIN;
  const room = page.size.height - TOP - TITLE_SIZE - 16 - (FOOTER_Y + mm(8));
  const height = (ls: readonly Line[]) => ls.reduce((h, l) => h + l.advance, 0);
  let body = MAX_BODY_SIZE;
  let lines = linesAt(page, sheet, ACCENTS[game], MARGIN, width, body);
  while (height(lines) > room && body > MIN_BODY_SIZE) {
    body = Math.max(MIN_BODY_SIZE, body - 0.25);
    lines = linesAt(page, sheet, ACCENTS[game], MARGIN, width, body);
  }
  return { lines, bodySize: body, fits: height(lines) <= room };
}

export function drawRules(ctx: DrawContext): void {
  const { paper, options, text } = ctx;
  const accent = ACCENTS[options.game];
  const page = ctx.surface.addPage(paper);
  const width = paper.width - 2 * MARGIN;
  const top = paper.height - TOP;
  page.text(text.gameTitle[options.game], MARGIN, top - TITLE_SIZE, {
    size: TITLE_SIZE,
    weight: 700,
    color: accent,
  });
  page.line(MARGIN, top - TITLE_SIZE - 8, MARGIN + width, top - TITLE_SIZE - 8, {
    thickness: 1,
    color: accent,
  });
  const { lines } = layoutRules(page, options.game, RULE_SHEETS[options.lang][options.game]);
  let y = top - TITLE_SIZE - 16;
  for (const l of lines) {
    y -= l.advance;
    page.text(l.text, l.x, y, { size: l.size, weight: l.weight, color: l.color });
    if (l.bulletX !== undefined) {
      page.text(BULLET, l.bulletX, y, { size: l.size, weight: 700, color: accent });
    }
  }
  // The foot says where the full rules are in words and a page a student can open (the
  // app's own path), at most two lines, ending at FOOTER_Y.
  const footer = fill(text.rulesFooter, { id: options.game, game: text.gameTitle[options.game] });
  const footLines = wrapText(page, footer, 7.5, 400, width);
  drawLines(page, footLines, MARGIN, FOOTER_Y + footLines.length * 9.5 - 2, 9.5, {
    size: 7.5,
    color: COLORS.muted,
  });
}
