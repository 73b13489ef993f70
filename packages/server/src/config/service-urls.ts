// DATABASE_URL and REDIS_URL checked before anything connects: a value of another kind is a
// ConfigError naming the setting and what it accepts, and never shows the value (a URL may
// hold a password). env.ts checks the environment; startServer checks its options (the CLI's
// flags) the same way.

import { ConfigError } from "./config-error";

/**
 * What a URL setting's value is, in words that never repeat it: a URL may hold a password.
 * The scheme alone is safe to show.
 */
function describeUrl(raw: string): string {
  const scheme = /^([A-Za-z][A-Za-z0-9+.-]*):/.exec(raw.trim());
  return scheme ? `a "${scheme[1]}:" address` : "not an address";
}

/** Whether `raw` parses as a URL with a host (WHATWG rules, as pg and ioredis read it). */
function hasHost(raw: string): boolean {
  try {
    return new URL(raw).hostname !== "" || /^[a-z]+:\/\/\//i.test(raw);
  } catch {
    return false;
  }
}

/**
 * DATABASE_URL: PostgreSQL or nothing. Anything else used to fall back to SQLite in ./data
 * without a word, so a typo (`postgress://`, `mysql://`) lost every table to a file nobody
 * looked at.
 */
export function checkedDatabaseUrl(raw: string): string {
  if (!/^postgres(ql)?:\/\//i.test(raw) || !hasHost(raw)) {
    throw new ConfigError(
      `DATABASE_URL must be a postgres://… or postgresql://… address (unset: SQLite in DATA_DIR), not ${describeUrl(raw)}`,
    );
  }
  return raw;
}

/** REDIS_URL: a redis:// or rediss:// address (ioredis would read anything else as a host name). */
export function checkedRedisUrl(raw: string): string {
  if (!/^rediss?:\/\//i.test(raw) || !hasHost(raw)) {
    throw new ConfigError(
      `REDIS_URL must be a redis://… or rediss://… address (unset: one process, no Redis), not ${describeUrl(raw)}`,
    );
  }
  return raw;
}
