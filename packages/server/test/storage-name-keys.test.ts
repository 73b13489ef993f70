// Migration 0012 (schema.ts): nameKey changed, so every stored student's name_key is computed
// again. A student stored with a key of the old kind ("Βea" with Greek Beta, kept as "βea")
// gets the new one ("bea"), and a look-alike join is refused from then on; two students whose
// names only now read alike ("Ben", and "Вen" with Cyrillic Ve) both stay, one keeping its
// old key. On SQLite and on PostgreSQL: the store is opened, the rows are made stale by hand
// with the migration marked not yet run, and the store opened again runs it.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { nameKey } from "@number-games/protocol";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { dropPgSchema, openStore } from "../src/storage/sql-store";
import type { TableStore } from "../src/storage/types";
import { IN_CI, PG_URL, pgReachable, uniqueSchema } from "./support/pg";
import { classRow, studentRow } from "./support/store-contract";

type Raw = Kysely<Record<string, Record<string, unknown>>>;

interface Backend {
  name: string;
  /** null: skipped (PostgreSQL unreachable outside CI). */
  setup(): Promise<{ open(): Promise<TableStore>; raw(): Raw; cleanup(): Promise<void> } | null>;
}

const BACKENDS: Backend[] = [
  {
    name: "SQLite",
    setup: async () => {
      const dir = mkdtempSync(join(tmpdir(), "ng-keys-"));
      const file = join(dir, "keys.sqlite");
      return {
        open: () => openStore({ sqliteFile: file }),
        raw: () => new Kysely({ dialect: new SqliteDialect({ database: new SQLite(file) }) }),
        cleanup: async () => rmSync(dir, { recursive: true, force: true }),
      };
    },
  },
  {
    name: "PostgreSQL",
    setup: async () => {
      if (!(await pgReachable())) {
        if (IN_CI) throw new Error(`PostgreSQL is unreachable at ${PG_URL} (required under CI)`);
        return null;
      }
      const schema = uniqueSchema("keys");
      return {
        open: () => openStore({ databaseUrl: PG_URL, pgSchema: schema, pgPoolSize: 2 }),
        raw: () =>
          new Kysely({
            dialect: new PostgresDialect({
              pool: new pg.Pool({ connectionString: PG_URL, options: `-c search_path=${schema}` }),
            }),
          }),
        cleanup: () => dropPgSchema(PG_URL, schema),
      };
    },
  },
];

describe("migration 0012: students' name keys computed again", () => {
  for (const backend of BACKENDS) {
    it(`recomputes a stale key and keeps both of two names that now read alike (${backend.name})`, async (ctx) => {
      const db = await backend.setup();
      if (db === null) return ctx.skip();
      try {
        const store = await db.open();
        const k = classRow({ roster: null });
        expect(await store.createClass(k)).toBe(true);
        const ben = studentRow(k.id, "Ben");
        const cyrillic = studentRow(k.id, "Вen");
        const bea = studentRow(k.id, "Βea");
        expect(await store.addStudent(ben, 60)).toBe("added");
        await store.close();

        // The rows as the old nameKey left them: lower-cased, no skeleton of the capitals.
        const raw = db.raw();
        const stale = [
          { id: cyrillic.id, name: cyrillic.name, key: "вen" },
          { id: bea.id, name: bea.name, key: "βea" },
        ];
        for (const [i, s] of stale.entries()) {
          const r = i === 0 ? cyrillic : bea;
          await raw
            .insertInto("ng_class_students")
            .values({
              id: s.id,
              class_id: k.id,
              name: s.name,
              name_key: s.key,
              token_hash: r.tokenHash,
              joined_at: r.joinedAt,
              warmup: null,
            })
            .execute();
        }
        await raw.deleteFrom("kysely_migration").where("name", "=", "0012_name_keys").execute();
        const keysNow = async () =>
          Object.fromEntries(
            (
              await raw
                .selectFrom("ng_class_students")
                .select(["name", "name_key"])
                .where("class_id", "=", k.id)
                .execute()
            ).map((r) => [r.name as string, r.name_key as string]),
          );
        expect(await keysNow()).toEqual({ Ben: "ben", Вen: "вen", Βea: "βea" });

        // Opened again: the migration runs.
        const again = await db.open();
        expect(await keysNow()).toEqual({ Ben: "ben", Вen: "вen", Βea: nameKey("Βea") });
        expect(nameKey("Βea")).toBe("bea");
        // A look-alike of Bea is refused now (as one of Ben is).
        expect(await again.addStudent(studentRow(k.id, "Bea"), 60)).toBe("taken");
        expect(await again.addStudent(studentRow(k.id, "BEN"), 60)).toBe("taken");
        expect((await again.students(k.id)).map((s) => s.name).sort()).toEqual(
          ["Ben", "Βea", "Вen"].sort(),
        );
        await again.close();
        await raw.destroy();
      } finally {
        await db.cleanup();
      }
    });
  }
});
