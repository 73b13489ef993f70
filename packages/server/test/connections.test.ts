// Concurrent sockets per client address are capped (a classroom behind one school NAT fits;
// a script opening hundreds does not): the next is refused with ERR_TOO_MANY_CONNECTIONS,
// a closed one frees its place, and behind a trusted proxy each client counts on its own.

import Fastify from "fastify";
import type { Socket } from "socket.io-client";
import { io as ioClient } from "socket.io-client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { optionsFromEnv } from "../src/config/env";
import { clientAddress, compileProxyTrust } from "../src/limits/client-address";
import { connectTable } from "./support/connect";
import type { TestServer } from "./support/server";
import { humans, startTestServer, unwrap, WAIT_BUDGET_MS } from "./support/server";

/** A socket.io client connection, as if through a proxy saying it comes from `from`. */
function connectAs(
  url: string,
  from?: string,
  transports: ("websocket" | "polling")[] = ["websocket"],
): Promise<Socket> {
  const socket = ioClient(url, {
    transports,
    reconnection: false,
    forceNew: true,
    ...(from !== undefined ? { extraHeaders: { "x-forwarded-for": from } } : {}),
  });
  return new Promise((resolve, reject) => {
    socket.once("connect", () => resolve(socket));
    socket.once("connect_error", (e) => {
      socket.close();
      reject(e);
    });
  });
}

/** The typed refusal of a connection, or null when it was accepted (and then closed). */
async function refusal(
  url: string,
  from?: string,
  transports?: ("websocket" | "polling")[],
): Promise<unknown> {
  try {
    (await connectAs(url, from, transports)).close();
    return null;
  } catch (e) {
    return (e as { data?: unknown }).data ?? String(e);
  }
}

const open: { close(): void }[] = [];
let server: TestServer | null = null;
afterEach(async () => {
  for (const c of open.splice(0)) c.close();
  await server?.stop();
  server = null;
});

describe("sockets per address", () => {
  it("refuses the connection over the cap with a typed error; a closed one frees a place", async () => {
    server = await startTestServer({ socketsPerAddress: 3 });
    for (let i = 0; i < 3; i++) open.push(await connectAs(server.url));
    expect(await refusal(server.url)).toEqual({
      code: "ERR_TOO_MANY_CONNECTIONS",
      message: expect.stringContaining("3"),
    });
    // The refused attempt took no place: closing one lets exactly one more in.
    open.shift()!.close();
    const url = server.url;
    await vi.waitFor(
      async () => {
        const c = await connectAs(url);
        open.push(c);
      },
      { timeout: WAIT_BUDGET_MS, interval: 20 },
    );
    expect(await refusal(server.url)).toMatchObject({ code: "ERR_TOO_MANY_CONNECTIONS" });
  });

  it("keeps the per-connection message limit for the connections it lets in", async () => {
    server = await startTestServer({
      socketsPerAddress: 2,
      socketMessagesPerSecond: 1,
      socketMessagesBurst: 2,
    });
    const t = unwrap(
      await server.api.createTable({
        game: "number-line",
        config: { players: 2 },
        seats: humans(2),
        visibility: "public",
      }),
    );
    const c = await connectTable(server.url);
    open.push(c);
    const codes: string[] = [];
    for (let i = 0; i < 4; i++) {
      const r = await c.join(t.tableId, { spectate: true });
      codes.push(r.ok ? "ok" : r.error.code);
    }
    expect(codes.slice(0, 2)).toEqual(["ok", "ok"]);
    expect(codes.slice(2)).toContain("ERR_RATE_LIMITED");
  });

  it("shares one message budget between all connections of an address", async () => {
    server = await startTestServer({
      socketsPerAddress: 10,
      addressMessagesPerSecond: 1,
      trustProxy: "loopback",
    });
    const t = unwrap(
      await server.api.createTable({
        game: "number-line",
        config: { players: 2 },
        seats: humans(2),
        visibility: "public",
      }),
    );
    const join = (s: Socket) =>
      s
        .timeout(5000)
        .emitWithAck("join", { protocolVersion: 1, tableId: t.tableId, spectate: true })
        .then((r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error!.code));
    const sockets = await Promise.all(
      [1, 2, 3, 4].map(() => connectAs(server!.url, "198.51.100.9")),
    );
    open.push(...sockets);
    // Each connection alone is far below its own limit (10,000 a second in tests).
    const answers = await Promise.all(sockets.flatMap((s) => [join(s), join(s), join(s)]));
    expect(answers.filter((a) => a === "ok").length).toBeGreaterThanOrEqual(2);
    expect(answers).toContain("ERR_RATE_LIMITED");
    expect(answers.every((a) => a === "ok" || a === "ERR_RATE_LIMITED")).toBe(true);
    // Another client behind the same proxy has its own budget.
    const other = await connectAs(server.url, "198.51.100.10");
    open.push(other);
    expect(await join(other)).toBe("ok");
  });

  it("keeps an address's message budget across reconnects (issue 26, finding 5)", async () => {
    server = await startTestServer({ socketsPerAddress: 10, addressMessagesPerSecond: 1 });
    const t = unwrap(
      await server.api.createTable({
        game: "number-line",
        config: { players: 2 },
        seats: humans(2),
        visibility: "public",
      }),
    );
    const began = Date.now();
    let accepted = 0;
    let refused = 0;
    // Close and reopen: each new connection alone is far below its own limit.
    for (let cycle = 0; cycle < 20; cycle++) {
      const s = await connectAs(server.url);
      for (let i = 0; i < 2; i++) {
        const r: { ok: boolean; error?: { code: string } } = await s
          .timeout(5000)
          .emitWithAck("join", { protocolVersion: 1, tableId: t.tableId, spectate: true });
        if (r.ok) accepted++;
        else if (r.error?.code === "ERR_RATE_LIMITED") refused++;
      }
      const gone = new Promise((done) => s.once("disconnect", done));
      s.close();
      await gone;
    }
    const seconds = (Date.now() - began) / 1000;
    // The budget: a burst of 2, then 1 a second, however often the client reconnected.
    expect(accepted).toBeLessThanOrEqual(2 + Math.ceil(seconds));
    expect(accepted + refused).toBe(40);
  });

  it("behind a trusted proxy counts each client; without trust the header is ignored", async () => {
    server = await startTestServer({ socketsPerAddress: 2, trustProxy: "loopback" });
    for (let i = 0; i < 2; i++) open.push(await connectAs(server.url, "198.51.100.1"));
    expect(await refusal(server.url, "198.51.100.1")).toMatchObject({
      code: "ERR_TOO_MANY_CONNECTIONS",
    });
    // Another pupil behind the same proxy is not held back by the first.
    expect(await refusal(server.url, "198.51.100.2")).toBeNull();
    await server.stop();

    server = await startTestServer({ socketsPerAddress: 2 });
    open.push(await connectAs(server.url, "198.51.100.1"));
    open.push(await connectAs(server.url, "198.51.100.2"));
    expect(await refusal(server.url, "198.51.100.3")).toMatchObject({
      code: "ERR_TOO_MANY_CONNECTIONS",
    });
  });

  it("counts polling and websocket clients alike (a refused polling client too)", async () => {
    server = await startTestServer({ socketsPerAddress: 1 });
    open.push(await connectAs(server.url));
    expect(await refusal(server.url, undefined, ["polling"])).toMatchObject({
      code: "ERR_TOO_MANY_CONNECTIONS",
    });
    open.shift()!.close();
    const url = server.url;
    await vi.waitFor(async () => open.push(await connectAs(url, undefined, ["polling"])), {
      timeout: WAIT_BUDGET_MS,
      interval: 20,
    });
    expect(await refusal(server.url)).toMatchObject({ code: "ERR_TOO_MANY_CONNECTIONS" });
  });

  it("reads SOCKETS_PER_ADDRESS, ADDRESS_MESSAGES_PER_SECOND and refuses nonsense", () => {
    expect(optionsFromEnv({ SOCKETS_PER_ADDRESS: "40" }).socketsPerAddress).toBe(40);
    expect(optionsFromEnv({ ADDRESS_MESSAGES_PER_SECOND: "50" }).addressMessagesPerSecond).toBe(50);
    expect(() => optionsFromEnv({ ADDRESS_MESSAGES_PER_SECOND: "x" })).toThrow(
      /ADDRESS_MESSAGES_PER_SECOND must be a whole number/,
    );
    expect(optionsFromEnv({}).socketsPerAddress).toBeUndefined();
    expect(() => optionsFromEnv({ SOCKETS_PER_ADDRESS: "0" })).toThrow(
      /SOCKETS_PER_ADDRESS must be a whole number/,
    );
  });
});

