// Bot decisions off the event loop: a small pool of worker threads, each deciding one move at
// a time, so a hard or expert bot thinking at one table delays no other table. Workers start
// on first use; one that dies is replaced and its decision retried once on a fresh worker;
// one that runs past the time limit is replaced and its decision fails. `close` stops them.

import { availableParallelism } from "node:os";
import { Worker } from "node:worker_threads";
import type { LessonDecision } from "@number-games/bots";
import { exhaustive } from "@number-games/engine";
import type { BotDecision, ReviewJob } from "./bot-decide";
import { decide, reviewDecision } from "./bot-decide";
import type { BotWorkerData, FromBotWorker, ToBotWorker } from "./bot-worker";

/** Who makes the server's bot decisions. */
export interface BotDecider {
  /** The bot's (unchecked) action; rejects with a BotPoolError. */
  decide(request: BotDecision): Promise<unknown>;
  /**
   * Rates one decision of a finished game for the lesson report, after every bot move that
   * waits (it never delays one by more than the decision it is rating); rejects with a
   * BotPoolError. Absent: the report rates on the event loop.
   */
  review?(job: ReviewJob): Promise<LessonDecision>;
  close(): Promise<void>;
}

export const BOT_POOL_ERROR_CODES = [
  "ERR_WORKER_CRASHED", // the worker died twice on this decision (or could not start)
  "ERR_WORKER_TIMEOUT", // the decision took longer than the limit; its worker was replaced
  "ERR_BOT_FAILED", // the bot threw
  "ERR_POOL_CLOSED", // the pool is shut down
] as const;
export type BotPoolErrorCode = (typeof BOT_POOL_ERROR_CODES)[number];

