// The warm-up's questions: a Chinese number card 一 … 三十六, and four values to choose
// from (the right one and three others, near it where possible: 十三 against 13, 31, 30, 3
// teaches more than against 2, 19, 27). Pure; the page draws with Math.random.

export interface Question {
  /** The card's value, 1 … 36. */
  readonly n: number;
  /** Four different values, `n` among them, in the order shown. */
  readonly options: readonly number[];
}

export const MAX_CARD = 36;
export const QUESTIONS = 12;

/** Values a learner confuses with `n`: the digits swapped, ±1, ±10, the ones alone. */
function lookalikes(n: number): number[] {
  const tens = Math.floor(n / 10);
  const ones = n % 10;
  const near = [ones * 10 + tens, n + 1, n - 1, n + 10, n - 10, ones, tens * 10];
  return [...new Set(near)].filter((v) => v >= 1 && v <= MAX_CARD && v !== n);
}

/** `count` questions on different cards; `random()` returns a float in [0, 1). */
export function makeQuestions(count: number, random: () => number): Question[] {
  const pick = <T>(xs: T[]): T => xs.splice(Math.floor(random() * xs.length), 1)[0]!;
  const cards = Array.from({ length: MAX_CARD }, (_, i) => i + 1);
  const out: Question[] = [];
  for (let q = 0; q < Math.min(count, MAX_CARD); q++) {
    const n = pick(cards);
    const near = lookalikes(n);
    const others = Array.from({ length: MAX_CARD }, (_, i) => i + 1).filter(
      (v) => v !== n && !near.includes(v),
    );
    const wrong: number[] = [];
    while (wrong.length < 3)
      wrong.push(near.length > 0 && wrong.length < 2 ? pick(near) : pick(others));
    const options = [n, ...wrong];
    // Shuffle the four.
    for (let i = options.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [options[i], options[j]] = [options[j]!, options[i]!];
    }
    out.push({ n, options });
  }
  return out;
}
