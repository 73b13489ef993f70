// What an operator's probes ask: `GET /api/health` (is the process alive, how loaded is its
// event loop) and `GET /api/ready` (should it get new traffic). Reading either changes
// nothing, so any number of pollers can ask side by side.

import type { IntervalHistogram } from "node:perf_hooks";
import { monitorEventLoopDelay } from "node:perf_hooks";
import type { HealthResponse, ReadyResponse } from "@number-games/protocol";
import { PROTOCOL_VERSION } from "@number-games/protocol";

/** "ok" or "unreachable"; Redis is null when the server runs without it. */
export interface Dependencies {
  readonly storage: "ok" | "unreachable";
  readonly redis: "ok" | "unreachable" | null;
}

/** The process's own part of readiness (server.ts keeps it). */
export interface Readiness {
  /** Migrations ran and the stored tables resumed. */
  readonly started: boolean;
  /** Told to stop: finishing its work, taking no more. */
  readonly draining: boolean;
}

const ms = (ns: number) => Math.round(ns / 1e4) / 100;

/**
 * The event loop's delay over a sliding window: two histograms, each cleared every other
 * window and staggered by one, and the figures are read from the older one, which always
 * holds between one and two windows (less only in the first window after start). A timer
 * clears them, never a reader.
 */
export class LoopDelayWindow {
  private readonly histograms: [IntervalHistogram, IntervalHistogram];
  private older = 0;
  private readonly timer: NodeJS.Timeout;

  constructor(windowMs = 60_000) {
    this.histograms = [
      monitorEventLoopDelay({ resolution: 10 }),
      monitorEventLoopDelay({ resolution: 10 }),
    ];
    for (const h of this.histograms) h.enable();
    this.timer = setInterval(() => {
      this.histograms[this.older]?.reset();
      this.older = 1 - this.older;
    }, windowMs);
    this.timer.unref();
  }

  figures(): Pick<HealthResponse, "loopDelayP50Ms" | "loopDelayP99Ms" | "loopDelayMaxMs"> {
    const h = this.histograms[this.older]!;
    // Before its first sample a histogram reads NaN for percentiles on some Node versions.
    const pick = (n: number) => (Number.isFinite(n) ? ms(n) : 0);
    return {
      loopDelayP50Ms: pick(h.percentile(50)),
      loopDelayP99Ms: pick(h.percentile(99)),
      loopDelayMaxMs: pick(h.max),
    };
  }

  close(): void {
    clearInterval(this.timer);
    for (const h of this.histograms) h.disable();
  }
}

/**
 * Liveness: 503 while storage does not answer (a load balancer then sends players elsewhere);
 * a process without Redis still serves its own connections, so Redis is only reported.
 */
export function healthAnswer(
  deps: Dependencies,
  tablesInMemory: number,
  loop: LoopDelayWindow,
): { readonly status: number; readonly body: HealthResponse } {
  const body: HealthResponse = {
    ok: deps.storage === "ok",
    protocolVersion: PROTOCOL_VERSION,
    tablesInMemory,
    storage: deps.storage,
    redis: deps.redis,
    ...loop.figures(),
  };
  return { status: body.ok ? 200 : 503, body };
}

/** Readiness: 200 only when every check passes, else 503 naming the checks that failed. */
export function readyAnswer(
  deps: Dependencies,
  own: Readiness,
): { readonly status: number; readonly body: ReadyResponse } {
  const checks: ReadyResponse["checks"] = {
    storage: deps.storage,
    redis: deps.redis,
    startup: own.started ? "done" : "pending",
    draining: own.draining,
  };
  const failed: ReadyResponse["failed"][number][] = [];
  if (checks.storage !== "ok") failed.push("storage");
  if (checks.redis === "unreachable") failed.push("redis");
  if (checks.startup !== "done") failed.push("startup");
  if (checks.draining) failed.push("draining");
  return {
    status: failed.length === 0 ? 200 : 503,
    body: { ready: failed.length === 0, checks, failed },
  };
}
