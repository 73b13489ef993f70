// Runs an analysis plan: every batch's games on worker threads (or in this thread), then the
// report. Node only when threads > 1 (the pool loads worker_threads on first use).

import type { AbortLike } from "../arena/pool";
import { playJobs } from "../arena/pool";
import type { GameOutcome } from "../arena/stats";
import type { AnalysisPlan } from "./plan";
import type { AnalysisReport } from "./report";
import { buildReport } from "./report";
import type { BatchResult, Pace } from "./types";

export interface RunOptions {
  readonly threads: number;
  readonly pace: Pace;
  readonly onProgress?: (done: number, total: number) => void;
  readonly signal?: AbortLike;
}

export async function runAnalysis(
  plan: AnalysisPlan,
  options: RunOptions,
): Promise<AnalysisReport> {
  const outcomes = plan.totals.map((n) => new Array<GameOutcome>(n));
  const total = plan.totals.reduce((a, b) => a + b, 0);
  let done = 0;
  await playJobs(
    { plans: plan.plans, totals: plan.totals },
    options.threads,
    (p, o) => {
      outcomes[p]![o.index] = o;
      done++;
      options.onProgress?.(done, total);
    },
    options.signal,
  );
  const results: BatchResult[] = plan.batches.map((spec, i) => ({
    spec,
    config: plan.plans[i]!.config,
    outcomes: outcomes[i]!,
  }));
  return buildReport(plan.settings, results, options.pace);
}
