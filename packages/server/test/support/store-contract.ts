// The storage contract's set-up, shared by its suites (storage.test.ts: tables and actions;
// storage-classes.test.ts: classes, students and their tables): each suite runs once per
// adapter (an SQLite file of its own, a PostgreSQL schema of its own), with rows to store.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe } from "vitest";
import { dropPgSchema, openStore } from "../../src/storage/sql-store";
import type { ClassRow, StudentRow, TableRow, TableStore } from "../../src/storage/types";
import { IN_CI, PG_URL, pgReachable, uniqueSchema } from "./pg";

export interface Adapter {
  name: string;
  open(): Promise<TableStore>;
  cleanup(): Promise<void>;
}

/** The adapters, each with a store of its own. */
function adapters(): Adapter[] {
  const dir = mkdtempSync(join(tmpdir(), "ng-store-"));
  const schema = uniqueSchema("store");
  return [
    {
      name: "sqlite",
      open: () => openStore({ sqliteFile: join(dir, "contract.sqlite") }),
      cleanup: async () => rmSync(dir, { recursive: true, force: true }),
    },
    {
      name: "postgres",
      open: async () => {
        if (!(await pgReachable())) {
          if (IN_CI) throw new Error(`PostgreSQL is unreachable at ${PG_URL} (required under CI)`);
          throw new SkipError();
        }
        return openStore({ databaseUrl: PG_URL, pgSchema: schema, pgPoolSize: 4 });
      },
      cleanup: async () => {
        if (await pgReachable()) await dropPgSchema(PG_URL, schema);
      },
    },
  ];
}

class SkipError extends Error {}

let n = 0;
export function row(overrides: Partial<TableRow> = {}): TableRow {
  n++;
  const now = new Date(Date.UTC(2025, 0, 1, 0, 0, n)).toISOString();
  return {
    id: `t${String(n).padStart(24, "a")}`,
    code: `C${String(n).padStart(5, "0")}`,
    game: "take-or-pay",
    config: { players: 3, preset: "classroom" },
    seats: [
      { kind: "human", name: null, tokenHash: null },
      { kind: "human", name: "Ann", tokenHash: "ab".repeat(32) },
      { kind: "bot", level: "medium" },
    ],
    visibility: "public",
    status: "lobby",
    turnClockSeconds: null,
    startRace: null,
    rematch: null,
    seed: "00".repeat(32),
    rng: "chacha20",
    seedCommitment: "11".repeat(32),
    hostTokenHash: "22".repeat(32),
    turnDeadline: null,
    awayRule: { action: "computer", graceSeconds: 180 },
    ending: null,
    version: 0,
    createdAt: now,
    updatedAt: now,
    ...overrides,
  };
}

let c = 0;
export function classRow(overrides: Partial<ClassRow> = {}): ClassRow {
  c++;
  const now = new Date(Date.UTC(2025, 0, 2, 0, 0, c)).toISOString();
  return {
    id: `c${String(c).padStart(24, "a")}`,
    code: `K${String(c).padStart(9, "0")}`,
    teacherTokenHash: "33".repeat(32),
    game: "take-or-pay",
    config: { preset: "classroom" },
    tableSize: 4,
    settings: { pinyin: true, arabic: false, hintLanguage: "zh" },
    turnClockSeconds: null,
    roster: ["Ann", "Bo"],
    status: "open",
    round: 1,
    seated: false,
    pausedAt: null,
    graceSeconds: 60,
    requests: [],
    requestsClosed: false,
    moves: [],
    notices: [],
    stopping: null,
    version: 0,
    createdAt: now,
    updatedAt: now,
    activeAt: 1_800_000_000_000 + c,
    ...overrides,
  };
}

export function studentRow(
  classId: string,
  name: string,
  overrides: Partial<StudentRow> = {},
): StudentRow {
  c++;
  return {
    id: `s${String(c).padStart(24, "b")}`,
    classId,
    name,
    tokenHash: String(c).padStart(64, "4"),
    joinedAt: new Date(Date.UTC(2025, 0, 3, 0, 0, c)).toISOString(),
    warmup: null,
    ...overrides,
  };
}

/**
 * `body` once per adapter, in a describe named after `title` and the adapter; `store(ctx)` is
 * the open store (the test is skipped where PostgreSQL is unreachable, outside CI), and
 * `adapter.open()` opens another on the same database (a second process, say).
 */
export function describeStores(
  title: string,
  body: (store: (ctx: { skip: () => void }) => TableStore, adapter: Adapter) => void,
): void {
  describe.each(adapters())(`${title}: $name`, (adapter) => {
    let store: TableStore | null = null;
    let skipped = false;
    beforeAll(async () => {
      try {
        store = await adapter.open();
      } catch (e) {
        if (e instanceof SkipError) skipped = true;
        else throw e;
      }
    });
    afterAll(async () => {
      await store?.close();
      await adapter.cleanup();
    });
    body((ctx) => {
      if (skipped) ctx.skip();
      if (!store) throw new Error("store did not open");
      return store;
    }, adapter);
  });
}
