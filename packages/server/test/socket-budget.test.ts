// Issue 26, finding 5, on every backend: an address's socket message budget (per process)
// survives closing and reopening connections, with the Redis adapter as without it.

import { createApiClient } from "@number-games/protocol";
import type { Socket } from "socket.io-client";
import { io as ioClient } from "socket.io-client";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Servers } from "./support/backends";
import { describeBackends } from "./support/backends";
import { unwrap } from "./support/server";

describeBackends("the address's message budget across reconnects", (backend) => {
  let servers: Servers | null = null;
  beforeAll(async () => {
    servers = await backend.start({
      env: { ADDRESS_MESSAGES_PER_SECOND: "1" },
      options: { addressMessagesPerSecond: 1 },
    });
  });
  afterAll(async () => {
    await servers?.stop();
  });

  it("is not reset by reconnecting", async (ctx) => {
    if (servers === null) return ctx.skip();
    const url = servers.urls[0]!;
    const t = unwrap(
      await createApiClient(url).createTable({
        body: {
          game: "number-line",
          config: { players: 2 },
          seats: [{ kind: "human" }, { kind: "human" }],
          visibility: "public",
        },
      }),
    );
    const began = Date.now();
    let accepted = 0;
    for (let cycle = 0; cycle < 15; cycle++) {
      const s: Socket = ioClient(url, {
        transports: ["websocket"],
        forceNew: true,
        reconnection: false,
      });
      await new Promise<void>((done, fail) => {
        s.once("connect", () => done());
        s.once("connect_error", fail);
      });
      for (let i = 0; i < 2; i++) {
        const r: { ok: boolean } = await s
          .timeout(5000)
          .emitWithAck("join", { protocolVersion: 1, tableId: t.tableId, spectate: true });
        if (r.ok) accepted++;
      }
      const gone = new Promise((done) => s.once("disconnect", done));
      s.close();
      await gone;
    }
    const seconds = (Date.now() - began) / 1000;
    expect(accepted).toBeLessThanOrEqual(2 + Math.ceil(seconds));
  });
});
