// The SQL schema: the rows as Kysely sees them, the migrations that build them (in order,
// never edited once shipped), and the conversion of a stored table row to a `TableRow`.

import type { GameId } from "@number-games/engine";
import { isRngKind } from "@number-games/engine";
import type {
  AwayAction,
  RosterNotice,
  TableEnding,
  TableStatus,
  Visibility,
} from "@number-games/protocol";
import { AWAY_ACTIONS, CLASS_GRACE, LIMITS, nameKey } from "@number-games/protocol";
import type { Generated, Kysely, Migration, Selectable } from "kysely";
import { sql } from "kysely";
import type {
  ClassRow,
  StoredJoinRequest,
  StoredMove,
  StoredSeat,
  StoredStartRace,
  StoredStop,
  StudentRow,
  TableRow,
} from "./types";

export interface TablesTable {
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
  /** A class's table: the class, the game of the lesson, the table number (migration 0007). */
  class_id: string | null;
  class_round: number | null;
  class_table: number | null;
  /** Epoch ms the teacher paused the table, or null (migration 0007). */
  paused_at: number | string | null;
  /** "computer" or "claim"; null for tables from before migration 0008 ("computer"). */
  away_action: string | null;
  /** Seconds; null for tables from before migration 0008 (the default). */
  away_grace: number | null;
  /** JSON of a TableEnding, or null (migration 0008). */
  ending: string | null;
}

/** Whether each person's seat of a playing table has a connection (migration 0008). */
export interface PresenceTable {
  table_id: string;
  seat: number;
  /** Epoch ms since the seat has had no connection; null while it has one. */
  away_since: number | string | null;
}

export interface ClassesTable {
  id: string;
  code: string;
  teacher_token_hash: string;
  game: string;
  config: string;
  /** "even" or a number as text. */
  table_size: string;
  settings: string;
  turn_clock: number | null;
  roster: string | null;
  status: string;
  round: number;
  seated: number;
  paused_at: number | string | null;
  /** Seconds of the class's grace time; 0: off; null: classes from before migration 0009 (the default). */
  grace: number | null;
  /**
   * JSON of StoredJoinRequest[]; null: none (migration 0010). Closed to new requests: JSON of
   * `{ closed: true, list: StoredJoinRequest[] }` (`storedRequests`, `requestsJson`).
   */
  requests: string | null;
  /** JSON of RosterNotice[]; null: none (migration 0010). */
  notices: string | null;
  /** JSON of a StoredStop, or null (migration 0010). */
  stopping: string | null;
  /** JSON of StoredMove[]; null: none (migration 0011). */
  moves: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  active_at: number | string;
}

export interface ClassStudentsTable {
  id: string;
  class_id: string;
  name: string;
  /** The name's `nameKey` (case, width, look-alike letters): unique per class (migration 0012). */
  name_key: string;
  token_hash: string;
  joined_at: string;
  warmup: string | null;
}

export interface ClassSeatsTable {
  table_id: string;
  seat: number;
  class_id: string;
  student_id: string;
  name: string;
}

export interface ActionsTable {
  table_id: string;
  seq: number;
  action: string;
  actor: number;
  autoplay: string | null;
  created_at: Generated<string>;
}

