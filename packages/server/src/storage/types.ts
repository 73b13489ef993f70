// The storage interface. A table is its record: one row of facts (config, seats, secret
// seed, status) and its ordered actions, unique on (table, seq). Every adapter passes the
// same contract suite (test/storage.test.ts).

import type { GameId, RngKind } from "@number-games/engine";
import type {
  AutoplayReason,
  AwayRule,
  ClassStatus,
  JoinRequestStatus,
  LearningSettings,
  RosterNotice,
  SeatBotLevel,
  StopKind,
  TableEnding,
  TableSize,
  TableStatus,
  TakebackOutcome,
  Visibility,
  WarmupProgress,
} from "@number-games/protocol";

export type StoredSeat =
  | {
      readonly kind: "human";
      /** null while the seat is open. */
      readonly name: string | null;
      /** sha256 hex of the seat token; null while open. */
      readonly tokenHash: string | null;
      /**
       * A rematch's open seat: until then (epoch ms) only its player at the finished table may
       * claim it (through the rematch, with their old seat token). Dropped once claimed.
       */
      readonly reservedUntil?: number;
      /**
       * The other players handed this seat to the computer while its player was away (by seat
       * `by`, at epoch ms `at`, at position `seq`): the computer plays its turns until the
       * player comes back (migration 0008: kept in the seats' JSON).
       */
      readonly handedOver?: StoredHandOver;
      /** This seat's latest takeback request and its outcome (tables/takeback.ts). */
      readonly takeback?: StoredTakeback;
    }
  | { readonly kind: "bot"; readonly level: SeatBotLevel };

export interface StoredHandOver {
  /** The seat that handed it over; null: the class's grace time ran out (tables/grace.ts). */
  readonly by: number | null;
  readonly at: number;
  readonly seq: number;
}

/** Kept in the seats' JSON like `handedOver` (no migration): see TakebackInfo. */
export interface StoredTakeback {
  readonly seq: number;
  readonly agreed: readonly number[];
  readonly outcome: TakebackOutcome;
  readonly decliner?: number;
}

export interface StoredStartRace {
  readonly winner: number | null;
}

/** When the turn clock of the position at `seq` runs out (epoch ms). */
export interface StoredDeadline {
  readonly seq: number;
  readonly at: number;
}

/** A class's table: which class, which game of the lesson, which table number (migration 0007). */
export interface ClassTableRef {
  readonly classId: string;
  readonly round: number;
  readonly number: number;
}

export interface TableRow {
  readonly id: string;
  readonly code: string;
  readonly game: GameId;
  /** The normalised config (the game's parseConfig output), plain JSON. */
  readonly config: unknown;
  readonly seats: readonly StoredSeat[];
  readonly visibility: Visibility;
  readonly status: TableStatus;
  readonly turnClockSeconds: number | null;
  /** The optional start race: null without one; `winner` is the first seat to answer it. */
  readonly startRace: StoredStartRace | null;
  /** The id of this finished table's rematch (its successor table), or null. */
  readonly rematch: string | null;
  readonly seed: string;
  /**
   * The chance generator the seed drives (migration 0005): "chacha20" for tables created
   * since it exists, "sfc32" for older ones, which keep replaying with it.
   */
  readonly rng: RngKind;
  readonly seedCommitment: string;
  readonly hostTokenHash: string;
  /**
   * The turn clock's deadline of the latest position whose clock a process started, or null.
   * Written by `setTurnDeadline` only (not a patch: it does not bump `version`).
   */
  readonly turnDeadline: StoredDeadline | null;
  /** Bumped by every update; updates name the version they read (optimistic concurrency). */
  readonly version: number;
  readonly createdAt: string;
  /** The last change of the facts; once finished it stays: when the game ended. */
  readonly updatedAt: string;
  /** Set for a class's tables (migration 0007). */
  readonly classTable?: ClassTableRef;
  /** Epoch ms the teacher paused this table (moves, bots and the clock wait); absent: not. */
  readonly pausedAt?: number;
  /** What the others may do when a player leaves, after how long (migration 0008). */
  readonly awayRule: AwayRule;
  /**
   * A game that ended before its last move (resigned, claimed; migration 0008), or null. The
   * table replays only the actions up to `ending.seq`.
   */
  readonly ending: TableEnding | null;
}

