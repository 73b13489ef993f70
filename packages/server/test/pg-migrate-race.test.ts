// Found in a full run (docs/testing.md): a server starting on PostgreSQL failed with
// `schema "ng_b_…" does not exist`, naming a schema not its own. Kysely's migrator looks for
// its bookkeeping tables through the catalog of every schema, and PostgreSQL raises that error
// for a schema dropped while the query runs (another test run's clean-up, on the same
// database). Opening a store must not depend on other schemas staying put.

import pg from "pg";
import { describe, expect, it } from "vitest";
import { dropPgSchema, openStore } from "../src/storage/sql-store";
import { IN_CI, PG_URL, pgReachable, uniqueSchema } from "./support/pg";

describe("opening a PostgreSQL store while other schemas come and go", async () => {
  const reachable = await pgReachable();
  if (!reachable && IN_CI) throw new Error("PostgreSQL is required under CI");
  it.skipIf(!reachable)("migrates its own schema whatever happens to the others", async () => {
    let churning = true;
    const churn = (async () => {
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      try {
        while (churning) {
          const other = uniqueSchema("churn");
          await client.query(`CREATE SCHEMA "${other}"`);
          await client.query(`CREATE TABLE "${other}".t (x int)`);
          await client.query(`DROP SCHEMA "${other}" CASCADE`);
        }
      } finally {
        await client.end();
      }
    })();
    const failures: string[] = [];
    try {
      for (let i = 0; i < 30; i++) {
        const schema = uniqueSchema("race");
        try {
          const store = await openStore({ databaseUrl: PG_URL, pgSchema: schema, pgPoolSize: 1 });
          await store.close();
        } catch (e) {
          failures.push(String(e));
        } finally {
          await dropPgSchema(PG_URL, schema).catch(() => {});
        }
      }
    } finally {
      churning = false;
      await churn;
    }
    expect(failures).toEqual([]);
  });
});
