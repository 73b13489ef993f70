// The class authority (issue #16): a teacher creates a class, students join it by code, the
// teacher seats them at tables (made and run by the table service), pauses, ends, starts the
// next game, reads the dashboard and the leaderboard. Transport-free like TableService: HTTP
// and socket.io call in here; pushes go out through a ClassNotifier (socket rooms).
//
// Credentials: the teacher token (hashed in the class row; also every class table's host
// token) and one student token per student (hashed; also the student's seat token). Every
// request names its class; a token of the other role gets ERR_WRONG_ROLE.

import type { Result } from "@number-games/engine";
import { getGame, ok } from "@number-games/engine";
import type {
  ClassDashboard,
  ClassJoinReply,
  ClassPublicInfo,
  CreateClassRequestParsed,
  CreateClassResponse,
  JoinClassResponse,
  Leaderboard,
  ProtocolError,
  SeatBotLevel,
  StudentView,
  TableSize,
} from "@number-games/protocol";
import {
  CLASS_LIMITS,
  isClassId,
  parseJoinCode,
  parsePlayerName,
  SEAT_BOT_LEVELS,
  type seatRequestSchema,
  type seatWaitingRequestSchema,
} from "@number-games/protocol";
import type { z } from "zod";
import { newJoinCode, newSeed, newTableId, newToken, sha256Hex, tokenMatches } from "../ids";
import { nameKey } from "../storage/classes";
import type {
  ClassPatch,
  ClassRow,
  ClassSeatRow,
  StoredSeat,
  StudentRow,
  TableRow,
  TableStore,
} from "../storage/types";
import type { Logger } from "../tables/context";
import { fail } from "../tables/context";
import type { TableService } from "../tables/service";
import { planTables, playerRange, shuffled, split } from "./seating";
import {
  classFacts,
  leaderboard,
  leaderboardCsv,
  seatsOfRound,
  studentView,
  tableSummary,
} from "./views";

/** Where a class's news goes (socket.io rooms in production). */
export interface ClassNotifier {
  dashboard(classId: string, dashboard: ClassDashboard): void;
  /** false when no teacher connection listens (the dashboard is then not built). */
  hasTeacher(classId: string): boolean;
  student(classId: string, view: StudentView): void;
  /** The student's connections hear nothing more of the class. */
  dropStudent(classId: string, studentId: string): void;
  /** Whether one of the student's connections is subscribed (on this process). */
  studentConnected(classId: string, studentId: string): boolean;
}

export interface ClassServiceOptions {
  readonly store: TableStore;
  readonly tables: TableService;
  readonly notifier: ClassNotifier;
  readonly now?: () => number;
  readonly logger?: Logger;
  /** At most one dashboard push per class per this many ms (default 500). */
  readonly pushMs?: number;
  /** A class is deleted this long after its last activity (default 7 days). */
  readonly retentionMs?: number;
  /** How often the deletion sweep runs (default 1 hour; 0: never by itself). */
  readonly sweepMs?: number;
}

export const CLASS_RETENTION_MS = 7 * 24 * 3600 * 1000;
/** Reads and moves mark a class active at most this often (writes always do). */
const TOUCH_EVERY_MS = 60_000;

type Res<T> = Promise<Result<T, ProtocolError>>;
type SeatRequest = z.output<typeof seatRequestSchema>;
type SeatWaitingRequest = z.output<typeof seatWaitingRequestSchema>;

export class ClassService {
  private readonly store: TableStore;
  private readonly tables: TableService;
  private readonly notifier: ClassNotifier;
  private readonly now: () => number;
  private readonly pushMs: number;
  private readonly retentionMs: number;
  private readonly log: Logger | undefined;
  private readonly pending = new Map<string, NodeJS.Timeout>();
  private readonly touched = new Map<string, number>();
  private readonly sweeper: NodeJS.Timeout | null;
  private closed = false;