export type { AutoplayReason };

export interface ActionRow {
  readonly tableId: string;
  /** 1-based: the table's seq after this action (action index + 1). */
  readonly seq: number;
  readonly action: unknown;
  /** The seat that acted, or -1 for chance. */
  readonly actor: number;
  /** Set when a bot played a human seat's turn. */
  readonly autoplay: AutoplayReason | null;
}

export type TablePatch = Partial<
  Pick<TableRow, "seats" | "status" | "config" | "startRace" | "rematch" | "ending" | "awayRule">
> & {
  /** A number pauses, null resumes. */
  readonly pausedAt?: number | null;
};

/** A class (migration 0007). Everything in it is deleted 7 days after `activeAt`. */
export interface ClassRow {
  readonly id: string;
  readonly code: string;
  readonly teacherTokenHash: string;
  readonly game: GameId;
  /** The game's config without `players`, as the teacher gave it (checked at creation). */
  readonly config: Record<string, unknown>;
  readonly tableSize: TableSize;
  readonly settings: LearningSettings;
  readonly turnClockSeconds: number | null;
  /** Pasted names, or null. */
  readonly roster: readonly string[] | null;
  readonly status: ClassStatus;
  /** 1-based game of the lesson. */
  readonly round: number;
  /** Whether this round's students were seated (late joiners then wait). */
  readonly seated: boolean;
  /** Epoch ms the class was paused, or null. */
  readonly pausedAt: number | null;
  /**
   * The class's grace time in seconds: a seated student away this long on their turn has a
   * computer play for them until they return; null: off (migration 0009).
   */
  readonly graceSeconds: number | null;
  /** Join requests of students not on the list, answered ones too (migration 0010). */
  readonly requests: readonly StoredJoinRequest[];
  /**
   * The teacher closed requests to join: no new ones are taken (kept in the requests' JSON,
   * no migration: storage/classes.ts).
   */
  readonly requestsClosed: boolean;
  /** What the teacher is told, latest first (migration 0010). */
  readonly notices: readonly RosterNotice[];
  /** An end or next game the teacher may still undo, or null (migration 0010). */
  readonly stopping: StoredStop | null;
  /** "Move to this device" codes, the latest (migration 0011; classes/moves.ts). */
  readonly moves: readonly StoredMove[];
  readonly version: number;
  readonly createdAt: string;
  readonly updatedAt: string;
  /** Epoch ms of the last activity (requests, joins, moves at its tables). */
  readonly activeAt: number;
}

export type ClassPatch = Partial<
  Pick<
    ClassRow,
    | "game"
    | "config"
    | "tableSize"
    | "settings"
    | "status"
    | "round"
    | "seated"
    | "pausedAt"
    | "graceSeconds"
    | "roster"
    | "requests"
    | "requestsClosed"
    | "notices"
    | "stopping"
    | "moves"
  >
>;

/** A student's one-time "move to this device" code (classes/moves.ts). */
export interface StoredMove {
  readonly studentId: string;
  /** sha256 hex of the code as parsed (parseMoveCode). */
  readonly codeHash: string;
  /** Epoch ms the code stops working. */
  readonly until: number;
  /** open: may be used; used: spent; replaced: a newer code of the student's was made. */
  readonly status: "open" | "used" | "replaced";
  /**
   * A used code: sha256 hex of the student token it replaced (the old device's), so that
   * token is answered ERR_MOVED rather than ERR_UNAUTHORIZED (classes/moved-away.ts).
   */
  readonly fromTokenHash?: string;
}

