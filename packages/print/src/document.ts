// A document is the chosen game's parts, one after another, drawn on any Surface.

import type { GameId } from "@number-games/engine";
import type { Surface } from "./canvas";
import type { DrawContext, PartDrawer } from "./context";
import * as magicNumbers from "./games/magic-numbers";
import * as numberLine from "./games/number-line";
import * as takeOrPay from "./games/take-or-pay";
import type { GAME_PARTS, Part, PrintOptions } from "./options";
import { PAPER_SIZE } from "./paper";
import { drawRules } from "./rulesPage";
import { PRINT_TEXT } from "./text";

/** Exactly the parts GAME_PARTS lists for each game (the type says so). */
const DRAWERS: {
  readonly [G in GameId]: Readonly<Record<(typeof GAME_PARTS)[G][number], PartDrawer>>;
} = {
  "take-or-pay": { cards: takeOrPay.drawCards, tokens: takeOrPay.drawTokens, rules: drawRules },
  "number-line": { cards: numberLine.drawCards, rules: drawRules },
  "magic-numbers": { sheet: magicNumbers.drawSheet, rules: drawRules },
};

export function drawPart(options: PrintOptions, part: Part, surface: Surface): void {
  const drawers: Readonly<Partial<Record<Part, PartDrawer>>> = DRAWERS[options.game];
  const draw = drawers[part];
  if (draw === undefined) throw new Error(`print: ${options.game} has no ${part}`);
  const ctx: DrawContext = {
    surface,
    paper: PAPER_SIZE[options.paper],
    text: PRINT_TEXT[options.lang],
    options,
  };
  draw(ctx);
}

export function drawDocument(options: PrintOptions, surface: Surface): void {
  for (const part of options.parts) drawPart(options, part, surface);
}
