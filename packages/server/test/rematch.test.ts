// Rematch: a seat of a finished table creates (first) or joins (later) its successor table.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { SeatSpec } from "@number-games/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../src/http/client";
import { startServer } from "../src/server";
import type { TestServer } from "./support/server";
import {
  RandomPlayer,
  setUpTable,
  startTestServer,
  unwrap,
  waitFor,
  withTimeout,
} from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const SEATS: SeatSpec[] = [{ kind: "human" }, { kind: "bot", level: "hard" }, { kind: "human" }];

/** A table of two humans (seats 0 and 2) and a bot, played to the end by random players. */
async function finishedTable(url: string, api: ApiClient, visibility: "public" | "private") {
  const t = await setUpTable(api, "number-line", { players: 3 }, SEATS, {
    start: false,
    visibility,
  });
  const players = await Promise.all(
    [0, 2].map((seat) => RandomPlayer.connect(url, t.tableId, t.tokens[seat]!, seat + 1)),
  );
  unwrap(await api.start(t.tableId, t.hostToken));
  await withTimeout(Promise.all(players.map((p) => p.finished)), 30_000, "the game to finish");
  return { ...t, players };
}

describe("rematch", () => {
  it("is refused before the end and with a bad token", async () => {
    const t = await setUpTable(server.api, "number-line", { players: 3 }, SEATS);
    const early = await server.api.rematch(t.tableId, t.tokens[0]!);
    expect(early.ok || early.error.code).toBe("ERR_NOT_FINISHED");
    const res = await fetch(`${server.url}/api/tables/${t.tableId}/rematch`, { method: "POST" });
    expect(res.status).toBe(401);

    const done = await finishedTable(server.url, server.api, "private");
    for (const p of done.players) p.close();
    const stranger = await server.api.rematch(done.tableId, t.tokens[0]!);
    expect(stranger.ok || stranger.error.code).toBe("ERR_UNAUTHORIZED");
    const host = await server.api.rematch(done.tableId, done.hostToken);
    expect(host.ok || host.error.code).toBe("ERR_UNAUTHORIZED");
  });

  it("the first seat creates the successor; the others join it; each seat only once", async () => {
    const t = await finishedTable(server.url, server.api, "public");
    const before = unwrap(await server.api.table(t.tableId));
    expect(before.rematch).toBeNull();

    const first = unwrap(await server.api.rematch(t.tableId, t.tokens[2]!));
    expect(first.seat).toBe(2);
    expect(first.hostToken).toEqual(expect.any(String));
    const next = unwrap(await server.api.table(first.tableId));
    expect(next.status).toBe("lobby");
    expect(next.code).toBe(first.code);
    expect(next.game).toBe(before.game);
    expect(next.config).toEqual(before.config);
    expect(next.visibility).toBe("public");
    expect(next.seedCommitment).not.toBe(before.seedCommitment);
    expect(next.rematch).toBeNull();
    expect(next.seats.map((s) => [s.kind, s.level, s.claimed, s.name])).toEqual([
      ["human", null, false, null],
      ["bot", "hard", true, "Bot (hard)"],
      ["human", null, true, "Player 2"],
    ]);

    // The finished table links its rematch, and its watchers are told.
    const linked = unwrap(await server.api.table(t.tableId));
    expect(linked.rematch).toBe(first.tableId);
    expect(linked.result).not.toBeNull();
    await waitFor(
      () => t.players[0]!.tables.some((x) => x.rematch === first.tableId),
      "the rematch to be pushed",
      5_000,
    );

    const second = unwrap(await server.api.rematch(t.tableId, t.tokens[0]!));
    expect(second).toMatchObject({ tableId: first.tableId, code: first.code, seat: 0 });
    expect(second.hostToken).toBeUndefined();
    expect(second.seatToken).not.toBe(first.seatToken);

    const again = await server.api.rematch(t.tableId, t.tokens[0]!);
    expect(again.ok || again.error.code).toBe("ERR_SEAT_TAKEN");
    const creatorAgain = await server.api.rematch(t.tableId, t.tokens[2]!);
    expect(creatorAgain.ok || creatorAgain.error.code).toBe("ERR_SEAT_TAKEN");

    // The new tokens work: the creator hosts, and the rematch starts.
    const started = unwrap(await server.api.start(first.tableId, first.hostToken!));
    expect(started.status).toBe("playing");
    for (const p of t.players) p.close();
  });

  it("the link survives a restart", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ng-rematch-"));
    const sqliteFile = join(dir, "number-games.sqlite");
    const options = { port: 0, sqliteFile, webDist: null, botDelayMs: 0 } as const;
    try {
      const a = await startServer(options);
      const api = new ApiClient(a.url);
      const t = await finishedTable(a.url, api, "private");
      for (const p of t.players) p.close();
      const first = unwrap(await api.rematch(t.tableId, t.tokens[0]!));
      await a.close();
      const b = await startServer(options);
      try {
        const api2 = new ApiClient(b.url);
        // A private table's rematch link is for its players only.
        expect(unwrap(await api2.table(t.tableId, t.tokens[2]!)).rematch).toBe(first.tableId);
        expect(unwrap(await api2.table(t.tableId)).rematch).toBeNull();
        const second = unwrap(await api2.rematch(t.tableId, t.tokens[2]!));
        expect(second).toMatchObject({ tableId: first.tableId, seat: 2 });
      } finally {
        await b.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
