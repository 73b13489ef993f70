// The HTTP API: create, list, look up by id and code, claim, bots, kick, start, records;
// and its errors: typed codes, statuses, no stack traces, security headers, rate limits.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BOT_LEVELS } from "@number-games/bots";
import { errorBodySchema, SEAT_BOT_LEVELS } from "@number-games/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { optionsFromEnv } from "../src/config/env";
import { openStore } from "../src/storage/sql-store";
import { connectTable } from "./support/connect";
import type { TestServer } from "./support/server";
import { humans, setUpTable, startTestServer, unwrap } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

async function raw(
  method: string,
  path: string,
  body?: string,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: body !== undefined ? { "content-type": "application/json", ...headers } : headers,
    ...(body !== undefined ? { body } : {}),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, json: parseJson(text) };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function expectError(
  r: { status: number; json: unknown; text: string },
  status: number,
  code: string,
) {
  expect(r.status).toBe(status);
  const body = errorBodySchema.parse(r.json);
  expect(body.error.code).toBe(code);
  expect(r.text).not.toMatch(/at .*\.(ts|js):\d+/);
}

describe("HTTP API", () => {
  it("protocol bot levels are the bots package's levels", () => {
    expect([...SEAT_BOT_LEVELS]).toEqual([...BOT_LEVELS]);
  });

  it("creates a table and shows its public info by id and by code", async () => {
    const created = unwrap(
      await server.api.createTable({
        game: "take-or-pay",
        config: { players: 3 },
        seats: [{ kind: "human" }, { kind: "human" }, { kind: "bot", level: "easy" }],
        visibility: "public",
        turnClockSeconds: 30,
      }),
    );
    expect(created.tableId).toMatch(/^t[a-z2-7]{24}$/);
    expect(created.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{10}$/);
    expect(created.hostToken.length).toBeGreaterThanOrEqual(43);
    const byId = unwrap(await server.api.table(created.tableId));
    const byCode = unwrap(await server.api.table(created.code.toLowerCase()));
    expect(byCode).toEqual(byId);
    expect(byId).toMatchObject({
      game: "take-or-pay",
      status: "lobby",
      visibility: "public",
      seq: 0,
      turnClockSeconds: 30,
      seed: null,
      result: null,
    });
    expect(byId.seedCommitment).toMatch(/^[0-9a-f]{64}$/);
    expect(byId.seats.map((s) => [s.kind, s.claimed])).toEqual([
      ["human", false],
      ["human", false],
      ["bot", true],
    ]);
    const text = JSON.stringify(byId);
    expect(text).not.toContain(created.hostToken);
    expect(text).not.toContain("tokenHash");
    expect(text).not.toContain("hostTokenHash");
  });

  it("lists public unfinished tables only (a lobby while someone sits at it)", async () => {
    const pub = await setUpTable(server.api, "number-line", { players: 2 }, humans(2), {
      start: false,
    });
    const priv = await setUpTable(server.api, "number-line", { players: 2 }, humans(2), {
      start: false,
      visibility: "private",
    });
    const seated = await Promise.all([connectTable(server.url), connectTable(server.url)]);
    try {
      for (const [i, t] of [pub, priv].entries()) {
        expect((await seated[i]!.join(t.tableId, { seatToken: t.tokens[0]! })).ok).toBe(true);
      }
      const list = unwrap(await server.api.listTables()).tables.map((t) => t.id);
      expect(list).toContain(pub.tableId);
      expect(list).not.toContain(priv.tableId);
    } finally {
      for (const c of seated) c.close();
    }
  });

  it("claims seats with hashed tokens; refuses taken seats and full tables", async () => {
    const c = unwrap(
      await server.api.createTable({
        game: "number-line",
        config: { players: 2 },
        seats: humans(2),
      }),
    );
    const a = unwrap(await server.api.claim(c.tableId, "  Ann  "));
    expect(a.seat).toBe(0);
    expect(a.table.seats[0]).toMatchObject({ name: "Ann", claimed: true });
    expect(JSON.stringify(a.table)).not.toContain(a.seatToken);
    const taken = await server.api.claim(c.tableId, "Bob", 0);
    expect(!taken.ok && taken.error.code).toBe("ERR_SEAT_TAKEN");
    unwrap(await server.api.claim(c.tableId, "Bob"));
    const full = await server.api.claim(c.tableId, "Cid");
    expect(!full.ok && full.error.code).toBe("ERR_NO_FREE_SEAT");
    const noSeat = await server.api.claim(c.tableId, "Dee", 7);
    expect(!noSeat.ok && noSeat.error.code).toBe("ERR_MALFORMED");
  });

  it("refuses a name that passes for a bot or is not plain text: ERR_BAD_NAME, nothing changes", async () => {
    const c = unwrap(
      await server.api.createTable({
        game: "number-line",
        config: { players: 2 },
        seats: humans(2),
      }),
    );
    const before = unwrap(await server.api.table(c.tableId));
    for (const name of [
      "Bot (expert)",
      "电脑（专家）",
      "Computer 0",
      "\uD800",
      "\u0000evil",
      " ",
    ]) {
      for (const seat of [undefined, 1]) {
        const r = await raw(
          "POST",
          `/api/tables/${c.tableId}/claim`,
          JSON.stringify(seat === undefined ? { name } : { name, seat }),
        );
        expectError(r, 422, "ERR_BAD_NAME");
        expect(r.text).not.toContain("expert");
      }
    }
    expect(unwrap(await server.api.table(c.tableId))).toEqual(before);
    // The name is stored NFC-normalised and trimmed.
    const zoe = unwrap(await server.api.claim(c.tableId, " Zoe\u0308 "));
    expect(zoe.table.seats[zoe.seat]!.name).toBe("Zo\u00eb");
  });

  it("lets only the host start, add and remove bots, and kick; then locks the lobby", async () => {
    const c = unwrap(
      await server.api.createTable({
        game: "magic-numbers",
        config: { players: 3 },
        seats: humans(3),
      }),
    );
    const id = c.tableId;
    const wrong = await server.api.start(id, "not-the-host-token");
    expect(!wrong.ok && wrong.error.code).toBe("ERR_UNAUTHORIZED");
    expectError(await raw("POST", `/api/tables/${id}/start`), 401, "ERR_UNAUTHORIZED");
    const open = await server.api.start(id, c.hostToken);
    expect(!open.ok && open.error.code).toBe("ERR_SEATS_OPEN");

    unwrap(await server.api.claim(id, "Ann", 0));
    const bob = unwrap(await server.api.claim(id, "Bob", 1));
    expect(unwrap(await server.api.setBot(id, c.hostToken, 2, "hard")).seats[2]).toMatchObject({
      kind: "bot",
      level: "hard",
    });
    const notBot = await server.api.removeBot(id, c.hostToken, 1);
    expect(!notBot.ok && notBot.error.code).toBe("ERR_CONFLICT");
    const claimedToBot = await server.api.setBot(id, c.hostToken, 1, "easy");
    expect(!claimedToBot.ok && claimedToBot.error.code).toBe("ERR_SEAT_TAKEN");
    expect(unwrap(await server.api.removeBot(id, c.hostToken, 2)).seats[2]).toMatchObject({
      kind: "human",
      claimed: false,
    });
    unwrap(await server.api.setBot(id, c.hostToken, 2, "random"));
    const kicked = unwrap(await server.api.kick(id, c.hostToken, 1));
    expect(kicked.seats[1]).toMatchObject({ claimed: false, name: null });
    const bob2 = unwrap(await server.api.claim(id, "Bob again", 1));
    expect(bob2.seatToken).not.toBe(bob.seatToken);

    const started = unwrap(await server.api.start(id, c.hostToken));
    expect(started.status).toBe("playing");
    expect(started.seq).toBeGreaterThan(0); // the secrets were dealt
    const again = await server.api.start(id, c.hostToken);
    expect(!again.ok && again.error.code).toBe("ERR_ALREADY_STARTED");
    const late = await server.api.claim(id, "Late");
    expect(!late.ok && late.error.code).toBe("ERR_ALREADY_STARTED");
  });

  it("serves only the public record during play", async () => {
    const t = await setUpTable(server.api, "take-or-pay", { players: 3 }, humans(3));
    const rec = unwrap(await server.api.record(t.tableId));
    expect(rec.meta.public).toBe(true);
    expect(rec.meta.seed).toBeNull();
    expect(rec.meta.redacted).toEqual([0]);
    expect(rec.actions[0]).toEqual({ type: "redacted" });
    expect(rec.meta.spectator).toBeDefined();
    const full = await server.store.actions(t.tableId);
    const deck = (full[0]!.action as { deck: number[] }).deck;
    expect(JSON.stringify(rec)).not.toContain(deck.slice(0, 4).join(","));
  });

  it("rejects bad configs and mismatched seat counts with ERR_CONFIG", async () => {
    const bad = await server.api.createTable({
      game: "number-line",
      config: { players: 9 },
      seats: humans(2),
    });
    expect(!bad.ok && bad.error.code).toBe("ERR_CONFIG");
    expect(!bad.ok && bad.error.rule).toBe("ERR_CONFIG");
    const mismatch = await server.api.createTable({
      game: "number-line",
      config: { players: 3 },
      seats: humans(2),
    });
    expect(!mismatch.ok && mismatch.error.code).toBe("ERR_CONFIG");
  });

  it("answers malformed, oversized and unknown requests with typed errors", async () => {
    expectError(await raw("POST", "/api/tables", "{not json"), 400, "ERR_MALFORMED");
    expectError(
      await raw("POST", "/api/tables", JSON.stringify({ game: "chess", seats: [] })),
      400,
      "ERR_MALFORMED",
    );
    expectError(
      await raw(
        "POST",
        "/api/tables",
        JSON.stringify({ game: "number-line", seats: humans(2), extra: 1 }),
      ),
      400,
      "ERR_MALFORMED",
    );
    expectError(
      await raw("POST", "/api/tables", JSON.stringify({ pad: "x".repeat(20_000) })),
      413,
      "ERR_TOO_LARGE",
    );
    expectError(await raw("GET", "/api/tables/tzzzzzzzzzzzzzzzzzzzzzzzz"), 404, "ERR_NOT_FOUND");
    const traversal = await raw("GET", "/api/tables/..%2f..%2fetc%2fpasswd");
    expectError(traversal, 404, "ERR_NOT_FOUND");
    expectError(await raw("GET", "/api/nope"), 404, "ERR_NOT_FOUND");
    expectError(await raw("DELETE", "/api/tables"), 404, "ERR_NOT_FOUND");
    expectError(
      await raw("PUT", "/api/tables/tzzzzzzzzzzzzzzzzzzzzzzzz/seats/x/bot", "{}", {
        authorization: "Bearer abc",
      }),
      400,
      "ERR_MALFORMED",
    );
  });

  it("sends security headers", async () => {
    const r = await raw("GET", "/api/health");
    expect(r.status).toBe(200);
    expect(r.headers.get("x-content-type-options")).toBe("nosniff");
    expect(r.headers.get("content-security-policy")).toContain("default-src 'self'");
    // A server on a classroom network speaks plain HTTP: no upgrade of the app's own files.
    expect(r.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
    expect(r.headers.get("x-frame-options")).toBeTruthy();
    const page = await raw("GET", "/online/take-or-pay");
    expect(page.text).toContain("not built");
  });
});

describe("HTTP rate limits", () => {
  it("limits table creation per client", async () => {
    const limited = await startTestServerWithLimit();
    try {
      const body = { game: "number-line", config: { players: 2 }, seats: humans(2) } as const;
      const results = [];
      for (let i = 0; i < 5; i++) results.push(await limited.api.createTable(body));
      expect(results.slice(0, 3).every((r) => r.ok)).toBe(true);
      const last = results[4]!;
      expect(!last.ok && last.error.code).toBe("ERR_RATE_LIMITED");
      expect((await limited.api.listTables()).ok).toBe(true);
    } finally {
      await limited.stop();
    }
  });
});

describe("GET /api/health", () => {
  it("reports storage and Redis; 503 while storage does not answer", async () => {
    const ok = await raw("GET", "/api/health");
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ ok: true, protocolVersion: 1, storage: "ok", redis: null });

    const dir = mkdtempSync(join(tmpdir(), "ng-health-"));
    const real = await openStore({ sqliteFile: join(dir, "h.sqlite") });
    let down = false;
    const store = new Proxy(real, {
      get: (target, prop, receiver) => {
        const value = Reflect.get(target, prop, receiver);
        if (prop === "ping")
          return () => (down ? Promise.reject(new Error("gone")) : target.ping());
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
    const s = await startTestServer({ store });
    try {
      down = true;
      const r = await fetch(`${s.url}/api/health`);
      expect(r.status).toBe(503);
      expect(await r.json()).toMatchObject({ ok: false, storage: "unreachable", redis: null });
      down = false;
      expect((await fetch(`${s.url}/api/health`)).status).toBe(200);
    } finally {
      await s.stop();
      await real.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe("behind a proxy (TRUST_PROXY)", () => {
  const create = (url: string, client: string) =>
    fetch(`${url}/api/tables`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": client },
      body: JSON.stringify({ game: "number-line", config: { players: 2 }, seats: humans(2) }),
    }).then((r) => r.status);

  it("counts each client named by a trusted proxy on its own", async () => {
    const s = await startTestServer({ createTablePerMinute: 2, trustProxy: "loopback" });
    try {
      expect([await create(s.url, "198.51.100.1"), await create(s.url, "198.51.100.1")]).toEqual([
        201, 201,
      ]);
      expect(await create(s.url, "198.51.100.1")).toBe(429);
      // Another pupil behind the same proxy is not held back by the first.
      expect(await create(s.url, "198.51.100.2")).toBe(201);
    } finally {
      await s.stop();
    }
  });

  it("ignores X-Forwarded-For unless told to trust the proxy (a client cannot pick its address)", async () => {
    const s = await startTestServer({ createTablePerMinute: 2 });
    try {
      expect([await create(s.url, "198.51.100.1"), await create(s.url, "198.51.100.2")]).toEqual([
        201, 201,
      ]);
      expect(await create(s.url, "198.51.100.3")).toBe(429);
    } finally {
      await s.stop();
    }
  });

  it("reads TRUST_PROXY as hops or a list, and refuses nonsense before starting", async () => {
    expect(optionsFromEnv({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(optionsFromEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8" }).trustProxy).toEqual([
      "loopback",
      "10.0.0.0/8",
    ]);
    expect(optionsFromEnv({}).trustProxy).toBeUndefined();
    expect(() => optionsFromEnv({ TRUST_PROXY: "0" })).toThrow(
      /TRUST_PROXY must be a whole number from 1/,
    );
    expect(() => optionsFromEnv({ TRUST_PROXY: " , " })).toThrow(/TRUST_PROXY names no proxy/);
    await expect(startTestServer({ trustProxy: ["not-an-address"] })).rejects.toThrow(
      /TRUST_PROXY/,
    );
  });
});

describe("REDIS_CHANNEL", () => {
  it("names the Redis channels' prefix, and refuses what Redis patterns would misread", () => {
    expect(optionsFromEnv({ REDIS_CHANNEL: "games-a" }).redisChannel).toBe("games-a");
    expect(optionsFromEnv({}).redisChannel).toBeUndefined();
    expect(() => optionsFromEnv({ REDIS_CHANNEL: "a*b" })).toThrow(/REDIS_CHANNEL must be/);
  });
});

function startTestServerWithLimit() {
  return startTestServer({ createTablePerMinute: 3 });
}
