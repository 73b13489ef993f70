// The warm-up's numbers: the Chinese numerals 一 … 三十六 of Take or Pay's cards, as that game
// writes, spells and says them. The one place outside games/ that names the game: the warm-up
// page and the lesson report's warm-up figures take them from here.

import { takeOrPayGame } from "@number-games/engine";

export { sayCard as sayNumeral, useChineseVoice } from "../games/take-or-pay/speech";

/** The numeral for n (二十三). */
export const numeral = (n: number): string => takeOrPayGame.hanzi(n);

/** Its pinyin (èr shí sān). */
export const numeralPinyin = (n: number): string => takeOrPayGame.pinyin(n);
