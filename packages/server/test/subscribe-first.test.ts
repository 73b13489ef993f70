// A process in shared mode serves only once its Redis subscription is active. Found by CI: a
// second server, started while Redis was slow to make its PSUBSCRIBE active, already held a
// player's connection when the first server kicked that player; the `evicted` published
// meanwhile never reached it, and the player was never told (evict.test.ts waited 280 s).
// Here the subscriber's commands are held in a proxy between B and Redis until the test lets
// them through: B's start waits for them, and a kick on A then reaches B's connection.

import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo, Server, Socket } from "node:net";
import { connect, createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ApiClient } from "../src/http/client";
import { openStore } from "../src/storage/sql-store";
import type { TableStore } from "../src/storage/types";
import { connectTable } from "./support/connect";
import { IN_CI, REDIS_URL, redisReachable, uniqueChannel } from "./support/pg";
import type { TestServer } from "./support/server";
import { humans, startTestServer, unwrap, waitFor } from "./support/server";

const redisChannel = uniqueChannel("subfirst");
const dir = mkdtempSync(join(tmpdir(), "ng-subfirst-"));

/**
 * A TCP proxy to Redis that passes everything until a client sends PSUBSCRIBE; from that
 * chunk on, that connection's commands are held (`held`) until `release()`.
 */
async function holdingProxy(target: URL): Promise<{
  url: string;
  held: () => string;
  release: () => void;
  close: () => Promise<void>;
}> {
  const pending: { upstream: Socket; chunks: Buffer[] }[] = [];
  let released = false;
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    sockets.add(client).add(upstream);
    client.on("error", () => {});
    upstream.on("error", () => {});
    upstream.pipe(client);
    let holding: { upstream: Socket; chunks: Buffer[] } | null = null;
    client.on("data", (chunk: Buffer) => {
      if (!released && holding === null && /psubscribe/i.test(chunk.toString("latin1"))) {
        holding = { upstream, chunks: [] };
        pending.push(holding);
      }
      if (holding !== null && !released) holding.chunks.push(chunk);
      else upstream.write(chunk);
    });
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    held: () => pending.map((p) => Buffer.concat(p.chunks).toString("latin1")).join("\n"),
    release() {
      released = true;
      for (const p of pending) for (const c of p.chunks) p.upstream.write(c);
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((r) => server.close(r));
    },
  };
}

let store: TableStore | undefined;
const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop();
  await store?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe("a shared-mode process serves once its Redis subscription is active", () => {
  it("B's start waits for its PSUBSCRIBE; then A's kick reaches B's connection", async (ctx) => {
    if (!(await redisReachable())) {
      if (IN_CI) throw new Error("Redis is required under CI");
      ctx.skip();
    }
    store = await openStore({ sqliteFile: join(dir, "shared.sqlite") });
    const a = await startTestServer({ store, redisUrl: REDIS_URL, redisChannel });
    servers.push(a);
    const proxy = await holdingProxy(new URL(REDIS_URL));
    let starting: Promise<TestServer> | undefined;
    try {
      let started = false;
      starting = startTestServer({ store, redisUrl: proxy.url, redisChannel }).then((s) => {
        started = true;
        servers.push(s);
        return s;
      });
      // The adapter's subscriptions and the PING after them are all sent, and held.
      await waitFor(
        () => /psubscribe/i.test(proxy.held()) && /\bping\b/i.test(proxy.held()),
        "B's subscription commands to reach the proxy",
      );
      expect(started).toBe(false);
      proxy.release();
      const b = await starting;

      const host = new ApiClient(a.url);
      const c = unwrap(
        await host.createTable({ game: "number-line", config: { players: 2 }, seats: humans(2) }),
      );
      const kimSeat = unwrap(await host.claim(c.tableId, "Kim", 0));
      const kim = await connectTable(b.url);
      const told: unknown[] = [];
      kim.socket.on("evicted", (e: unknown) => told.push(e));
      expect((await kim.join(c.tableId, { seatToken: kimSeat.seatToken })).ok).toBe(true);
      unwrap(await host.kick(c.tableId, c.hostToken, 0));
      await waitFor(() => told.length > 0, "Kim on B to be told she was kicked on A");
      expect(told).toEqual([{ tableId: c.tableId, seat: 0, reason: "kicked" }]);
      kim.close();
    } finally {
      // B stops before its proxy does (else its Redis clients reconnect to nothing).
      proxy.release();
      await starting?.catch(() => {});
      for (const s of servers.splice(0).reverse()) await s.stop();
      await proxy.close();
    }
  });
});
