// HTTP limits are decided on the route the router chose, not on how the URL was spelled, and
// lookups by join code have their own, tighter budget per client; join codes are long enough
// that guessing one at that budget is hopeless, and old short codes still work.

import { createApiClient, JOIN_CODE_ALPHABET, JOIN_CODE_LENGTH } from "@number-games/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { optionsFromEnv } from "../src/config/env";
import type { TestServer } from "./support/server";
import { humans, startTestServer, unwrap } from "./support/server";

/** A GET as client `from` (the test servers trust the loopback proxy's X-Forwarded-For). */
async function get(server: TestServer, path: string, from: string) {
  const res = await fetch(`${server.url}${path}`, { headers: { "x-forwarded-for": from } });
  const text = await res.text();
  return { status: res.status, text };
}

describe("rate limits on the routed path", () => {
  let server: TestServer;
  let clients = 0;
  let table: { tableId: string; code: string };
  beforeAll(async () => {
    server = await startTestServer({
      requestsPerMinute: 4,
      codeLookupsPerMinute: 1000,
      trustProxy: "loopback",
    });
    table = unwrap(
      await server.api.createTable({
        game: "number-line",
        config: { players: 2 },
        seats: humans(2),
      }),
    );
  });
  afterAll(async () => {
    await server?.stop();
  });

  // Each spelling is tried by its own client, 8 times against a budget of 4 a minute: the
  // table's facts are answered at most 4 times (the rest are 429), or never (not routed).
  it.each([
    ["plain", (ref: string) => `/api/tables/${ref}`],
    ["percent-encoded a", (ref: string) => `/%61pi/tables/${ref}`],
    ["percent-encoded t", (ref: string) => `/api/%74ables/${ref}`],
    ["everything encoded", (ref: string) => `/%61%70%69/%74%61%62%6c%65%73/${ref}`],
    ["doubled slash", (ref: string) => `//api/tables/${ref}`],
    ["doubled inner slash", (ref: string) => `/api//tables/${ref}`],
    ["upper case", (ref: string) => `/API/tables/${ref}`],
    ["mixed case", (ref: string) => `/Api/tables/${ref}`],
    ["mixed case tables", (ref: string) => `/api/Tables/${ref}`],
  ])("%s: limited like the plain path, or not routed", async (_name, path) => {
    for (const ref of [table.tableId, table.code]) {
      const from = `198.51.100.${++clients}`;
      const answers = [];
      for (let i = 0; i < 8; i++) answers.push(await get(server, path(ref), from));
      const served = answers.filter(
        (a) => a.status === 200 && a.text.includes(table.tableId),
      ).length;
      const limited = answers.filter((a) => a.status === 429).length;
      expect(served).toBeLessThanOrEqual(4);
      if (served > 0) expect(limited).toBe(8 - served);
      for (const a of answers) expect([200, 404, 429]).toContain(a.status);
    }
  });
});

describe("table creation", () => {
  it("is limited per client whatever the spelling of the path", async () => {
    const s = await startTestServer({ createTablePerMinute: 2 });
    try {
      const create = (path: string) =>
        fetch(`${s.url}${path}`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ game: "number-line", config: { players: 2 }, seats: humans(2) }),
        }).then((r) => r.status);
      expect(await create("/%61pi/tables")).toBe(201);
      expect(await create("/api/%74ables")).toBe(201);
      expect(await create("/%61pi/%74ables")).toBe(429);
      expect(await create("/api/tables")).toBe(429);
      // Spellings the router does not match create nothing.
      for (const path of ["//api/tables", "/API/tables", "/Api/Tables"]) {
        expect(await create(path)).toBe(404);
      }
    } finally {
      await s.stop();
    }
  });
});

