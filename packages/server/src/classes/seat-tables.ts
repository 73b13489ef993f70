// The teacher seats the class: everyone at once (at random or as arranged), the students who
// came later (or were released, or handed to a computer) at an open seat, in place of a
// computer player or at a new table; hands a student's seat to a computer player; releases a
// student (their seat opens).
// The tables themselves are made and run by the table service (tables/class-tables.ts).

import type { Result } from "@number-games/engine";
import { ok } from "@number-games/engine";
import type { ClassDashboard, ProtocolError, SeatBotLevel } from "@number-games/protocol";
import {
  type openSeatToComputerRequestSchema,
  SEAT_BOT_LEVELS,
  type seatRequestSchema,
  type seatWaitingRequestSchema,
} from "@number-games/protocol";
import type { z } from "zod";
import { newSeed } from "../common/ids";
import type { ClassRow, ClassSeatRow, StoredSeat, StudentRow } from "../storage/types";
import { teacherCommand } from "./command";
import type { ClassCtx } from "./context";
import { conflict, fail, roundTables } from "./context";
import { afterChange } from "./dashboard";
import { planTables, playerRange, shuffled, split, splitSize } from "./seating";
import { seatsOfRound, studentView } from "./views";

type Res<T> = Promise<Result<T, ProtocolError>>;
type SeatRequest = z.output<typeof seatRequestSchema>;
type SeatWaitingRequest = z.output<typeof seatWaitingRequestSchema>;
type OpenSeatRequest = z.output<typeof openSeatToComputerRequestSchema>;

export async function seat(
  ctx: ClassCtx,
  classId: string,
  token: string,
  req: SeatRequest,
): Res<ClassDashboard> {
  const auth = await teacherCommand(ctx, classId, token, "open-unheld");
  if (!auth.ok) return auth;
  const row = auth.value;
  if (row.seated) {
    return fail(
      "ERR_BAD_SEATING",
      "this game is seated already; seat the waiting students instead",
      "already-seated",
    );
  }
  const students = await ctx.store.students(row.id);
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
          splitSize(row.tableSize, range),
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
  const claimed = await ctx.store.updateClass(row.id, row.version, { seated: true }, ctx.now());
  if (claimed === null) return conflict();
  const made = await makeTables(ctx, claimed, groups, plan.value, req.botLevel, students, 1);
  if (!made.ok) return made;
  return afterChange(ctx, claimed, made.value);
}

export async function seatWaiting(
  ctx: ClassCtx,
  classId: string,
  token: string,
  req: SeatWaitingRequest,
): Res<ClassDashboard> {
  const auth = await teacherCommand(ctx, classId, token, "open-unheld");
  if (!auth.ok) return auth;
  const row = auth.value;
  if (!row.seated) {
    return fail("ERR_BAD_SEATING", "seat everyone first", "not-seated");
  }
  const [students, tables, seatRows] = await Promise.all([
    ctx.store.students(row.id),
    roundTables(ctx, row),
    ctx.store.classSeats(row.id),
  ]);
  const seated = seatsOfRound(tables, seatRows, students);
  const waiting = new Set(students.filter((s) => !seated.has(s.id)).map((s) => s.id));
  if (req.to === "open") {
    const student = students.find((s) => s.id === req.studentId);
    if (student === undefined) {
      return fail("ERR_BAD_SEATING", "not a student of this class", "unknown-student");
    }
    if (!waiting.has(student.id)) {
      return fail("ERR_BAD_SEATING", `${student.name} is at a table already`, "not-waiting");
    }
    const table = tables.find((t) => t.id === req.tableId);
    if (table === undefined) {
      return fail("ERR_BAD_SEATING", "not a table of this game", "seat-not-open");
    }
    const filled = await ctx.tables.fillSeat(table.id, req.seat, student.name, student.tokenHash);
    if (!filled.ok) return filled;
    await ctx.store.setClassSeats([
      {
        tableId: table.id,
        seat: req.seat,
        classId: row.id,
        studentId: student.id,
        name: student.name,
      },
    ]);
    const touched = await ctx.store.updateClass(row.id, row.version, {}, ctx.now());
    return afterChange(ctx, touched ?? row, [student.id]);
  }
  const range = playerRange(row.game, row.config);
  if (range === null) return fail("ERR_CONFIG", "the class's config seats no table size");
  const plan = planTables([req.studentIds], waiting, row.tableSize, range, req.botLevel !== null);
  if (!plan.ok) return plan;
  const next = Math.max(0, ...tables.map((t) => t.classTable?.number ?? 0)) + 1;
  const made = await makeTables(
    ctx,
    row,
    [req.studentIds],
    plan.value,
    req.botLevel,
    students,
    next,
  );
  if (!made.ok) return made;
  const touched = await ctx.store.updateClass(row.id, row.version, {}, ctx.now());
  return afterChange(ctx, touched ?? row, made.value);
}