  constructor(options: ClassServiceOptions) {
    this.store = options.store;
    this.tables = options.tables;
    this.notifier = options.notifier;
    this.now = options.now ?? Date.now;
    this.pushMs = options.pushMs ?? 500;
    this.retentionMs = options.retentionMs ?? CLASS_RETENTION_MS;
    this.log = options.logger;
    const sweepMs = options.sweepMs ?? 3_600_000;
    this.sweeper = sweepMs > 0 ? setInterval(() => void this.sweep(), sweepMs) : null;
    this.sweeper?.unref?.();
  }

  close(): void {
    this.closed = true;
    if (this.sweeper) clearInterval(this.sweeper);
    for (const t of this.pending.values()) clearTimeout(t);
    this.pending.clear();
  }

  // ---------------------------------------------------------------- creating and joining

  async create(req: CreateClassRequestParsed): Res<CreateClassResponse> {
    const config = req.config ?? {};
    if ("players" in config) {
      return fail("ERR_CONFIG", "a class's config has no players: each table's group decides");
    }
    const checked = checkConfig(req.game, config, req.tableSize);
    if (!checked.ok) return checked;
    let roster: string[] | null = null;
    if (req.roster !== undefined) {
      roster = [];
      const keys = new Set<string>();
      for (const raw of req.roster) {
        const name = parsePlayerName(raw);
        if (!name.ok) return name;
        if (keys.has(nameKey(name.value))) {
          return fail("ERR_NAME_TAKEN", `${name.value} is on the roster twice`);
        }
        keys.add(nameKey(name.value));
        roster.push(name.value);
      }
    }
    const teacherToken = newToken();
    const now = this.now();
    for (let attempt = 0; attempt < 8; attempt++) {
      const row: ClassRow = {
        id: `c${newTableId().slice(1)}`,
        code: newJoinCode(),
        teacherTokenHash: sha256Hex(teacherToken),
        game: req.game,
        config,
        tableSize: req.tableSize,
        settings: req.settings,
        turnClockSeconds: req.turnClockSeconds,
        roster,
        status: "open",
        round: 1,
        seated: false,
        pausedAt: null,
        version: 0,
        createdAt: new Date(now).toISOString(),
        updatedAt: new Date(now).toISOString(),
        activeAt: now,
      };
      if (await this.store.createClass(row)) {
        return ok({
          classId: row.id,
          code: row.code,
          teacherToken,
          dashboard: await this.buildDashboard(row),
        });
      }
    }
    return fail("ERR_INTERNAL", "could not allocate a class code; try again");
  }

  /** A class by id or class code. */
  private async findClass(ref: string): Promise<ClassRow | null> {
    if (isClassId(ref)) return this.store.getClass(ref);
    const code = parseJoinCode(ref);
    return code === null ? null : this.store.getClassByCode(code);
  }

  async publicInfo(ref: string): Res<ClassPublicInfo> {
    const row = await this.findClass(ref);
    if (row === null) return notFound();
    const students = await this.store.students(row.id);
    const taken = new Set(students.map((s) => nameKey(s.name)));
    return ok({
      id: row.id,
      code: row.code,
      game: row.game,
      status: row.status,
      settings: row.settings,
      roster: row.roster?.map((name) => ({ name, taken: taken.has(nameKey(name)) })) ?? null,
      students: students.length,
    });
  }

  async join(ref: string, rawName: string): Res<JoinClassResponse> {
    const row = await this.findClass(ref);
    if (row === null) return notFound();
    if (row.status !== "open") return classEnded();
    const parsed = parsePlayerName(rawName);
    if (!parsed.ok) return parsed;
    let name = parsed.value;
    if (row.roster !== null) {
      const listed = row.roster.find((n) => nameKey(n) === nameKey(name));
      if (listed === undefined) {
        return fail("ERR_NOT_ON_ROSTER", "pick your name from the class list");
      }
      name = listed;
    }
    const students = await this.store.students(row.id);
    if (students.some((s) => nameKey(s.name) === nameKey(name))) return nameTaken(name);
    if (students.length >= CLASS_LIMITS.maxStudents) {
      return fail("ERR_CLASS_FULL", `a class has at most ${CLASS_LIMITS.maxStudents} students`);
    }
    const studentToken = newToken();
    const student: StudentRow = {
      id: `s${newTableId().slice(1)}`,
      classId: row.id,
      name,
      tokenHash: sha256Hex(studentToken),
      joinedAt: new Date(this.now()).toISOString(),
      warmup: null,
    };
    if (!(await this.store.addStudent(student))) return nameTaken(name);
    await this.touch(row.id, true);
    this.changed(row.id);
    return ok({
      classId: row.id,
      studentId: student.id,
      studentToken,
      student: studentView(row, student, null),
    });
  }

