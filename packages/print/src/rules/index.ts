// One-page rule summaries for the table, in English and Chinese: what the printed rules
// sheet says, and what the web app's print page shows before you print. The full rules are
// docs/rules.md (and `numbers rules <game>`); these are the same rules, shortened for paper.

import type { Language } from "../options";
import { EN_RULES } from "./en";
import type { RuleBook } from "./sheet";
import { ZH_RULES } from "./zh";

export type { RuleBlock, RuleBook, RuleSection, RuleSheet } from "./sheet";
export { ruleSheetStrings } from "./sheet";

export const RULE_SHEETS: Readonly<Record<Language, RuleBook>> = { en: EN_RULES, zh: ZH_RULES };
