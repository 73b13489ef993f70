// The Redis connections of shared mode: an adapter that serves once subscribed (or, when the
// operator allows it, without Redis), connection failures and publishes logged once per
// outage (not a crash, not a line per retry), and closing that does not wait for a Redis
// that is away.

import { createAdapter } from "@socket.io/redis-adapter";
import { Redis } from "ioredis";
import type { Server } from "socket.io";
import { ConfigError } from "../config/config-error";
import type { Logger } from "../tables/context";

/**
 * The socket.io Redis adapter on two new connections (`<name>-pub`, `<name>-sub`), resolved
 * once the subscriber listens: a process that served before its SUBSCRIBE was active would
 * miss what the others publish meanwhile (an `evicted` told to its connection, a move), and
 * nothing sends those again. A Redis that is away at start (its connection closes) stops the
 * start with a ConfigError, unless `optional` (REDIS_OPTIONAL=1): then it is not waited for,
 * the process serves its own players, and catches up from storage once the subscription is
 * back (`resyncAfterResubscribe`).
 */
export async function sharedAdapter(
  io: Server,
  options: { url: string; name: string; channel: string; logger: Logger; optional?: boolean },
): Promise<{ pub: Redis; sub: Redis }> {
  const { name, logger } = options;
  const pub = new Redis(options.url, { maxRetriesPerRequest: 3, connectionName: `${name}-pub` });
  // The subscriber's SUBSCRIBE commands wait for Redis however long it is away (with a
  // retry limit they would fail, unhandled by the adapter, and never be sent again).
  const sub = pub.duplicate({ connectionName: `${name}-sub`, maxRetriesPerRequest: null });
  logFailedPublishes(pub, logger);
  settleSubscriptions(sub);
  const outage = logOutages([pub, sub], logger);
  // The adapter sends its (P)SUBSCRIBE commands now; a PING queued after them is answered
  // only once Redis has made them active.
  io.adapter(createAdapter(pub, sub, { key: options.channel }));
  let away = () => {};
  const closed = new Promise<"away">((done) => {
    away = () => done("away");
    sub.once("close", away);
  });
  const answer = await Promise.race([
    sub.ping().then(
      () => "subscribed" as const,
      () => "away" as const,
    ),
    closed,
  ]);
  sub.off("close", away);
  outage.started(answer === "away");
  if (answer === "away") {
    if (!options.optional) {
      pub.disconnect();
      sub.disconnect();
      throw new ConfigError(
        `REDIS_URL: Redis at ${redisHost(options.url)} does not answer (${outage.lastError()}): start it, or set REDIS_OPTIONAL=1 to start without it`,
      );
    }
    logger.warn(
      "Redis is away (REDIS_OPTIONAL=1): serving this process's players and reconnecting until it is back",
      { name },
    );
  }
  return { pub, sub };
}

/** host:port of a Redis URL, never its password. */
function redisHost(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}:${u.port || "6379"}`;
  } catch {
    return "REDIS_URL";
  }
}

/**
 * The connections' errors, logged once per outage: ioredis reports every failed reconnection
 * (several a second at first), and both connections fail together. One warning when the first
 * fails or starts to reconnect, one when all are ready again; `lastError` names what went wrong for the start-up line.
 */
function logOutages(
  clients: readonly Redis[],
  logger: Logger,
): { lastError(): string; started(away: boolean): void } {
  // Until the start has its answer, errors are the start's to report (one line, or "away").
  let starting = true;
  let down = false;
  let last = "no answer";
  const lost = (): void => {
    if (starting || down) return;
    down = true;
    logger.warn("Redis connection lost: reconnecting (logged again once it is back)", {
      error: last,
    });
  };
  for (const c of clients) {
    c.on("error", (e: unknown) => {
      const err = e as { code?: unknown; message?: unknown } | null;
      last = typeof err?.code === "string" ? err.code : String(err?.message ?? e);
      lost();
    });
    // A Redis that shuts down cleanly closes its connections without an error, and when it is
    // back before the first retry no error ever comes: the reconnection itself is the outage.
    // (ioredis does not reconnect after quit(), so a stopping server logs nothing here.)
    c.on("reconnecting", () => {
      if (!down && !starting) last = "connection closed";
      lost();
    });
    c.on("ready", () => {
      if (!down || !clients.every((x) => x.status === "ready")) return;
      down = false;
      logger.warn("Redis connection is back");
    });
  }
  return {
    lastError: () => last,
    started(away) {
      starting = false;
      down = away;
    },
  };
}

/**
 * The socket.io Redis adapter publishes and forgets: while Redis is unreachable each publish
 * fails (after ioredis's retries), and unhandled, that failure ended the process. Here it is
 * logged once per outage; the process serves its own connections meanwhile, and the others
 * catch up from storage when their subscriptions are back (`resyncAfterResubscribe`).
 */
export function logFailedPublishes(pub: Redis, logger: Logger): void {
  const publish = pub.publish.bind(pub) as (...args: unknown[]) => Promise<number>;
  let failing = false;
  const handled = (...args: unknown[]): Promise<number> => {
    const sent = publish(...args);
    sent.then(
      () => {
        failing = false;
      },
      (e: unknown) => {
        if (!failing)
          logger.warn("Redis publish failed (other processes catch up later)", {
            error: String(e),
          });
        failing = true;
      },
    );
    return sent;
  };
  pub.publish = handled as Redis["publish"];
}

/**
 * The adapter's (P)SUBSCRIBE and (P)UNSUBSCRIBE commands, whose answers it never awaits: when
 * the connection closes while they wait (the server stops while Redis is away), each rejects
 * "Connection is closed", unhandled. Nothing is lost with them: ioredis sends a connection's
 * subscriptions again itself when it is back (`autoResubscribe`), and a closing process needs
 * none; so their failure is settled here and the caller still gets the command's own promise.
 */
export function settleSubscriptions(sub: Redis): void {
  for (const name of ["subscribe", "psubscribe", "unsubscribe", "punsubscribe"] as const) {
    const command = (sub[name] as (...args: unknown[]) => Promise<unknown>).bind(sub);
    (sub as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const sent = command(...args);
      sent.catch(() => {});
      return sent;
    };
  }
}

/** "ok" when `p` resolves within `ms`, else "unreachable". */
export async function answersWithin(
  p: Promise<unknown>,
  ms: number,
): Promise<"ok" | "unreachable"> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"unreachable">((done) => {
    timer = setTimeout(() => done("unreachable"), ms);
  });
  const answer = await Promise.race([
    p.then(
      () => "ok" as const,
      () => "unreachable" as const,
    ),
    late,
  ]);
  clearTimeout(timer);
  return answer;
}

/** The health check's word for shared mode's connections: null without Redis. */
export function redisHealth(clients: readonly Redis[]): "ok" | "unreachable" | null {
  if (clients.length === 0) return null;
  return clients.every((c) => c.status === "ready") ? "ok" : "unreachable";
}

export async function closeRedis(c: Redis): Promise<void> {
  if (c.status === "ready") await answersWithin(c.quit(), 2000);
  c.disconnect();
}
