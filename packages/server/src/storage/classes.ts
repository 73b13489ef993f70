// The classes' rows (migration 0007): a class's facts (compare-and-set on the version, like a
// table's), its students (unique names per class, tokens hashed), who sat at which seat of its
// tables, and the sweep that deletes a class and everything in it after its last activity.

import { nameKey } from "@number-games/protocol";
import type { Kysely } from "kysely";
import type { Database } from "./schema";
import { requestsJson, storedRequests, toClassRow, toRow, toStudentRow } from "./schema";
import type {
  ClassPatch,
  ClassRow,
  ClassSeatRow,
  ExpiredClasses,
  StudentRow,
  TableRow,
} from "./types";

/** The key a name is unique by within a class (the protocol's: NFKC, case, TR39 skeleton). */
export { nameKey } from "@number-games/protocol";

/** SQLite and PostgreSQL both take this many parameters in one IN list comfortably. */
const CHUNK = 500;

export class ClassRows {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: "sqlite" | "postgres",
  ) {}

  async createClass(row: ClassRow): Promise<boolean> {
    const res = await this.db
      .insertInto("ng_classes")
      .values({
        id: row.id,
        code: row.code,
        teacher_token_hash: row.teacherTokenHash,
        game: row.game,
        config: JSON.stringify(row.config),
        table_size: String(row.tableSize),
        settings: JSON.stringify(row.settings),
        turn_clock: row.turnClockSeconds,
        roster: row.roster === null ? null : JSON.stringify(row.roster),
        status: row.status,
        round: row.round,
        seated: row.seated ? 1 : 0,
        paused_at: row.pausedAt,
        grace: row.graceSeconds ?? 0,
        requests: requestsJson(row.requests, row.requestsClosed),
        notices: row.notices.length === 0 ? null : JSON.stringify(row.notices),
        stopping: row.stopping === null ? null : JSON.stringify(row.stopping),
        moves: row.moves.length === 0 ? null : JSON.stringify(row.moves),
        version: row.version,
        created_at: row.createdAt,
        updated_at: row.updatedAt,
        active_at: row.activeAt,
      })
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    return Number(res.numInsertedOrUpdatedRows ?? 0) === 1;
  }

  async getClass(id: string): Promise<ClassRow | null> {
    const r = await this.db
      .selectFrom("ng_classes")
      .selectAll()
      .where("id", "=", id)
      .executeTakeFirst();
    return r ? toClassRow(r) : null;
  }

  async getClassByCode(code: string): Promise<ClassRow | null> {
    const r = await this.db
      .selectFrom("ng_classes")
      .selectAll()
      .where("code", "=", code)
      .executeTakeFirst();
    return r ? toClassRow(r) : null;
  }

  async updateClass(
    id: string,
    expectedVersion: number,
    patch: ClassPatch,
    activeAt: number,
  ): Promise<ClassRow | null> {
    // The requests and whether new ones are closed share a column: a patch of one keeps the
    // other as read at `expectedVersion` (the update below needs that version too).
    let requests: string | null | undefined;
    if (patch.requests !== undefined || patch.requestsClosed !== undefined) {
      const read = await this.db
        .selectFrom("ng_classes")
        .select("requests")
        .where("id", "=", id)
        .where("version", "=", expectedVersion)
        .executeTakeFirst();
      if (read === undefined) return null;
      const now = storedRequests(read.requests);
      requests = requestsJson(
        patch.requests ?? now.requests,
        patch.requestsClosed ?? now.requestsClosed,
      );
    }
    const res = await this.db
      .updateTable("ng_classes")
      .set({
        ...(patch.game !== undefined ? { game: patch.game } : {}),
        ...(patch.config !== undefined ? { config: JSON.stringify(patch.config) } : {}),
        ...(patch.tableSize !== undefined ? { table_size: String(patch.tableSize) } : {}),
        ...(patch.settings !== undefined ? { settings: JSON.stringify(patch.settings) } : {}),
        ...(patch.status !== undefined ? { status: patch.status } : {}),
        ...(patch.round !== undefined ? { round: patch.round } : {}),
        ...(patch.seated !== undefined ? { seated: patch.seated ? 1 : 0 } : {}),
        ...(patch.pausedAt !== undefined ? { paused_at: patch.pausedAt } : {}),
        ...(patch.graceSeconds !== undefined ? { grace: patch.graceSeconds ?? 0 } : {}),
        ...(patch.roster !== undefined
          ? { roster: patch.roster === null ? null : JSON.stringify(patch.roster) }
          : {}),
        ...(requests !== undefined ? { requests } : {}),
        ...(patch.notices !== undefined ? { notices: JSON.stringify(patch.notices) } : {}),
        ...(patch.stopping !== undefined
          ? { stopping: patch.stopping === null ? null : JSON.stringify(patch.stopping) }
          : {}),
        ...(patch.moves !== undefined ? { moves: JSON.stringify(patch.moves) } : {}),
        version: expectedVersion + 1,
        updated_at: new Date(activeAt).toISOString(),
        active_at: activeAt,
      })
      .where("id", "=", id)
      .where("version", "=", expectedVersion)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) !== 1) return null;
    return this.getClass(id);
  }

  async touchClass(id: string, at: number, aliveSince = 0): Promise<void> {
    await this.db
      .updateTable("ng_classes")
      .set({ active_at: at })
      .where("id", "=", id)
      .where("active_at", "<", at)
      .where("active_at", ">=", aliveSince)
      // An ended lesson's activity stops at its end: it is deleted 7 days after that.
      .where("status", "=", "open")
      .execute();
  }

  /**
   * Adds the student unless the class has one of this name already (case-insensitive) or
   * `max` students. Atomic: on PostgreSQL the class's row is locked for the transaction, so
   * concurrent joins (on any process) are counted one after the other; SQLite has one writer.
   */
  async addStudent(row: StudentRow, max: number): Promise<"added" | "taken" | "full"> {
    return this.db.transaction().execute(async (tx) => {
      const lock = tx.selectFrom("ng_classes").select("id").where("id", "=", row.classId);
      await (this.dialect === "postgres" ? lock.forUpdate() : lock).executeTakeFirst();
      const { n } = await tx
        .selectFrom("ng_class_students")
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("class_id", "=", row.classId)
        .executeTakeFirstOrThrow();
      if (Number(n) >= max) return "full";
      const res = await tx
        .insertInto("ng_class_students")
        .values({
          id: row.id,
          class_id: row.classId,
          name: row.name,
          name_key: nameKey(row.name),
          token_hash: row.tokenHash,
          joined_at: row.joinedAt,
          warmup: row.warmup === null ? null : JSON.stringify(row.warmup),
        })
        .onConflict((oc) => oc.doNothing())
        .executeTakeFirst();
      return Number(res.numInsertedOrUpdatedRows ?? 0) === 1 ? "added" : "taken";
    });
  }

  async students(classId: string): Promise<StudentRow[]> {
    const rows = await this.db
      .selectFrom("ng_class_students")
      .selectAll()
      .where("class_id", "=", classId)
      .orderBy("joined_at")
      .orderBy("id")
      .execute();
    return rows.map(toStudentRow);
  }

  async studentByToken(tokenHash: string): Promise<StudentRow | null> {
    const r = await this.db
      .selectFrom("ng_class_students")
      .selectAll()
      .where("token_hash", "=", tokenHash)
      .executeTakeFirst();
    return r ? toStudentRow(r) : null;
  }

  async setWarmup(studentId: string, warmup: StudentRow["warmup"]): Promise<void> {
    await this.db
      .updateTable("ng_class_students")
      .set({ warmup: warmup === null ? null : JSON.stringify(warmup) })
      .where("id", "=", studentId)
      .execute();
  }

  async setStudentToken(studentId: string, from: string, to: string): Promise<boolean> {
    const res = await this.db
      .updateTable("ng_class_students")
      .set({ token_hash: to })
      .where("id", "=", studentId)
      .where("token_hash", "=", from)
      .executeTakeFirst();
    return Number(res.numUpdatedRows) === 1;
  }

  async deleteStudent(classId: string, studentId: string): Promise<boolean> {
    const res = await this.db
      .deleteFrom("ng_class_students")
      .where("class_id", "=", classId)
      .where("id", "=", studentId)
      .executeTakeFirst();
    return Number(res.numDeletedRows) === 1;
  }

  async renameStudent(
    classId: string,
    studentId: string,
    name: string,
  ): Promise<"renamed" | "taken" | "missing"> {
    const key = nameKey(name);
    return this.db.transaction().execute(async (tx) => {
      // The class's row serialises its joins and renames (as addStudent).
      const lock = tx.selectFrom("ng_classes").select("id").where("id", "=", classId);
      await (this.dialect === "postgres" ? lock.forUpdate() : lock).executeTakeFirst();
      const clash = await tx
        .selectFrom("ng_class_students")
        .select("id")
        .where("class_id", "=", classId)
        .where("name_key", "=", key)
        .where("id", "!=", studentId)
        .executeTakeFirst();
      if (clash !== undefined) return "taken";
      const res = await tx
        .updateTable("ng_class_students")
        .set({ name, name_key: key })
        .where("class_id", "=", classId)
        .where("id", "=", studentId)
        .executeTakeFirst();
      if (Number(res.numUpdatedRows) !== 1) return "missing";
      await tx
        .updateTable("ng_class_seats")
        .set({ name })
        .where("class_id", "=", classId)
        .where("student_id", "=", studentId)
        .execute();
      return "renamed";
    });
  }

  async setClassSeats(rows: readonly ClassSeatRow[]): Promise<void> {
    for (let i = 0; i < rows.length; i += CHUNK) {
      await this.db
        .insertInto("ng_class_seats")
        .values(
          rows.slice(i, i + CHUNK).map((r) => ({
            table_id: r.tableId,
            seat: r.seat,
            class_id: r.classId,
            student_id: r.studentId,
            name: r.name,
          })),
        )
        .onConflict((oc) =>
          oc.columns(["table_id", "seat"]).doUpdateSet((eb) => ({
            student_id: eb.ref("excluded.student_id"),
            name: eb.ref("excluded.name"),
          })),
        )
        .execute();
    }
  }

  async classSeats(classId: string): Promise<ClassSeatRow[]> {
    const rows = await this.db
      .selectFrom("ng_class_seats")
      .selectAll()
      .where("class_id", "=", classId)
      .orderBy("table_id")
      .orderBy("seat")
      .execute();
    return rows.map((r) => ({
      tableId: r.table_id,
      seat: r.seat,
      classId: r.class_id,
      studentId: r.student_id,
      name: r.name,
    }));
  }

  async classTables(classId: string): Promise<TableRow[]> {
    const rows = await this.db
      .selectFrom("ng_tables")
      .selectAll()
      .where("class_id", "=", classId)
      .orderBy("class_round")
      .orderBy("class_table")
      .execute();
    return rows.map(toRow);
  }

  async expireClasses(before: number): Promise<ExpiredClasses> {
    const classes = (
      await this.db.selectFrom("ng_classes").select("id").where("active_at", "<", before).execute()
    ).map((r) => r.id);
    const tables: string[] = [];
    for (let i = 0; i < classes.length; i += CHUNK) {
      const ids = classes.slice(i, i + CHUNK);
      const tableIds = (
        await this.db.selectFrom("ng_tables").select("id").where("class_id", "in", ids).execute()
      ).map((r) => r.id);
      tables.push(...tableIds);
      // Children first (foreign keys); each step is idempotent if the sweep is cut off.
      for (let j = 0; j < tableIds.length; j += CHUNK) {
        const chunk = tableIds.slice(j, j + CHUNK);
        await this.db.deleteFrom("ng_actions").where("table_id", "in", chunk).execute();
        await this.db.deleteFrom("ng_presence").where("table_id", "in", chunk).execute();
      }
      await this.db.deleteFrom("ng_class_seats").where("class_id", "in", ids).execute();
      await this.db.deleteFrom("ng_class_students").where("class_id", "in", ids).execute();
      await this.db.deleteFrom("ng_tables").where("class_id", "in", ids).execute();
      await this.db.deleteFrom("ng_classes").where("id", "in", ids).execute();
    }
    return { classes, tables };
  }
}