export interface Database {
  ng_tables: TablesTable;
  ng_actions: ActionsTable;
  ng_classes: ClassesTable;
  ng_class_students: ClassStudentsTable;
  ng_class_seats: ClassSeatsTable;
  ng_presence: PresenceTable;
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
  "0007_classes": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("ng_tables").addColumn("class_id", "text").execute();
      await db.schema.alterTable("ng_tables").addColumn("class_round", "integer").execute();
      await db.schema.alterTable("ng_tables").addColumn("class_table", "integer").execute();
      await db.schema.alterTable("ng_tables").addColumn("paused_at", "bigint").execute();
      await db.schema.createIndex("ng_tables_class").on("ng_tables").column("class_id").execute();
      await db.schema
        .createTable("ng_classes")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("code", "text", (c) => c.notNull().unique())
        .addColumn("teacher_token_hash", "text", (c) => c.notNull())
        .addColumn("game", "text", (c) => c.notNull())
        .addColumn("config", "text", (c) => c.notNull())
        .addColumn("table_size", "text", (c) => c.notNull())
        .addColumn("settings", "text", (c) => c.notNull())
        .addColumn("turn_clock", "integer")
        .addColumn("roster", "text")
        .addColumn("status", "text", (c) => c.notNull())
        .addColumn("round", "integer", (c) => c.notNull())
        .addColumn("seated", "integer", (c) => c.notNull())
        .addColumn("paused_at", "bigint")
        .addColumn("version", "integer", (c) => c.notNull())
        .addColumn("created_at", "text", (c) => c.notNull())
        .addColumn("updated_at", "text", (c) => c.notNull())
        .addColumn("active_at", "bigint", (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("ng_classes_active")
        .on("ng_classes")
        .column("active_at")
        .execute();
      await db.schema
        .createTable("ng_class_students")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("class_id", "text", (c) => c.notNull().references("ng_classes.id"))
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("name_key", "text", (c) => c.notNull())
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("joined_at", "text", (c) => c.notNull())
        .addColumn("warmup", "text")
        .addUniqueConstraint("ng_class_students_name", ["class_id", "name_key"])
        .execute();
      await db.schema
        .createTable("ng_class_seats")
        .addColumn("table_id", "text", (c) => c.notNull())
        .addColumn("seat", "integer", (c) => c.notNull())
        .addColumn("class_id", "text", (c) => c.notNull().references("ng_classes.id"))
        .addColumn("student_id", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addPrimaryKeyConstraint("ng_class_seats_pk", ["table_id", "seat"])
        .execute();
      await db.schema
        .createIndex("ng_class_seats_class")
        .on("ng_class_seats")
        .column("class_id")
        .execute();
    },
  },
  "0008_presence": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("ng_tables").addColumn("away_action", "text").execute();
      await db.schema.alterTable("ng_tables").addColumn("away_grace", "integer").execute();
      await db.schema.alterTable("ng_tables").addColumn("ending", "text").execute();
      await db.schema
        .createTable("ng_presence")
        .addColumn("table_id", "text", (c) => c.notNull())
        .addColumn("seat", "integer", (c) => c.notNull())
        .addColumn("away_since", "bigint")
        .addPrimaryKeyConstraint("ng_presence_pk", ["table_id", "seat"])
        .execute();
    },
  },
  "0009_class_grace": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("ng_classes").addColumn("grace", "integer").execute();
    },
  },
  "0010_class_roster_undo": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("ng_classes").addColumn("requests", "text").execute();
      await db.schema.alterTable("ng_classes").addColumn("notices", "text").execute();
      await db.schema.alterTable("ng_classes").addColumn("stopping", "text").execute();
    },
  },
  "0011_class_moves": {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("ng_classes").addColumn("moves", "text").execute();
    },
  },
  // nameKey changed (a capital from another alphabet is the Latin one it looks like): every
  // stored student's key is computed again, so a look-alike of a name already in the class is
  // refused. Two students whose names only now read alike both stay: one of them keeps its
  // old key (the class's unique key forbids two equal ones; a new join still clashes with the
  // other's).
  "0012_name_keys": {
    async up(untyped: Kysely<unknown>) {
      const db = untyped as unknown as Kysely<Database>;
      const rows = await db
        .selectFrom("ng_class_students")
        .select(["id", "class_id", "name", "name_key"])
        .orderBy("class_id")
        .orderBy("joined_at")
        .orderBy("id")
        .execute();
      const keys = new Map<string, Set<string>>();
      for (const r of rows) {
        const taken = keys.get(r.class_id) ?? new Set<string>();
        taken.add(r.name_key);
        keys.set(r.class_id, taken);
      }
      for (const r of rows) {
        const key = nameKey(r.name);
        const taken = keys.get(r.class_id)!;
        if (key === r.name_key || taken.has(key)) continue;
        await db
          .updateTable("ng_class_students")
          .set({ name_key: key })
          .where("id", "=", r.id)
          .execute();
        taken.delete(r.name_key);
        taken.add(key);
      }
    },
  },
};

