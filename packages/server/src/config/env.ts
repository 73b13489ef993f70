// Server options from environment variables (`npm start`, `numbers serve`).

import type { ServerOptions } from "../server";
import { ConfigError } from "./config-error";
import { parsePublicUrl } from "./network";
import { checkedDatabaseUrl, checkedRedisUrl } from "./service-urls";

export const ENV_VARS = {
  HOST: "listen address (default 0.0.0.0: this machine's every network, so phones on the Wi-Fi can join; 127.0.0.1: this machine only)",
  PORT: "listen port (default 8080)",
  DATA_DIR: "SQLite directory (default ./data): DATA_DIR/number-games.sqlite",
  DATABASE_URL:
    "postgres://… or postgresql://… to store tables in PostgreSQL instead of SQLite (any other value stops the start)",
  DATABASE_SCHEMA:
    "PostgreSQL schema to use (created if missing; default: the server's search_path)",
  REDIS_URL:
    "redis://… or rediss://… to share tables between several server processes (the start stops if it does not answer, unless REDIS_OPTIONAL=1)",
  REDIS_OPTIONAL:
    "1: start even when REDIS_URL does not answer, serve this process's own players and keep reconnecting (readiness says redis is down until then)",
  WEB_DIST: "the web app's build directory (default packages/web/dist)",
  BOT_DELAY_MS: "delay before a bot seat acts (default 600)",
  BOT_THREADS:
    "worker threads deciding bot moves (default: CPU cores - 1, at least 1; 0: on the event loop)",
  CREATE_TABLE_PER_MINUTE: "table creations per IP per minute (default 30)",
  LOBBY_IDLE_MINUTES:
    "a public table still in its lobby with no seated person connected for this long is deleted (default 30)",
  ABANDON_AFTER_SECONDS:
    "without a turn clock, a bot plays the turn of a seat with no connection for this long (default 120; 0: never)",
  TABLE_SWEEP_SECONDS:
    "how often each process looks over its tables in memory (default 30): unneeded tables leave memory, and seats whose connections vanished with a dead process are marked away",
  CLASS_GRACE_UNIT_MS: "for tests: milliseconds per second of a class's grace time (default 1000)",
  CLASS_UNDO_MS: "for tests: how long a class's end or next game can be undone (default 10000 ms)",
  REMATCH_RESERVE_SECONDS:
    "a rematch's seats are kept this long for their previous players before anyone may claim them (default 60; 0: not at all)",
  REQUESTS_PER_MINUTE: "API requests per IP per minute (default 1200)",
  CODE_LOOKUPS_PER_MINUTE:
    "lookups of a table by join code per IP per minute, within REQUESTS_PER_MINUTE (default 120)",
  CLASS_JOINS_PER_MINUTE:
    "joins of a class per IP per minute (default 120: a class behind one school NAT fits)",
  CLASS_ASKS_PER_10_MINUTES:
    "requests to join a class (names not on its list) per IP per 10 minutes, within CLASS_JOINS_PER_MINUTE (default 10)",
  HTTP_CONNECTIONS_PER_ADDRESS:
    "open HTTP connections per client address (default 512; connections of a TRUST_PROXY proxy are not counted)",
  REQUEST_TIMEOUT_SECONDS:
    "a whole request (headers and body) must arrive within this many seconds, else 408 (default 15)",
  SOCKETS_PER_ADDRESS:
    "places for socket connections per client address: a device (its id in the handshake) is one place for up to 4 connections (default 120; behind TRUST_PROXY, per client)",
  ADDRESS_MESSAGES_PER_SECOND:
    "socket messages per second from all connections of one client address together (default 200, burst twice that)",
  SOCKET_MESSAGES_PER_SECOND: "socket messages per connection per second (default 20)",
  SOCKET_MESSAGES_BURST: "socket message burst per connection (default 40)",
  REDIS_CHANNEL:
    'prefix of the Redis channels the processes of one deployment share (default "socket.io"); two deployments on one Redis need different ones',
  CORS_ORIGIN: "comma-separated origins allowed to open sockets cross-origin (dev servers)",
  TRUST_PROXY:
    'proxies whose X-Forwarded-For names the client, for per-client rate limits: addresses or CIDR ranges, comma-separated, "loopback", or a number of hops (default: none)',
  PUBLIC_URL:
    "the address players' devices use (e.g. http://192.168.1.20:8080) for share links and QR codes (default: with HOST=0.0.0.0, this machine's LAN address)",
  DRAIN_TIMEOUT_SECONDS:
    "on SIGTERM the process drains (no new connections, commands in progress finished, clients told to reconnect) for at most this long before it exits (default 10)",
  LOG: "1 to log to stdout: one JSON line per HTTP request (no tokens or codes), warnings and errors (default 1 for `npm start`; 0: silent)",
  METRICS_TOKEN:
    "turns on GET /metrics (Prometheus) on the server's port, for `Authorization: Bearer <token>` only (16 to 128 letters, digits, _ or -; default: off)",
  METRICS_PORT:
    "turns on GET /metrics on a listener of its own at METRICS_HOST:METRICS_PORT, no token (default: off)",
  METRICS_HOST: "the address of the METRICS_PORT listener (default 127.0.0.1: this machine only)",
} as const;

