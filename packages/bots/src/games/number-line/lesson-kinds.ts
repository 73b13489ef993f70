// Number Line's typical mistakes, for the lesson report (review/kinds.ts), from what the player
// saw at the decision:
// - own-ground: placing on a number one of your own scoring cards already wins (the new card
//   mostly takes numbers from yourself);
// - beside-a-card: placing right next to another player's card (the two split little between
//   them, and its other side stays theirs).
// The first is named when both hold.

import type { numberLineGame } from "@number-games/engine";
import type { DecisionContext, MistakeKinds } from "../../review/kinds";

type Obs = numberLineGame.NumberLineObservation;

export const NUMBER_LINE_KINDS = ["own-ground", "beside-a-card"] as const;

function classify({ game, seat, before, action }: DecisionContext): string | null {
  const at = (action as { number?: unknown }).number;
  if (typeof at !== "number") return null;
  const view = game.observe(before, seat) as Obs;
  // A decoy never scores; another player's card may be one, which the player cannot know.
  const cards = view.placements.filter((p) => !(p.player === seat && p.decoy === true));
  if (cards.length === 0) return null;
  const nearest = Math.min(...cards.map((p) => Math.abs(p.number - at)));
  const owners = new Set(
    cards.filter((p) => Math.abs(p.number - at) === nearest).map((p) => p.player),
  );
  if (owners.size === 1 && owners.has(seat)) return "own-ground";
  if (cards.some((p) => p.player !== seat && Math.abs(p.number - at) === 1)) return "beside-a-card";
  return null;
}

export const numberLineMistakeKinds: MistakeKinds = { kinds: NUMBER_LINE_KINDS, classify };
