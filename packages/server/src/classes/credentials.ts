// Who is asking: the teacher token (hashed in the class row; also every class table's host
// token) or one student token (hashed; also the student's seat token). Every request names
// its class; a token of the other role gets ERR_WRONG_ROLE, a token a move replaced ERR_MOVED.
// Reads only: a class's requests go through command.ts, which settles a held stop first.

import type { Result } from "@number-games/engine";
import { err, ok } from "@number-games/engine";
import type { ProtocolError } from "@number-games/protocol";
import { isClassId } from "@number-games/protocol";
import { sha256Hex, tokenMatches } from "../common/ids";
import type { ClassRow, StudentRow } from "../storage/types";
import type { ClassCtx } from "./context";
import { fail } from "./context";
import { movedAway, movedError } from "./moved-away";
import { expired } from "./retention";

type Res<T> = Promise<Result<T, ProtocolError>>;

/** The class by id (never by code: codes are for joining); an expired class is none. A read. */
export async function classById(ctx: ClassCtx, classId: string): Promise<ClassRow | null> {
  const row = isClassId(classId) ? await ctx.store.getClass(classId) : null;
  return row === null || expired(ctx, row) ? null : row;
}

/** The class, if `token` is its teacher's; ERR_WRONG_ROLE for one of its students' tokens. */
export async function teacherOf(ctx: ClassCtx, row: ClassRow, token: string): Res<ClassRow> {
  if (tokenMatches(token, row.teacherTokenHash)) return ok(row);
  const student = await ctx.store.studentByToken(sha256Hex(token));
  if (student !== null && student.classId === row.id) {
    return fail(
      "ERR_WRONG_ROLE",
      "this is a student's token; the teacher's page needs the teacher's",
    );
  }
  return fail("ERR_UNAUTHORIZED", "a valid teacher token is required");
}

/** The student `token` belongs to in the class; ERR_WRONG_ROLE for the teacher's token. */
export async function studentOf(
  ctx: ClassCtx,
  row: ClassRow,
  token: string,
): Res<{ row: ClassRow; student: StudentRow }> {
  if (tokenMatches(token, row.teacherTokenHash)) {
    return fail(
      "ERR_WRONG_ROLE",
      "this is the teacher's token; students join with the class code on their own device",
    );
  }
  const tokenHash = sha256Hex(token);
  const student = await ctx.store.studentByToken(tokenHash);
  if (student === null || student.classId !== row.id) {
    // The old device of a student who moved hears why (only its holder has this token).
    if (student === null && (await movedAway(ctx, row, tokenHash))) return err(movedError());
    return fail("ERR_UNAUTHORIZED", "this student token does not belong to this class");
  }
  return ok({ row, student });
}
