// The browser's "offline" closes a live connection at once (not 45 s later, when the pings
// stop), and its "online" reconnects at once instead of after the backoff's delay: against a
// real socket.io server on this machine, with a backoff so long that only the "online" event
// can bring the connection back while the test waits.

import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Server } from "socket.io";
import { io, type Socket } from "socket.io-client";
import { afterEach, describe, expect, it } from "vitest";
import { followBrowserNetwork } from "./browserNetwork";

const stops: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0).reverse()) await stop();
});

async function serverAndClient(): Promise<{ socket: Socket; events: EventTarget; server: Server }> {
  const http = createServer();
  const server = new Server(http);
  await new Promise<void>((resolve) => http.listen(0, "127.0.0.1", resolve));
  stops.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = http.address() as AddressInfo;
  const socket = io(`http://127.0.0.1:${port}`, {
    transports: ["websocket"],
    reconnection: true,
    // An hour: socket.io-client's own retry never comes while the test waits.
    reconnectionDelay: 3_600_000,
    reconnectionDelayMax: 3_600_000,
    randomizationFactor: 0,
  });
  stops.push(() => void socket.disconnect());
  await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
  const events = new EventTarget();
  stops.push(followBrowserNetwork(socket, events));
  return { socket, events, server };
}

const next = (socket: Socket, event: "connect" | "disconnect") =>
  new Promise<string | undefined>((resolve) =>
    socket.once(event, (reason?: string) => resolve(reason)),
  );

describe("followBrowserNetwork", () => {
  it("closes the connection as soon as the browser says it is offline", async () => {
    const { socket, events } = await serverAndClient();
    const gone = next(socket, "disconnect");
    events.dispatchEvent(new Event("offline"));
    expect(socket.connected).toBe(false);
    // The transport closed under the socket, not the client's own end (that would be "io
    // client disconnect"): socket.io-client goes on retrying by itself.
    expect(await gone).toBe("forced close");
    expect(socket.active).toBe(true);
  });

  it("connects again as soon as the browser is back online, not after the backoff's delay", async () => {
    const { socket, events, server } = await serverAndClient();
    const ids = new Set<string>();
    server.on("connection", (s) => ids.add(s.id));
    events.dispatchEvent(new Event("offline"));
    expect(socket.connected).toBe(false);
    const back = next(socket, "connect");
    events.dispatchEvent(new Event("online"));
    await back;
    expect(socket.connected).toBe(true);
    expect(ids.size).toBe(1);
  });

  it("leaves a connection that is up alone when the browser says it is online", async () => {
    const { socket, events } = await serverAndClient();
    const id = socket.id;
    events.dispatchEvent(new Event("online"));
    expect(socket.connected).toBe(true);
    expect(socket.id).toBe(id);
  });

  it("stops following once stopped", async () => {
    const { socket } = await serverAndClient();
    const events = new EventTarget();
    const stop = followBrowserNetwork(socket, events);
    stop();
    events.dispatchEvent(new Event("offline"));
    expect(socket.connected).toBe(true);
  });
});