function int(name: string, raw: string | undefined, min: number, max: number): number | undefined {
  if (raw === undefined || raw === "") return undefined;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new ConfigError(
      `${name} must be a whole number from ${min} to ${max}, not ${JSON.stringify(raw)}`,
    );
  }
  return n;
}

/** A 0/1 switch: unset or empty is off. */
function flag(name: string, raw: string | undefined): boolean {
  if (raw === undefined || raw === "" || raw === "0") return false;
  if (raw === "1") return true;
  throw new ConfigError(`${name} must be 1 or 0, not ${JSON.stringify(raw)}`);
}

/** TRUST_PROXY: a whole number of hops, or a comma-separated list of addresses and ranges. */
function trustProxyFrom(raw: string): number | string[] {
  const trimmed = raw.trim();
  if (/^\d+$/.test(trimmed)) return int("TRUST_PROXY", trimmed, 1, 100)!;
  const list = trimmed
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  if (list.length === 0)
    throw new ConfigError(`TRUST_PROXY names no proxy: ${JSON.stringify(raw)}`);
  return list;
}

/**
 * `npm start` and `numbers serve` listen on every interface: a class's phones must reach the
 * teacher's machine (docs/security.md has the trade-off). startServer itself (tests, embedding)
 * stays on loopback unless told.
 */
export const DEFAULT_HOST = "0.0.0.0";

