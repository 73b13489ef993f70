// Chinese number words for 1..99, the characters the seed (002) teaches with its cards:
// Hanzi (一 … 九十九) and Hanyu Pinyin with tone marks (yī … jiǔshíjiǔ).

const DIGIT_HANZI = ["", "一", "二", "三", "四", "五", "六", "七", "八", "九"] as const;
const DIGIT_PINYIN = ["", "yī", "èr", "sān", "sì", "wǔ", "liù", "qī", "bā", "jiǔ"] as const;
const TEN_HANZI = "十";
const TEN_PINYIN = "shí";

export const HANZI_MIN = 1;
export const HANZI_MAX = 99;

function digits(n: number): [tens: number, ones: number] {
  if (!Number.isInteger(n) || n < HANZI_MIN || n > HANZI_MAX) {
    throw new RangeError(`Chinese numbers are provided for 1..99, got ${n}`);
  }
  return [Math.floor(n / 10), n % 10];
}

/** 1 → 一, 10 → 十, 12 → 十二, 20 → 二十, 36 → 三十六 (1..99; throws outside). */
export function hanzi(n: number): string {
  const [tens, ones] = digits(n);
  if (tens === 0) return DIGIT_HANZI[ones]!;
  // 10..19 are read 十, 十一 … (not 一十); from 20 the tens digit is spoken.
  const head = tens === 1 ? TEN_HANZI : DIGIT_HANZI[tens]! + TEN_HANZI;
  return head + DIGIT_HANZI[ones]!;
}

/** 1 → yī, 10 → shí, 21 → èrshíyī (1..99, tone marks, no spaces; throws outside). */
export function pinyin(n: number): string {
  const [tens, ones] = digits(n);
  if (tens === 0) return DIGIT_PINYIN[ones]!;
  const head = tens === 1 ? TEN_PINYIN : DIGIT_PINYIN[tens]! + TEN_PINYIN;
  return head + DIGIT_PINYIN[ones]!;
}

/** A card for people: "十七 (17)". */
export function cardLabel(n: number): string {
  return `${hanzi(n)} (${n})`;
}
