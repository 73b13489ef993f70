// Take or Pay's moves in the page's language for the review and the replay's step line
// ("take the card"; the words are the print package's move-words, which the printed lesson
// report says too), and what a decision was about: the face-up card and its pot, from the
// record up to it. The review covers finished games, whose records hold everything, so
// nothing here is a secret any more; a deal still says only that the deck was shuffled.

import { takeOrPayGame } from "@number-games/engine";
import { moveWords } from "@number-games/print/move-words";
import type { Tr } from "../types";

interface Raw {
  readonly type?: unknown;
  readonly deck?: unknown;
}

export function takeOrPayMoveText(action: unknown, t: Tr): string | null {
  return moveWords("take-or-pay", action, (key, values) => t(`review.moves.${key}`, values), []);
}

export function takeOrPayContext(before: readonly unknown[], t: Tr): string | null {
  let deck: readonly number[] = [];
  let card = 0;
  let pot = 0;
  for (const a of before as readonly Raw[]) {
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
