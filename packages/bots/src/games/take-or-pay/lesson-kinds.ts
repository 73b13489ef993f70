// Take or Pay's typical mistakes, for the lesson report (review/kinds.ts), from what the player
// saw at the decision:
// - take-high-small-pot: taking a high card (top third of the cards) that extends none of your
//   runs, with a pot worth less than a third of it, while more than half the deck is still to
//   come (someone else would likely have paid into it first);
// - pay-own-run: paying a token to pass a card one away from a card you hold (taking it would
//   cost little or nothing: runs count only their lowest card).

import type { takeOrPayGame } from "@number-games/engine";
import type { DecisionContext, MistakeKinds } from "../../review/kinds";

export const TAKE_OR_PAY_KINDS = ["take-high-small-pot", "pay-own-run"] as const;

function classify({ game, seat, before, action }: DecisionContext): string | null {
  const view = game.observe(before, seat) as takeOrPayGame.TakeOrPayObservation;
  const card = view.faceUp;
  if (card === null) return null;
  const own = view.cards[seat] ?? [];
  const extendsRun = own.some((c) => Math.abs(c - card) === 1);
  const type = (action as { type?: unknown }).type;
  if (type === "pay" && extendsRun) return "pay-own-run";
  if (type === "take" && !extendsRun) {
    const { minCard, maxCard, removed } = view.config;
    const highFrom = maxCard - (maxCard - minCard + 1) / 3;
    const inPlay = maxCard - minCard + 1 - removed;
    if (card > highFrom && view.pot < card / 3 && view.deckRemaining > inPlay / 2) {
      return "take-high-small-pot";
    }
  }
  return null;
}

export const takeOrPayMistakeKinds: MistakeKinds = { kinds: TAKE_OR_PAY_KINDS, classify };