/** Creates one table per group (numbered from `first`); answers the seated students' ids. */
async function makeTables(
  ctx: ClassCtx,
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
    const made = await ctx.tables.createClassTable({
      game: row.game,
      config: { ...row.config, players: size },
      seats,
      classTable: { classId: row.id, round: row.round, number: first + i },
      hostTokenHash: row.teacherTokenHash,
      turnClockSeconds: row.turnClockSeconds,
      pausedAt: row.pausedAt,
      graceSeconds: row.graceSeconds,
    });
    if (!made.ok) return made;
    await ctx.store.setClassSeats(
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

/**
 * A seated student's seat goes to a computer player (the game goes on; the student waits and
 * may be seated again, at this seat or another, with `seatWaiting`). The seat's class row
 * stays the student's until someone else sits there: the dashboard offers it back to them.
 */
export async function handToComputer(
  ctx: ClassCtx,
  classId: string,
  token: string,
  studentId: string,
  botLevel: SeatBotLevel,
): Res<ClassDashboard> {
  const auth = await teacherCommand(ctx, classId, token, "open-unheld");
  if (!auth.ok) return auth;
  const row = auth.value;
  const [students, tables, seatRows] = await Promise.all([
    ctx.store.students(row.id),
    roundTables(ctx, row),
    ctx.store.classSeats(row.id),
  ]);
  const student = students.find((s) => s.id === studentId);
  if (student === undefined) return fail("ERR_NOT_FOUND", "no such student in this class");
  const at = seatsOfRound(tables, seatRows, students).get(student.id);
  if (at === undefined) {
    return fail("ERR_BAD_SEATING", `${student.name} has no seat in this game`, "not-at-table");
  }
  const handed = await ctx.tables.handToComputer(at.tableId, at.seat, student.tokenHash, botLevel);
  if (!handed.ok) return handed;
  const touched = await ctx.store.updateClass(row.id, row.version, {}, ctx.now());
  return afterChange(ctx, touched ?? row, [student.id]);
}

/**
 * An open seat (a released student's) at a playing table of this game goes to a computer
 * player, so the table plays on; a waiting student may take it later with `seatWaiting`.
 */
export async function openSeatToComputer(
  ctx: ClassCtx,
  classId: string,
  token: string,
  req: OpenSeatRequest,
): Res<ClassDashboard> {
  const auth = await teacherCommand(ctx, classId, token, "open-unheld");
  if (!auth.ok) return auth;
  const row = auth.value;
  const table = (await roundTables(ctx, row)).find((t) => t.id === req.tableId);
  if (table === undefined) {
    return fail("ERR_BAD_SEATING", "not a table of this game", "seat-not-open");
  }
  const handed = await ctx.tables.openSeatToComputer(table.id, req.seat, req.botLevel);
  if (!handed.ok) return handed;
  const touched = await ctx.store.updateClass(row.id, row.version, {}, ctx.now());
  return afterChange(ctx, touched ?? row, []);
}

export async function release(
  ctx: ClassCtx,
  classId: string,
  token: string,
  studentId: string,
): Res<ClassDashboard> {
  const auth = await teacherCommand(ctx, classId, token, "open");
  if (!auth.ok) return auth;
  const row = auth.value;
  const students = await ctx.store.students(row.id);
  const student = students.find((s) => s.id === studentId);
  if (student === undefined) return fail("ERR_NOT_FOUND", "no such student in this class");
  if (!(await freeStudent(ctx, row, student))) {
    return fail("ERR_NOT_FOUND", "no such student in this class");
  }
  const touched = await ctx.store.updateClass(row.id, row.version, {}, ctx.now());
  return afterChange(ctx, touched ?? row, []);
}

/**
 * The student is gone from the class (released, or "that's not me"): their name is free, their
 * token stops working at every table of the class and their seat opens; their pages hear it.
 * False when they were gone already.
 */
export async function freeStudent(
  ctx: ClassCtx,
  row: ClassRow,
  student: StudentRow,
): Promise<boolean> {
  if (!(await ctx.store.deleteStudent(row.id, student.id))) return false;
  // The token stops working at every table of the class, this game's and earlier ones'.
  for (const t of await ctx.store.classTables(row.id)) {
    for (const [i, s] of t.seats.entries()) {
      if (s.kind !== "human" || s.tokenHash !== student.tokenHash) continue;
      const revoked = await ctx.tables.revokeSeat(t.id, i, student.tokenHash);
      if (!revoked.ok) ctx.log?.warn("could not revoke a released seat", { error: revoked.error });
    }
  }
  ctx.notifier.student(row.id, studentView(row, student, null, "released"));
  ctx.notifier.dropStudent(row.id, student.id);
  return true;
}
