// A Strategy lab thread: the same analysis as `numbers analyze`, in the browser. Each worker
// plans the run from the form's input (planAnalysis: deterministic, so every worker holds the
// same plan), plays the games the page hands it by (batch, index range) with the arena's
// GameRunner (a game's seeds follow from its index alone), and one of them builds the report
// (buildReport) from every outcome at the end. So the figures are the CLI's for the same
// input, whatever the number of workers. The page cancels by terminating the workers.

import type {
  AnalysisError,
  AnalysisInput,
  AnalysisPlan,
  AnalysisReport,
  GameOutcome,
  Pace,
} from "@number-games/bots";
import { botGameOf, buildReport, GameRunner, planAnalysis } from "@number-games/bots";

export type ToLab =
  | { readonly type: "start"; readonly input: AnalysisInput }
  /** Games from..to−1 of one batch. */
  | { readonly type: "play"; readonly batch: number; readonly from: number; readonly to: number }
  | { readonly type: "report"; readonly outcomes: readonly (readonly GameOutcome[])[] };

export type FromLab =
  | { readonly type: "ready"; readonly totals: readonly number[] }
  | { readonly type: "refused"; readonly error: AnalysisError }
  | { readonly type: "outcomes"; readonly batch: number; readonly outcomes: readonly GameOutcome[] }
  | { readonly type: "report"; readonly report: AnalysisReport }
  | { readonly type: "failed"; readonly message: string };

/** The pace a browser run states: the game's assumed one (a browser holds no stored games). */
export function assumedPace(game: AnalysisInput["game"]): Pace {
  const analysis = botGameOf(game as never).analysis;
  return {
    secondsPerMove: analysis?.assumedSecondsPerMove ?? 0,
    measured: false,
    moves: 0,
    tables: 0,
  };
}

/**
 * One worker's logic, free of the worker API: give it each message, it answers through
 * `post`. Run in-thread by the tests, which compare its report with runAnalysis's.
 */
export function labHandler(post: (m: FromLab) => void): (m: ToLab) => Promise<void> {
  let state: {
    readonly plan: AnalysisPlan;
    readonly runners: readonly GameRunner[];
    readonly game: AnalysisInput["game"];
  } | null = null;
  return async (m) => {
    try {
      switch (m.type) {
        case "start": {
          const planned = planAnalysis(m.input);
          if (!planned.ok) {
            post({ type: "refused", error: planned.error });
            return;
          }
          state = {
            plan: planned.value,
            runners: planned.value.plans.map((p) => new GameRunner(p)),
            game: m.input.game,
          };
          post({ type: "ready", totals: planned.value.totals });
          return;
        }
        case "play": {
          if (state === null) throw new Error("play before start");
          const outcomes: GameOutcome[] = [];
          for (let i = m.from; i < m.to; i++) outcomes.push(await state.runners[m.batch]!.play(i));
          post({ type: "outcomes", batch: m.batch, outcomes });
          return;
        }
        case "report": {
          if (state === null) throw new Error("report before start");
          const { plan } = state;
          const results = plan.batches.map((spec, i) => ({
            spec,
            config: plan.plans[i]!.config,
            outcomes: m.outcomes[i]!,
          }));
          post({
            type: "report",
            report: buildReport(plan.settings, results, assumedPace(state.game)),
          });
          return;
        }
      }
    } catch (e) {
      post({ type: "failed", message: e instanceof Error ? e.message : String(e) });
    }
  };
}

const scope = globalThis as unknown as {
  WorkerGlobalScope?: unknown;
  onmessage: ((e: MessageEvent<ToLab>) => void) | null;
  postMessage(m: FromLab): void;
};
if (typeof scope.WorkerGlobalScope !== "undefined") {
  const handle = labHandler((m) => scope.postMessage(m));
  scope.onmessage = (e) => void handle(e.data);
}
