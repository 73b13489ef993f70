// Every character this package can print: the font coverage is computed from this text.

import { takeOrPayGame } from "@number-games/engine";
import { BULLET } from "./layout";
import { LESSON_REPORT_TEXT } from "./lesson-report";
import { LANGUAGES } from "./options";
import { RULE_SHEETS, ruleSheetStrings } from "./rules/index";
import { PRINT_TEXT } from "./text";

/** Take or Pay prints 一 … 三十六; the coverage reaches further so a bigger set stays covered. */
export const HANZI_MAX_PRINTED = 99;

function strings(x: unknown): string[] {
  if (typeof x === "string") return [x];
  if (typeof x === "object" && x !== null) return Object.values(x).flatMap(strings);
  return [];
}

export function printableText(): string {
  const parts: string[] = [];
  for (let c = 0x20; c <= 0x7e; c++) parts.push(String.fromCharCode(c));
  for (let n = 1; n <= HANZI_MAX_PRINTED; n++) {
    parts.push(takeOrPayGame.hanzi(n), takeOrPayGame.pinyin(n));
  }
  for (const lang of LANGUAGES) {
    parts.push(...strings(PRINT_TEXT[lang]));
    // The lesson report's own words (its students' names are the caller's to check).
    parts.push(...strings(LESSON_REPORT_TEXT[lang]));
    for (const sheet of Object.values(RULE_SHEETS[lang])) parts.push(...ruleSheetStrings(sheet));
  }
  parts.push(BULLET);
  return parts.join("");
}
