// The reports that come with the app: `numbers analyze <game> --json` at the default sizes
// (docs/analysis.md, docs/web.md "Strategy lab in the browser" says how to make them again),
// one JSON file per game, `reports/<game>.json`, each loaded only when its page opens (its own
// chunk: Vite makes one per file the import's pattern matches).

import type { AnalysisReport } from "@number-games/bots";
import type { GameId } from "@number-games/engine";

export async function loadReport(game: GameId): Promise<AnalysisReport> {
  const file: { default: unknown } = await import(`./reports/${game}.json`);
  return file.default as AnalysisReport;
}

/** The command that made the app's report of a game (the defaults, seed 1). */
export function shippedCommand(game: GameId): string {
  return `numbers analyze ${game} --json`;
}