  // ---------------------------------------------------------------- credentials

  /** The class, if `token` is its teacher's; ERR_WRONG_ROLE for one of its students' tokens. */
  private async asTeacher(classId: string, token: string): Res<ClassRow> {
    const row = isClassId(classId) ? await this.store.getClass(classId) : null;
    if (row === null) return notFound();
    if (tokenMatches(token, row.teacherTokenHash)) return ok(row);
    const student = await this.store.studentByToken(sha256Hex(token));
    if (student !== null && student.classId === row.id) {
      return fail(
        "ERR_WRONG_ROLE",
        "this is a student's token; the teacher's page needs the teacher's",
      );
    }
    return fail("ERR_UNAUTHORIZED", "a valid teacher token is required");
  }

  /** The class and the student `token` belongs to; ERR_WRONG_ROLE for the teacher's token. */
  private async asStudent(
    classId: string,
    token: string,
  ): Res<{ row: ClassRow; student: StudentRow }> {
    const row = isClassId(classId) ? await this.store.getClass(classId) : null;
    if (row === null) return notFound();
    if (tokenMatches(token, row.teacherTokenHash)) {
      return fail(
        "ERR_WRONG_ROLE",
        "this is the teacher's token; students join with the class code on their own device",
      );
    }
    const student = await this.store.studentByToken(sha256Hex(token));
    if (student === null || student.classId !== row.id) {
      return fail("ERR_UNAUTHORIZED", "this student token does not belong to this class");
    }
    return ok({ row, student });
  }

  /** A socket subscribes: the role comes from the token. */
  async subscribe(
    classId: string,
    token: string,
  ): Promise<(ClassJoinReply & { ok: true }) | { ok: false; error: ProtocolError }> {
    const row = isClassId(classId) ? await this.store.getClass(classId) : null;
    if (row === null) return notFound();
    if (tokenMatches(token, row.teacherTokenHash)) {
      return { ok: true, role: "teacher", dashboard: await this.buildDashboard(row) };
    }
    const me = await this.me(classId, token);
    if (!me.ok) return me;
    return { ok: true, role: "student", student: me.value };
  }

  // ---------------------------------------------------------------- a student's routes

  async me(classId: string, token: string): Res<StudentView> {
    const who = await this.asStudent(classId, token);
    if (!who.ok) return who;
    await this.touch(classId, false);
    return ok(await this.viewOf(who.value.row, who.value.student));
  }

  async warmup(classId: string, token: string, score: number, total: number): Res<StudentView> {
    const who = await this.asStudent(classId, token);
    if (!who.ok) return who;
    const warmup = { score, total, at: new Date(this.now()).toISOString() };
    await this.store.setWarmup(who.value.student.id, warmup);
    await this.touch(classId, true);
    this.changed(classId);
    return ok(await this.viewOf(who.value.row, { ...who.value.student, warmup }));
  }

  private async viewOf(row: ClassRow, student: StudentRow): Promise<StudentView> {
    const [tables, seats] = await Promise.all([
      this.roundTables(row),
      this.store.classSeats(row.id),
    ]);
    const seat = seatsOfRound(tables, seats, [student]).get(student.id) ?? null;
    return studentView(row, student, seat);
  }

  // ---------------------------------------------------------------- the teacher's routes

  async dashboard(classId: string, token: string): Res<ClassDashboard> {
    const row = await this.asTeacher(classId, token);
    if (!row.ok) return row;
    await this.touch(classId, false);
    return ok(await this.buildDashboard(row.value));
  }

