// The two ways a server runs, for tests that must hold on both: one process on SQLite, and
// two processes (child servers) sharing PostgreSQL + Redis. `start` answers the servers'
// URLs; `describeBackends` runs a suite once per backend (PostgreSQL's is skipped when the
// services are unreachable, except under CI, where that fails).

import type { ApiClient } from "@number-games/protocol";
import { createApiClient } from "@number-games/protocol";
import { afterAll, beforeAll, describe } from "vitest";
import type { ServerOptions } from "../../src/server";
import { dropPgSchema, openStore } from "../../src/storage/sql-store";
import type { TableStore } from "../../src/storage/types";
import { spawnServer } from "./child";
import { PG_URL, REDIS_URL, sharedServicesUp, uniqueChannel, uniqueSchema } from "./pg";
import { startTestServer, unwrap } from "./server";

export interface Servers {
  /** One URL per process. */
  readonly urls: readonly string[];
  /** A store of the servers' storage, for looking behind their back. */
  readonly store: TableStore;
  stop(): Promise<void>;
}

export interface Backend {
  readonly name: string;
  /** Starts the servers; `env` are the child processes' settings, `options` the in-process one's. */
  start(settings?: {
    env?: Record<string, string>;
    options?: ServerOptions;
  }): Promise<Servers | null>;
}

const sqlite: Backend = {
  name: "SQLite, one process",
  async start(settings = {}) {
    const server = await startTestServer(settings.options ?? {});
    return { urls: [server.url], store: server.store, stop: () => server.stop() };
  },
};

const shared: Backend = {
  name: "PostgreSQL + Redis, two processes",
  async start(settings = {}) {
    if (!(await sharedServicesUp())) return null;
    const schema = uniqueSchema("b");
    // Create the schema once, before two processes race to migrate it.
    const store = await openStore({ databaseUrl: PG_URL, pgSchema: schema, pgPoolSize: 2 });
    const env = {
      DATABASE_URL: PG_URL,
      DATABASE_SCHEMA: schema,
      REDIS_URL,
      REDIS_CHANNEL: uniqueChannel("b"),
      REQUESTS_PER_MINUTE: "100000000",
      CODE_LOOKUPS_PER_MINUTE: "100000000",
      CLASS_JOINS_PER_MINUTE: "100000000",
      CLASS_ASKS_PER_10_MINUTES: "100000000",
      ABANDON_AFTER_SECONDS: "0",
      // As startTestServer: end and next game at once unless a test sets the undo window.
      CLASS_UNDO_MS: "0",
      ...settings.env,
    };
    const children = await Promise.all([spawnServer(env), spawnServer(env)]);
    return {
      urls: children.map((c) => c.url),
      store,
      async stop() {
        await Promise.all(children.map((c) => c.stop().catch(() => {})));
        await store.close();
        await dropPgSchema(PG_URL, schema).catch(() => {});
      },
    };
  },
};

export const BACKENDS: readonly Backend[] = [sqlite, shared];

/** `body` once per backend, inside a describe named after it. */
export function describeBackends(title: string, body: (backend: Backend) => void): void {
  for (const backend of BACKENDS) describe(`${title} (${backend.name})`, () => body(backend));
}

/**
 * The suite's servers: `backend` started before its tests (with `settings`) and stopped after
 * them. `servers` is null where the backend is skipped (a test then calls `ctx.skip()`); `apis`
 * holds one client per process. Register it before the suite's own after-hooks (closing
 * sockets, say): after-hooks run last registered first, so the servers stop last.
 */
export function serversFor(
  backend: Backend,
  settings?: Parameters<Backend["start"]>[0],
): { servers: Servers | null; apis: ApiClient[] } {
  const suite: { servers: Servers | null; apis: ApiClient[] } = { servers: null, apis: [] };
  beforeAll(async () => {
    suite.servers = await backend.start(settings);
    suite.apis = suite.servers?.urls.map((u) => createApiClient(u)) ?? [];
  }, 60_000);
  afterAll(async () => {
    await suite.servers?.stop();
  });
  return suite;
}

type CreateTableBody = Parameters<ReturnType<typeof createApiClient>["createTable"]>[0]["body"];

/**
 * A table made through `baseUrl`'s HTTP API from `body`, its human seats claimed as Ann, Ben
 * and Cid (by seat), and started: its id, the humans' seat tokens and the API client.
 */
export async function startedTable(
  baseUrl: string,
  body: CreateTableBody,
): Promise<{ id: string; tokens: string[]; api: ReturnType<typeof createApiClient> }> {
  const api = createApiClient(baseUrl);
  const created = unwrap(await api.createTable({ body }));
  const tokens: string[] = [];
  for (const [i, s] of body.seats.entries()) {
    if (s.kind !== "human") continue;
    const name = ["Ann", "Ben", "Cid"][i]!;
    tokens.push(
      unwrap(await api.claimSeat({ id: created.tableId, body: { name, seat: i } })).seatToken,
    );
  }
  unwrap(await api.start({ id: created.tableId, token: created.hostToken }));
  return { id: created.tableId, tokens, api };
}