describe("clientAddress: the client's address as Fastify's req.ip sees it", () => {
  const settings: (number | string | string[] | undefined)[] = [
    undefined,
    1,
    2,
    "loopback",
    ["loopback", "10.0.0.0/8"],
    "10.1.2.3, 192.168.0.0/16",
    ["uniquelocal"],
    ["linklocal", "::1"],
    ["10.0.0.0/255.0.0.0"],
    ["2001:db8::/32", "::ffff:10.0.0.2", "10.9.9.9"],
  ];
  const remotes = [
    "127.0.0.1",
    "::ffff:127.0.0.1",
    "::1",
    "10.9.9.9",
    "::ffff:10.9.9.9",
    "2001:db8::5",
    "203.0.113.5",
  ];
  const forwarded = [
    undefined,
    "",
    "198.51.100.1",
    "198.51.100.1, 10.0.0.2",
    " 198.51.100.1 ,192.168.4.4 , 10.0.0.7",
    "garbage, 10.0.0.2",
    "2001:db8::1, ::1",
    "198.51.100.1,,10.0.0.3",
    "198.51.100.1, 2001:db8::7, 10.0.0.2",
  ];

  it.each(settings.map((s) => [JSON.stringify(s) ?? "none", s]))(
    "trust %s",
    async (_name, setting) => {
      const app = Fastify({
        trustProxy:
          typeof setting === "number"
            ? (_a: string, hop: number) => hop < setting
            : setting === undefined
              ? false
              : setting,
      });
      app.get("/", async (req) => ({ ip: req.ip }));
      const trust = compileProxyTrust(setting);
      try {
        for (const remote of remotes) {
          for (const xff of forwarded) {
            const r = await app.inject({
              method: "GET",
              url: "/",
              remoteAddress: remote,
              headers: xff === undefined ? {} : { "x-forwarded-for": xff },
            });
            const expected = (r.json() as { ip: string }).ip;
            expect(clientAddress(remote, xff, trust), `${remote} / ${xff}`).toBe(expected);
          }
        }
      } finally {
        await app.close();
      }
    },
  );
});
