// Number Line's moves in the page's language for the review and the replay's step line
// ("place the decoy on 6"; the words are the print package's move-words, which the printed
// lesson report says too). A placement names its number and decoy flag itself, so a decision
// needs no context.

import { moveWords } from "@number-games/print/move-words";
import type { Tr } from "../types";

export function numberLineMoveText(action: unknown, t: Tr): string | null {
  return moveWords("number-line", action, (key, values) => t(`review.moves.${key}`, values), []);
}

export function numberLineContext(): string | null {
  return null;
}
