// A figure's description and basis in Chinese (issue 24): the report's English sentence
// matched against the templates of i18n/sections/labDescriptions.ts, whose Chinese is
// filled with what the template's {{names}} caught there (bot names through the lab's
// words). Pure; null when no template matches (the page then shows the English, marked).

import type { LabSentence } from "../i18n/sections/labDescriptions";
import { LAB_BASES, LAB_DESCRIPTIONS } from "../i18n/sections/labDescriptions";

const literal = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&");

interface Compiled {
  readonly re: RegExp;
  readonly names: readonly string[];
  readonly zh: string;
}

/** "{{bot}} wins" → /^(.+?) wins$/ with names ["bot"]; a name used twice must match the same. */
function compile(s: LabSentence): Compiled {
  const names: string[] = [];
  const source = s.en
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const m = /^\{\{(\w+)\}\}$/.exec(part);
      if (m === null) return literal(part);
      const i = names.indexOf(m[1]!);
      if (i >= 0) return `\\${i + 1}`;
      names.push(m[1]!);
      return "(.+?)";
    })
    .join("");
  return { re: new RegExp(`^${source}$`), names, zh: s.zh };
}

const DESCRIPTIONS = LAB_DESCRIPTIONS.map(compile);
const BASES = LAB_BASES.map(compile);

function match(
  text: string,
  table: readonly Compiled[],
  word: (s: string) => string,
): string | null {
  for (const c of table) {
    const m = c.re.exec(text);
    if (m === null) continue;
    const values = new Map(c.names.map((n, i) => [n, m[i + 1]!]));
    return c.zh.replace(/\{\{(\w+)\}\}/g, (_w, n: string) => {
      const v = values.get(n) ?? "";
      // "4 of 1,000, 3 of 1,000" → "4/1,000、3/1,000"
      if (n === "list")
        return v
          .split(/, (?=\d)/)
          .map((x) => x.replace(" of ", "/"))
          .join("、");
      return n === "bot" || n === "strong" || n === "weak" ? word(v) : v;
    });
  }
  return null;
}

/** The description in Chinese, or null. `word` translates a bot's name ("hard" → "困难"). */
export function descriptionZh(text: string, word: (s: string) => string): string | null {
  return match(text, DESCRIPTIONS, word);
}

/** The basis in Chinese, part by part ("; "), or null when a part is unknown. */
export function basisZh(text: string, word: (s: string) => string): string | null {
  const parts = text.split("; ").map((p) => match(p, BASES, word));
  return parts.every((p) => p !== null) ? parts.join("；") : null;
}
