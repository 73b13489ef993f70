// An analysis report from the outcomes of its batches: the figures every report shows and
// the game's own, with the settings and the pace behind them. Pure (no I/O, no clock).

import { getGame } from "@number-games/engine";
import { specLabel } from "../arena/lineup";
import { botGameOf } from "../games/registry";
import { commonFigures } from "./common";
import type { Figure } from "./figures";
import { scenariosFor } from "./plan";
import type { AnalysisSettings, BatchResult, Pace, Scenario } from "./types";

export const ANALYSIS_FORMAT = "number-games/analysis@1";

export interface AnalysisReport {
  readonly format: typeof ANALYSIS_FORMAT;
  readonly game: string;
  readonly title: string;
  readonly seed: string;
  readonly players: readonly number[];
  readonly self: string;
  readonly strong: string;
  readonly weak: readonly string[];
  readonly pace: Pace;
  /** Simulated games in all. */
  readonly games: number;
  readonly figures: readonly Figure[];
}

export function buildReport(
  settings: AnalysisSettings,
  results: readonly BatchResult[],
  pace: Pace,
): AnalysisReport {
  const analysis = botGameOf(settings.game).analysis;
  if (analysis === undefined) throw new Error(`no analysis for ${settings.game}`);
  const scenarios = new Map<string, Scenario>();
  for (const p of settings.players) {
    for (const s of scenariosFor(analysis, settings.game, p)) scenarios.set(s.key, s);
  }
  return {
    format: ANALYSIS_FORMAT,
    game: settings.game,
    title: getGame(settings.game).title,
    seed: settings.seed,
    players: settings.players,
    self: specLabel(settings.self),
    strong: specLabel(settings.strong),
    weak: settings.weak.map(specLabel),
    pace,
    games: results.reduce((a, r) => a + r.outcomes.length, 0),
    figures: [
      ...commonFigures(settings, [...scenarios.values()], results, pace),
      ...analysis.figures(settings, results, pace),
    ],
  };
}
