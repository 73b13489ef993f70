// The one TableStore implementation: Kysely over SQLite (better-sqlite3, WAL) or PostgreSQL
// (pg). Dialect differences stop at `openStore`; the queries are shared: the tables' facts
// in tables.ts, the actions in actions.ts (group-committed appends), the schema in schema.ts.

import { createRequire } from "node:module";
import { join } from "node:path";
import { Worker } from "node:worker_threads";
import SQLite from "better-sqlite3";
import type { Kysely, SqliteDatabase } from "kysely";
import { Kysely as KyselyDb, Migrator, PostgresDialect, SqliteDialect, sql } from "kysely";
import pg from "pg";
import { ActionLog } from "./actions";
import { ClassRows } from "./classes";
import { dataDirProblem } from "./data-dir";
import type { OutageLog } from "./outage";
import {
  Availability,
  isConnectionFailure,
  isStorageUnavailable,
  StorageUnavailableError,
} from "./outage";
import { seeingOwnSchemaOnly } from "./own-schema";
import type { Database } from "./schema";
import { MIGRATIONS } from "./schema";
import { TableRows } from "./tables";
import type {
  ActionRow,
  ClassPatch,
  ClassRow,
  ClassSeatRow,
  ExpiredClasses,
  StudentRow,
  TablePatch,
  TableRow,
  TableStore,
} from "./types";

export { MIGRATIONS } from "./schema";

class SqlTableStore implements TableStore {
  constructor(
    readonly dialect: "sqlite" | "postgres",
    private readonly db: Kysely<Database>,
    private readonly onClose: () => Promise<void>,
    private readonly availability: Availability,
  ) {
    this.log = new ActionLog(dialect, db);
    this.rows = new TableRows(db);
    this.classes = new ClassRows(db, dialect);
  }

  /** The classes, their students and seats. */
  private readonly classes: ClassRows;

  /** The tables table: each table's facts. */
  private readonly rows: TableRows;

  /** The actions table: appends (group-committed) and reads. */
  private readonly log: ActionLog;

