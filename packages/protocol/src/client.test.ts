// The route table's fetch client: each route's method, path (parameters encoded), body and
// bearer token as the table declares them; error bodies as typed ProtocolErrors; no answer,
// or one that is not the API's, as ERR_NETWORK. Never a throw.

import { describe, expect, it } from "vitest";
import type { FetchLike } from "./client";
import { createApiClient } from "./client";
import { ROUTE_NAMES, ROUTES, routePath } from "./routes/index";

interface Sent {
  url: string;
  method: string | undefined;
  headers: Record<string, string>;
  body: string | undefined;
}

function recorder(answer: () => Response): { fetch: FetchLike; sent: Sent[] } {
  const sent: Sent[] = [];
  return {
    sent,
    fetch: async (url, init) => {
      sent.push({
        url,
        method: init.method,
        headers: { ...(init.headers as Record<string, string>) },
        body: init.body as string | undefined,
      });
      return answer();
    },
  };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("routePath", () => {
  it("fills in and encodes the parameters", () => {
    expect(routePath("setBot", { id: "t1", seat: 2 })).toBe("/api/tables/t1/seats/2/bot");
    expect(routePath("getTable", { ref: "a/b c" })).toBe("/api/tables/a%2Fb%20c");
    expect(routePath("listTables", {})).toBe("/api/tables");
  });
});

describe("createApiClient", () => {
  it("has a method per route", () => {
    const api = createApiClient("http://h");
    expect(Object.keys(api).sort()).toEqual([...ROUTE_NAMES].sort());
  });

  it("sends each route's method, path, body and token", async () => {
    const r = recorder(() => json(200, { ok: 1 }));
    const api = createApiClient("http://h:1/", r.fetch);
    await api.setBot({ id: "t1", seat: 3, body: { level: "hard" }, token: "hostTok" });
    await api.kick({ id: "t1", seat: 0, token: "hostTok" });
    await api.getTable({ ref: "ABCDEFGHJK" });
    await api.record({ ref: "t1", token: "seatTok" });
    await api.createTable({
      body: { game: "take-or-pay", seats: [{ kind: "human" }], visibility: "public" },
    });
    expect(r.sent.map((s) => `${s.method} ${s.url}`)).toEqual([
      `${ROUTES.setBot.method} http://h:1/api/tables/t1/seats/3/bot`,
      `${ROUTES.kick.method} http://h:1/api/tables/t1/seats/0/kick`,
      "GET http://h:1/api/tables/ABCDEFGHJK",
      "GET http://h:1/api/tables/t1/record",
      "POST http://h:1/api/tables",
    ]);
    expect(r.sent[0]?.body).toBe('{"level":"hard"}');
    expect(r.sent[0]?.headers).toMatchObject({
      "content-type": "application/json",
      authorization: "Bearer hostTok",
    });
    // A route without a body sends none, and so no content type (Fastify refuses an empty
    // JSON body); a lookup without a token sends no authorization.
    expect(r.sent[1]?.body).toBeUndefined();
    expect(r.sent[1]?.headers["content-type"]).toBeUndefined();
    expect(r.sent[2]?.headers.authorization).toBeUndefined();
    expect(r.sent[3]?.headers.authorization).toBe("Bearer seatTok");
  });

  it("answers the success body as the value", async () => {
    const r = recorder(() => json(201, { tableId: "t1" }));
    const res = await createApiClient("", r.fetch).listTables();
    expect(res).toEqual({ ok: true, value: { tableId: "t1" } });
    expect(r.sent[0]?.url).toBe("/api/tables");
  });

  it("answers an error body as its ProtocolError", async () => {
    const error = { code: "ERR_NOT_FOUND", message: "no such table" };
    const r = recorder(() => json(404, { error }));
    const res = await createApiClient("http://h", r.fetch).getTable({ ref: "t1" });
    expect(res).toEqual({ ok: false, error });
  });

  it("answers ERR_NETWORK when nothing or something else answers", async () => {
    const down: FetchLike = async () => {
      throw new TypeError("fetch failed");
    };
    const a = await createApiClient("http://h", down).listTables();
    expect(a.ok ? null : a.error.code).toBe("ERR_NETWORK");
    expect(a.ok ? "" : a.error.message).toContain("fetch failed");
    const page = recorder(() => new Response("<html></html>", { status: 200 }));
    const b = await createApiClient("", page.fetch).server();
    expect(b.ok ? null : b.error.code).toBe("ERR_NETWORK");
    const proxy = recorder(() => json(502, { message: "bad gateway" }));
    const c = await createApiClient("", proxy.fetch).server();
    expect(c).toEqual({
      ok: false,
      error: { code: "ERR_NETWORK", message: "HTTP 502 from the server" },
    });
  });
});
