// Storage a test file makes and throws away, on SQLite and on the shared setup (PostgreSQL +
// Redis): SQLite files in a temporary folder, and PostgreSQL schemas each with a Redis channel
// of its own, all removed after the file's tests. Call `scratchStorage` at the file's top level.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { dropPgSchema } from "../../src/storage/sql-store";
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
