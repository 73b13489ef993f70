// Magic Numbers' moves in the page's language for the review and the replay's step line
// ("give the roll to Cai"; the words are the print package's move-words, which the printed
// lesson report says too), and what a decision was about: the roll before it.

import { moveWords } from "@number-games/print/move-words";
import type { Tr } from "../types";

interface Raw {
  readonly type?: unknown;
  readonly value?: unknown;
}

export function magicNumbersMoveText(
  action: unknown,
  t: Tr,
  names: readonly string[],
): string | null {
  return moveWords(
    "magic-numbers",
    action,
    (key, values) => t(`review.moves.${key}`, values),
    names,
  );
}

export function magicNumbersContext(before: readonly unknown[], t: Tr): string | null {
  const roll = [...(before as readonly Raw[])].reverse().find((a) => a.type === "roll");
  return typeof roll?.value === "number" ? t("review.context.roll", { n: roll.value }) : null;
}