  async seat(classId: string, token: string, req: SeatRequest): Res<ClassDashboard> {
    const auth = await this.asTeacher(classId, token);
    if (!auth.ok) return auth;
    const row = auth.value;
    if (row.status !== "open") return classEnded();
    if (row.seated) {
      return fail(
        "ERR_BAD_SEATING",
        "this game is seated already; seat the waiting students instead",
        "already-seated",
      );
    }
    const students = await this.store.students(row.id);
    const range = playerRange(row.game, row.config);
    if (range === null) return fail("ERR_CONFIG", "the class's config seats no table size");
    const groups =
      req.mode === "groups"
        ? req.groups
        : split(
            shuffled(
              students.map((s) => s.id),
              req.seed ?? newSeed(),
            ),
            Math.min(range.max, row.tableSize === "even" ? range.max : row.tableSize),
          );
    const plan = planTables(
      groups,
      new Set(students.map((s) => s.id)),
      row.tableSize,
      range,
      req.botLevel !== null,
    );
    if (!plan.ok) return plan;
    // Claim the seating first: of two seat requests, one wins.
    const claimed = await this.store.updateClass(row.id, row.version, { seated: true }, this.now());
    if (claimed === null) return fail("ERR_CONFLICT", "the class changed meanwhile; try again");
    const made = await this.makeTables(claimed, groups, plan.value, req.botLevel, students, 1);
    if (!made.ok) return made;
    return this.afterChange(claimed, made.value);
  }

  async seatWaiting(classId: string, token: string, req: SeatWaitingRequest): Res<ClassDashboard> {
    const auth = await this.asTeacher(classId, token);
    if (!auth.ok) return auth;
    const row = auth.value;
    if (row.status !== "open") return classEnded();
    if (!row.seated) {
      return fail("ERR_BAD_SEATING", "seat everyone first", "not-seated");
    }
    const [students, tables, seatRows] = await Promise.all([
      this.store.students(row.id),
      this.roundTables(row),
      this.store.classSeats(row.id),
    ]);
    const seated = seatsOfRound(tables, seatRows, students);
    const waiting = new Set(students.filter((s) => !seated.has(s.id)).map((s) => s.id));
    if (req.to === "open") {
      if (!waiting.has(req.studentId)) {
        return fail("ERR_BAD_SEATING", "not a waiting student of this class", "unknown-student");
      }
      const table = tables.find((t) => t.id === req.tableId);
      if (table === undefined) {
        return fail("ERR_BAD_SEATING", "not a table of this game", "seat-not-open");
      }
      const student = students.find((s) => s.id === req.studentId)!;
      const filled = await this.tables.fillSeat(
        table.id,
        req.seat,
        student.name,
        student.tokenHash,
      );
      if (!filled.ok) return filled;
      await this.store.setClassSeats([
        {
          tableId: table.id,
          seat: req.seat,
          classId: row.id,
          studentId: student.id,
          name: student.name,
        },
      ]);
      const touched = await this.store.updateClass(row.id, row.version, {}, this.now());
      return this.afterChange(touched ?? row, [student.id]);
    }
    const range = playerRange(row.game, row.config);
    if (range === null) return fail("ERR_CONFIG", "the class's config seats no table size");
    const plan = planTables([req.studentIds], waiting, row.tableSize, range, req.botLevel !== null);
    if (!plan.ok) return plan;
    const next = Math.max(0, ...tables.map((t) => t.classTable?.number ?? 0)) + 1;
    const made = await this.makeTables(
      row,
      [req.studentIds],
      plan.value,
      req.botLevel,
      students,
      next,
    );
    if (!made.ok) return made;
    const touched = await this.store.updateClass(row.id, row.version, {}, this.now());
    return this.afterChange(touched ?? row, made.value);
  }

