// The reports that come with the app: `numbers analyze <game> --json` at the default sizes
// (docs/analysis.md, docs/web.md "Strategy lab in the browser" says how to make them again),
// one JSON file per game, each loaded only when its page opens (its own chunk).

import type { AnalysisReport } from "@number-games/bots";
import type { GameId } from "@number-games/engine";

const REPORTS: Readonly<Record<GameId, () => Promise<{ default: unknown }>>> = {
  "number-line": () => import("./reports/number-line.json"),
  "take-or-pay": () => import("./reports/take-or-pay.json"),
  "magic-numbers": () => import("./reports/magic-numbers.json"),
};

export async function loadReport(game: GameId): Promise<AnalysisReport> {
  return (await REPORTS[game]()).default as AnalysisReport;
}

/** The command that made the app's report of a game (the defaults, seed 1). */
export function shippedCommand(game: GameId): string {
  return `numbers analyze ${game} --json`;
}
