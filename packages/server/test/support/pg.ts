// Test helpers for PostgreSQL and Redis: the shared URLs, a unique schema and channel per run,
// and the rule that under CI an unreachable service fails the suite instead of skipping it.

import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import pg from "pg";

export const PG_URL = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
export const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

/**
 * A Redis channel prefix of its own for one test's processes: test files run at once on one
 * Redis would otherwise hear each other's broadcasts and table updates.
 */
export function uniqueChannel(tag: string): string {
  return `ng-test-${tag}-${process.pid}-${randomBytes(4).toString("hex")}`;
}

export function uniqueSchema(tag: string): string {
  return `ng_${tag}_${process.pid}_${randomBytes(4).toString("hex")}`;
}

export async function pgReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: PG_URL, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
    await client.query("select 1");
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Under CI a missing service is a failure; elsewhere the suite may be skipped. */
export const IN_CI = process.env.CI === "true" || process.env.CI === "1";

/** Whether a Redis server answers at `url` (one try, no reconnecting). */
export async function redisReachable(url = REDIS_URL): Promise<boolean> {
  const r = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    retryStrategy: () => null,
  });
  r.on("error", () => {});
  try {
    await r.connect();
    return (await r.ping()) === "PONG";
  } catch {
    return false;
  } finally {
    r.disconnect();
  }
}

/**
 * Whether PostgreSQL and Redis both answer, for a test of the shared setup (false: it skips);
 * under CI a missing one throws.
 */
export async function sharedServicesUp(): Promise<boolean> {
  const [pgOk, redisOk] = await Promise.all([pgReachable(), redisReachable()]);
  if (pgOk && redisOk) return true;
  if (IN_CI) throw new Error(`PostgreSQL (${pgOk}) and Redis (${redisOk}) are required under CI`);
  return false;
}