  /** Creates one table per group (numbered from `first`); answers the seated students' ids. */
  private async makeTables(
    row: ClassRow,
    groups: readonly (readonly string[])[],
    sizes: readonly number[],
    botLevel: SeatBotLevel | null,
    students: readonly StudentRow[],
    first: number,
  ): Res<string[]> {
    const byId = new Map(students.map((s) => [s.id, s]));
    const level = botLevel ?? SEAT_BOT_LEVELS[2];
    const seated: string[] = [];
    for (let i = 0; i < groups.length; i++) {
      const group = groups[i]!.map((id) => byId.get(id)!);
      const size = sizes[i]!;
      const seats: StoredSeat[] = [
        ...group.map((s): StoredSeat => ({ kind: "human", name: s.name, tokenHash: s.tokenHash })),
        ...Array.from({ length: size - group.length }, (): StoredSeat => ({ kind: "bot", level })),
      ];
      const made = await this.tables.createClassTable({
        game: row.game,
        config: { ...row.config, players: size },
        seats,
        classTable: { classId: row.id, round: row.round, number: first + i },
        hostTokenHash: row.teacherTokenHash,
        turnClockSeconds: row.turnClockSeconds,
        pausedAt: row.pausedAt,
      });
      if (!made.ok) return made;
      await this.store.setClassSeats(
        group.map(
          (s, seat): ClassSeatRow => ({
            tableId: made.value.id,
            seat,
            classId: row.id,
            studentId: s.id,
            name: s.name,
          }),
        ),
      );
      seated.push(...group.map((s) => s.id));
    }
    return ok(seated);
  }

  async release(classId: string, token: string, studentId: string): Res<ClassDashboard> {
    const auth = await this.asTeacher(classId, token);
    if (!auth.ok) return auth;
    const row = auth.value;
    const students = await this.store.students(row.id);
    const student = students.find((s) => s.id === studentId);
    if (student === undefined) return fail("ERR_NOT_FOUND", "no such student in this class");
    const [tables, seatRows] = await Promise.all([
      this.roundTables(row),
      this.store.classSeats(row.id),
    ]);
    const seat = seatsOfRound(tables, seatRows, [student]).get(student.id);
    if (!(await this.store.deleteStudent(row.id, student.id))) {
      return fail("ERR_NOT_FOUND", "no such student in this class");
    }
    if (seat !== undefined) {
      const table = tables.find((t) => t.id === seat.tableId);
      if (table !== undefined && table.status !== "finished") {
        const opened = await this.tables.openSeat(seat.tableId, seat.seat, student.tokenHash);
        if (!opened.ok) this.log?.warn("could not open a released seat", { error: opened.error });
      }
    }
    this.notifier.student(row.id, studentView(row, student, null, true));
    this.notifier.dropStudent(row.id, student.id);
    const touched = await this.store.updateClass(row.id, row.version, {}, this.now());
    return this.afterChange(touched ?? row, []);
  }

  async pause(classId: string, token: string, paused: boolean): Res<ClassDashboard> {
    const auth = await this.asTeacher(classId, token);
    if (!auth.ok) return auth;
    const row = auth.value;
    if (row.status !== "open") return classEnded();
    if ((row.pausedAt !== null) === paused) return ok(await this.buildDashboard(row));
    const at = paused ? this.now() : null;
    const updated = await this.store.updateClass(row.id, row.version, { pausedAt: at }, this.now());
    if (updated === null) return fail("ERR_CONFLICT", "the class changed meanwhile; try again");
    for (const t of await this.roundTables(updated)) {
      if (t.status !== "playing") continue;
      const r = await this.tables.setPaused(t.id, at);
      if (!r.ok) this.log?.warn("could not pause or resume a class table", { error: r.error });
    }
    return this.afterChange(updated, await this.everyone(updated));
  }

  async end(classId: string, token: string, lesson: boolean): Res<ClassDashboard> {
    const auth = await this.asTeacher(classId, token);
    if (!auth.ok) return auth;
    const row = auth.value;
    await this.endRound(row);
    const patch: ClassPatch = lesson ? { status: "ended", pausedAt: null } : { pausedAt: null };
    const updated = await this.store.updateClass(row.id, row.version, patch, this.now());
    if (updated === null) return fail("ERR_CONFLICT", "the class changed meanwhile; try again");
    return this.afterChange(updated, await this.everyone(updated));
  }

