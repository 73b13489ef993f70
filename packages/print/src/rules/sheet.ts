// The shape of a one-page rules sheet (a goal, then sections of paragraphs and bullet lists)
// and a book of them, one per game; the English and Chinese books (en.ts, zh.ts) fill it in.

import type { GameId } from "@number-games/engine";

/** A paragraph, or a list of bullet points. */
export type RuleBlock = string | { readonly bullets: readonly string[] };

export interface RuleSection {
  readonly heading: string;
  readonly blocks: readonly RuleBlock[];
}

export interface RuleSheet {
  /** "2 to 5 players" and what you need. */
  readonly players: string;
  /** The goal, in one sentence. */
  readonly goal: string;
  readonly sections: readonly RuleSection[];
}

export type RuleBook = Readonly<Record<GameId, RuleSheet>>;

/** Every string of a sheet, in reading order. */
export function ruleSheetStrings(sheet: RuleSheet): string[] {
  const out = [sheet.players, sheet.goal];
  for (const s of sheet.sections) {
    out.push(s.heading);
    for (const b of s.blocks) out.push(...(typeof b === "string" ? [b] : b.bullets));
  }
  return out;
}
