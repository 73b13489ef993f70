// The review's thread (same pattern as local/botWorker.ts): reviewGame runs here so the page
// never freezes. It posts progress after each decision, then the ratings; the page cancels by
// terminating the worker (the review is synchronous, so a message could not interrupt it).

import type { ReviewedDecision } from "@number-games/bots";
import { reviewGame } from "@number-games/bots";
import type { GameRecord } from "@number-games/engine";

export interface ReviewRequest {
  readonly record: GameRecord;
  readonly seat: number;
  readonly seed: string;
}

export type ReviewReply =
  | { readonly kind: "progress"; readonly done: number; readonly total: number }
  | { readonly kind: "done"; readonly decisions: readonly ReviewedDecision[] }
  | { readonly kind: "error"; readonly message: string };

export function runReview(req: ReviewRequest, post: (m: ReviewReply) => void): void {
  try {
    const decisions = reviewGame(req.record, req.seat, {
      seed: req.seed,
      onProgress: (done, total) => post({ kind: "progress", done, total }),
    });
    post({ kind: "done", decisions });
  } catch (e) {
    post({ kind: "error", message: e instanceof Error ? e.message : String(e) });
  }
}

// In a worker, answer messages; imported elsewhere this does nothing.
const scope = globalThis as unknown as {
  WorkerGlobalScope?: unknown;
  onmessage: ((e: MessageEvent<ReviewRequest>) => void) | null;
  postMessage(m: ReviewReply): void;
};
if (typeof scope.WorkerGlobalScope !== "undefined") {
  scope.onmessage = (e) => runReview(e.data, (m) => scope.postMessage(m));
}
