// The analysis (`numbers analyze`): plans, statistics and figures as plain data. Pure except
// runAnalysis's worker threads (loaded on first use), so a browser page can import it.

export { commonFigures, facetOf } from "./common";
export type { BarPoint, Cell, Chart, Figure, HeatCell, IntervalPoint, Table } from "./figures";
export { count, isInterval } from "./figures";
export type { AnalysisError, AnalysisErrorCode, AnalysisInput, AnalysisPlan } from "./plan";
export {
  ANALYSIS_ERROR_CODES,
  batchesOf,
  DEFAULT_BOTS,
  DEFAULT_GAMES,
  DEFAULT_SELF,
  DEFAULT_SKILL_GAMES,
  MAX_GAMES,
  parsePlayers,
  planAnalysis,
} from "./plan";
export type { AnalysisReport } from "./report";
export { ANALYSIS_FORMAT, buildReport } from "./report";
export type { RunOptions } from "./run";
export { runAnalysis } from "./run";
export type { Interval, Spread } from "./stats";
export {
  clusteredWilson,
  differenceOfMeans,
  histogram,
  meanInterval,
  quantile,
  spread,
  wilson,
} from "./stats";
export type {
  AnalysisSettings,
  BatchResult,
  BatchSpec,
  GameAnalysis,
  GameFeatures,
  Pace,
  Scenario,
} from "./types";
