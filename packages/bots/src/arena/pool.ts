// Plays the games of one or more tournament plans in worker threads (or in this thread): a
// shared queue of (plan, game index) jobs, each worker asking for the next when it finishes
// one. The index alone fixes a game's seats and seeds (runner.ts), so the outcomes do not
// depend on the thread count or on which thread played which game. An aborted signal
// terminates the workers at once and rejects with `PoolAborted`.

import type { Worker } from "node:worker_threads";
import type { TournamentPlan } from "./runner";
import { GameRunner } from "./runner";
import type { GameOutcome } from "./stats";
import type { FromWorker, ToWorker } from "./worker";

/** The games of `plans[p]` are indices 0 .. totals[p] − 1. */
export interface PoolJobs {
  readonly plans: readonly TournamentPlan[];
  readonly totals: readonly number[];
}

/** Something with an `aborted` flag and an "abort" event (an AbortSignal). */
export interface AbortLike {
  readonly aborted: boolean;
  addEventListener?(type: "abort", listener: () => void): void;
  removeEventListener?(type: "abort", listener: () => void): void;
}

export class PoolAborted extends Error {
  constructor() {
    super("stopped before the end");
    this.name = "PoolAborted";
  }
}

/**
 * Plays every job; `record(plan, outcome)` is called as each game ends (in completion order,
 * not index order). `threads` ≤ 1 plays in this thread.
 */
export async function playJobs(
  jobs: PoolJobs,
  threads: number,
  record: (plan: number, outcome: GameOutcome) => void,
  signal?: AbortLike,
): Promise<void> {
  const all = jobs.totals.reduce((a, b) => a + b, 0);
  const n = Math.max(1, Math.min(threads, all));
  if (n <= 1) {
    for (let p = 0; p < jobs.plans.length; p++) {
      const runner = new GameRunner(jobs.plans[p]!);
      let ran = performance.now();
      try {
        for (let i = 0; i < jobs.totals[p]!; i++) {
          if (signal?.aborted) throw new PoolAborted();
          record(p, await runner.play(i));
          // Let an abort (a signal handler) run between games, and this thread's other work
          // (sockets, timers: a test runner's messages) at least every 100 ms: thousands of
          // games in one stretch would block them for minutes on a busy machine.
          if (signal !== undefined || performance.now() - ran > 100) {
            await new Promise((r) => setTimeout(r, 0));
            ran = performance.now();
          }
        }
      } finally {
        await runner.close();
      }
    }
    if (signal?.aborted) throw new PoolAborted();
    return;
  }
  return runInWorkers(jobs, all, n, record, signal);
}

async function runInWorkers(
  jobs: PoolJobs,
  all: number,
  threads: number,
  record: (plan: number, outcome: GameOutcome) => void,
  signal: AbortLike | undefined,
): Promise<void> {
  if (signal?.aborted) throw new PoolAborted();
  // Loaded here, not at the top, so browsers can import this package (they never call it).
  const { Worker } = await import("node:worker_threads");
  // An abort during the import fired before the listener below exists.
  if (signal?.aborted) throw new PoolAborted();
  return new Promise((resolve, reject) => {
    let plan = 0;
    let next = 0;
    let finished = 0;
    let done = false;
    const workers: Worker[] = [];
    const end = (error?: unknown) => {
      if (done) return;
      done = true;
      signal?.removeEventListener?.("abort", onAbort);
      if (error === undefined) {
        for (const w of workers) w.postMessage({ type: "stop" } satisfies ToWorker);
        resolve();
      } else {
        for (const w of workers) void w.terminate();
        reject(error);
      }
    };
    const onAbort = () => end(new PoolAborted());
    signal?.addEventListener?.("abort", onAbort);
    const feed = (w: Worker) => {
      while (plan < jobs.plans.length && next >= jobs.totals[plan]!) {
        plan++;
        next = 0;
      }
      if (plan < jobs.plans.length) {
        w.postMessage({ type: "play", plan, index: next++ } satisfies ToWorker);
      }
    };
    for (let t = 0; t < threads; t++) {
      const w = new Worker(new URL("./worker-entry.mjs", import.meta.url), {
        workerData: jobs.plans,
      });
      workers.push(w);
      w.on("message", (msg: FromWorker) => {
        if (done) return;
        switch (msg.type) {
          case "ready":
            feed(w);
            return;
          case "outcome":
            record(msg.plan, msg.outcome);
            finished++;
            if (signal?.aborted) end(new PoolAborted());
            else if (finished === all) end();
            else feed(w);
            return;
          case "failed":
            end(new Error(`arena game ${msg.index} failed: ${msg.message}`));
            return;
        }
      });
      w.on("error", (e) => end(e));
    }
  });
}
