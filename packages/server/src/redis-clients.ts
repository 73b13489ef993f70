// The Redis connections of shared mode: an adapter that serves once subscribed, publishes
// whose failure is logged once per outage (not a crash), and closing that does not wait for
// a Redis that is away.

import { createAdapter } from "@socket.io/redis-adapter";
import { Redis } from "ioredis";
import type { Server } from "socket.io";
import type { Logger } from "./tables/context";

/**
 * The socket.io Redis adapter on two new connections (`<name>-pub`, `<name>-sub`), resolved
 * once the subscriber listens: a process that served before its SUBSCRIBE was active would
 * miss what the others publish meanwhile (an `evicted` told to its connection, a move), and
 * nothing sends those again. A Redis that is away (its connection closes) is not waited for:
 * the process serves its own players, and catches up from storage once the subscription is
 * back (`resyncAfterResubscribe`).
 */
export async function sharedAdapter(
  io: Server,
  options: { url: string; name: string; channel: string; logger: Logger },
): Promise<{ pub: Redis; sub: Redis }> {
  const { name, logger } = options;
  const pub = new Redis(options.url, { maxRetriesPerRequest: 3, connectionName: `${name}-pub` });
  // The subscriber's SUBSCRIBE commands wait for Redis however long it is away (with a
  // retry limit they would fail, unhandled by the adapter, and never be sent again).
  const sub = pub.duplicate({ connectionName: `${name}-sub`, maxRetriesPerRequest: null });
  logFailedPublishes(pub, logger);
  for (const c of [pub, sub]) {
    c.on("error", (e) => logger.warn("redis error", { error: String(e) }));
  }
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
  if (answer === "away") {
    logger.warn("Redis is away: serving this process's players until it is back", { name });
  }
  return { pub, sub };
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
