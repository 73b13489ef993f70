// The Strategy lab's run on several Web Workers (labWorker.ts): every worker plans the same
// run, then asks for games from a shared queue of (batch, index) jobs, a few at a time (fast
// games would otherwise flood the page with one message each); when the last game is in, one
// worker builds the report. Cancel terminates every worker at once (a
// game in progress cannot be interrupted by a message). The workers are made by `spawn`, so
// the tests drive the same pool with the worker's handler run in-thread.

import type { AnalysisError, AnalysisInput, AnalysisReport, GameOutcome } from "@number-games/bots";
import type { FromLab, ToLab } from "./labWorker";

/** What the pool needs of a Worker. */
export interface LabWorkerLike {
  postMessage(m: ToLab): void;
  onmessage: ((e: { readonly data: FromLab }) => void) | null;
  onerror: ((e: { readonly message?: string }) => void) | null;
  terminate(): void;
}

export type LabRunEnd =
  | { readonly kind: "done"; readonly report: AnalysisReport }
  | { readonly kind: "cancelled" }
  | { readonly kind: "refused"; readonly error: AnalysisError }
  | { readonly kind: "failed"; readonly message: string };

export interface LabRun {
  readonly end: Promise<LabRunEnd>;
  cancel(): void;
}

/** Workers for a run: one per core, at most 4, never more than the games. */
export function workerCount(cores: number | undefined, games: number): number {
  const c = cores !== undefined && Number.isFinite(cores) && cores >= 1 ? Math.floor(cores) : 2;
  return Math.max(1, Math.min(c, 4, games));
}

/** Games per message: about 40 messages per worker over the run, from 1 to 25 games each. */
export function chunkSize(games: number, workers: number): number {
  return Math.max(1, Math.min(25, Math.floor(games / (Math.max(1, workers) * 40))));
}

export function startLabRun(
  input: AnalysisInput,
  options: {
    readonly workers: number;
    readonly spawn: () => LabWorkerLike;
    readonly onProgress?: (done: number, total: number) => void;
  },
): LabRun {
  let finish: (e: LabRunEnd) => void = () => {};
  const end = new Promise<LabRunEnd>((resolve) => {
    finish = resolve;
  });
  const workers: LabWorkerLike[] = [];
  let over = false;
  const stop = (e: LabRunEnd) => {
    if (over) return;
    over = true;
    for (const w of workers) w.terminate();
    finish(e);
  };

  let totals: readonly number[] | null = null;
  let outcomes: GameOutcome[][] = [];
  let all = 0;
  let done = 0;
  let batch = 0;
  let next = 0;
  let chunk = 1;
  const feed = (w: LabWorkerLike) => {
    if (totals === null) return;
    while (batch < totals.length && next >= totals[batch]!) {
      batch++;
      next = 0;
    }
    if (batch >= totals.length) return;
    const to = Math.min(totals[batch]!, next + chunk);
    w.postMessage({ type: "play", batch, from: next, to });
    next = to;
  };

  for (let i = 0; i < Math.max(1, options.workers); i++) {
    const w = options.spawn();
    workers.push(w);
    w.onerror = (e) => stop({ kind: "failed", message: e.message ?? "a worker stopped" });
    w.onmessage = ({ data: m }) => {
      if (over) return;
      switch (m.type) {
        case "ready":
          if (totals === null) {
            totals = m.totals;
            outcomes = totals.map((n) => new Array<GameOutcome>(n));
            all = totals.reduce((a, b) => a + b, 0);
            chunk = chunkSize(all, workers.length);
            options.onProgress?.(0, all);
          }
          feed(w);
          return;
        case "refused":
          stop({ kind: "refused", error: m.error });
          return;
        case "outcomes":
          for (const o of m.outcomes) outcomes[m.batch]![o.index] = o;
          done += m.outcomes.length;
          options.onProgress?.(done, all);
          if (done === all) workers[0]!.postMessage({ type: "report", outcomes });
          else feed(w);
          return;
        case "report":
          stop({ kind: "done", report: m.report });
          return;
        case "failed":
          stop({ kind: "failed", message: m.message });
          return;
      }
    };
    w.postMessage({ type: "start", input });
  }
  return { end, cancel: () => stop({ kind: "cancelled" }) };
}
