// The server registers exactly the protocol's route table under /api (no route missing, no
// route the table does not list), and serves every route with the credential the table
// declares: a route that needs a token refuses a call without it (ERR_UNAUTHORIZED) and a
// token of the other role (a teacher's on a student's route and the reverse: ERR_WRONG_ROLE;
// a seat's on a host's route and the reverse: ERR_UNAUTHORIZED), and takes its own.

import type { RouteAuth, RouteBody, RouteName } from "@number-games/protocol";
import {
  createApiClient,
  errorBodySchema,
  ROUTE_NAMES,
  ROUTES,
  routePath,
} from "@number-games/protocol";
import Fastify from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClassService } from "../src/classes/service";
import { registerHttp } from "../src/http/http";
import type { TableService } from "../src/tables/service";
import type { TestServer } from "./support/server";
import { humans, startTestServer, unwrap } from "./support/server";

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
    readiness: () => ({ started: true, draining: false }),
    classes: {} as ClassService,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

const NEEDS_TOKEN: readonly RouteAuth[] = ["seat", "host", "teacher", "student", "request"];

const sample: Record<string, string | number> = {
  id: "tabcdefghijklmnopqrstuvwx",
  ref: "x",
  seat: 1,
  student: "sabcdefghijklmnopqrstuvwx",
  request: "rabcdefghijklmnopqrstuvwx",
};

