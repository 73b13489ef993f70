// Chinese sentences put together at run time. A template's spaces around its placeholders are
// the project's style for numbers and Latin names ("还有 {{count}} 个空位", "Ann 放了 3"); filled
// with Chinese ("你", "电脑 1", a card's numeral "十九"), they leave a space between two Chinese
// characters ("你 放了 1", "从 你 得到 3", "拿 十九 和筹码池"). This i18next post-processor
// takes such spaces out of every Chinese translation once its placeholders are filled.
// Punctuation put between translations in the components goes through `app.colon`,
// `app.comma` and `app.aside` (each language's own marks) instead.

import type { PostProcessorModule } from "i18next";

const SPACE_BETWEEN_HAN = /(\p{Script=Han})[ \u00a0]+(?=\p{Script=Han})/gu;

/** `text` without the spaces between two Chinese characters. */
export function tidyZh(text: string): string {
  return text.replace(SPACE_BETWEEN_HAN, "$1");
}

export const zhTidy: PostProcessorModule = {
  type: "postProcessor",
  name: "zhTidy",
  process(value, _key, options, translator) {
    const lng =
      (options as { lng?: unknown }).lng ?? (translator as { language?: unknown }).language;
    return typeof value === "string" && typeof lng === "string" && lng.startsWith("zh")
      ? tidyZh(value)
      : value;
  },
};