export class BotPoolError extends Error {
  constructor(
    readonly code: BotPoolErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** Decides on the calling thread (BOT_THREADS=0, and the fallback when workers fail). */
export const inThreadBots: BotDecider & Required<Pick<BotDecider, "review">> = {
  decide: async (request) => {
    try {
      return decide(request);
    } catch (e) {
      throw new BotPoolError("ERR_BOT_FAILED", e instanceof Error ? e.message : String(e));
    }
  },
  review: async (job) => {
    try {
      return reviewDecision(job);
    } catch (e) {
      throw new BotPoolError("ERR_BOT_FAILED", e instanceof Error ? e.message : String(e));
    }
  },
  close: async () => {},
};

/** One thread for the event loop, the rest for bots (at least one). */
export function defaultBotThreads(): number {
  return Math.max(1, availableParallelism() - 1);
}

export interface BotPoolOptions {
  /** Worker threads at most. */
  readonly size: number;
  /** Longest one decision may take (default 60 s). */
  readonly timeoutMs?: number;
  /** The module whose `decide(request, data)` the workers call (default bot-decide.ts). */
  readonly module?: string | URL;
  /** Structured-cloneable data for the module (tests). */
  readonly data?: unknown;
}

interface Job {
  /** A bot's move, or a decision to rate (which waits behind every move). */
  readonly work:
    | { readonly type: "decide"; readonly request: BotDecision }
    | { readonly type: "review"; readonly job: ReviewJob };
  readonly resolve: (action: unknown) => void;
  readonly reject: (e: BotPoolError) => void;
  /** Workers that died while deciding it. */
  crashes: number;
  timer: NodeJS.Timeout | null;
}

interface Slot {
  readonly worker: Worker;
  ready: boolean;
  job: Job | null;
  /** Dead, or being terminated: never given work again. */
  gone: boolean;
}

const ENTRY = new URL("./bot-worker-entry.mjs", import.meta.url);
const DEFAULT_MODULE = new URL("./bot-decide.ts", import.meta.url);
/** A decision is tried on this many workers before it fails as crashed. */
const MAX_CRASHES = 2;

export class BotPool implements BotDecider {
  private readonly size: number;
  private readonly timeoutMs: number;
  private readonly workerData: BotWorkerData;
  private readonly slots = new Set<Slot>();
  private readonly queue: Job[] = [];
  /** Decisions to rate for lesson reports: given to a worker only when no move waits. */
  private readonly background: Job[] = [];
  private nextId = 1;
  /** Workers in a row that died before they were ready. */
  private failedStarts = 0;
  private closed = false;
  /** Counters for tests and diagnostics. */
  readonly stats = { started: 0, exited: 0, decided: 0, reviewed: 0, crashed: 0, timedOut: 0 };

  constructor(options: BotPoolOptions) {
    if (!Number.isInteger(options.size) || options.size < 1) {
      throw new Error(`a bot pool needs at least one thread, not ${options.size}`);
    }
    this.size = options.size;
    this.timeoutMs = options.timeoutMs ?? 60_000;
    this.workerData = { module: String(options.module ?? DEFAULT_MODULE), data: options.data };
  }

  /** Decisions waiting for a worker (metrics). */
  get queued(): number {
    return this.queue.length;
  }

  /** Worker threads alive now. */
  get liveWorkers(): number {
    return this.slots.size;
  }

  decide(request: BotDecision): Promise<unknown> {
    if (this.closed) return Promise.reject(new BotPoolError("ERR_POOL_CLOSED", "bot pool closed"));
    return new Promise((resolve, reject) => {
      this.queue.push({
        work: { type: "decide", request },
        resolve,
        reject,
        crashes: 0,
        timer: null,
      });
      this.pump();
    });
  }

  review(job: ReviewJob): Promise<LessonDecision> {
    if (this.closed) return Promise.reject(new BotPoolError("ERR_POOL_CLOSED", "bot pool closed"));
    return new Promise((resolve, reject) => {
      this.background.push({
        work: { type: "review", job },
        resolve: resolve as (value: unknown) => void,
        reject,
        crashes: 0,
        timer: null,
      });
      this.pump();
    });
  }

  /** Decisions waiting to be rated for lesson reports. */
  get reviewsWaiting(): number {
    return this.background.length;
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const closedError = new BotPoolError("ERR_POOL_CLOSED", "bot pool closed");
    for (const job of [...this.queue.splice(0), ...this.background.splice(0)])
      job.reject(closedError);
    const slots = [...this.slots];
    this.slots.clear();
    for (const s of slots) {
      s.gone = true;
      if (s.job !== null) this.settle(s.job).reject(closedError);
      s.job = null;
    }
    await Promise.all(slots.map((s) => s.worker.terminate()));
  }

  /**
   * Gives queued work to ready workers, bots' moves first, starting workers (up to `size`) as
   * needed.
   */
  private pump(): void {
    while (!this.closed && this.queue.length + this.background.length > 0) {
      const next = this.queue.length > 0 ? this.queue : this.background;
      const idle = [...this.slots].find((s) => s.ready && s.job === null && !s.gone);
      if (idle !== undefined) {
        this.run(idle, next.shift()!);
        continue;
      }
      const starting = [...this.slots].filter((s) => !s.ready).length;
      if (this.slots.size < this.size && starting < this.queue.length + this.background.length) {
        this.spawn();
        continue;
      }
      return;
    }
  }

  private spawn(): void {
    const worker = new Worker(ENTRY, { workerData: this.workerData });
    // A forgotten pool must never keep a process alive.
    worker.unref();
    const slot: Slot = { worker, ready: false, job: null, gone: false };
    this.slots.add(slot);
    this.stats.started++;
    worker.on("message", (msg: FromBotWorker) => this.onMessage(slot, msg));
    worker.on("error", () => this.onGone(slot));
    worker.on("exit", () => {
      this.stats.exited++;
      this.onGone(slot);
    });
  }

  private run(slot: Slot, job: Job): void {
    slot.job = job;
    job.timer = setTimeout(() => this.onTimeout(slot, job), this.timeoutMs);
    job.timer.unref();
    const id = this.nextId++;
    slot.worker.postMessage(
      (job.work.type === "decide"
        ? { type: "decide", id, request: job.work.request }
        : { type: "review", id, job: job.work.job }) satisfies ToBotWorker,
    );
  }

  private settle(job: Job): Job {
    if (job.timer !== null) clearTimeout(job.timer);
    job.timer = null;
    return job;
  }

  private onMessage(slot: Slot, msg: FromBotWorker): void {
    if (slot.gone) return;
    switch (msg.type) {
      case "ready":
        slot.ready = true;
        this.failedStarts = 0;
        break;
      case "decided":
      case "failed": {
        const job = slot.job;
        slot.job = null;
        if (job === null) break;
        this.settle(job);
        if (msg.type === "decided") {
          if (job.work.type === "review") this.stats.reviewed++;
          else this.stats.decided++;
          job.resolve(msg.action);
        } else job.reject(new BotPoolError("ERR_BOT_FAILED", msg.message));
        break;
      }
      default:
        exhaustive(msg);
    }
    this.pump();
  }

  /** A worker died (crash, exit, or failed start): replace it, retry its decision once. */
  private onGone(slot: Slot): void {
    if (slot.gone) return;
    slot.gone = true;
    this.slots.delete(slot);
    if (this.closed) return;
    this.stats.crashed++;
    const job = slot.job;
    slot.job = null;
    if (job !== null) {
      this.settle(job);
      job.crashes++;
      if (job.crashes < MAX_CRASHES) {
        (job.work.type === "decide" ? this.queue : this.background).unshift(job);
      } else job.reject(new BotPoolError("ERR_WORKER_CRASHED", "the bot worker died twice"));
    }
    if (!slot.ready && ++this.failedStarts >= MAX_CRASHES) {
      // Workers cannot start at all: fail what waits rather than start workers forever.
      this.failedStarts = 0;
      const e = new BotPoolError("ERR_WORKER_CRASHED", "no bot worker could start");
      for (const queued of [...this.queue.splice(0), ...this.background.splice(0)])
        queued.reject(e);
    }
    this.pump();
  }

  private onTimeout(slot: Slot, job: Job): void {
    if (slot.job !== job || slot.gone) return;
    slot.gone = true;
    slot.job = null;
    this.slots.delete(slot);
    this.stats.timedOut++;
    void slot.worker.terminate();
    job.timer = null;
    job.reject(
      new BotPoolError("ERR_WORKER_TIMEOUT", `the bot took longer than ${this.timeoutMs} ms`),
    );
    this.pump();
  }
}
