// The server registers exactly the protocol's route table under /api (no route missing, no
// route the table does not list), and every route that needs a token refuses a call without.

import type { RouteName } from "@number-games/protocol";
import { errorBodySchema, ROUTE_NAMES, ROUTES, routePath } from "@number-games/protocol";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClassService } from "../src/classes/service";
import { registerHttp } from "../src/http";
import type { TableService } from "../src/tables/service";

const app = Fastify();
const registered: string[] = [];
app.addHook("onRoute", (r) => {
  const methods = Array.isArray(r.method) ? r.method : [r.method];
  // Fastify adds a HEAD route beside every GET one by itself.
  for (const m of methods) if (m !== "HEAD") registered.push(`${m} ${r.url}`);
});

beforeAll(async () => {
  // Registering reads nothing of the service; the calls below are refused before reaching it.
  await registerHttp(app, {} as TableService, {
    createTablePerMinute: 30,
    requestsPerMinute: 1200,
    codeLookupsPerMinute: 120,
    webDist: null,
    shareOrigins: () => ({ publicUrl: null, lanUrl: null }),
    dependencies: async () => ({ storage: "ok", redis: null }),
    classes: {} as ClassService,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const sample: Record<string, string | number> = {
  id: "tabcdefghijklmnopqrstuvwx",
  ref: "x",
  seat: 1,
  student: "sabcdefghijklmnopqrstuvwx",
};

describe("the route table", () => {
  it("is what the server registers under /api, route for route", () => {
    const api = registered.filter((r) => r.split(" ")[1]?.startsWith("/api"));
    const table = ROUTE_NAMES.map((n) => `${ROUTES[n].method} ${ROUTES[n].path}`);
    expect([...api].sort()).toEqual([...table].sort());
    expect(new Set(table).size).toBe(table.length);
  });

  it("refuses a seat or host route called without a token with ERR_UNAUTHORIZED", async () => {
    const guarded = ROUTE_NAMES.filter(
      (n) => ROUTES[n].auth === "seat" || ROUTES[n].auth === "host",
    );
    expect(guarded.length).toBeGreaterThan(0);
    for (const name of guarded) {
      const route = ROUTES[name as RouteName];
      const res = await app.inject({
        method: route.method,
        url: routePath(name, sample as never),
      });
      expect(res.statusCode, name).toBe(401);
      expect(errorBodySchema.parse(res.json()).error.code, name).toBe("ERR_UNAUTHORIZED");
    }
  });
});