describe("lookups by join code", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ codeLookupsPerMinute: 3, trustProxy: "loopback" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("have their own budget per client, shared by the table and record routes", async () => {
    const t = unwrap(
      await server.api.createTable({
        game: "number-line",
        config: { players: 2 },
        seats: humans(2),
        visibility: "public",
      }),
    );
    const guesser = "203.0.113.7";
    expect((await get(server, `/api/tables/${t.code}`, guesser)).status).toBe(200);
    expect((await get(server, "/api/tables/ZZZZZZZZZZ", guesser)).status).toBe(404);
    expect((await get(server, `/%61pi/tables/${t.code}/record`, guesser)).status).toBe(200);
    const over = await get(server, `/api/tables/${t.code}`, guesser);
    expect(over.status).toBe(429);
    expect(JSON.parse(over.text)).toMatchObject({ error: { code: "ERR_RATE_LIMITED" } });
    expect(over.text).not.toContain(t.tableId);
    expect((await get(server, `/api/tables/${t.code.toLowerCase()}/record`, guesser)).status).toBe(
      429,
    );
    // By id the table is still there for the same client; another client has its own budget.
    expect((await get(server, `/api/tables/${t.tableId}`, guesser)).status).toBe(200);
    expect((await get(server, `/api/tables/${t.code}`, "203.0.113.8")).status).toBe(200);
  });

  it("are one budget per client for every code-shaped read: tables, classes, refused joins (issue 26, finding 7)", async () => {
    const t = unwrap(
      await server.api.createTable({
        game: "number-line",
        config: { players: 2 },
        seats: humans(2),
        visibility: "public",
      }),
    );
    const k = unwrap(
      await createApiClient(server.url).createClass({
        body: { game: "number-line", tableSize: 2 },
      }),
    );
    const guesser = "203.0.113.20";
    const join = async (code: string, name: string) => {
      const res = await fetch(`${server.url}/api/classes/${code}/join`, {
        method: "POST",
        headers: { "x-forwarded-for": guesser, "content-type": "application/json" },
        body: JSON.stringify({ name }),
      });
      return res.status;
    };
    // One of each kind: a table by code, a class by code, a refused join. The budget is 3.
    expect((await get(server, `/api/tables/${t.code}`, guesser)).status).toBe(200);
    expect((await get(server, `/api/classes/${k.code}`, guesser)).status).toBe(200);
    expect(await join("ZZZZZZZZZZ", "Ann")).toBe(404);
    // Spent: every kind is refused now, for this client only.
    expect((await get(server, `/api/classes/${k.code}`, guesser)).status).toBe(429);
    expect((await get(server, `/api/tables/${t.code}`, guesser)).status).toBe(429);
    expect(await join("ZZZZZZZZZZ", "Bo")).toBe(429);
    expect(await join(k.code, "Cy")).toBe(429);
    expect((await get(server, `/api/classes/${k.code}`, "203.0.113.21")).status).toBe(200);
  });

  it("a refused join says nothing of whether the code exists (issue 26, finding 7)", async () => {
    const k = unwrap(
      await createApiClient(server.url).createClass({
        body: { game: "number-line", tableSize: 2 },
      }),
    );
    const answer = async (code: string, name: string, from: string) => {
      const res = await fetch(`${server.url}/api/classes/${code}/join`, {
        method: "POST",
        headers: { "x-forwarded-for": from, "content-type": "application/json" },
        body: JSON.stringify({ name }),
      });
      return { status: res.status, body: await res.text() };
    };
    for (const [i, name] of ["", "Robot", "a\u202eb", "x".repeat(200)].entries()) {
      const real = await answer(k.code, name, `203.0.113.${40 + i}`);
      const wrong = await answer("ZZZZZZZZZZ", name, `203.0.113.${50 + i}`);
      expect(real.status).toBe(422);
      expect(wrong).toEqual(real);
    }
  });

  it("reads CODE_LOOKUPS_PER_MINUTE and refuses nonsense", () => {
    expect(optionsFromEnv({ CODE_LOOKUPS_PER_MINUTE: "30" }).codeLookupsPerMinute).toBe(30);
    expect(optionsFromEnv({}).codeLookupsPerMinute).toBeUndefined();
    expect(() => optionsFromEnv({ CODE_LOOKUPS_PER_MINUTE: "0" })).toThrow(
      /CODE_LOOKUPS_PER_MINUTE must be a whole number/,
    );
  });
});

describe("join codes", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("are long: 10 characters of the unambiguous alphabet (49 bits)", async () => {
    expect(JOIN_CODE_LENGTH).toBe(10);
    const t = unwrap(
      await server.api.createTable({
        game: "number-line",
        config: { players: 2 },
        seats: humans(2),
      }),
    );
    expect(t.code).toMatch(new RegExp(`^[${JOIN_CODE_ALPHABET}]{10}$`));
    expect(unwrap(await server.api.table(`${t.code.slice(0, 5)}-${t.code.slice(5)}`)).id).toBe(
      t.tableId,
    );
  });

  it("of old tables (6 characters) still find their table", async () => {
    const t = unwrap(
      await server.api.createTable({
        game: "number-line",
        config: { players: 2 },
        seats: humans(2),
      }),
    );
    // A table created before codes grew: the same row with a 6-character code.
    const row = (await server.store.getTable(t.tableId))!;
    const old = { ...row, id: `t${"b".repeat(24)}`, code: "K7MP2Q" };
    expect(await server.store.createTable(old)).toBe(true);
    expect(unwrap(await server.api.table("k7m-p2q")).id).toBe(old.id);
    expect(unwrap(await server.api.table("K7MP2Q")).code).toBe("K7MP2Q");
    // Neither 7 nor 9 characters are a code.
    expect((await server.api.table("K7MP2QA")).ok).toBe(false);
    expect((await server.api.table(t.code.slice(0, 9))).ok).toBe(false);
  });
});
