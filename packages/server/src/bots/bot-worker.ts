// A bot worker thread: loads a decision module (bot-decide.ts unless a test names another),
// then answers one decision at a time (a bot's move, or a decision of a finished game rated for
// the lesson report). Started through bot-worker-entry.mjs, which registers
// tsx so this file runs as TypeScript.

import { parentPort, workerData } from "node:worker_threads";
import type { BotDecision, DecisionModule, ReviewJob } from "./bot-decide";
import { reviewDecision } from "./bot-decide";

export type ToBotWorker =
  | { readonly type: "decide"; readonly id: number; readonly request: BotDecision }
  | { readonly type: "review"; readonly id: number; readonly job: ReviewJob };
export type FromBotWorker =
  | { readonly type: "ready" }
  | { readonly type: "decided"; readonly id: number; readonly action: unknown }
  | { readonly type: "failed"; readonly id: number; readonly message: string };

export interface BotWorkerData {
  /** URL of the decision module. */
  readonly module: string;
  /** Passed to the module's `decide` (tests share a SharedArrayBuffer this way). */
  readonly data: unknown;
}

const port = parentPort;
if (port === null) throw new Error("bot worker: not started as a worker thread");
const { module, data } = workerData as BotWorkerData;
const decider = (await import(module)) as DecisionModule;

port.on("message", async (msg: ToBotWorker) => {
  try {
    const action =
      msg.type === "review" ? reviewDecision(msg.job) : await decider.decide(msg.request, data);
    port.postMessage({ type: "decided", id: msg.id, action } satisfies FromBotWorker);
  } catch (e) {
    // A bot that throws (or answers something that cannot be posted) is a bug: report it,
    // and stay up for the next decision.
    const message = e instanceof Error ? e.message : String(e);
    port.postMessage({ type: "failed", id: msg.id, message } satisfies FromBotWorker);
  }
});
port.postMessage({ type: "ready" } satisfies FromBotWorker);
