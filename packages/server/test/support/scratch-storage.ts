// Storage a test file makes and throws away, on SQLite and on the shared setup (PostgreSQL +
// Redis): SQLite files in a temporary folder, and PostgreSQL schemas each with a Redis channel
// of its own, all removed after the file's tests. Call `scratchStorage` (or `sharedSchema`, one
// schema for the server processes of a whole file) at the file's top level.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll } from "vitest";
import { dropPgSchema, openStore } from "../../src/storage/sql-store";
import { PG_URL, REDIS_URL, sharedServicesUp, uniqueChannel, uniqueSchema } from "./pg";

/** The server options of one fresh PostgreSQL schema and Redis channel. */
export interface SharedStorage {
  readonly databaseUrl: string;
  readonly pgSchema: string;
  readonly redisUrl: string;
  readonly redisChannel: string;
}

export interface ScratchStorage {
  /** A SQLite file in the test file's folder (the same name again is the same file). */
  sqliteFile(name: string): string;
  /**
   * A fresh schema and channel tagged `tag`; null where PostgreSQL or Redis does not answer
   * (the test skips; under CI that throws instead).
   */
  shared(tag: string): Promise<SharedStorage | null>;
}

export function scratchStorage(prefix: string): ScratchStorage {
  const dir = mkdtempSync(join(tmpdir(), `ng-${prefix}-`));
  const schemas: string[] = [];
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    for (const s of schemas) await dropPgSchema(PG_URL, s).catch(() => {});
  });
  return {
    sqliteFile: (name) => join(dir, `${name}.sqlite`),
    async shared(tag) {
      if (!(await sharedServicesUp())) return null;
      const pgSchema = uniqueSchema(tag.replaceAll("-", "_"));
      schemas.push(pgSchema);
      return {
        databaseUrl: PG_URL,
        pgSchema,
        redisUrl: REDIS_URL,
        redisChannel: uniqueChannel(tag),
      };
    },
  };
}

/**
 * One PostgreSQL schema that a test file's server processes share, migrated once before they
 * race to migrate it and dropped after the file (its own `afterAll`, registered later, stops
 * the processes first). `available()` is false where PostgreSQL or Redis does not answer (the
 * tests skip; under CI that throws instead).
 */
export function sharedSchema(tag: string): { readonly schema: string; available(): boolean } {
  const schema = uniqueSchema(tag);
  let up = false;
  beforeAll(async () => {
    up = await sharedServicesUp();
    if (!up) return;
    const store = await openStore({ databaseUrl: PG_URL, pgSchema: schema, pgPoolSize: 1 });
    await store.close();
  });
  afterAll(async () => {
    if (up) await dropPgSchema(PG_URL, schema).catch(() => {});
  });
  return { schema, available: () => up };
}
