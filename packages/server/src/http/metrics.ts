// Prometheus metrics (prom-client), one registry per server (tests run several in one
// process): what is live (tables in memory, sockets, classes with someone connected, bot
// decisions waiting), what happened (actions accepted, storage errors) and how long it took
// (an action from the socket message to its ack, a bot's decision), plus prom-client's
// process figures (event-loop delay, memory, CPU). The server feeds it through two wrappers
// (the store, the bot decider) and one socket callback; nothing else knows it exists.

import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { BotDecision } from "../bots/bot-decide";
import type { BotDecider } from "../bots/bot-pool";
import type { TableStore } from "../storage/types";

/** Where the gauges read their values when scraped. */
export interface MetricSources {
  readonly tablesInMemory: () => number;
  readonly sockets: () => number;
  readonly classesInSession: () => number;
  readonly botQueue: () => number;
}

export class ServerMetrics {
  readonly registry = new Registry();
  private readonly actions: Counter;
  private readonly roundTrip: Histogram<"outcome">;
  private readonly storageErrors: Counter<"operation">;
  private readonly botDecisions: Histogram<"outcome">;
  private sources: MetricSources | null = null;

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    const gauge = (name: string, help: string, read: (s: MetricSources) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect: function (this: Gauge) {
          this.set(metrics.sources === null ? 0 : read(metrics.sources));
        },
      });
    const metrics = this;
    gauge("ng_tables_in_memory", "Live tables held in this process's memory.", (s) =>
      s.tablesInMemory(),
    );
    gauge("ng_sockets_connected", "Socket.io connections to this process.", (s) => s.sockets());
    gauge(
      "ng_classes_in_session",
      "Classes with a teacher or student connected to this process.",
      (s) => s.classesInSession(),
    );
    gauge("ng_bot_queue_length", "Bot decisions waiting for a worker thread.", (s) => s.botQueue());
    this.actions = new Counter({
      name: "ng_actions_accepted_total",
      help: "Players' actions accepted over sockets (rate() of it: actions per second).",
      registers,
    });
    this.roundTrip = new Histogram({
      name: "ng_action_round_trip_seconds",
      help: "From a socket `act` message received to its ack sent, by outcome.",
      labelNames: ["outcome"],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    });
    this.storageErrors = new Counter({
      name: "ng_storage_errors_total",
      help: "Storage calls that failed, by operation.",
      labelNames: ["operation"],
      registers,
    });
    this.botDecisions = new Histogram({
      name: "ng_bot_decision_seconds",
      help: "A bot decision from request to answer (waiting for a worker included), by outcome.",
      labelNames: ["outcome"],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers,
    });
  }

  /** Where the gauges read from, once the server has built them. */
  watch(sources: MetricSources): void {
    this.sources = sources;
  }

  /** A socket `act` answered: accepted or refused, after `seconds`. */
  actAnswered(accepted: boolean, seconds: number): void {
    if (accepted) this.actions.inc();
    this.roundTrip.observe({ outcome: accepted ? "accepted" : "refused" }, seconds);
  }

  /** The Prometheus text exposition. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }

  /** The store, each failed call counted (everything else passes through untouched). */
  countStorageErrors(store: TableStore): TableStore {
    const errors = this.storageErrors;
    return new Proxy(store, {
      get(target, prop, receiver) {
        const value = Reflect.get(target, prop, receiver);
        if (typeof value !== "function" || typeof prop !== "string") return value;
        return (...args: unknown[]) => {
          const result: unknown = value.apply(target, args);
          if (result instanceof Promise) {
            result.catch(() => errors.inc({ operation: prop }));
          }
          return result;
        };
      },
    });
  }

  /** The bot decider, each decision timed. */
  timeBots(bots: BotDecider): BotDecider {
    const histogram = this.botDecisions;
    return {
      async decide(request: BotDecision): Promise<unknown> {
        const end = histogram.startTimer();
        try {
          const action = await bots.decide(request);
          end({ outcome: "decided" });
          return action;
        } catch (e) {
          end({ outcome: "failed" });
          throw e;
        }
      },
      ...(bots.review !== undefined ? { review: bots.review.bind(bots) } : {}),
      close: () => bots.close(),
    };
  }
}
