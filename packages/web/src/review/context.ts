// What a reviewed decision was about, from the record up to it: Take or Pay's face-up card and
// its pot, Magic Numbers' roll. (A Number Line placement names its number and decoy flag
// itself.) The review covers finished games, whose records hold everything, so nothing here
// is a secret any more.

import type { GameId } from "@number-games/engine";
import { takeOrPayGame } from "@number-games/engine";

type Tr = (key: string, params?: Record<string, string | number>) => string;

interface Raw {
  readonly type?: unknown;
  readonly deck?: unknown;
  readonly value?: unknown;
}

/** The situation before action `index` in words, or null when the move says it all. */
export function decisionContext(
  game: GameId,
  actions: readonly unknown[],
  index: number,
  t: Tr,
): string | null {
  const before = actions.slice(0, index) as readonly Raw[];
  switch (game) {
    case "number-line":
      return null;
    case "take-or-pay": {
      let deck: readonly number[] = [];
      let card = 0;
      let pot = 0;
      for (const a of before) {
        if (a.type === "deal" && Array.isArray(a.deck)) deck = a.deck as number[];
        else if (a.type === "pay") pot++;
        else if (a.type === "take") {
          card++;
          pot = 0;
        }
      }
      const faceUp = deck[card];
      // `hanzi`: the card as the Chinese board names it (二十三), for the zh text.
      return faceUp === undefined
        ? null
        : t("review.context.top", { card: faceUp, hanzi: takeOrPayGame.hanzi(faceUp), count: pot });
    }
    case "magic-numbers": {
      const roll = [...before].reverse().find((a) => a.type === "roll");
      return typeof roll?.value === "number" ? t("review.context.roll", { n: roll.value }) : null;
    }
  }
}
