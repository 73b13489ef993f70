// The one TableStore implementation: Kysely over SQLite (better-sqlite3, WAL) or PostgreSQL
// (pg). Dialect differences stop at `openStore`; the queries below are shared.

import { mkdirSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import type { GameId } from "@number-games/engine";
import { isRngKind } from "@number-games/engine";
import type { TableStatus, Visibility } from "@number-games/protocol";
import SQLite from "better-sqlite3";
import type { Generated, Kysely, Migration, Selectable, SqliteDatabase } from "kysely";
import { Kysely as KyselyDb, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import type {
  ActionRow,
  AutoplayReason,
  StoredSeat,
  StoredStartRace,
  TablePatch,
  TableRow,
  TableStore,
} from "./types";

interface TablesTable {
  id: string;
  code: string;
  game: string;
  config: string;
  seats: string;
  visibility: string;
  status: string;
  turn_clock: number | null;
  /** JSON of StoredStartRace, or null when the table has no start race (migration 0002). */
  start_race: string | null;
  /** The successor table's id once a rematch exists, else null (migration 0003). */
  rematch: string | null;
  /** The seq whose turn-clock deadline `turn_deadline` is, or null (migration 0004). */
  turn_deadline_seq: number | null;
  /** Epoch ms; PostgreSQL's bigint arrives as a string (migration 0004). */
  turn_deadline: number | string | null;
  /** Epoch ms a seated human was last seen connected to this lobby, or null (migration 0006). */
  seen_at: number | string | null;
  seed: string;
  /** The chance generator: "sfc32" (tables from before migration 0005) or "chacha20". */
  rng: Generated<string>;
  seed_commitment: string;
  host_token_hash: string;
  version: number;
  created_at: string;
  updated_at: string;
}

interface ActionsTable {
  table_id: string;
  seq: number;
  action: string;
  actor: number;
  autoplay: string | null;
  created_at: Generated<string>;
}

interface Database {
  ng_tables: TablesTable;
  ng_actions: ActionsTable;
}

/** In order of name; exported for the tests that build a database of an earlier version. */
export const MIGRATIONS: Record<string, Migration> = {
  "0001_tables_and_actions": {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("ng_tables")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("code", "text", (c) => c.notNull().unique())
        .addColumn("game", "text", (c) => c.notNull())
        .addColumn("config", "text", (c) => c.notNull())
        .addColumn("seats", "text", (c) => c.notNull())
        .addColumn("visibility", "text", (c) => c.notNull())
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("turn_clock", "integer")
        .addColumn("seed", "text", (c) => c.notNull())
        .addColumn("seed_commitment", "text", (c) => c.notNull())
        .addColumn("host_token_hash", "text", (c) => c.notNull())
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("ng_tables_status_visibility")
        .on("ng_tables")
        .columns(["status", "visibility", "created_at"])
        .execute();
      await db.schema
        .createTable("ng_actions")
        .addColumn("table_id", "text", (c) => c.notNull().references("ng_tables.id"))
        .addColumn("seq", "integer", (c) => c.notNull())
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("actor", "integer", (c) => c.notNull())
        .addColumn("autoplay", "text")
        .addColumn("created_at", "text", (c) => c.notNull().defaultTo(sql`CURRENT_TIMESTAMP`))
        .addPrimaryKeyConstraint("ng_actions_pk", ["table_id", "seq"])
        .execute();
    },
  },
  "0002_start_race": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("ng_tables").addColumn("start_race", "text").execute();
    },
  },
  "0003_rematch": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("ng_tables").addColumn("rematch", "text").execute();
    },
  },
  "0004_turn_deadline": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("ng_tables").addColumn("turn_deadline_seq", "integer").execute();
      await db.schema.alterTable("ng_tables").addColumn("turn_deadline", "bigint").execute();
    },
  },
  "0005_chance_rng": {
    async up(db: Kysely<unknown>) {
      // Tables stored before this replay with the generator they were played with.
      await db.schema
        .alterTable("ng_tables")
        .addColumn("rng", "text", (c) => c.notNull().defaultTo("sfc32"))
        .execute();
    },
  },
  "0006_lobby_presence": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("ng_tables").addColumn("seen_at", "bigint").execute();
      // The expiry keeps rematch successors: it looks tables up by their predecessor's link.
      await db.schema.createIndex("ng_tables_rematch").on("ng_tables").column("rematch").execute();
    },
  },
};