  async next(
    classId: string,
    token: string,
    req: { game?: string; config?: Record<string, unknown>; tableSize?: TableSize },
  ): Res<ClassDashboard> {
    const auth = await this.asTeacher(classId, token);
    if (!auth.ok) return auth;
    const row = auth.value;
    if (row.status !== "open") return classEnded();
    const game = (req.game ?? row.game) as ClassRow["game"];
    const config = req.config ?? (req.game !== undefined ? {} : row.config);
    const tableSize = req.tableSize ?? row.tableSize;
    if ("players" in config) {
      return fail("ERR_CONFIG", "a class's config has no players: each table's group decides");
    }
    const checked = checkConfig(game, config, tableSize);
    if (!checked.ok) return checked;
    await this.endRound(row);
    const updated = await this.store.updateClass(
      row.id,
      row.version,
      { game, config, tableSize, round: row.round + 1, seated: false, pausedAt: null },
      this.now(),
    );
    if (updated === null) return fail("ERR_CONFLICT", "the class changed meanwhile; try again");
    return this.afterChange(updated, await this.everyone(updated));
  }

  async settings(
    classId: string,
    token: string,
    patch: Partial<ClassRow["settings"]>,
  ): Res<ClassDashboard> {
    const auth = await this.asTeacher(classId, token);
    if (!auth.ok) return auth;
    const row = auth.value;
    const settings = { ...row.settings, ...stripUndefined(patch) };
    const updated = await this.store.updateClass(row.id, row.version, { settings }, this.now());
    if (updated === null) return fail("ERR_CONFLICT", "the class changed meanwhile; try again");
    return this.afterChange(updated, await this.everyone(updated));
  }

  async leaderboard(classId: string, token: string): Res<Leaderboard> {
    const auth = await this.asTeacher(classId, token);
    if (!auth.ok) return auth;
    const row = auth.value;
    const [tables, seatRows] = await Promise.all([
      this.store.classTables(row.id),
      this.store.classSeats(row.id),
    ]);
    const games = [];
    for (const t of tables) {
      if (t.status !== "finished") continue;
      const live = await this.tables.tables.live(t.id);
      if (live === null || !live.terminal) continue;
      games.push({ tableId: t.id, winners: live.game.result(live.state).winners });
    }
    return ok(leaderboard(row.id, row.round, games, seatRows));
  }

  async leaderboardCsv(classId: string, token: string): Res<string> {
    const board = await this.leaderboard(classId, token);
    return board.ok ? ok(leaderboardCsv(board.value)) : board;
  }

  // ---------------------------------------------------------------- pushes and activity

  /** A table of this class changed (a move, its end, a seat): the dashboard follows, throttled. */
  tableChanged(row: TableRow): void {
    if (row.classTable === undefined) return;
    const classId = row.classTable.classId;
    void this.touch(classId, false).catch(() => {});
    this.changed(classId);
  }

  /** A student's connection came or went. */
  presenceChanged(classId: string): void {
    this.changed(classId);
  }

  /** Schedules one dashboard push for the class (at most one per `pushMs`). */
  private changed(classId: string): void {
    if (this.closed || this.pending.has(classId)) return;
    const timer = setTimeout(() => {
      this.pending.delete(classId);
      void this.pushDashboard(classId).catch((e: unknown) =>
        this.log?.warn("could not push a class dashboard", { error: String(e) }),
      );
    }, this.pushMs);
    timer.unref?.();
    this.pending.set(classId, timer);
  }

  private async pushDashboard(classId: string): Promise<void> {
    if (this.closed || !this.notifier.hasTeacher(classId)) return;
    const row = await this.store.getClass(classId);
    if (row !== null) this.notifier.dashboard(classId, await this.buildDashboard(row));
  }

