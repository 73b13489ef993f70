// The class's one request pipeline: every teacher's and student's request starts here, in this
// order: the class read (an expired one is none), an end or next game whose undo window is over
// settled first (stopping.ts: the class a request sees is the class as it is now, on any
// process, after any restart), the token's role, the request's own input, then what the lesson
// must be for it (`Lesson`). Then the feature module (lifecycle, seat-tables, requests, names,
// moves, roster, history) does its part, each change a compare-and-set on the class's version.

import type { Result } from "@number-games/engine";
import type { ProtocolError } from "@number-games/protocol";
import type { ClassRow, StudentRow } from "../storage/types";
import type { ClassCtx } from "./context";
import { classEnded, notFound, stopping } from "./context";
import { classById, studentOf, teacherOf } from "./credentials";
import { settled } from "./stopping";

type Res<T> = Promise<Result<T, ProtocolError>>;

/**
 * What a request needs the lesson to be: anything (reads), still open (ERR_CLASS_ENDED
 * otherwise), or open with no end or next game held for its undo window (ERR_STOPPING).
 */
export type Lesson = "any" | "open" | "open-unheld";

/** The class as it is now: a held end or next game whose window is over happens first. */
export async function currentClass(ctx: ClassCtx, classId: string): Promise<ClassRow | null> {
  const row = await classById(ctx, classId);
  return row === null ? null : settled(ctx, row);
}

/**
 * A teacher's request: the class as it is now, the teacher's token, `input` (already checked
 * by the caller: its refusal comes after the token's), then what the lesson must be.
 */
export async function teacherCommand(
  ctx: ClassCtx,
  classId: string,
  token: string,
  lesson: Lesson,
  input?: Result<unknown, ProtocolError>,
): Res<ClassRow> {
  const row = await currentClass(ctx, classId);
  if (row === null) return notFound();
  const auth = await teacherOf(ctx, row, token);
  if (!auth.ok) return auth;
  if (input !== undefined && !input.ok) return input;
  return lessonAllows(row, lesson) ?? auth;
}

/** A student's request: the class as it is now, the student's token, then the lesson. */
export async function studentCommand(
  ctx: ClassCtx,
  classId: string,
  token: string,
  lesson: Lesson,
): Res<{ row: ClassRow; student: StudentRow }> {
  const row = await currentClass(ctx, classId);
  if (row === null) return notFound();
  const who = await studentOf(ctx, row, token);
  if (!who.ok) return who;
  return lessonAllows(row, lesson) ?? who;
}

function lessonAllows(row: ClassRow, lesson: Lesson): Result<never, ProtocolError> | null {
  if (lesson === "any") return null;
  if (row.status !== "open") return classEnded();
  if (lesson === "open-unheld" && row.stopping !== null) return stopping();
  return null;
}