export function toRow(r: Selectable<TablesTable>): TableRow {
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
    ...(r.class_id !== null
      ? {
          classTable: {
            classId: r.class_id,
            round: r.class_round ?? 1,
            number: r.class_table ?? 1,
          },
        }
      : {}),
    ...(r.paused_at !== null ? { pausedAt: Number(r.paused_at) } : {}),
    awayRule: {
      action: (AWAY_ACTIONS as readonly string[]).includes(r.away_action ?? "")
        ? (r.away_action as AwayAction)
        : "computer",
      graceSeconds: r.away_grace ?? LIMITS.defaultAwayGraceSeconds,
    },
    ending: r.ending === null ? null : (JSON.parse(r.ending) as TableEnding),
  };
}

export function toClassRow(r: Selectable<ClassesTable>): ClassRow {
  return {
    id: r.id,
    code: r.code,
    teacherTokenHash: r.teacher_token_hash,
    game: r.game as GameId,
    config: JSON.parse(r.config) as Record<string, unknown>,
    tableSize: r.table_size === "even" ? "even" : Number(r.table_size),
    settings: JSON.parse(r.settings) as ClassRow["settings"],
    turnClockSeconds: r.turn_clock,
    roster: r.roster === null ? null : (JSON.parse(r.roster) as string[]),
    status: r.status as ClassRow["status"],
    round: r.round,
    seated: Boolean(r.seated),
    pausedAt: r.paused_at === null ? null : Number(r.paused_at),
    graceSeconds: r.grace === null ? CLASS_GRACE.defaultSeconds : r.grace === 0 ? null : r.grace,
    ...storedRequests(r.requests),
    notices: r.notices === null ? [] : (JSON.parse(r.notices) as RosterNotice[]),
    stopping: r.stopping === null ? null : (JSON.parse(r.stopping) as StoredStop),
    moves: r.moves === null ? [] : (JSON.parse(r.moves) as StoredMove[]),
    version: r.version,
    createdAt: r.created_at,
    updatedAt: r.updated_at,
    activeAt: Number(r.active_at),
  };
}

export function toStudentRow(r: Selectable<ClassStudentsTable>): StudentRow {
  return {
    id: r.id,
    classId: r.class_id,
    name: r.name,
    tokenHash: r.token_hash,
    joinedAt: r.joined_at,
    warmup: r.warmup === null ? null : (JSON.parse(r.warmup) as StudentRow["warmup"]),
  };
}

function storedRng(r: Selectable<TablesTable>): TableRow["rng"] {
  if (isRngKind(r.rng)) return r.rng;
  throw new Error(`table ${r.id}: unknown chance generator in storage`);
}

/** The class's requests column: its requests, and whether the teacher closed new ones. */
export function storedRequests(json: string | null): {
  requests: StoredJoinRequest[];
  requestsClosed: boolean;
} {
  if (json === null) return { requests: [], requestsClosed: false };
  const parsed = JSON.parse(json) as
    | StoredJoinRequest[]
    | { closed: boolean; list: StoredJoinRequest[] };
  return Array.isArray(parsed)
    ? { requests: parsed, requestsClosed: false }
    : { requests: parsed.list, requestsClosed: parsed.closed };
}

/** The requests column's value (an open class's stays a plain list, as before). */
export function requestsJson(
  requests: readonly StoredJoinRequest[],
  closed: boolean,
): string | null {
  if (closed) return JSON.stringify({ closed: true, list: requests });
  return requests.length === 0 ? null : JSON.stringify(requests);
}
