// Eviction: a player the host kicks from the lobby is told (`evicted`) and leaves every room
// of the table, on this process or another one (Redis adapter). Its connection then hears
// nothing more of that table (no frames, no seed or scores at the end, no rematch link) while
// the others play it to the end, and its old seat token opens nothing.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { EvictedEvent } from "@number-games/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TableClient } from "../src/http/client";
import { ApiClient } from "../src/http/client";
import { openStore } from "../src/storage/sql-store";
import type { TableStore } from "../src/storage/types";
import { connectTable } from "./support/connect";
import { IN_CI, REDIS_URL, redisReachable, uniqueChannel } from "./support/pg";
import type { TestServer } from "./support/server";
import {
  humans,
  RandomPlayer,
  startTestServer,
  unwrap,
  waitFor,
  withTimeout,
} from "./support/server";

/** This file's own Redis channels (support/pg.ts). */
const redisChannel = uniqueChannel("evict");

/** A connection that records every event it receives, in order. */
async function listener(url: string): Promise<{ client: TableClient; got: [string, unknown][] }> {
  const client = await connectTable(url);
  const got: [string, unknown][] = [];
  client.socket.onAny((event: string, payload: unknown) => got.push([event, payload]));
  return { client, got };
}

async function until(what: string, done: () => boolean): Promise<void> {
  await waitFor(done, what, 20_000);
}

/**
 * A private two-seat table: Kim sits at seat 0 and listens on `kimUrl`; the host (on `hostUrl`)
 * kicks her; Ned takes seat 0 and Oz seat 1, they play to the end, and Ned asks for a rematch.
 * Every check on Kim's connection comes after the others got the end and the rematch link,
 * and after a round trip on her own connection (anything sent to her before arrives first).
 */
async function kickAndPlayOn(hostUrl: string, kimUrl: string, otherUrl: string) {
  const host = new ApiClient(hostUrl);
  const c = unwrap(
    await host.createTable({ game: "number-line", config: { players: 2 }, seats: humans(2) }),
  );
  const kimSeat = unwrap(await host.claim(c.tableId, "Kim", 0));
  const kim = await listener(kimUrl);
  const joined = await kim.client.join(c.tableId, { seatToken: kimSeat.seatToken });
  expect(joined.ok).toBe(true);

  unwrap(await host.kick(c.tableId, c.hostToken, 0));
  await until("Kim to be told", () => kim.got.some(([e]) => e === "evicted"));
  const evictedAt = kim.got.findIndex(([e]) => e === "evicted");
  expect(kim.got[evictedAt]![1]).toEqual({
    tableId: c.tableId,
    seat: 0,
    reason: "kicked",
  } satisfies EvictedEvent);

  const ned = unwrap(await host.claim(c.tableId, "Ned", 0));
  const oz = unwrap(await host.claim(c.tableId, "Oz", 1));
  const players = [
    await RandomPlayer.connect(otherUrl, c.tableId, ned.seatToken, 11),
    await RandomPlayer.connect(hostUrl, c.tableId, oz.seatToken, 12),
  ];
  unwrap(await host.start(c.tableId, c.hostToken));
  await withTimeout(Promise.all(players.map((p) => p.finished)), 30_000, "the game to finish");
  const rematch = unwrap(await host.rematch(c.tableId, ned.seatToken));
  await until("the others to get the end and the rematch link", () =>
    players.every((p) =>
      p.tables.some((t) => t.status === "finished" && t.seed !== null && t.rematch !== null),
    ),
  );
  const finalSeq = players[0]!.lastFrame!.seq;
  expect(players.every((p) => p.lastFrame?.observation.result?.terminal)).toBe(true);

  // Kim's old token opens nothing, and her connection may not act.
  const act = await kim.client.act(c.tableId, finalSeq, { type: "place", number: 1 });
  expect(!act.ok && act.error.code).toBe("ERR_UNAUTHORIZED");
  const rejoin = await kim.client.join(c.tableId, { seatToken: kimSeat.seatToken });
  expect(!rejoin.ok && rejoin.error.code).toBe("ERR_UNAUTHORIZED");
  const claim = await host.rematch(c.tableId, kimSeat.seatToken);
  expect(!claim.ok && claim.error.code).toBe("ERR_UNAUTHORIZED");
  const info = unwrap(await host.table(c.tableId, kimSeat.seatToken));
  expect([info.seed, info.result, info.rematch]).toEqual([null, null, null]);
  const record = await host.record(c.tableId, kimSeat.seatToken);
  expect(!record.ok && record.error.code).toBe("ERR_PRIVATE_TABLE");

  // Nothing reached her after `evicted`: no frame, no end, no seed, no rematch id.
  expect(kim.got.slice(evictedAt + 1)).toEqual([]);
  expect(JSON.stringify(kim.got)).not.toContain(rematch.tableId);
  for (const p of players) {
    expect(p.errors).toEqual([]);
    p.close();
  }
  kim.client.close();
}

