// Creating a class and joining it: the class's config and roster checked, a class code
// allocated; a student joins by code with a name unique in the class (or one from its list),
// reads their own view and reports the warm-up.

import type { Result } from "@number-games/engine";
import { getGame, ok } from "@number-games/engine";
import type {
  ClassPublicInfo,
  CreateClassRequestParsed,
  CreateClassResponse,
  JoinClassResponse,
  ProtocolError,
  StudentView,
  TableSize,
} from "@number-games/protocol";
import {
  CLASS_GRACE,
  CLASS_LIMITS,
  isClassId,
  parseJoinCode,
  parsePlayerName,
} from "@number-games/protocol";
import { newJoinCode, newTableId, newToken, sha256Hex } from "../common/ids";
import { nameKey } from "../storage/classes";
import { LOST, retryLost } from "../storage/compare-and-set";
import type { ClassRow, StoredJoinRequest, StudentRow } from "../storage/types";
import { currentClass, studentCommand } from "./command";
import type { ClassCtx } from "./context";
import { classEnded, fail, notFound, roundTables } from "./context";
import { buildDashboard, changed } from "./dashboard";
import { expired, touch } from "./retention";
import { playerRange } from "./seating";
import { seatsOfRound, studentView } from "./views";

type Res<T> = Promise<Result<T, ProtocolError>>;

export async function create(
  ctx: ClassCtx,
  req: CreateClassRequestParsed,
): Res<CreateClassResponse> {
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
        return fail("ERR_NAME_TAKEN", "a name is on the roster twice");
      }
      keys.add(nameKey(name.value));
      roster.push(name.value);
    }
  }
  const teacherToken = newToken();
  const now = ctx.now();
  // A fresh id and class code each time: a taken one loses the race.
  return retryLost<Result<CreateClassResponse, ProtocolError>>(
    async () => {
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
        graceSeconds: CLASS_GRACE.defaultSeconds,
        requests: [],
        requestsClosed: false,
        moves: [],
        notices: [],
        stopping: null,
        version: 0,
        createdAt: new Date(now).toISOString(),
        updatedAt: new Date(now).toISOString(),
        activeAt: now,
      };
      if (!(await ctx.store.createClass(row))) return LOST;
      return ok({
        classId: row.id,
        code: row.code,
        teacherToken,
        dashboard: await buildDashboard(ctx, row),
      });
    },
    () => fail("ERR_INTERNAL", "could not allocate a class code; try again"),
  );
}

/** A class by id or class code; an expired class is none. */
export async function findClass(ctx: ClassCtx, ref: string): Promise<ClassRow | null> {
  if (isClassId(ref)) return currentClass(ctx, ref);
  const code = parseJoinCode(ref);
  const row = code === null ? null : await ctx.store.getClassByCode(code);
  return row === null || expired(ctx, row) ? null : row;
}

export async function publicInfo(ctx: ClassCtx, ref: string): Res<ClassPublicInfo> {
  const row = await findClass(ctx, ref);
  if (row === null) return notFound();
  const students = await ctx.store.students(row.id);
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

export async function join(ctx: ClassCtx, ref: string, rawName: string): Res<JoinClassResponse> {
  // The name first: a bad name gets the same answer at any code, real or not (no oracle).
  const parsed = parsePlayerName(rawName);
  if (!parsed.ok) return parsed;
  const row = await findClass(ctx, ref);
  if (row === null) return notFound();
  if (row.status !== "open") return classEnded();
  let name = parsed.value;
  if (row.roster !== null) {
    const listed = row.roster.find((n) => nameKey(n) === nameKey(name));
    if (listed === undefined) {
      return fail(
        "ERR_NOT_ON_ROSTER",
        "pick your name from the class list, or ask your teacher to add it",
      );
    }
    name = listed;
  }
  const students = await ctx.store.students(row.id);
  if (students.some((s) => nameKey(s.name) === nameKey(name))) return nameTaken();
  if (students.length >= CLASS_LIMITS.maxStudents) return classFull();
  const studentToken = newToken();
  const student: StudentRow = {
    id: `s${newTableId().slice(1)}`,
    classId: row.id,
    name,
    tokenHash: sha256Hex(studentToken),
    joinedAt: new Date(ctx.now()).toISOString(),
    warmup: null,
  };
  const added = await ctx.store.addStudent(student, CLASS_LIMITS.maxStudents);
  if (added === "taken") return nameTaken();
  if (added === "full") return classFull();
  await touch(ctx, row.id, true);
  changed(ctx, row.id);
  return ok({
    classId: row.id,
    studentId: student.id,
    studentToken,
    student: studentView(row, student, null),
  });
}

export async function me(ctx: ClassCtx, classId: string, token: string): Res<StudentView> {
  const who = await studentCommand(ctx, classId, token, "any");
  if (!who.ok) return who;
  await touch(ctx, classId, false);
  return ok(await viewOf(ctx, who.value.row, who.value.student));
}

export async function warmup(
  ctx: ClassCtx,
  classId: string,
  token: string,
  score: number,
  total: number,
  misses?: readonly { readonly shown: number; readonly chosen: number }[],
): Res<StudentView> {
  const who = await studentCommand(ctx, classId, token, "open");
  if (!who.ok) return who;
  // The questions answered wrong, for the teacher's lesson report (misread numbers).
  const result = {
    score,
    total,
    at: new Date(ctx.now()).toISOString(),
    ...(misses !== undefined ? { misses: misses.map((m) => ({ ...m })) } : {}),
  };
  await ctx.store.setWarmup(who.value.student.id, result);
  await touch(ctx, classId, true);
  changed(ctx, classId);
  return ok(await viewOf(ctx, who.value.row, { ...who.value.student, warmup: result }));
}

export async function viewOf(
  ctx: ClassCtx,
  row: ClassRow,
  student: StudentRow,
): Promise<StudentView> {
  const [tables, seats] = await Promise.all([roundTables(ctx, row), ctx.store.classSeats(row.id)]);
  const seat = seatsOfRound(tables, seats, [student]).get(student.id) ?? null;
  return studentView(row, student, seat);
}

export function checkConfig(
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

const classFull = () =>
  fail("ERR_CLASS_FULL", `a class has at most ${CLASS_LIMITS.maxStudents} students`);
// The name is not repeated: it may be one a person took pains to disguise.
export const nameTaken = () =>
  fail("ERR_NAME_TAKEN", "someone in this class already has this name; choose another");

/**
 * ERR_NAME_TAKEN when the name (by its key) is on the list, a student's or asked for by an
 * open request; except what is `but`'s own: the request `but.request`, or the student
 * `but.student` (their name and the list's entry they claimed).
 */
export async function nameClash(
  ctx: ClassCtx,
  row: ClassRow,
  name: string,
  but: { request?: string; student?: StudentRow } = {},
): Promise<Result<never, ProtocolError> | null> {
  const key = nameKey(name);
  const own = but.student === undefined ? null : nameKey(but.student.name);
  if ((row.roster ?? []).some((n) => nameKey(n) === key && nameKey(n) !== own)) return nameTaken();
  const asked = (r: StoredJoinRequest) => r.status === "pending" && r.id !== but.request;
  if (row.requests.some((r) => asked(r) && nameKey(r.name) === key)) return nameTaken();
  const students = await ctx.store.students(row.id);
  const other = (s: StudentRow) => s.id !== but.student?.id;
  return students.some((s) => other(s) && nameKey(s.name) === key) ? nameTaken() : null;
}