function toRow(r: Selectable<TablesTable>): TableRow {
  return {
    id: r.id,
    code: r.code,
    game: r.game as GameId,
    config: JSON.parse(r.config),
    seats: JSON.parse(r.seats) as StoredSeat[],
    visibility: r.visibility as Visibility,
    status: r.status as TableStatus,
    turnClockSeconds: r.turn_clock,
    startRace: r.start_race === null ? null : (JSON.parse(r.start_race) as StoredStartRace),
    rematch: r.rematch,
    seed: r.seed,
    rng: storedRng(r),
    seedCommitment: r.seed_commitment,
    hostTokenHash: r.host_token_hash,
    turnDeadline:
      r.turn_deadline_seq === null || r.turn_deadline === null
        ? null
        : { seq: r.turn_deadline_seq, at: Number(r.turn_deadline) },
    version: r.version,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
  };
}

function storedRng(r: Selectable<TablesTable>): TableRow["rng"] {
  if (isRngKind(r.rng)) return r.rng;
  throw new Error(`table ${r.id}: unknown chance generator in storage`);
}

interface PendingAppend {
  readonly row: ActionRow;
  resolve(inserted: boolean): void;
  reject(error: unknown): void;
}

/** Rows per INSERT (5 parameters each: well under SQLite's and PostgreSQL's limits). */
const MAX_APPEND_BATCH = 500;
/**
 * Batches being committed at once. PostgreSQL: while one batch waits for its fsync the next
 * one starts on another pool connection, and concurrent commits share WAL flushes (group
 * commit), so an append never waits for a whole earlier commit. SQLite: one connection.
 */
const APPEND_BATCHES_IN_FLIGHT = { postgres: 4, sqlite: 1 } as const;

class SqlTableStore implements TableStore {
  constructor(
    readonly dialect: "sqlite" | "postgres",
    private readonly db: Kysely<Database>,
    private readonly onClose: () => Promise<void>,
  ) {}