  /** After a teacher's change: `students` hear their new view, the teacher the dashboard. */
  private async afterChange(row: ClassRow, students: readonly string[]): Res<ClassDashboard> {
    if (students.length > 0) {
      const [all, tables, seatRows] = await Promise.all([
        this.store.students(row.id),
        this.roundTables(row),
        this.store.classSeats(row.id),
      ]);
      const seats = seatsOfRound(tables, seatRows, all);
      const wanted = new Set(students);
      for (const s of all) {
        if (wanted.has(s.id))
          this.notifier.student(row.id, studentView(row, s, seats.get(s.id) ?? null));
      }
    }
    const dashboard = await this.buildDashboard(row);
    this.notifier.dashboard(row.id, dashboard);
    return ok(dashboard);
  }

  private async everyone(row: ClassRow): Promise<string[]> {
    return (await this.store.students(row.id)).map((s) => s.id);
  }

  /** Marks the class active (`always`: now; else at most once a minute per process). */
  private async touch(classId: string, always: boolean): Promise<void> {
    const now = this.now();
    if (!always && now - (this.touched.get(classId) ?? 0) < TOUCH_EVERY_MS) return;
    this.touched.set(classId, now);
    await this.store.touchClass(classId, now);
  }

  private async endRound(row: ClassRow): Promise<void> {
    for (const t of await this.roundTables(row)) {
      if (t.status === "finished") continue;
      const r = await this.tables.endTable(t.id);
      if (!r.ok) this.log?.warn("could not end a class table", { error: r.error });
    }
  }

  private async roundTables(row: ClassRow): Promise<TableRow[]> {
    return (await this.store.classTables(row.id)).filter((t) => t.classTable?.round === row.round);
  }

  async buildDashboard(row: ClassRow): Promise<ClassDashboard> {
    const [students, rows, seatRows] = await Promise.all([
      this.store.students(row.id),
      this.roundTables(row),
      this.store.classSeats(row.id),
    ]);
    const tables = [];
    const current: TableRow[] = [];
    for (const r of rows) {
      const t = await this.tables.tables.live(r.id);
      if (t === null) continue;
      current.push(t.meta);
      tables.push(tableSummary(t.meta, t.game, t.state, t.actors, seatRows));
    }
    const seats = seatsOfRound(current, seatRows, students);
    const joined = new Set(students.map((s) => nameKey(s.name)));
    return {
      class: classFacts(row),
      students: students.map((s) => {
        const seat = seats.get(s.id) ?? null;
        return {
          id: s.id,
          name: s.name,
          joinedAt: s.joinedAt,
          connected: this.notifier.studentConnected(row.id, s.id),
          status: seat === null ? ("waiting" as const) : ("seated" as const),
          table: seat,
          warmup: s.warmup,
        };
      }),
      missing: (row.roster ?? []).filter((n) => !joined.has(nameKey(n))),
      tables,
    };
  }

  // ---------------------------------------------------------------- the sweep

  /** Deletes the classes (and their tables) inactive for the retention time. */
  async sweep(): Promise<string[]> {
    try {
      const gone = await this.store.expireClasses(this.now() - this.retentionMs);
      this.tables.forgetTables(gone.tables);
      for (const id of gone.classes) this.touched.delete(id);
      return [...gone.classes];
    } catch (e) {
      this.log?.warn("could not sweep old classes", { error: String(e) });
      return [];
    }
  }
}

function checkConfig(
  game: string,
  config: Record<string, unknown>,
  size: TableSize,
): Result<true, ProtocolError> {
  const range = playerRange(game, config);
  if (range === null) {
    const r = getGame(game as ClassRow["game"]).parseConfig(config);
    return r.ok
      ? fail("ERR_CONFIG", "the config seats no table size")
      : fail("ERR_CONFIG", r.error.message, r.error.code);
  }
  if (size !== "even" && size < range.min) {
    return fail("ERR_CONFIG", `this game needs at least ${range.min} players a table`);
  }
  if (size !== "even" && size > range.max) {
    return fail("ERR_CONFIG", `this game seats at most ${range.max} players a table`);
  }
  return ok(true);
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const notFound = () => fail("ERR_NOT_FOUND", "no class with this code; check it with your teacher");
const classEnded = () => fail("ERR_CLASS_ENDED", "this class has ended");
const nameTaken = (name: string) =>
  fail("ERR_NAME_TAKEN", `someone in this class is called ${name} already; choose another name`);
