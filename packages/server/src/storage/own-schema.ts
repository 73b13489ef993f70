// Kysely's migrator asks whether its bookkeeping tables exist through the database's
// introspector, which on PostgreSQL reads the catalog of every schema and checks each with
// has_schema_privilege(): a schema dropped by anyone while that query runs (another test run's
// clean-up, another deployment's) makes it fail with `schema "…" does not exist`, and the server
// would not start. The migrator gets an introspector that looks at its own schema only.

import type { DatabaseIntrospector, Kysely, TableMetadata } from "kysely";
import { sql } from "kysely";

function ownSchemaIntrospector<DB>(db: Kysely<DB>, schema: string): DatabaseIntrospector {
  const getTables = async (): Promise<TableMetadata[]> => {
    const r = await sql<{ name: string; kind: string }>`
      select c.relname as name, c.relkind as kind
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
      where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v', 'm')`.execute(db);
    return r.rows.map((t) => ({
      name: t.name,
      schema,
      isView: t.kind === "v" || t.kind === "m",
      columns: [],
    }));
  };
  return {
    async getSchemas() {
      const r = await sql<{ name: string }>`
        select nspname as name from pg_catalog.pg_namespace where nspname = ${schema}`.execute(db);
      return r.rows;
    },
    getTables,
    async getMetadata() {
      return { tables: await getTables() };
    },
  };
}

/** `db` as Kysely's migrator should see it: the same, but introspecting `schema` only. */
export function seeingOwnSchemaOnly<DB>(db: Kysely<DB>, schema: string): Kysely<DB> {
  const introspection = ownSchemaIntrospector(db, schema);
  return new Proxy(db, {
    get(target, prop) {
      if (prop === "introspection") return introspection;
      const value: unknown = Reflect.get(target, prop, target);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
