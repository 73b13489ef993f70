// Rematch seats are kept for their players: each open seat of a successor table is reserved,
// for REMATCH_RESERVE_SECONDS (default 60) from the successor's creation, for whoever held it
// at the finished table (proved by that old seat token, through the rematch route). A stranger
// claiming it meanwhile gets ERR_SEAT_RESERVED and changes nothing; then it opens to anyone.
// The server's clock is injected: both sides of the deadline, no waiting.

import type { SeatSpec } from "@number-games/protocol";
import { HTTP_STATUS } from "@number-games/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ConfigError } from "../src/config/config-error";
import { optionsFromEnv } from "../src/config/env";
import type { TestServer } from "./support/server";
import { RandomPlayer, setUpTable, startTestServer, unwrap, withTimeout } from "./support/server";

const SEATS: SeatSpec[] = [{ kind: "human" }, { kind: "bot", level: "easy" }, { kind: "human" }];

/** A server whose clock stands still until a test moves it. */
async function serverWithClock(rematchReserveSeconds?: number) {
  const clock = { now: Date.parse("2030-01-01T12:00:00Z") };
  const server = await startTestServer({
    now: () => clock.now,
    ...(rematchReserveSeconds !== undefined ? { rematchReserveSeconds } : {}),
  });
  return { server, clock };
}

/** A public table (humans at seats 0 and 2, a bot at 1) played to its end. */
async function finishedTable(server: TestServer) {
  const t = await setUpTable(server.api, "number-line", { players: 3 }, SEATS, { start: false });
  const players = await Promise.all(
    [0, 2].map((seat) => RandomPlayer.connect(server.url, t.tableId, t.tokens[seat]!, seat + 7)),
  );
  unwrap(await server.api.start(t.tableId, t.hostToken));
  await withTimeout(Promise.all(players.map((p) => p.finished)), 30_000, "the game to finish");
  for (const p of players) p.close();
  return t;
}

const codeOf = (r: { ok: true } | { ok: false; error: { code: string } }) =>
  r.ok ? "ok" : r.error.code;

describe("rematch seats, default reservation (60 s)", () => {
  let server: TestServer;
  let clock: { now: number };
  beforeAll(async () => {
    ({ server, clock } = await serverWithClock());
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("a stranger is refused until the deadline and changes nothing; the old player gets the seat", async () => {
    const t = await finishedTable(server);
    const first = unwrap(await server.api.rematch(t.tableId, t.tokens[2]!));
    const before = unwrap(await server.api.table(first.tableId));
    expect(before.seats.map((s) => s.claimed)).toEqual([false, true, true]);

    clock.now += 60_000 - 1;
    const bySeat = await server.api.claim(first.tableId, "Eve", 0);
    expect(codeOf(bySeat)).toBe("ERR_SEAT_RESERVED");
    const anySeat = await server.api.claim(first.tableId, "Eve");
    expect(codeOf(anySeat)).toBe("ERR_SEAT_RESERVED");
    expect(HTTP_STATUS.ERR_SEAT_RESERVED).toBe(409);
    const raw = await fetch(`${server.url}/api/tables/${first.tableId}/claim`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Eve", seat: 0 }),
    });
    expect(raw.status).toBe(409);
    expect(unwrap(await server.api.table(first.tableId))).toEqual(before);

    // The previous holder proves the seat with the finished table's token, even at the last ms.
    const second = unwrap(await server.api.rematch(t.tableId, t.tokens[0]!));
    expect(second).toMatchObject({ tableId: first.tableId, seat: 0 });
    const after = unwrap(await server.api.table(first.tableId));
    expect(after.seats.map((s) => [s.claimed, s.name])).toEqual([
      [true, "Player 0"],
      [true, "Bot (easy)"],
      [true, "Player 2"],
    ]);
  });

  it("at the deadline the seat opens to anyone; its old player then finds it taken", async () => {
    const t = await finishedTable(server);
    const first = unwrap(await server.api.rematch(t.tableId, t.tokens[0]!));
    expect(codeOf(await server.api.claim(first.tableId, "Eve"))).toBe("ERR_SEAT_RESERVED");

    clock.now += 60_000;
    const eve = unwrap(await server.api.claim(first.tableId, "Eve"));
    expect(eve.seat).toBe(2);
    const late = await server.api.rematch(t.tableId, t.tokens[2]!);
    expect(codeOf(late)).toBe("ERR_SEAT_TAKEN");
  });

  it("a seat the host kicks in the rematch is open at once (the kick ends the reservation)", async () => {
    const t = await finishedTable(server);
    const first = unwrap(await server.api.rematch(t.tableId, t.tokens[0]!));
    unwrap(await server.api.kick(first.tableId, first.hostToken!, 2));
    expect(unwrap(await server.api.claim(first.tableId, "Eve")).seat).toBe(2);
  });
});

describe("rematch seats, REMATCH_RESERVE_SECONDS", () => {
  it("is read from the environment (0: no reservation) and checked", () => {
    expect(optionsFromEnv({ REMATCH_RESERVE_SECONDS: "5" }).rematchReserveSeconds).toBe(5);
    expect(optionsFromEnv({ REMATCH_RESERVE_SECONDS: "0" }).rematchReserveSeconds).toBe(0);
    expect(optionsFromEnv({}).rematchReserveSeconds).toBeUndefined();
    expect(() => optionsFromEnv({ REMATCH_RESERVE_SECONDS: "-1" })).toThrow(ConfigError);
    expect(() => optionsFromEnv({ REMATCH_RESERVE_SECONDS: "soon" })).toThrow(ConfigError);
  });

  it("a configured reservation holds until its own deadline", async () => {
    const { server, clock } = await serverWithClock(5);
    try {
      const t = await finishedTable(server);
      const first = unwrap(await server.api.rematch(t.tableId, t.tokens[2]!));
      clock.now += 4_999;
      expect(codeOf(await server.api.claim(first.tableId, "Eve", 0))).toBe("ERR_SEAT_RESERVED");
      clock.now += 1;
      expect(unwrap(await server.api.claim(first.tableId, "Eve", 0)).seat).toBe(0);
    } finally {
      await server.stop();
    }
  });

  it("0 keeps no seat", async () => {
    const { server } = await serverWithClock(0);
    try {
      const t = await finishedTable(server);
      const first = unwrap(await server.api.rematch(t.tableId, t.tokens[2]!));
      expect(unwrap(await server.api.claim(first.tableId, "Eve")).seat).toBe(0);
    } finally {
      await server.stop();
    }
  });
});