/** A student not on the class list who asked to join (class-roster.ts). */
export interface StoredJoinRequest {
  readonly id: string;
  readonly name: string;
  /** The request token's hash: the student's token hash once approved. */
  readonly tokenHash: string;
  readonly askedAt: string;
  readonly status: JoinRequestStatus;
}

/** An end or next game held for the undo window (class-undo.ts). */
export interface StoredStop {
  readonly kind: StopKind;
  /** Epoch ms the tables stop. */
  readonly until: number;
  /** The class's pause before the hold (null: it was not paused; the hold resumes on undo). */
  readonly pausedBefore: number | null;
  /** The tables the hold paused (their ids). */
  readonly tableIds: readonly string[];
  /** For "next": the next game's. */
  readonly game: GameId;
  readonly config: Record<string, unknown>;
  readonly tableSize: TableSize;
}

export interface StudentRow {
  readonly id: string;
  readonly classId: string;
  /** As shown (NFC, trimmed). Unique in the class case-insensitively (`nameKey`). */
  readonly name: string;
  readonly tokenHash: string;
  readonly joinedAt: string;
  readonly warmup: WarmupProgress | null;
}

/** Who sits at a seat of a class table (bots have none). Kept after the game for the leaderboard. */
export interface ClassSeatRow {
  readonly tableId: string;
  readonly seat: number;
  readonly classId: string;
  /** The student seated there last (who may since have been released). */
  readonly studentId: string;
  readonly name: string;
}

/** What the class sweep deleted. */
export interface ExpiredClasses {
  readonly classes: readonly string[];
  readonly tables: readonly string[];
}

