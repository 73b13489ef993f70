// The Redis adapter's subscription commands, never awaited by the adapter, do not reject
// unhandled when their connection closes while Redis is away (socket/redis-clients.ts
// settleSubscriptions): a process stopping during a Redis outage ended its test run with
// "Connection is closed" rejections. And a connection that Redis closes cleanly (a Redis
// shutting down) is an outage logged once, though ioredis reports no error when it is back
// before its first retry.

import { once } from "node:events";
import { createServer } from "node:net";
import { Redis } from "ioredis";
import { Server } from "socket.io";
import { describe, expect, it } from "vitest";
import { settleSubscriptions, sharedAdapter } from "../src/socket/redis-clients";

/** A port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, "close");
  return port;
}

describe("the adapter's subscriptions while Redis is away", () => {
  it("are settled when the connection closes: nothing rejects unhandled", async () => {
    const unhandled: unknown[] = [];
    const note = (reason: unknown) => unhandled.push(reason);
    process.on("unhandledRejection", note);
    try {
      const sub = new Redis(`redis://127.0.0.1:${await closedPort()}`, {
        maxRetriesPerRequest: null,
        retryStrategy: () => 20,
      });
      sub.on("error", () => {});
      settleSubscriptions(sub);
      // As the adapter sends them: the promises are dropped.
      void [
        sub.subscribe("a"),
        sub.psubscribe("b#*"),
        sub.unsubscribe("a"),
        sub.punsubscribe("b#*"),
      ];
      const ended = once(sub, "end");
      sub.disconnect();
      await ended;
      // Rejections are reported once the microtasks of the turn have run: two turns on.
      for (let i = 0; i < 3; i++) await new Promise((done) => setImmediate(done));
      expect(unhandled).toEqual([]);
    } finally {
      process.off("unhandledRejection", note);
    }
  });
});

describe("a Redis connection closed cleanly and back at once", () => {
  it("is logged once as lost and once as back, though no error came", async () => {
    const lines: string[] = [];
    const logger = { warn: (m: string) => lines.push(m), error: (m: string) => lines.push(m) };
    const io = new Server(); // not listening: only its adapter is used
    const name = `clean-close-${process.pid}`;
    const { pub, sub } = await sharedAdapter(io, {
      url: "redis://127.0.0.1:6379",
      name,
      channel: `clean-close-${process.pid}`,
      logger,
    });
    const admin = new Redis("redis://127.0.0.1:6379");
    try {
      // The subscriber may send no other command: both are found by name in CLIENT LIST.
      const list = String(await admin.client("LIST"));
      const ids = list
        .split("\n")
        .filter((l) => l.includes(` name=${name}-`))
        .map((l) => /\bid=(\d+)/.exec(l)?.[1]);
      expect(ids).toHaveLength(2);
      // As a Redis that shuts down cleanly: the server closes both connections, no error.
      const back = new Promise<void>((done) => {
        const seen = () => {
          if (lines.includes("Redis connection is back")) done();
        };
        pub.on("ready", seen);
        sub.on("ready", seen);
      });
      for (const id of ids) await admin.client("KILL", "ID", String(id));
      await back;
      expect(lines.filter((l) => l.startsWith("Redis connection lost"))).toHaveLength(1);
      expect(lines.filter((l) => l === "Redis connection is back")).toHaveLength(1);
    } finally {
      admin.disconnect();
      pub.disconnect();
      sub.disconnect();
    }
  });
});