describe("the route table", () => {
  it("is what the server registers under /api, route for route", () => {
    const api = registered.filter((r) => r.split(" ")[1]?.startsWith("/api"));
    const table = ROUTE_NAMES.map((n) => `${ROUTES[n].method} ${ROUTES[n].path}`);
    expect([...api].sort()).toEqual([...table].sort());
    expect(new Set(table).size).toBe(table.length);
  });

  it("refuses every route that needs a token, called without one, with ERR_UNAUTHORIZED", async () => {
    const guarded = ROUTE_NAMES.filter((n) => NEEDS_TOKEN.includes(ROUTES[n].auth));
    expect(new Set(guarded.map((n) => ROUTES[n].auth))).toEqual(new Set(NEEDS_TOKEN));
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

/**
 * A class with its teacher, one student and one request to join; a table of three open seats,
 * its host and one seat.
 */
interface Fixture {
  readonly classId: string;
  readonly classCode: string;
  readonly studentId: string;
  readonly tableId: string;
  readonly tokens: Readonly<Record<Exclude<RouteAuth, "none" | "optional-seat">, string>>;
}

/** A valid body for every route that takes one, so that what answers is the credential check. */
function bodies(f: Fixture): { readonly [N in RouteName]?: RouteBody<N> } {
  return {
    createTable: {
      game: "take-or-pay",
      config: { players: 3 },
      seats: humans(3),
    },
    claimSeat: { name: "Ann" },
    race: { answer: 1 },
    setBot: { level: "medium" },
    createClass: { game: "number-line" },
    joinClass: { name: "Bo" },
    classWarmup: { score: 1, total: 1 },
    seatClass: { mode: "random" },
    seatWaiting: { to: "new", studentIds: [f.studentId] },
    handToComputer: {},
    openSeatToComputer: { tableId: f.tableId, seat: 0 },
    renameStudent: { name: "Cy" },
    endClass: {},
    nextGame: {},
    classSettings: { pinyin: false },
    classGrace: { graceSeconds: null },
    addRosterName: { name: "Di" },
    askToJoin: { name: "Eve" },
    moveHere: { code: "ABCDEF" },
    setJoinRequests: { open: false },
  };
}

/** The other role's token for a route, and what it answers. */
const OTHER: Partial<Record<RouteAuth, { readonly role: keyof Fixture["tokens"]; code: string }>> =
  {
    teacher: { role: "student", code: "ERR_WRONG_ROLE" },
    student: { role: "teacher", code: "ERR_WRONG_ROLE" },
    host: { role: "seat", code: "ERR_UNAUTHORIZED" },
    seat: { role: "host", code: "ERR_UNAUTHORIZED" },
    request: { role: "teacher", code: "ERR_UNAUTHORIZED" },
  };

describe("every route, served with the credential the route table declares", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  /** A fresh class and table for one route, so no other route's call changes what it finds. */
  async function fixture(): Promise<Fixture> {
    const api = createApiClient(server.url);
    const c = unwrap(await api.createClass({ body: { game: "number-line", roster: ["Ann"] } }));
    const s = unwrap(await api.joinClass({ ref: c.code, body: { name: "Ann" } }));
    const asked = unwrap(await api.askToJoin({ ref: c.code, body: { name: "Fay" } }));
    const t = unwrap(
      await api.createTable({
        body: {
          game: "take-or-pay",
          config: { players: 3 },
          seats: humans(3),
        },
      }),
    );
    const seat = unwrap(await api.claimSeat({ id: t.tableId, body: { name: "Bo" } }));
    return {
      classId: c.classId,
      classCode: c.code,
      studentId: s.studentId,
      tableId: t.tableId,
      tokens: {
        teacher: c.teacherToken,
        student: s.studentToken,
        host: t.hostToken,
        seat: seat.seatToken,
        request: asked.requestToken,
      },
    };
  }

  /** Calls route `name` on the fixture's class or table: its status and error code (or null). */
  async function call(name: RouteName, f: Fixture, token: string | null) {
    const spec = ROUTES[name];
    const params = spec.path.startsWith("/api/classes")
      ? { id: f.classId, ref: f.classCode, student: f.studentId, request: "rnosuchrequest" }
      : { id: f.tableId, ref: f.tableId, seat: 1 };
    const body = bodies(f)[name];
    const res = await fetch(`${server.url}${routePath(name, params as never)}`, {
      method: spec.method,
      headers: {
        ...(token === null ? {} : { authorization: `Bearer ${token}` }),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await res.text();
    const error = res.ok ? null : errorBodySchema.parse(JSON.parse(text)).error.code;
    return { status: res.status, code: error };
  }

  it("has a valid sample body for every route that takes one", async () => {
    const f = await fixture();
    const samples = bodies(f);
    for (const name of ROUTE_NAMES) {
      const schema = ROUTES[name].body;
      expect(samples[name] !== undefined, name).toBe(schema !== null);
      if (schema !== null) expect(schema.safeParse(samples[name]).success, name).toBe(true);
    }
  });

  for (const name of ROUTE_NAMES) {
    const auth = ROUTES[name].auth;
    it(`${name} (${auth})`, async () => {
      const f = await fixture();
      const refusals = ["ERR_UNAUTHORIZED", "ERR_WRONG_ROLE"];
      const other = OTHER[auth];
      if (NEEDS_TOKEN.includes(auth)) {
        expect(await call(name, f, null), "without a token").toEqual({
          status: 401,
          code: "ERR_UNAUTHORIZED",
        });
        expect(other, "every credential has another role").toBeDefined();
        const wrong = await call(name, f, f.tokens[other!.role]);
        expect(wrong.code, `with the ${other!.role}'s token`).toBe(other!.code);
        const right = await call(name, f, f.tokens[auth as keyof Fixture["tokens"]]);
        expect(refusals, `with the ${auth}'s token: ${right.code}`).not.toContain(right.code);
        expect(right.status, `with the ${auth}'s token`).toBeLessThan(500);
      } else {
        const anyone = await call(name, f, null);
        expect(refusals, `without a token: ${anyone.code}`).not.toContain(anyone.code);
        expect(anyone.status, "without a token").toBeLessThan(500);
        if (auth === "optional-seat") {
          const seated = await call(name, f, f.tokens.seat);
          expect(seated, "with a seat token").toMatchObject({ status: 200, code: null });
        }
      }
    });
  }
});