describe("eviction, one process", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("a kicked connection is told, then hears nothing of the table and cannot act", async () => {
    await kickAndPlayOn(server.url, server.url, server.url);
  });

  it("every connection of the kicked seat is evicted, spectators and other seats are not", async () => {
    const api = server.api;
    const c = unwrap(
      await api.createTable({
        game: "number-line",
        config: { players: 2 },
        seats: humans(2),
        visibility: "public",
      }),
    );
    const kim = unwrap(await api.claim(c.tableId, "Kim", 0));
    const lea = unwrap(await api.claim(c.tableId, "Lea", 1));
    const tabs = [await listener(server.url), await listener(server.url)];
    for (const tab of tabs)
      expect((await tab.client.join(c.tableId, { seatToken: kim.seatToken })).ok).toBe(true);
    const other = await listener(server.url);
    expect((await other.client.join(c.tableId, { seatToken: lea.seatToken })).ok).toBe(true);
    const watcher = await listener(server.url);
    expect((await watcher.client.join(c.tableId, { spectate: true })).ok).toBe(true);

    unwrap(await api.kick(c.tableId, c.hostToken, 0));
    await until("both tabs to be told", () =>
      tabs.every((t) => t.got.some(([e]) => e === "evicted")),
    );
    unwrap(await api.claim(c.tableId, "Ned", 0));
    await until("the others to see the new claim", () =>
      [other, watcher].every((l) =>
        l.got.some(
          ([e, p]) =>
            e === "table" && (p as { seats: { name: string }[] }).seats[0]?.name === "Ned",
        ),
      ),
    );
    // A round trip on each tab: whatever was sent to it before has arrived.
    for (const tab of tabs) {
      const r = await tab.client.act(c.tableId, 0, { type: "place", number: 1 });
      expect(!r.ok && r.error.code).toBe("ERR_UNAUTHORIZED");
      const after = tab.got.slice(tab.got.findIndex(([e]) => e === "evicted") + 1);
      expect(after).toEqual([]);
    }
    const race = await api.race(c.tableId, kim.seatToken, 578);
    expect(!race.ok && race.error.code).toBe("ERR_UNAUTHORIZED");
    for (const l of [other, watcher]) expect(l.got.some(([e]) => e === "evicted")).toBe(false);
    // A public table stays watchable by anyone, the kicked player too, by joining again.
    const again = await tabs[0]!.client.join(c.tableId, { spectate: true });
    expect(again.ok && again.seat).toBe(null);
    for (const l of [...tabs, other, watcher]) l.client.close();
  });
});

describe("eviction across processes (Redis adapter)", () => {
  const dir = mkdtempSync(join(tmpdir(), "ng-evict-"));
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
    a = await startTestServer({ store, redisUrl: REDIS_URL, redisChannel });
    b = await startTestServer({ store, redisUrl: REDIS_URL, redisChannel });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await store?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("the host kicks on A, the kicked connection on B is told and hears nothing more", async (ctx) => {
    if (!available) ctx.skip();
    await kickAndPlayOn(a.url, b.url, b.url);
  });
});