  async migrate(): Promise<void> {
    // Kysely looks for its bookkeeping tables in every schema unless told which one: name
    // the current schema, so schemas of other runs in the same database never confuse it.
    const schema =
      this.dialect === "postgres"
        ? (await sql<{ s: string }>`select current_schema() as s`.execute(this.db)).rows[0]?.s
        : undefined;
    const migrator = new Migrator({
      db: this.db,
      provider: { getMigrations: async () => MIGRATIONS },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
  }

  async createTable(row: TableRow): Promise<boolean> {
    const res = await this.db
      .insertInto("ng_tables")
      .values({
        id: row.id,
        code: row.code,
        game: row.game,
        config: JSON.stringify(row.config),
        seats: JSON.stringify(row.seats),
        visibility: row.visibility,
        status: row.status,
        turn_clock: row.turnClockSeconds,
        start_race: row.startRace === null ? null : JSON.stringify(row.startRace),
        rematch: row.rematch,
        seed: row.seed,
        rng: row.rng,
        seed_commitment: row.seedCommitment,
        host_token_hash: row.hostTokenHash,
        turn_deadline_seq: row.turnDeadline?.seq ?? null,
        turn_deadline: row.turnDeadline?.at ?? null,
        version: row.version,
        created_at: row.createdAt,
        updated_at: row.updatedAt,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async getTable(id: string): Promise<TableRow | null> {
    const r = await this.db
      .selectFrom("ng_tables")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return r ? toRow(r) : null;
  }

  async getTableByCode(code: string): Promise<TableRow | null> {
    const r = await this.db
      .selectFrom("ng_tables")
      .selectAll()
      .where("code", "=", code)
      .executeTakeFirst();
    return r ? toRow(r) : null;
  }

  async updateTable(
    id: string,
    expectedVersion: number,
    patch: TablePatch,
  ): Promise<TableRow | null> {
    const now = new Date().toISOString();
    const res = await this.db
      .updateTable("ng_tables")
      .set({
        ...(patch.seats !== undefined ? { seats: JSON.stringify(patch.seats) } : {}),
        ...(patch.status !== undefined ? { status: patch.status } : {}),
        ...(patch.config !== undefined ? { config: JSON.stringify(patch.config) } : {}),
        ...(patch.startRace !== undefined
          ? { start_race: patch.startRace === null ? null : JSON.stringify(patch.startRace) }
          : {}),
        ...(patch.rematch !== undefined ? { rematch: patch.rematch } : {}),
        version: expectedVersion + 1,
        updated_at: now,
      })
      .where("id", "=", id)
      .where("version", "=", expectedVersion)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return null;
    return this.getTable(id);
  }

  async setTurnDeadline(id: string, seq: number, at: number): Promise<number> {
    // Compare-and-set: only a newer seq replaces the stored deadline, so of two processes
    // starting the same turn's clock the first one's deadline stands.
    const res = await this.db
      .updateTable("ng_tables")
      .set({ turn_deadline_seq: seq, turn_deadline: at })
      .where("id", "=", id)
      .where((eb) =>
        eb.or([eb("turn_deadline_seq", "is", null), eb("turn_deadline_seq", "<", seq)]),
      )
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 1) return at;
    const r = await this.db
      .selectFrom("ng_tables")
      .select(["turn_deadline_seq", "turn_deadline"])
      .where("id", "=", id)
      .executeTakeFirst();
    return r?.turn_deadline_seq === seq && r.turn_deadline !== null ? Number(r.turn_deadline) : at;
  }

  async listTables(filter: {
    visibility?: Visibility;
    statuses: readonly TableStatus[];
    limit: number;
    seenSince?: number;
  }): Promise<TableRow[]> {
    if (filter.statuses.length === 0) return [];
    let q = this.db
      .selectFrom("ng_tables")
      .selectAll()
      .where("status", "in", [...filter.statuses]);
    if (filter.visibility) q = q.where("visibility", "=", filter.visibility);
    const seenSince = filter.seenSince;
    if (seenSince !== undefined) {
      q = q.where((eb) => eb.or([eb("status", "!=", "lobby"), eb("seen_at", ">=", seenSince)]));
    }
    const rows = await q.orderBy("created_at", "desc").orderBy("id").limit(filter.limit).execute();
    return rows.map(toRow);
  }

  async markSeen(ids: readonly string[], at: number): Promise<void> {
    for (let i = 0; i < ids.length; i += 500) {
      await this.db
        .updateTable("ng_tables")
        .set({ seen_at: at })
        .where("id", "in", ids.slice(i, i + 500))
        .where((eb) => eb.or([eb("seen_at", "is", null), eb("seen_at", "<", at)]))
        .execute();
    }
  }

  async expireLobbies(before: number): Promise<string[]> {
    const createdBefore = new Date(before).toISOString();
    const rows = await this.db
      .deleteFrom("ng_tables")
      .where("status", "=", "lobby")
      .where("visibility", "=", "public")
      .where((eb) =>
        eb.or([
          eb("seen_at", "<", before),
          eb.and([eb("seen_at", "is", null), eb("created_at", "<", createdBefore)]),
        ]),
      )
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("ng_tables as p").select("p.id").whereRef("p.rematch", "=", "ng_tables.id"),
          ),
        ),
      )
      .returning("id")
      .execute();
    return rows.map((r) => r.id);
  }

  /**
   * Appends are group-committed: the appends requested within one turn of the event loop go
   * into one multi-row INSERT (one transaction, one fsync); up to APPEND_BATCHES_IN_FLIGHT
   * such batches are committed at once, and while all are busy new appends gather for the
   * next. Each caller still learns only after its row is durable, and whether it won its
   * (table, seq).
   */
  appendAction(row: ActionRow): Promise<boolean> {
    return new Promise((resolve, reject) => {
      this.pending.push({ row, resolve, reject });
      this.scheduleFlush();
    });
  }

  private pending: PendingAppend[] = [];
  private inFlight = 0;
  private flushScheduled = false;

  private scheduleFlush(): void {
    if (this.flushScheduled || this.pending.length === 0) return;
    if (this.inFlight >= APPEND_BATCHES_IN_FLIGHT[this.dialect]) return;
    this.flushScheduled = true;
    setImmediate(() => {
      this.flushScheduled = false;
      while (this.pending.length > 0 && this.inFlight < APPEND_BATCHES_IN_FLIGHT[this.dialect]) {
        const batch = this.pending.splice(0, MAX_APPEND_BATCH);
        this.inFlight++;
        void this.writeBatch(batch).finally(() => {
          this.inFlight--;
          this.scheduleFlush();
        });
      }
    });
  }

  private async writeBatch(batch: PendingAppend[]): Promise<void> {
    // Within one batch the first request for a (table, seq) is the one that may win.
    const seen = new Set<string>();
    const unique: PendingAppend[] = [];
    for (const p of batch) {
      const key = `${p.row.tableId}\u0000${p.row.seq}`;
      if (seen.has(key)) p.resolve(false);
      else {
        seen.add(key);
        unique.push(p);
      }
    }
    // One lock order for every batch (table, then seq): two batches with overlapping keys,
    // e.g. from two processes, wait for each other instead of deadlocking.
    unique.sort((x, y) =>
      x.row.tableId < y.row.tableId
        ? -1
        : x.row.tableId > y.row.tableId
          ? 1
          : x.row.seq - y.row.seq,
    );
    try {
      const inserted = await this.insertRows(unique.map((p) => p.row));
      for (const p of unique) p.resolve(inserted.has(`${p.row.tableId}\u0000${p.row.seq}`));
    } catch {
      // One bad row (e.g. an unknown table) must not fail the others: retry one by one.
      for (const p of unique) {
        try {
          p.resolve((await this.insertRows([p.row])).size === 1);
        } catch (e) {
          p.reject(e);
        }
      }
    }
  }

  /** Inserts rows, skipping (table, seq) conflicts; returns the keys actually inserted. */
  private async insertRows(rows: readonly ActionRow[]): Promise<Set<string>> {
    const res = await this.db
      .insertInto("ng_actions")
      .values(
        rows.map((row) => ({
          table_id: row.tableId,
          seq: row.seq,
          action: JSON.stringify(row.action),
          actor: row.actor,
          autoplay: row.autoplay,
        })),
      )
      .onConflict((oc) => oc.columns(["table_id", "seq"]).doNothing())
      .returning(["table_id", "seq"])
      .execute();
    return new Set(res.map((r) => `${r.table_id}\u0000${r.seq}`));
  }

  async actions(tableId: string, afterSeq = 0): Promise<ActionRow[]> {
    const rows = await this.db
      .selectFrom("ng_actions")
      .select(["seq", "action", "actor", "autoplay"])
      .where("table_id", "=", tableId)
      .where("seq", ">", afterSeq)
      .orderBy("seq")
      .execute();
    return rows.map((r) => ({
      tableId,
      seq: r.seq,
      action: JSON.parse(r.action),
      actor: r.actor,
      autoplay: r.autoplay as AutoplayReason | null,
    }));
  }

  async seqs(tableIds: readonly string[]): Promise<Map<string, number>> {
    const out = new Map<string, number>(tableIds.map((id) => [id, 0]));
    if (tableIds.length === 0) return out;
    const rows = await this.db
      .selectFrom("ng_actions")
      .select(["table_id", (eb) => eb.fn.max("seq").as("max_seq")])
      .where("table_id", "in", [...tableIds])
      .groupBy("table_id")
      .execute();
    for (const r of rows) out.set(r.table_id, Number(r.max_seq));
    return out;
  }

  async ping(): Promise<void> {
    await sql`select 1`.execute(this.db);
  }

  async close(): Promise<void> {
    // Let requested appends finish (bounded), so nothing acknowledged is cut off.
    for (let i = 0; i < 200 && (this.inFlight > 0 || this.pending.length > 0); i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    await this.db.destroy();
    await this.onClose();
  }
}

export interface OpenStoreOptions {
  /** postgres://… selects PostgreSQL; otherwise SQLite. */
  readonly databaseUrl?: string | null;
  /** SQLite only: the directory of number-games.sqlite (created if missing). */
  readonly dataDir?: string;
  /** SQLite only: an explicit file (tests); overrides dataDir. */
  readonly sqliteFile?: string;
  /** PostgreSQL only: a schema to use (created if missing), e.g. one per test run. */
  readonly pgSchema?: string;
  /** PostgreSQL pool size (default 10). */
  readonly pgPoolSize?: number;
}

const SCHEMA_RE = /^[a-z_][a-z0-9_]{0,62}$/;

/** Opens (and migrates) the store the options describe. */
export async function openStore(options: OpenStoreOptions): Promise<TableStore> {
  const url = options.databaseUrl ?? null;
  let store: SqlTableStore;
  if (url !== null && /^postgres(ql)?:\/\//.test(url)) {
    const schema = options.pgSchema;
    if (schema !== undefined) {
      if (!SCHEMA_RE.test(schema)) throw new Error(`invalid Postgres schema name ${schema}`);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE SCHEMA IF NOT EXISTS "${schema}"`);
      } finally {
        await client.end();
      }
    }
    const pool = new pg.Pool({
      connectionString: url,
      max: options.pgPoolSize ?? 10,
      ...(schema !== undefined ? { options: `-c search_path=${schema}` } : {}),
    });
    // An idle client losing its connection must not crash the process.
    pool.on("error", () => {});
    const db = new KyselyDb<Database>({ dialect: new PostgresDialect({ pool }) });
    store = new SqlTableStore("postgres", db, async () => {});
  } else {
    const file =
      options.sqliteFile ??
      (() => {
        const dir = options.dataDir ?? "./data";
        mkdirSync(dir, { recursive: true });
        return join(dir, "number-games.sqlite");
      })();
    const database = new SQLite(file);
    database.pragma("journal_mode = WAL");
    // WAL + NORMAL survives a killed process (not a power cut on the last transactions).
    database.pragma("synchronous = NORMAL");
    database.pragma("busy_timeout = 5000");
    // Checkpoints fsync; run them on another thread so they never stall a request.
    database.pragma("wal_autocheckpoint = 0");
    database.pragma("foreign_keys = ON");
    const db = new KyselyDb<Database>({
      dialect: new SqliteDialect({ database: cachingStatements(database) }),
    });
    const checkpointer = startCheckpointer(file);
    store = new SqlTableStore("sqlite", db, () => checkpointer.stop());
  }
  await store.migrate();
  return store;
}

const CHECKPOINT_WORKER = `
const { workerData, parentPort } = require("node:worker_threads");
const Database = require(workerData.module);
const db = new Database(workerData.file);
db.pragma("busy_timeout = 5000");
const timer = setInterval(() => {
  try { db.pragma("wal_checkpoint(PASSIVE)"); } catch {}
}, workerData.intervalMs);
parentPort.on("message", () => {
  clearInterval(timer);
  try { db.pragma("wal_checkpoint(PASSIVE)"); } catch {}
  db.close();
  parentPort.postMessage("stopped");
});
`;

/** A worker thread with its own connection that checkpoints the WAL every second. */
function startCheckpointer(file: string): { stop(): Promise<void> } {
  const worker = new Worker(CHECKPOINT_WORKER, {
    eval: true,
    workerData: {
      module: createRequire(import.meta.url).resolve("better-sqlite3"),
      file,
      intervalMs: 1000,
    },
  });
  worker.unref();
  worker.on("error", () => {});
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          void worker.terminate().finally(resolve);
        };
        worker.once("message", done);
        worker.once("exit", () => resolve());
        worker.postMessage("stop");
        setTimeout(done, 2000).unref();
      }),
  };
}

/**
 * Kysely prepares every query anew; with better-sqlite3 preparing costs more than running a
 * small insert. The same SQL text reuses its prepared statement (bounded cache).
 */
function cachingStatements(database: SQLite.Database): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sqlText: string) {
      let stmt = cache.get(sqlText);
      if (!stmt) {
        if (cache.size >= 256) cache.clear();
        stmt = database.prepare(sqlText);
        cache.set(sqlText, stmt);
      }
      return stmt as unknown as ReturnType<SqliteDatabase["prepare"]>;
    },
  };
}

/** Drops a Postgres schema and everything in it (test clean-up). */
export async function dropPgSchema(databaseUrl: string, schema: string): Promise<void> {
  if (!SCHEMA_RE.test(schema)) throw new Error(`invalid Postgres schema name ${schema}`);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  } finally {
    await client.end();
  }
}
