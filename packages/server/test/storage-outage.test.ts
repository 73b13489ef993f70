// Storage and Redis outages under play, with two server processes on a PostgreSQL and a Redis
// of the test's own (stopped and started here; the shared services are never touched). While
// PostgreSQL is away no process exits (pg's "Connection terminated unexpectedly" used to reach
// the process as an unhandled 'error' and end every one), requests answer 503
// ERR_STORAGE_UNAVAILABLE, socket commands the same code in their ack, and live players hear
// `serverStatus`; once it is back, play goes on by itself, and every acknowledged action is
// stored exactly once. While Redis is away, play goes on too.
//
// The outages last as long as the test needs to see them (a few seconds), not the 30 s of an
// operator's restart: what a longer one adds is more failed reconnections of the same kind
// (pg connects anew for every query, and the store probes once a second), nothing new.

import { spawn, spawnSync } from "node:child_process";
import type { ServerStatusEvent } from "@number-games/protocol";
import { SOCKET_PATH } from "@number-games/protocol";
import { io as ioClient } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../src/http/client";
import { openStore } from "../src/storage/sql-store";
import type { ChildServer } from "./support/child";
import { spawnServer } from "./support/child";
import type { OwnPostgres } from "./support/own-postgres";
import { ownPostgresProblem, startOwnPostgres } from "./support/own-postgres";
import { IN_CI, REDIS_URL, redisReachable, uniqueChannel } from "./support/pg";
import { freePort } from "./support/ports";
import { humans, RandomPlayer, setUpTable, waitFor, withTimeout } from "./support/server";

const problem = ownPostgresProblem();
let pg: OwnPostgres | null = null;
let redisUp = true;

beforeAll(async () => {
  if (problem !== null) {
    if (IN_CI) throw new Error(`an own PostgreSQL is required under CI: ${problem}`);
    console.warn(`storage-outage.test.ts skipped: ${problem}`);
    return;
  }
  redisUp = await redisReachable();
  if (!redisUp && IN_CI) throw new Error("Redis is required under CI");
  pg = await startOwnPostgres();
});

afterAll(async () => {
  await pg?.destroy();
});

/** Two server processes on our PostgreSQL and the given Redis, logging to their output. */
async function twoServers(redisUrl: string): Promise<ChildServer[]> {
  const env = {
    DATABASE_URL: pg!.url,
    REDIS_URL: redisUrl,
    REDIS_CHANNEL: uniqueChannel("outage"),
    REQUESTS_PER_MINUTE: "100000000",
    ABANDON_AFTER_SECONDS: "0",
    LOG: "1",
  };
  return Promise.all([spawnServer(env), spawnServer(env)]);
}

/** A socket that records the `serverStatus` news of one server. */
function statusWatcher(url: string): { seen: ServerStatusEvent[]; close(): void } {
  const socket = ioClient(url, { path: SOCKET_PATH, transports: ["websocket"] });
  const seen: ServerStatusEvent[] = [];
  socket.on("serverStatus", (s: ServerStatusEvent) => seen.push(s));
  return { seen, close: () => socket.close() };
}

/** Three tables of three players, the seats spread over both processes, playing at random. */
async function playing(servers: readonly ChildServer[]): Promise<RandomPlayer[]> {
  const players: RandomPlayer[] = [];
  for (let i = 0; i < 3; i++) {
    const api = new ApiClient(servers[i % 2]!.url);
    const t = await setUpTable(api, "take-or-pay", { players: 3 }, humans(3), { start: false });
    for (const [seat, token] of t.tokens.entries()) {
      const url = servers[(i + seat) % 2]!.url;
      players.push(await RandomPlayer.connect(url, t.tableId, token, 100 * i + seat));
    }
    await api.start(t.tableId, t.hostToken);
  }
  return players;
}

function alive(servers: readonly ChildServer[]): void {
  for (const s of servers) {
    expect(s.proc.exitCode, s.output().slice(-3000)).toBeNull();
    expect(s.proc.signalCode, s.output().slice(-3000)).toBeNull();
  }
}

/** Every acknowledged action is in storage, once, at the seq it was acknowledged with. */
async function everyAckStoredOnce(players: readonly RandomPlayer[]): Promise<void> {
  const store = await openStore({ databaseUrl: pg!.url, pgPoolSize: 2 });
  try {
    const byTable = new Map<string, RandomPlayer[]>();
    for (const p of players) byTable.set(p.tableId, [...(byTable.get(p.tableId) ?? []), p]);
    for (const [tableId, seated] of byTable) {
      const rows = await store.actions(tableId);
      // The (table, seq) key makes each seq one row; the seqs run 1, 2, 3, … with no gap.
      expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
      const acked = seated.flatMap((p) => p.accepted);
      expect(new Set(acked.map((a) => a.seq)).size).toBe(acked.length);
      for (const a of acked) {
        expect(rows.find((r) => r.seq === a.seq)?.action).toEqual(a.action);
      }
    }
  } finally {
    await store.close();
  }
}

