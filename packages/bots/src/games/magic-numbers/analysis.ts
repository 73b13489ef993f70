// Magic Numbers' part of `numbers analyze`: the game-length distribution in turns and in
// minutes for each player count (the designers' "some matches end in four turns; some go on
// for 15 minutes") and how fast hard's beliefs find the secret pairs (belief-curve.ts). The
// open-secrets solve and the value of secrecy are in open-secrets.ts.

import type { AnyGame } from "@number-games/engine";
import type { Cell, Figure } from "../../analysis/figures";
import { count } from "../../analysis/figures";
import { quantile, wilson } from "../../analysis/stats";
import type { GameAnalysis, GameFeatures } from "../../analysis/types";
import { specLabel } from "../../arena/spec";
import { beliefFigure, beliefTruth } from "./belief-curve";

/** Simulations stop a game at this many turns (counted as unfinished; none were seen). */
export const ANALYSIS_MAX_TURNS = 2000;

/**
 * unfinished: 1 when the turn cap ended the game without a winner; beliefTruth: the beliefs'
 * probability of the true pairs along the game (belief-curve.ts).
 */
export function magicNumbersFeatures(game: AnyGame, state: unknown): GameFeatures {
  return {
    unfinished: game.result(state).winners.length === 0 ? 1 : 0,
    beliefTruth: beliefTruth(game, state),
  };
}

export const magicNumbersAnalysis: GameAnalysis = {
  players: [2, 3, 4, 5, 6],
  scenarios: () => [
    { key: "default", label: "default rules", config: { maxTurns: ANALYSIS_MAX_TURNS } },
  ],
  // A turn: roll the die, look at the secret sheet, keep or give, update a score.
  assumedSecondsPerMove: 10,
  features: magicNumbersFeatures,
  figures(settings, results, pace) {
    const self = results.filter((r) => r.spec.kind === "self");
    const rows: Cell[][] = [];
    for (const r of self) {
      const turns = r.outcomes.map((o) => o.decisions);
      const n = turns.length;
      const P = r.spec.players;
      const minutes = (t: number) => (t * pace.secondsPerMove) / 60;
      const short = wilson(turns.filter((t) => t <= 4 * P).length, n);
      const long = wilson(turns.filter((t) => minutes(t) >= 15).length, n);
      const unfinished = r.outcomes.filter((o) => o.features?.unfinished === 1).length;
      rows.push([
        P,
        quantile(turns, 0.1),
        quantile(turns, 0.5),
        quantile(turns, 0.9),
        Math.max(0, ...turns),
        minutes(quantile(turns, 0.5)),
        minutes(quantile(turns, 0.9)),
        short,
        long,
        unfinished,
        n,
      ]);
    }
    const figure: Figure = {
      id: "magic-numbers-length",
      title: "Four turns or fifteen minutes?",
      description: `Turns (die rolls) per game and the same in minutes at ${pace.secondsPerMove} s per turn (${pace.measured ? "measured from stored games" : "assumed"}): the spread, the share of games over within four turns per player (every player has rolled at most four times) and the share lasting 15 minutes or more, with 95% Wilson intervals. Games are cut at ${ANALYSIS_MAX_TURNS} turns (the last column counts them).`,
      basis: `${count(settings.games)} games per player count, ${specLabel(settings.self)} in every seat`,
      games: self.reduce((a, r) => a + r.outcomes.length, 0),
      table: {
        columns: [
          "players",
          "10% turns",
          "median turns",
          "90% turns",
          "most turns",
          "median minutes",
          "90% minutes",
          "≤ 4 turns each",
          "≥ 15 minutes",
          "cut at the cap",
          "games",
        ],
        rows,
        percent: ["≤ 4 turns each", "≥ 15 minutes"],
      },
    };
    return [figure, beliefFigure(self, settings.games, specLabel(settings.self))];
  },
};