export function optionsFromEnv(env: NodeJS.ProcessEnv): ServerOptions {
  const cors = env.CORS_ORIGIN?.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const port = int("PORT", env.PORT, 0, 65535);
  const botDelayMs = int("BOT_DELAY_MS", env.BOT_DELAY_MS, 0, 60_000);
  const botThreads = int("BOT_THREADS", env.BOT_THREADS, 0, 256);
  const requestsPerMinute = int("REQUESTS_PER_MINUTE", env.REQUESTS_PER_MINUTE, 1, 100_000_000);
  const codeLookupsPerMinute = int(
    "CODE_LOOKUPS_PER_MINUTE",
    env.CODE_LOOKUPS_PER_MINUTE,
    1,
    100_000_000,
  );
  const socketRate = int(
    "SOCKET_MESSAGES_PER_SECOND",
    env.SOCKET_MESSAGES_PER_SECOND,
    1,
    1_000_000,
  );
  const socketBurst = int("SOCKET_MESSAGES_BURST", env.SOCKET_MESSAGES_BURST, 1, 1_000_000);
  const socketsPerAddress = int("SOCKETS_PER_ADDRESS", env.SOCKETS_PER_ADDRESS, 1, 1_000_000);
  const httpConnections = int(
    "HTTP_CONNECTIONS_PER_ADDRESS",
    env.HTTP_CONNECTIONS_PER_ADDRESS,
    1,
    1_000_000,
  );
  const requestTimeout = int("REQUEST_TIMEOUT_SECONDS", env.REQUEST_TIMEOUT_SECONDS, 1, 3600);
  const addressMessages = int(
    "ADDRESS_MESSAGES_PER_SECOND",
    env.ADDRESS_MESSAGES_PER_SECOND,
    1,
    100_000_000,
  );
  const abandon = int("ABANDON_AFTER_SECONDS", env.ABANDON_AFTER_SECONDS, 0, 86_400);
  const rematchReserve = int("REMATCH_RESERVE_SECONDS", env.REMATCH_RESERVE_SECONDS, 0, 86_400);
  const lobbyIdleMinutes = int("LOBBY_IDLE_MINUTES", env.LOBBY_IDLE_MINUTES, 1, 525_600);
  const tableSweep = int("TABLE_SWEEP_SECONDS", env.TABLE_SWEEP_SECONDS, 1, 3600);
  const drainTimeout = int("DRAIN_TIMEOUT_SECONDS", env.DRAIN_TIMEOUT_SECONDS, 1, 3600);
  const graceUnit = int("CLASS_GRACE_UNIT_MS", env.CLASS_GRACE_UNIT_MS, 1, 1000);
  const undoMs = int("CLASS_UNDO_MS", env.CLASS_UNDO_MS, 0, 10_000);
  const metricsPort = int("METRICS_PORT", env.METRICS_PORT, 0, 65535);
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken !== undefined && !/^[A-Za-z0-9_-]{16,128}$/.test(metricsToken)) {
    throw new ConfigError(
      "METRICS_TOKEN must be 16 to 128 letters, digits, _ or - (it is sent as a bearer token)",
    );
  }
  const redisChannel = env.REDIS_CHANNEL || undefined;
  if (redisChannel !== undefined && !/^[A-Za-z0-9._:-]{1,100}$/.test(redisChannel)) {
    throw new ConfigError(
      `REDIS_CHANNEL must be 1 to 100 letters, digits and . _ : - (got ${JSON.stringify(redisChannel)})`,
    );
  }
  const classJoinsPerMinute = int(
    "CLASS_JOINS_PER_MINUTE",
    env.CLASS_JOINS_PER_MINUTE,
    1,
    100_000_000,
  );
  const classAsks = int("CLASS_ASKS_PER_10_MINUTES", env.CLASS_ASKS_PER_10_MINUTES, 1, 100_000_000);
  const createTablePerMinute = int(
    "CREATE_TABLE_PER_MINUTE",
    env.CREATE_TABLE_PER_MINUTE,
    1,
    1_000_000,
  );
  return {
    host: env.HOST || DEFAULT_HOST,
    ...(port !== undefined ? { port } : {}),
    dataDir: env.DATA_DIR || "./data",
    databaseUrl: env.DATABASE_URL ? checkedDatabaseUrl(env.DATABASE_URL) : null,
    ...(env.DATABASE_SCHEMA ? { pgSchema: env.DATABASE_SCHEMA } : {}),
    redisUrl: env.REDIS_URL ? checkedRedisUrl(env.REDIS_URL) : null,
    ...(flag("REDIS_OPTIONAL", env.REDIS_OPTIONAL) ? { redisOptional: true } : {}),
    ...(redisChannel !== undefined ? { redisChannel } : {}),
    ...(env.WEB_DIST ? { webDist: env.WEB_DIST } : {}),
    ...(botDelayMs !== undefined ? { botDelayMs } : {}),
    ...(botThreads !== undefined ? { botThreads } : {}),
    ...(createTablePerMinute !== undefined ? { createTablePerMinute } : {}),
    ...(classJoinsPerMinute !== undefined ? { classJoinsPerMinute } : {}),
    ...(classAsks !== undefined ? { classAsksPer10Minutes: classAsks } : {}),
    ...(requestsPerMinute !== undefined ? { requestsPerMinute } : {}),
    ...(codeLookupsPerMinute !== undefined ? { codeLookupsPerMinute } : {}),
    ...(socketRate !== undefined ? { socketMessagesPerSecond: socketRate } : {}),
    ...(socketBurst !== undefined ? { socketMessagesBurst: socketBurst } : {}),
    ...(socketsPerAddress !== undefined ? { socketsPerAddress } : {}),
    ...(httpConnections !== undefined ? { httpConnectionsPerAddress: httpConnections } : {}),
    ...(requestTimeout !== undefined ? { requestTimeoutMs: requestTimeout * 1000 } : {}),
    ...(addressMessages !== undefined ? { addressMessagesPerSecond: addressMessages } : {}),
    ...(abandon !== undefined ? { abandonAfterSeconds: abandon === 0 ? null : abandon } : {}),
    ...(rematchReserve !== undefined ? { rematchReserveSeconds: rematchReserve } : {}),
    ...(lobbyIdleMinutes !== undefined ? { lobbyIdleMinutes } : {}),
    ...(tableSweep !== undefined ? { tableSweepMs: tableSweep * 1000 } : {}),
    ...(drainTimeout !== undefined ? { drainTimeoutMs: drainTimeout * 1000 } : {}),
    ...(graceUnit !== undefined ? { graceUnitMs: graceUnit } : {}),
    ...(undoMs !== undefined ? { classUndoMs: undoMs } : {}),
    ...(cors && cors.length > 0 ? { corsOrigin: cors } : {}),
    ...(env.PUBLIC_URL ? { publicUrl: parsePublicUrl(env.PUBLIC_URL) } : {}),
    ...(env.TRUST_PROXY ? { trustProxy: trustProxyFrom(env.TRUST_PROXY) } : {}),
    ...(metricsToken !== undefined ? { metricsToken } : {}),
    ...(metricsPort !== undefined ? { metricsPort } : {}),
    ...(env.METRICS_HOST ? { metricsHost: env.METRICS_HOST } : {}),
    log: env.LOG !== "0",
  };
}
