// Issue 26, finding 10: a request whose body trickles in is cut off after the request time
// limit (408), and one client address holds at most so many HTTP connections at once (the
// next is answered 429 in the error format and closed; a closed one frees its place).

import type { Socket } from "node:net";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { optionsFromEnv } from "../src/config/env";
import type { TestServer } from "./support/server";
import { startTestServer, withTimeout } from "./support/server";

let server: TestServer | null = null;
const sockets: Socket[] = [];
afterEach(async () => {
  for (const s of sockets.splice(0)) s.destroy();
  await server?.stop();
  server = null;
});

/** A raw TCP connection to the server, everything it answers collected. */
async function open(
  url: string,
): Promise<{ socket: Socket; received: () => string; closed: Promise<void> }> {
  const { hostname, port } = new URL(url);
  const socket = connect({ host: hostname, port: Number(port) });
  sockets.push(socket);
  let data = "";
  socket.setEncoding("utf8");
  socket.on("data", (d: string) => {
    data += d;
  });
  socket.on("error", () => {});
  const closed = new Promise<void>((done) => socket.once("close", () => done()));
  await new Promise<void>((done) => socket.once("connect", () => done()));
  return { socket, received: () => data, closed };
}

describe("slow request bodies", () => {
  it("are cut off after the request time limit with 408", async () => {
    server = await startTestServer({ requestTimeoutMs: 300 });
    const c = await open(server.url);
    // Headers and one byte of a 100-byte body, then nothing more.
    c.socket.write(
      "POST /api/tables HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{",
    );
    await withTimeout(c.closed, 15_000, "the server to close the slow request");
    expect(c.received()).toMatch(/^HTTP\/1\.1 408 /);
  });
});

describe("HTTP connections per address", () => {
  it("refuses the connection over the cap with 429 in the error format; a closed one frees a place", async () => {
    server = await startTestServer({ httpConnectionsPerAddress: 3 });
    const held: Awaited<ReturnType<typeof open>>[] = [];
    for (let i = 0; i < 3; i++) held.push(await open(server.url));
    const over = await open(server.url);
    await withTimeout(over.closed, 10_000, "the connection over the cap to be closed");
    expect(over.received()).toMatch(/^HTTP\/1\.1 429 /);
    const body = over.received().split("\r\n\r\n")[1]!;
    expect(JSON.parse(body)).toMatchObject({ error: { code: "ERR_TOO_MANY_CONNECTIONS" } });
    // The held connections still work.
    held[0]!.socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n");
    await withTimeout(
      new Promise<void>((done) => {
        const check = () => (held[0]!.received().includes("\r\n\r\n") ? done() : undefined);
        held[0]!.socket.on("data", check);
        check();
      }),
      10_000,
      "an answer on a held connection",
    );
    expect(held[0]!.received()).toMatch(/^HTTP\/1\.1 200 /);
    // One closes: one more fits.
    held[1]!.socket.destroy();
    await held[1]!.closed;
    const url = server.url;
    const again = await withTimeout(
      (async () => {
        for (;;) {
          const c = await open(url);
          c.socket.write("GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n");
          const answer = await new Promise<string>((done) => {
            c.socket.on("data", () => {
              if (c.received().includes("\r\n\r\n")) done(c.received());
            });
          });
          if (answer.startsWith("HTTP/1.1 200")) return answer;
        }
      })(),
      10_000,
      "a place freed",
    );
    expect(again).toMatch(/^HTTP\/1\.1 200 /);
  });

  it("reads HTTP_CONNECTIONS_PER_ADDRESS and refuses nonsense", () => {
    expect(optionsFromEnv({ HTTP_CONNECTIONS_PER_ADDRESS: "40" }).httpConnectionsPerAddress).toBe(
      40,
    );
    expect(() => optionsFromEnv({ HTTP_CONNECTIONS_PER_ADDRESS: "0" })).toThrow(
      /HTTP_CONNECTIONS_PER_ADDRESS must be a whole number/,
    );
  });
});
