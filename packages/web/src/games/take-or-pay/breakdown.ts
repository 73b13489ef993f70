// Take or Pay's end-of-game breakdown: each run with the card that counts, then the tokens
// (docs/rules.md, Take or Pay: the lowest card of a run counts; tokens are subtracted).

import type { takeOrPayGame } from "@number-games/engine";
import type { Breakdown, BreakdownLine } from "../types";
import { groupRuns } from "./runs";

type Obs = takeOrPayGame.TakeOrPayObservation;

/** "19–29" for a run, "31" for a single card. */
function runText(cards: readonly number[]): string {
  return cards.length === 1 ? String(cards[0]) : `${cards[0]}–${cards[cards.length - 1]}`;
}

export function takeOrPayBreakdown(obs: Obs): Breakdown {
  return obs.cards.map((cards, p) => {
    const lines: BreakdownLine[] = groupRuns(cards).map((r) => ({
      key: "end.topRun",
      params: { cards: runText(r.cards), card: r.scoring },
    }));
    lines.push({ key: "end.topTokens", params: { n: obs.tokens[p] ?? 0 } });
    lines.push({ key: "end.score", params: { n: obs.result?.scores[p] ?? 0 } });
    return lines;
  });
}