  async migrate(): Promise<void> {
    // Kysely looks for its bookkeeping tables in every schema unless told which one: name
    // the current schema, so schemas of other runs in the same database never confuse it.
    const schema =
      this.dialect === "postgres"
        ? (await sql<{ s: string }>`select current_schema() as s`.execute(this.db)).rows[0]?.s
        : undefined;
    const migrator = new Migrator({
      db: schema ? seeingOwnSchemaOnly(this.db, schema) : this.db,
      provider: { getMigrations: async () => MIGRATIONS },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    const { error } = await migrator.migrateToLatest();
    if (error) throw error;
  }

  createTable(row: TableRow): Promise<boolean> {
    return this.guarded(() => this.rows.createTable(row));
  }

  getTable(id: string): Promise<TableRow | null> {
    return this.guarded(() => this.rows.getTable(id));
  }

  getTableByCode(code: string): Promise<TableRow | null> {
    return this.guarded(() => this.rows.getTableByCode(code));
  }

  updateTable(id: string, version: number, patch: TablePatch): Promise<TableRow | null> {
    return this.guarded(() => this.rows.updateTable(id, version, patch));
  }

  setTurnDeadline(id: string, seq: number, at: number): Promise<number> {
    return this.guarded(() => this.rows.setTurnDeadline(id, seq, at));
  }

  moveTurnDeadline(id: string, seq: number, at: number): Promise<void> {
    return this.guarded(() => this.rows.moveTurnDeadline(id, seq, at));
  }

  listTables(filter: Parameters<TableStore["listTables"]>[0]): Promise<TableRow[]> {
    return this.guarded(() => this.rows.listTables(filter));
  }

  markSeen(ids: readonly string[], at: number): Promise<void> {
    return this.guarded(() => this.rows.markSeen(ids, at));
  }

  expireLobbies(before: number): Promise<string[]> {
    return this.guarded(() => this.rows.expireLobbies(before));
  }

  setAway(tableId: string, seat: number, since: number): Promise<boolean> {
    return this.guarded(() => this.rows.setAway(tableId, seat, since));
  }

  setPresent(tableId: string, seat: number): Promise<boolean> {
    return this.guarded(() => this.rows.setPresent(tableId, seat));
  }

  presence(tableIds: readonly string[]): Promise<Map<string, Map<number, number | null>>> {
    return this.guarded(() => this.rows.presence(tableIds));
  }

  appendAction(row: ActionRow): Promise<boolean> {
    return this.guarded(() => this.log.appendAction(row));
  }

  actions(tableId: string, afterSeq = 0): Promise<ActionRow[]> {
    return this.guarded(() => this.log.actions(tableId, afterSeq));
  }

  seqs(tableIds: readonly string[]): Promise<Map<string, number>> {
    return this.guarded(() => this.log.seqs(tableIds));
  }

  createClass(row: ClassRow): Promise<boolean> {
    return this.guarded(() => this.classes.createClass(row));
  }

  getClass(id: string): Promise<ClassRow | null> {
    return this.guarded(() => this.classes.getClass(id));
  }

  getClassByCode(code: string): Promise<ClassRow | null> {
    return this.guarded(() => this.classes.getClassByCode(code));
  }

  updateClass(
    id: string,
    version: number,
    patch: ClassPatch,
    activeAt: number,
  ): Promise<ClassRow | null> {
    return this.guarded(() => this.classes.updateClass(id, version, patch, activeAt));
  }

  touchClass(id: string, at: number, aliveSince?: number): Promise<void> {
    return this.guarded(() => this.classes.touchClass(id, at, aliveSince));
  }

  addStudent(row: StudentRow, max: number): Promise<"added" | "taken" | "full"> {
    return this.guarded(() => this.classes.addStudent(row, max));
  }

  students(classId: string): Promise<StudentRow[]> {
    return this.guarded(() => this.classes.students(classId));
  }

  studentByToken(tokenHash: string): Promise<StudentRow | null> {
    return this.guarded(() => this.classes.studentByToken(tokenHash));
  }

  setWarmup(studentId: string, warmup: StudentRow["warmup"]): Promise<void> {
    return this.guarded(() => this.classes.setWarmup(studentId, warmup));
  }

  setStudentToken(studentId: string, from: string, to: string): Promise<boolean> {
    return this.guarded(() => this.classes.setStudentToken(studentId, from, to));
  }

  deleteStudent(classId: string, studentId: string): Promise<boolean> {
    return this.guarded(() => this.classes.deleteStudent(classId, studentId));
  }

  renameStudent(
    classId: string,
    studentId: string,
    name: string,
  ): Promise<"renamed" | "taken" | "missing"> {
    return this.guarded(() => this.classes.renameStudent(classId, studentId, name));
  }

  setClassSeats(rows: readonly ClassSeatRow[]): Promise<void> {
    return this.guarded(() => this.classes.setClassSeats(rows));
  }

  classSeats(classId: string): Promise<ClassSeatRow[]> {
    return this.guarded(() => this.classes.classSeats(classId));
  }

  classTables(classId: string): Promise<TableRow[]> {
    return this.guarded(() => this.classes.classTables(classId));
  }

  expireClasses(before: number): Promise<ExpiredClasses> {
    return this.guarded(() => this.classes.expireClasses(before));
  }

  async ping(): Promise<void> {
    await this.guarded(() => sql`select 1`.execute(this.db));
  }

  get available(): boolean {
    return this.availability.available;
  }

  onAvailability(listener: (available: boolean) => void): () => void {
    return this.availability.onChange(listener);
  }

  logOutagesTo(log: OutageLog): void {
    this.availability.logTo(log);
  }

  /**
   * Runs a query: a connection failure becomes StorageUnavailableError (ERR_STORAGE_UNAVAILABLE
   * to the client) and starts an outage; any answer ends one.
   */
  private async guarded<T>(query: () => Promise<T>): Promise<T> {
    let value: T;
    try {
      value = await query();
    } catch (e) {
      if (!isConnectionFailure(e)) throw e;
      this.availability.failed(e);
      throw isStorageUnavailable(e) ? e : new StorageUnavailableError(reasonOf(e));
    }
    this.availability.answered();
    return value;
  }

  async close(): Promise<void> {
    this.availability.close();
    // Let requested appends finish (bounded), so nothing acknowledged is cut off.
    await this.log.drain();
    await this.db.destroy();
    await this.onClose();
  }
}

export interface OpenStoreOptions {
  /** postgres://… selects PostgreSQL; null SQLite; anything else is refused. */
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
  if (url !== null) {
    // Anything else once meant SQLite in ./data, silently.
    if (!/^postgres(ql)?:\/\//i.test(url)) {
      throw new Error("DATABASE_URL must be a postgres://… or postgresql://… address");
    }
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
      // A database that does not accept the connection (a host gone, not refusing) fails the
      // request in bounded time (ERR_STORAGE_UNAVAILABLE) instead of holding it.
      connectionTimeoutMillis: 5000,
      ...(schema !== undefined ? { options: `-c search_path=${schema}` } : {}),
    });
    const availability = new Availability(() => store.ping());
    // A connection lost while idle (the pool's 'error') or while checked out (the client's own
    // 'error', which pg emits with no listener of the pool's then) must never reach the
    // process: unhandled, either one ended it when PostgreSQL restarted. The query that was
    // running fails by itself; this only starts the outage (logged once).
    pool.on("error", (e) => availability.failed(e));
    pool.on("connect", (client) => client.on("error", (e) => availability.failed(e)));
    const db = new KyselyDb<Database>({ dialect: new PostgresDialect({ pool }) });
    store = new SqlTableStore("postgres", db, async () => {}, availability);
  } else {
    const file =
      options.sqliteFile ??
      (() => {
        const dir = options.dataDir ?? "./data";
        const problem = dataDirProblem(dir);
        if (problem !== null) throw new Error(problem);
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
    const availability = new Availability(() => store.ping());
    store = new SqlTableStore("sqlite", db, () => checkpointer.stop(), availability);
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

function reasonOf(e: unknown): string {
  const err = e as { code?: unknown; message?: unknown } | null;
  const code = typeof err?.code === "string" ? err.code : null;
  const message = typeof err?.message === "string" ? err.message : String(e);
  return code !== null && !message.includes(code) ? `${code}: ${message}` : message;
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
