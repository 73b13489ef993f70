// Chinese text reads as Chinese: full-width punctuation next to Chinese characters (，：；！？
// and （）, never ", " or " (4)"), no space between two Chinese characters, around Chinese
// punctuation or between a name and 的 ("电脑 的诱饵"), and one glossary per game. Spaces
// around numbers and placeholders are the project's style ("还有 {{count}} 个空位") and stay.
// Checked over every zh string of the app (zhPunctuation.test.ts) and over texts the app
// puts together at run time (the tutorial's hints with their cards).

const HAN = "\\p{Script=Han}";
const CJK_PUNCT = "，。：；！？、（）《》“”";

/** Each rule: a pattern that must not match, and what it means. */
const RULES: readonly [RegExp, string][] = [
  [new RegExp(`${HAN}[,;:!?]|[,;:!?] ?${HAN}`, "u"), "Latin punctuation beside Chinese"],
  [new RegExp(`${HAN} ?\\(|\\) ?${HAN}`, "u"), "Latin brackets beside Chinese"],
  // "（4)", "(4）" or "{{card}} (4)": a numeral in Chinese text is bracketed full-width.
  [
    /\(\s*(?:\d+|\{\{\w+\}\})\s*[)）]|[（(]\s*(?:\d+|\{\{\w+\}\})\s*\)/u,
    "Latin brackets around a numeral",
  ],
  [new RegExp(`${HAN} ${HAN}`, "u"), "a space between Chinese characters"],
  [new RegExp(` [${CJK_PUNCT}]|[${CJK_PUNCT}] `, "u"), "a space beside Chinese punctuation"],
  // A name is followed by 的 directly: "电脑的诱饵", not "电脑 的诱饵".
  [/\}\} 的/u, "a space between a name and 的"],
  // One glossary: the board's, the rules' and the printed sheets' words for the same things.
  [/好数字|坏数字|记事本/u, "not the glossary's word (幸运数, 厄运数, 你的笔记)"],
  // 下 is for board games such as chess (下棋); these are games one plays (玩).
  [/继续下(?!一)/u, "not the glossary's word (继续玩)"],
];

export function punctuationProblems(entries: readonly [string, string][]): string[] {
  return entries.flatMap(([key, text]) =>
    RULES.filter(([re]) => re.test(text)).map(([, what]) => `${key}: ${what}: ${text}`),
  );
}
