// An arena worker thread: receives (plan, game index) jobs, plays them, posts the outcomes
// back. Started through worker-entry.mjs, which registers tsx so this file runs as TypeScript.

import { parentPort, workerData } from "node:worker_threads";
import type { TournamentPlan } from "./runner";
import { GameRunner } from "./runner";

export type ToWorker =
  | { readonly type: "play"; readonly plan: number; readonly index: number }
  | { readonly type: "stop" };
export type FromWorker =
  | { readonly type: "ready" }
  | {
      readonly type: "outcome";
      readonly plan: number;
      readonly outcome: import("./stats").GameOutcome;
    }
  | { readonly type: "failed"; readonly index: number; readonly message: string };

const port = parentPort;
if (port === null) throw new Error("arena worker: not started as a worker thread");
const runners = (workerData as TournamentPlan[]).map((plan) => new GameRunner(plan));

port.on("message", async (msg: ToWorker) => {
  if (msg.type === "stop") {
    await Promise.all(runners.map((r) => r.close()));
    port.close();
    return;
  }
  try {
    const outcome = await runners[msg.plan]!.play(msg.index);
    port.postMessage({ type: "outcome", plan: msg.plan, outcome } satisfies FromWorker);
  } catch (e) {
    const message = e instanceof Error ? (e.stack ?? e.message) : String(e);
    port.postMessage({ type: "failed", index: msg.index, message } satisfies FromWorker);
  }
});
port.postMessage({ type: "ready" } satisfies FromWorker);
