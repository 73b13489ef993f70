// Redis outages. Two in-process servers share one store and the Redis adapter. While server
// B's Redis subscription is down, what A publishes is lost to B: B's player, on turn according
// to storage, would wait forever. When B's subscriber connection comes back (killed here with
// CLIENT KILL, reconnected by ioredis), B reads storage and frames its player's turn. And a
// server whose Redis does not answer at all keeps serving its own players (it used to die of
// the adapter's unhandled publish failures).

import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../src/http/client";
import { openStore } from "../src/storage/sql-store";
import type { TableStore } from "../src/storage/types";
import { verifyRecord } from "../src/tables/fairness";
import { spawnServer } from "./support/child";
import { IN_CI, REDIS_URL, redisReachable, uniqueChannel } from "./support/pg";
import { freePort } from "./support/ports";
import type { TestServer } from "./support/server";
import {
  debugState,
  humans,
  RandomPlayer,
  setUpTable,
  startTestServer,
  unwrap,
  waitFor,
  waitForValue,
  withTimeout,
} from "./support/server";

/** This file's own Redis channels (support/pg.ts). */
const redisChannel = uniqueChannel("resub");

const dir = mkdtempSync(join(tmpdir(), "ng-resub-"));
const names = {
  a: `ng-test-${randomBytes(4).toString("hex")}-a`,
  b: `ng-test-${randomBytes(4).toString("hex")}-b`,
};
let store: TableStore;
let a: TestServer;
let b: TestServer;
let available = true;

beforeAll(async () => {
  if (!(await redisReachable())) {
    if (IN_CI) throw new Error("Redis is required under CI");
    available = false;
    return;
  }
  store = await openStore({ sqliteFile: join(dir, "shared.sqlite") });
  a = await startTestServer({
    store,
    redisUrl: REDIS_URL,
    redisChannel,
    redisConnectionName: names.a,
  });
  b = await startTestServer({
    store,
    redisUrl: REDIS_URL,
    redisChannel,
    redisConnectionName: names.b,
  });
});

