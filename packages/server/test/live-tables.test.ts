// Tables leave this process's memory when nothing needs them here: no connection watching
// them, no timer pending (a bot, a turn clock, a retry), no work queued. Storage keeps them;
// the next request reads them again. The count is GET /api/health's `tablesInMemory`.

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TableClient } from "../src/http/client";
import { connectTable } from "./support/connect";
import type { TestServer } from "./support/server";
import { humans, setUpTable, startTestServer, unwrap, WAIT_BUDGET_MS } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ tableSweepMs: 20 });
});
afterAll(async () => {
  await server?.stop();
});

async function inMemory(): Promise<number> {
  const r = await fetch(`${server.url}/api/health`);
  return ((await r.json()) as { tablesInMemory: number }).tablesInMemory;
}

/** Waits until the count is at most `n`, then answers it. */
async function settlesAt(n: number): Promise<number> {
  await vi.waitFor(async () => expect(await inMemory()).toBeLessThanOrEqual(n), {
    timeout: WAIT_BUDGET_MS,
    interval: 20,
  });
  return inMemory();
}

function publicLobby() {
  return server.api
    .createTable({
      game: "number-line",
      config: { players: 2 },
      seats: humans(2),
      visibility: "public",
    })
    .then(unwrap);
}

describe("tables in memory", () => {
  it("return to their baseline after spectate/leave cycles", async () => {
    const baseline = await inMemory();
    const watchers: TableClient[] = [
      await connectTable(server.url),
      await connectTable(server.url),
    ];
    try {
      for (let round = 0; round < 3; round++) {
        const tables = await Promise.all(Array.from({ length: 10 }, publicLobby));
        for (const [i, t] of tables.entries()) {
          const w = watchers[i % 2]!;
          expect((await w.join(t.tableId, { spectate: true })).ok).toBe(true);
        }
        expect(await inMemory()).toBe(baseline + 10);
        // Half leave by message, half by closing the connection.
        for (const [i, t] of tables.entries()) if (i % 2 === 0) await watchers[0]!.leave(t.tableId);
        watchers[1]!.close();
        watchers[1] = await connectTable(server.url);
        expect(await settlesAt(baseline)).toBe(baseline);
      }
    } finally {
      for (const w of watchers) w.close();
    }
  });

  it("keep a watched table and one with a pending timer; drop the rest", async () => {
    const baseline = await settlesAt(await inMemory());
    const watched = await publicLobby();
    const spectator = await connectTable(server.url);
    try {
      expect((await spectator.join(watched.tableId, { spectate: true })).ok).toBe(true);
      // Started with an hour on the clock and nobody connected: its timer is pending.
      await setUpTable(server.api, "number-line", { players: 2 }, humans(2), {
        turnClockSeconds: 3600,
      });
      expect(await inMemory()).toBe(baseline + 2);
      for (let i = 0; i < 2; i++) {
        // A record read loads a table nobody watches: it leaves again, the other two stay.
        const read = await publicLobby();
        unwrap(await server.api.record(read.tableId));
        expect(await settlesAt(baseline + 2)).toBe(baseline + 2);
      }
      await spectator.leave(watched.tableId);
      expect(await settlesAt(baseline + 1)).toBe(baseline + 1);
    } finally {
      spectator.close();
    }
    // A table that left memory is read again from storage when asked.
    expect(unwrap(await server.api.table(watched.code)).id).toBe(watched.tableId);
    const again = await connectTable(server.url);
    try {
      expect((await again.join(watched.tableId, { spectate: true })).ok).toBe(true);
    } finally {
      again.close();
    }
  });
});