describe("PostgreSQL stopped and started again under play", () => {
  it("no process exits, requests and moves answer ERR_STORAGE_UNAVAILABLE, play resumes", async (ctx) => {
    if (pg === null || !redisUp) return ctx.skip();
    const servers = await twoServers(REDIS_URL);
    const watchers = servers.map((s) => statusWatcher(s.url));
    const players = await playing(servers);
    try {
      await waitFor(
        () => players.every((p) => p.accepted.length >= 1),
        "every seat to move once",
        30_000,
      );
      // Stopped while the players play: connections die mid-query and mid-transaction.
      await pg.stop();
      // Sockets: a move now is refused with the typed code (the seats whose turn it is try).
      for (const p of players) p.maybeAct();
      await waitFor(
        () =>
          players.some((p) =>
            p.errors.some((e) => (e as { code?: string }).code === "ERR_STORAGE_UNAVAILABLE"),
          ),
        "a move to be refused with ERR_STORAGE_UNAVAILABLE",
      );
      alive(servers);
      // HTTP: a request that needs storage answers 503 with the typed code, on both processes.
      for (const s of servers) {
        const res = await fetch(`${s.url}/api/tables`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            game: "take-or-pay",
            config: { players: 3 },
            seats: humans(3),
            visibility: "public",
            turnClockSeconds: null,
          }),
        });
        expect(res.status).toBe(503);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe(
          "ERR_STORAGE_UNAVAILABLE",
        );
      }
      // Live players were told, on both processes.
      await waitFor(
        () => watchers.every((w) => w.seen.at(-1)?.storage === "unavailable"),
        "both processes to tell their players that storage is away",
      );
      alive(servers);

      await pg.start();
      await waitFor(
        () => watchers.every((w) => w.seen.at(-1)?.storage === "available"),
        "both processes to tell their players that storage is back",
      );
      // The refused moves are the clients' to send again: every player tries once more.
      for (const p of players) p.maybeAct();
      await withTimeout(Promise.all(players.map((p) => p.finished)), 60_000, "every game to end");
      alive(servers);
      for (const p of players) {
        for (const e of p.errors) {
          expect((e as { code?: string }).code).toBe("ERR_STORAGE_UNAVAILABLE");
        }
      }
      await everyAckStoredOnce(players);
      // The outage was logged once per process, not once per query or retry.
      for (const s of servers) {
        expect(s.output().split("storage unreachable").length - 1, s.output()).toBe(1);
        expect(s.output()).not.toMatch(/Connection terminated unexpectedly\n\s+at /);
      }
    } finally {
      for (const p of players) p.close();
      for (const w of watchers) w.close();
      await Promise.all(servers.map((s) => s.stop()));
      await pg.start();
    }
  });
});

describe("Redis stopped and started again under play on PostgreSQL", () => {
  it("no process exits, and the games go on to their end", async (ctx) => {
    if (pg === null) return ctx.skip();
    if (spawnSync("redis-server", ["--version"]).status !== 0) {
      if (IN_CI) throw new Error("redis-server is required under CI");
      return ctx.skip();
    }
    const port = await freePort();
    let redis = await ownRedis(port);
    const servers = await twoServers(`redis://127.0.0.1:${port}`);
    const players = await playing(servers);
    try {
      await waitFor(
        () => players.every((p) => p.accepted.length >= 1),
        "every seat to move once",
        30_000,
      );
      await redis.stop();
      // Both processes notice (their health says so) while they go on serving.
      await waitFor(
        async () =>
          (await Promise.all(servers.map((s) => health(s.url)))).every(
            (h) => h.redis === "unreachable",
          ),
        "both processes to notice that Redis is gone",
      );
      alive(servers);
      redis = await ownRedis(port);
      await withTimeout(Promise.all(players.map((p) => p.finished)), 60_000, "every game to end");
      alive(servers);
      for (const p of players) expect(p.errors).toEqual([]);
      await everyAckStoredOnce(players);
      for (const s of servers) {
        expect(s.output().split("Redis connection lost").length - 1, s.output()).toBe(1);
      }
    } finally {
      for (const p of players) p.close();
      await Promise.all(servers.map((s) => s.stop()));
      await redis.stop();
    }
  });
});

async function health(url: string): Promise<{ redis?: string }> {
  return (await (await fetch(`${url}/api/health`)).json()) as { redis?: string };
}

/** A Redis server of this test's own on `port` (nothing kept on disk), to stop and start. */
async function ownRedis(port: number): Promise<{ stop(): Promise<void> }> {
  const proc = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  const gone = new Promise<void>((r) => proc.on("exit", () => r()));
  await waitFor(() => redisReachable(`redis://127.0.0.1:${port}`), "our redis-server to start");
  return {
    async stop() {
      proc.kill("SIGKILL");
      await gone;
    },
  };
}
