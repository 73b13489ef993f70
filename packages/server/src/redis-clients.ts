// The Redis connections of shared mode: publishes whose failure is logged once per outage
// (not a crash), and closing that does not wait for a Redis that is away.

import type { Redis } from "ioredis";
import type { Logger } from "./tables/context";

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

export async function closeRedis(c: Redis): Promise<void> {
  if (c.status === "ready") await answersWithin(c.quit(), 2000);
  c.disconnect();
}