export interface TableStore {
  readonly dialect: "sqlite" | "postgres";
  /** Creates or upgrades the schema. Safe to run from several processes at once. */
  migrate(): Promise<void>;
  /** false when the id or the join code is taken. */
  createTable(row: TableRow): Promise<boolean>;
  getTable(id: string): Promise<TableRow | null>;
  getTableByCode(code: string): Promise<TableRow | null>;
  /** Applies the patch if the row is still at `expectedVersion`; the new row, or null. */
  updateTable(id: string, expectedVersion: number, patch: TablePatch): Promise<TableRow | null>;
  /**
   * Records the deadline of the turn clock at `seq` unless one is stored for this or a later
   * seq already; answers the stored deadline for `seq` (the first writer's), or `at` when a
   * later seq is stored. A restarted process, or another one, thus continues the same clock.
   */
  setTurnDeadline(id: string, seq: number, at: number): Promise<number>;
  /**
   * A paused turn clock resumes: the stored deadline of `seq` becomes `at` (no change when the
   * stored deadline is another seq's).
   */
  moveTurnDeadline(id: string, seq: number, at: number): Promise<void>;
  /** Newest first. */
  listTables(filter: {
    readonly visibility?: Visibility;
    readonly statuses: readonly TableStatus[];
    readonly limit: number;
    /** With it, a lobby is listed only if `markSeen` saw it at or after this time (epoch ms). */
    readonly seenSince?: number;
  }): Promise<TableRow[]>;
  /**
   * A process saw a human holding one of the seats of each of these lobbies connected at `at`
   * (epoch ms); an earlier time never replaces a later one. Not a patch: `version` stays.
   */
  markSeen(ids: readonly string[], at: number): Promise<void>;
  /**
   * Deletes the public lobbies with no sign of life since `before` (epoch ms): neither seen
   * (`markSeen`) nor created since. A table that is another's rematch is kept (that link must
   * keep working). Answers the deleted ids.
   */
  expireLobbies(before: number): Promise<string[]>;
  /**
   * A person's seat of a playing table has had no connection since `since` (epoch ms): stored
   * unless the seat is already away (the earlier time stands). Not a patch: `version` stays.
   * Answers whether it changed.
   */
  setAway(tableId: string, seat: number, since: number): Promise<boolean>;
  /** A connection holds the seat again; answers whether it changed (it was away or unknown). */
  setPresent(tableId: string, seat: number): Promise<boolean>;
  /**
   * The stored presence of each of these tables' seats: away since (epoch ms), or null while
   * connected. A seat never recorded is absent (treated as connected until reconciled).
   */
  presence(tableIds: readonly string[]): Promise<Map<string, Map<number, number | null>>>;
  /** false when (tableId, seq) exists already: another writer advanced the table. */
  appendAction(row: ActionRow): Promise<boolean>;
  /** The actions with seq > afterSeq, in order. */
  actions(tableId: string, afterSeq?: number): Promise<ActionRow[]>;
  /** Number of actions of each table (0 when none). */
  seqs(tableIds: readonly string[]): Promise<Map<string, number>>;
  // ---------------------------------------------------------------- classes (classes.ts)
  /** false when the id or the class code is taken. */
  createClass(row: ClassRow): Promise<boolean>;
  getClass(id: string): Promise<ClassRow | null>;
  getClassByCode(code: string): Promise<ClassRow | null>;
  /** Compare-and-set on the version (also marks the class active at `activeAt`). */
  updateClass(
    id: string,
    expectedVersion: number,
    patch: ClassPatch,
    activeAt: number,
  ): Promise<ClassRow | null>;
  /**
   * Marks the class active at `at` (an earlier time never replaces a later one), unless its
   * last activity is before `aliveSince` (expired: nothing revives it before the sweep) or it
   * has ended (its activity stops at the end of the lesson).
   */
  touchClass(id: string, at: number, aliveSince?: number): Promise<void>;
  /**
   * Adds the student: "taken" when the class has a student of this name (case-insensitive)
   * already, "full" when it has `max` students (atomic under concurrent joins).
   */
  addStudent(row: StudentRow, max: number): Promise<"added" | "taken" | "full">;
  /** In order of joining. */
  students(classId: string): Promise<StudentRow[]>;
  studentByToken(tokenHash: string): Promise<StudentRow | null>;
  setWarmup(studentId: string, warmup: StudentRow["warmup"]): Promise<void>;
  /**
   * The student's token becomes another (a move to another device): only while their token
   * hash is still `from` (compare-and-set). false when it is not (or no such student).
   */
  setStudentToken(studentId: string, from: string, to: string): Promise<boolean>;
  /** false when there was no such student. */
  deleteStudent(classId: string, studentId: string): Promise<boolean>;
  /**
   * The student's new name, and their seats' (the leaderboard's) with it: "taken" when another
   * student of the class has this name (by `nameKey`), "missing" when there is no such student
   * (atomic under concurrent joins and renames).
   */
  renameStudent(
    classId: string,
    studentId: string,
    name: string,
  ): Promise<"renamed" | "taken" | "missing">;
  /** Inserts or replaces (by table and seat). */
  setClassSeats(rows: readonly ClassSeatRow[]): Promise<void>;
  classSeats(classId: string): Promise<ClassSeatRow[]>;
  /** The class's tables, in order of round and table number. */
  classTables(classId: string): Promise<TableRow[]>;
  /**
   * Deletes the classes not active since `before` (epoch ms) and everything in them: students,
   * seats, tables and their actions.
   */
  expireClasses(before: number): Promise<ExpiredClasses>;
  /** Resolves when the database answers a trivial query (health checks). */
  ping(): Promise<void>;
  /**
   * False from a query's connection failure (every method then rejects with
   * StorageUnavailableError, storage/outage.ts) until storage answers again (probed every
   * second meanwhile). Readiness and the live players' notice read it.
   */
  readonly available: boolean;
  /** Calls `listener` at each change of `available`; returns the unsubscribe. */
  onAvailability(listener: (available: boolean) => void): () => void;
  /** Where the outage's two lines go (lost, back); silent until set. */
  logOutagesTo(log: { warn(msg: string, data?: Record<string, unknown>): void }): void;
  close(): Promise<void>;
}