afterAll(async () => {
  await a?.stop();
  await b?.stop();
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Closes the named Redis connection from the server side (as a network blip would). */
async function killConnection(name: string): Promise<void> {
  const admin = new Redis(REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    const list = (await admin.client("LIST")) as string;
    const line = list.split("\n").find((l) => l.includes(` name=${name} `));
    if (line === undefined) throw new Error(`no Redis connection named ${name}:\n${list}`);
    const id = /(?:^|\s)id=(\d+)/.exec(line)![1]!;
    expect(await admin.client("KILL", "ID", id)).toBe(1);
  } finally {
    admin.disconnect();
  }
}

describe("a lost Redis subscription", () => {
  it("is caught up from storage when it comes back: the other process's player gets the turn", async (ctx) => {
    if (!available) ctx.skip();
    // Take or Pay: seats 0 and 2 play on A, seat 1 on B.
    const t = await setUpTable(a.api, "take-or-pay", { players: 3 }, humans(3), { start: false });
    const urls = [a.url, b.url, a.url];
    const players = await Promise.all(
      t.tokens.map((tok, i) =>
        RandomPlayer.connect(urls[i]!, t.tableId, tok, 40 + i, { paused: i === 1 }),
      ),
    );
    const onB = players[1]!;
    expect(await (await fetch(`${b.url}/api/health`)).json()).toMatchObject({ redis: "ok" });
    // B drops every update from now on, as if its subscription were down.
    const applyRemote = b.service.applyRemote;
    const dropped: number[] = [];
    b.service.applyRemote = async (u) => {
      dropped.push(u.seq);
    };
    unwrap(await a.api.start(t.tableId, t.hostToken));
    // A's players play until it is seat 1's turn (in storage); B's player hears nothing.
    const seq = await waitForValue(async () => {
      const s = (await debugState(a.service, t.tableId))!;
      const f = players[0]!.lastFrame;
      const turnOf1 =
        f !== undefined &&
        f.seq === s.seq &&
        f.observation.actor.kind === "player" &&
        f.observation.actor.player === 1;
      return turnOf1 ? s.seq : undefined;
    }, "seat 1's turn on A");
    // The update reached B (and was dropped there): B's player still has not heard of it.
    await waitFor(() => dropped.includes(seq), "B to receive (and drop) the update");
    expect(onB.lastFrame?.seq ?? 0).toBeLessThan(seq);

    // The connection drops and comes back; the updates lost meanwhile are read from storage.
    b.service.applyRemote = applyRemote;
    await killConnection(`${names.b}-sub`);
    await waitFor(
      () => onB.lastFrame?.seq === seq && onB.lastFrame.observation.legal.length > 0,
      "B's player to get its turn after the resubscription",
      15_000,
    );
    // And the game plays on to the end across both servers.
    onB.paused = false;
    onB.maybeAct();
    await withTimeout(Promise.all(players.map((p) => p.finished)), 40_000, "the game to finish");
    for (const p of players) {
      expect(p.errors).toEqual([]);
      p.close();
    }
  });
});

describe("Redis unreachable", () => {
  it("with REDIS_OPTIONAL=1 a server keeps serving its own players, and says so once", async () => {
    const port = await freePort(); // nothing behind it
    const child = await spawnServer({
      DATA_DIR: join(dir, "alone"),
      REDIS_URL: `redis://127.0.0.1:${port}`,
      REDIS_OPTIONAL: "1",
      LOG: "1",
    });
    try {
      const api = new ApiClient(child.url);
      const t = await setUpTable(api, "take-or-pay", { players: 3 }, humans(3), { start: false });
      const players = await Promise.all(
        t.tokens.map((tok, i) => RandomPlayer.connect(child.url, t.tableId, tok, 60 + i)),
      );
      unwrap(await api.start(t.tableId, t.hostToken));
      await withTimeout(Promise.all(players.map((p) => p.finished)), 40_000, "the game to finish");
      // ioredis gives up on the queued publishes (3 retries): the failure is handled.
      await waitFor(
        () => child.output().includes("Redis publish failed"),
        "the failed publish to be logged",
      );
      expect(child.proc.exitCode, child.output().slice(-2000)).toBeNull();
      for (const p of players) {
        expect(p.errors).toEqual([]);
        p.close();
      }
      // Health says so, without taking the process out of service.
      const health = await (await fetch(`${child.url}/api/health`)).json();
      expect(health).toMatchObject({ ok: true, storage: "ok", redis: "unreachable" });
      // One warning for the whole outage, and no crash report.
      expect(child.output().split("Redis publish failed").length - 1).toBe(1);
      expect(child.output()).not.toMatch(/\n\s+at |Node\.js v/);
    } finally {
      await child.stop();
    }
  });
});

/** A Redis server of this test's own on `port` (nothing kept on disk), to stop and start. */
async function ownRedis(port: number): Promise<{ stop(): Promise<void> }> {
  const proc = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    { stdio: "ignore" },
  );
  const gone = new Promise<void>((r) => proc.on("exit", () => r()));
  await waitFor(
    () => redisReachable(`redis://127.0.0.1:${port}`),
    "our own redis-server to start",
    10_000,
  );
  return {
    async stop() {
      proc.kill("SIGKILL");
      await gone;
    },
  };
}

describe("Redis away at start, then killed mid-game and started again", () => {
  it("two servers subscribe once it is up, and the game across them finishes", async (ctx) => {
    if (spawnSync("redis-server", ["--version"]).status !== 0) {
      if (IN_CI) throw new Error("redis-server is required under CI");
      ctx.skip();
    }
    const port = await freePort();
    const url = `redis://127.0.0.1:${port}`;
    const shared = await openStore({ sqliteFile: join(dir, "outage.sqlite") });
    const servers = [
      await startTestServer({ store: shared, redisUrl: url, redisChannel, redisOptional: true }),
      await startTestServer({ store: shared, redisUrl: url, redisChannel, redisOptional: true }),
    ];
    // Until ioredis has given up on commands with a retry limit (3 reconnections): a probe
    // with the servers' retry policy, started after their clients, gives up after them.
    const probe = new Redis(url, { maxRetriesPerRequest: 3 });
    probe.on("error", () => {});
    await expect(probe.ping()).rejects.toThrow(/max retries|MaxRetriesPerRequest/i);
    probe.disconnect();
    let redis = await ownRedis(port);
    try {
      // Both subscriptions are live once Redis is up (their SUBSCRIBEs waited for it).
      const admin = new Redis(url);
      await waitFor(
        async () => {
          const [, n] = (await admin.pubsub("NUMSUB", `${redisChannel}-request#/#`)) as [
            string,
            number,
          ];
          return n >= 2;
        },
        "both servers to subscribe",
        15_000,
      );
      admin.disconnect();
      const [a, b] = servers as [TestServer, TestServer];
      const t = await setUpTable(a.api, "take-or-pay", { players: 3 }, humans(3), { start: false });
      const urls = [a.url, b.url, a.url];
      const players = await Promise.all(
        t.tokens.map((tok, i) => RandomPlayer.connect(urls[i]!, t.tableId, tok, 80 + i)),
      );
      unwrap(await a.api.start(t.tableId, t.hostToken));
      await waitFor(
        () => players.every((p) => p.accepted.length >= 2),
        "every seat to move twice",
        20_000,
      );
      // Redis dies; what is published meanwhile is lost. Then it is back, empty.
      await redis.stop();
      // Both servers have noticed (their connections are down) before it comes back.
      await waitFor(
        async () =>
          (await Promise.all(servers.map((s) => health(s.url)))).every(
            (h) => h.redis === "unreachable",
          ),
        "both servers to notice that Redis is gone",
      );
      redis = await ownRedis(port);
      await withTimeout(Promise.all(players.map((p) => p.finished)), 40_000, "the game to finish");
      for (const p of players) {
        expect(p.errors).toEqual([]);
        p.close();
      }
      const record = unwrap(await a.api.record(t.tableId));
      expect(unwrap(verifyRecord(record)).terminal).toBe(true);
    } finally {
      for (const x of servers) await x.stop();
      await shared.close();
      await redis.stop();
    }
  });
});

async function health(url: string): Promise<{ redis?: string }> {
  return (await (await fetch(`${url}/api/health`)).json()) as { redis?: string };
}
