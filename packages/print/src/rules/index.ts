// One-page rule summaries for the table, in English and Chinese: what the printed rules
// sheet says, and what the web app's print page shows before you print. The full rules are
// docs/rules.md (and `numbers rules <game>`); these are the same rules, shortened for paper.

import type { GameId } from "@number-games/engine";
import type { Language } from "../options";
import { EN_RULES } from "./en";
import { ZH_RULES } from "./zh";

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

export const RULE_SHEETS: Readonly<Record<Language, RuleBook>> = { en: EN_RULES, zh: ZH_RULES };

/** Every string of a sheet, in reading order. */
export function ruleSheetStrings(sheet: RuleSheet): string[] {
  const out = [sheet.players, sheet.goal];
  for (const s of sheet.sections) {
    out.push(s.heading);
    for (const b of s.blocks) out.push(...(typeof b === "string" ? [b] : b.bullets));
  }
  return out;
}
