// Junk public tables do not fill the lobby: an unstarted public table is listed only while a
// human holding one of its seats is connected, and one with no such human for
// LOBBY_IDLE_MINUTES is deleted (its code and link then answer ERR_NOT_FOUND). The clock is
// injected; the sweep runs every 20 ms of real time and reads it.

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { optionsFromEnv } from "../src/config/env";
import type { TableClient } from "../src/http/client";
import { connectTable } from "./support/connect";
import type { TestServer } from "./support/server";
import { humans, setUpTable, startTestServer, unwrap, WAIT_BUDGET_MS } from "./support/server";

const MINUTE = 60_000;
let clock = Date.parse("2026-11-24T09:00:00.000Z");
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ now: () => clock, tableSweepMs: 20, lobbyIdleMinutes: 30 });
});
afterAll(async () => {
  await server?.stop();
});

async function listed(): Promise<string[]> {
  return unwrap(await server.api.listTables()).tables.map((t) => t.id);
}

const waitFor = (check: () => Promise<void>) =>
  vi.waitFor(check, { timeout: WAIT_BUDGET_MS, interval: 20 });

function lobby(visibility: "public" | "private" = "public") {
  return server.api
    .createTable({ game: "number-line", config: { players: 2 }, seats: humans(2), visibility })
    .then(unwrap);
}

/** Claims seat 0 and connects it (a person at the table's page). */
async function sitDown(tableId: string): Promise<TableClient> {
  const { seatToken } = unwrap(await server.api.claim(tableId, "Ann", 0));
  const c = await connectTable(server.url);
  expect((await c.join(tableId, { seatToken })).ok).toBe(true);
  return c;
}

describe("the public list", () => {
  it("shows an unstarted public table only while a seated human is connected", async () => {
    const t = await lobby();
    expect(await listed()).not.toContain(t.tableId);
    // A claimed seat with nobody connected, or a spectator, is not a person at the table.
    const watcher = await connectTable(server.url);
    expect((await watcher.join(t.tableId, { spectate: true })).ok).toBe(true);
    const { seatToken } = unwrap(await server.api.claim(t.tableId, "Ann", 0));
    expect(await listed()).not.toContain(t.tableId);
    const ann = await connectTable(server.url);
    expect((await ann.join(t.tableId, { seatToken })).ok).toBe(true);
    expect(await listed()).toContain(t.tableId);
    // Still there minutes later while Ann stays (the sweep renews her presence)...
    clock += 10 * MINUTE;
    await waitFor(async () => expect(await listed()).toContain(t.tableId));
    // ...and gone a couple of minutes after she left; the spectator does not keep it. (She
    // leaves by message first: once it is answered, the server knows, whatever the clock.)
    await ann.leave(t.tableId);
    ann.close();
    clock += 2 * MINUTE;
    await waitFor(async () => expect(await listed()).not.toContain(t.tableId));
    watcher.close();
  });

  it("shows started public tables, never private ones", async () => {
    const playing = await setUpTable(server.api, "number-line", { players: 2 }, humans(2));
    const priv = await lobby("private");
    const c = await sitDown(priv.tableId);
    try {
      const list = await listed();
      expect(list).toContain(playing.tableId);
      expect(list).not.toContain(priv.tableId);
    } finally {
      c.close();
    }
  });
});

describe("idle public lobbies", () => {
  it("are deleted after LOBBY_IDLE_MINUTES without a seated human; the others stay", async () => {
    const junk = await lobby();
    const busy = await lobby();
    const ann = await sitDown(busy.tableId);
    const privateLobby = await lobby("private");
    const started = await setUpTable(server.api, "number-line", { players: 2 }, humans(2));
    // A finished table's rematch link must keep working: its successor is never deleted.
    const finished = await lobby();
    const successor = await lobby();
    const row = (await server.store.getTable(finished.tableId))!;
    const link = { status: "finished", rematch: successor.tableId } as const;
    expect(await server.store.updateTable(row.id, row.version, link)).not.toBeNull();
    // A table a human sat at for a while: its idle time starts when they leave.
    const visited = await lobby();
    clock += 20 * MINUTE;
    const bob = await sitDown(visited.tableId);
    clock += 5 * MINUTE;
    await waitFor(async () => expect(await listed()).toContain(visited.tableId));
    await bob.leave(visited.tableId);
    bob.close();

    clock += 4 * MINUTE; // 29 minutes: nothing is deleted yet
    await waitFor(async () => expect(await listed()).not.toContain(visited.tableId));
    expect((await server.api.table(junk.code)).ok).toBe(true);

    clock += 2 * MINUTE; // 31 minutes
    await waitFor(async () => {
      const gone = await server.api.table(junk.code);
      expect(!gone.ok && gone.error.code).toBe("ERR_NOT_FOUND");
    });
    const claim = await server.api.claim(junk.tableId, "Eve");
    expect(!claim.ok && claim.error.code).toBe("ERR_NOT_FOUND");
    for (const kept of [busy, privateLobby, started, finished, successor, visited]) {
      expect(unwrap(await server.api.table(kept.tableId)).id).toBe(kept.tableId);
    }
    expect(await listed()).toContain(busy.tableId);

    clock += 30 * MINUTE; // the visited table's idle time is over too; busy's is not
    await waitFor(async () => expect((await server.api.table(visited.tableId)).ok).toBe(false));
    expect((await server.api.table(busy.tableId)).ok).toBe(true);
    ann.close();
  });

  it("reads LOBBY_IDLE_MINUTES and refuses nonsense", () => {
    expect(optionsFromEnv({ LOBBY_IDLE_MINUTES: "45" }).lobbyIdleMinutes).toBe(45);
    expect(optionsFromEnv({}).lobbyIdleMinutes).toBeUndefined();
    expect(() => optionsFromEnv({ LOBBY_IDLE_MINUTES: "0" })).toThrow(
      /LOBBY_IDLE_MINUTES must be a whole number/,
    );
  });
});
