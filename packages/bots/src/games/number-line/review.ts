// Number Line's exact values for the post-game review (src/review/): in round 1 (every card
// scores, at most 5 players) the expected round-1 points of each legal number, by the solver's
// backward induction (round1.ts). Other rounds: null (the review then uses rollouts).

import type { AnyGame, ObservationBase } from "@number-games/engine";
import { round1Values } from "./round1";

interface NumberLineView extends ObservationBase<{ number: number }> {
  readonly round: number;
  readonly lineLength: number;
  readonly placements: readonly { number: number }[];
}

export function exactValues(
  _game: AnyGame,
  observation: ObservationBase<unknown>,
): number[] | null {
  const view = observation as NumberLineView;
  if (view.round !== 1 || view.players > 5) return null;
  const byNumber = round1Values(
    view.players,
    view.placements.map((p) => p.number),
    "points",
    view.lineLength,
  );
  return view.legal.map((a) => byNumber[a.number - 1]!);
}
