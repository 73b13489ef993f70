// Magic Numbers' typical mistakes, for the lesson report (review/kinds.ts), read after the game
// from the whole state (the report shows a game only once it is over):
// - give-helps: giving a roll away to a player it helped (their score went up: it was their
//   Good number, or an ordinary number that fit under the target);
// - keep-hurts: keeping a roll that did not help you (your Evil number, or a number that would
//   have taken you over the target, so your score did not move).

import type { magicNumbersGame } from "@number-games/engine";
import type { DecisionContext, MistakeKinds } from "../../review/kinds";

type Obs = magicNumbersGame.MagicNumbersObservation;

export const MAGIC_NUMBERS_KINDS = ["give-helps", "keep-hurts"] as const;

function scoreOf(context: DecisionContext, state: unknown, player: number): number | null {
  return (context.game.observe(state, player) as Obs).own?.score ?? null;
}

function classify(context: DecisionContext): string | null {
  const action = context.action as { type?: unknown; to?: unknown };
  if (action.type === "give" && typeof action.to === "number") {
    const before = scoreOf(context, context.before, action.to);
    const after = scoreOf(context, context.after, action.to);
    if (before !== null && after !== null && after > before) return "give-helps";
  }
  if (action.type === "keep") {
    const before = scoreOf(context, context.before, context.seat);
    const after = scoreOf(context, context.after, context.seat);
    if (before !== null && after !== null && after <= before) return "keep-hurts";
  }
  return null;
}

export const magicNumbersMistakeKinds: MistakeKinds = { kinds: MAGIC_NUMBERS_KINDS, classify };
