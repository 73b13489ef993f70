// "Move to this device" (issue #23, item 1; docs/classroom.md, "When a student's phone
// dies"): the teacher makes a one-time code for a student; a new device sends it and becomes
// that student: a new student token (also their seat token), the old one stops working in the
// class and at every table of the class (its connections are told "moved" and leave; sent
// again, it is answered ERR_MOVED: moved-away.ts). A seat the
// computer plays for the absent student is given back when the new device joins the table,
// as any return. A code works once, for MOVE_CODE.ttlMs, and a newer code of the same student
// replaces it. The codes live in the class row (hashed), so every process sees them; using one
// is a compare-and-set of that row: of two devices sending the same code, one wins.
// Every refusal has its code and changes nothing.

import { randomInt } from "node:crypto";
import type { Result } from "@number-games/engine";
import { ok } from "@number-games/engine";
import type { JoinClassResponse, MoveCodeResponse, ProtocolError } from "@number-games/protocol";
import { JOIN_CODE_ALPHABET, MOVE_CODE, parseMoveCode } from "@number-games/protocol";
import { newToken, sha256Hex } from "../common/ids";
import type { ClassRow, StoredMove } from "../storage/types";
import { teacherCommand } from "./command";
import type { ClassCtx } from "./context";
import { classEnded, fail, notFound, updateClass } from "./context";
import { changed } from "./dashboard";
import { touch } from "./retention";
import { findClass, viewOf } from "./roster";
import { studentView } from "./views";

type Res<T> = Promise<Result<T, ProtocolError>>;

function newMoveCode(): string {
  let code = "";
  for (let i = 0; i < MOVE_CODE.length; i++) {
    code += JOIN_CODE_ALPHABET[randomInt(JOIN_CODE_ALPHABET.length)];
  }
  return code;
}

/** The teacher makes a student's move code; the student's older open code is replaced. */
export async function makeCode(
  ctx: ClassCtx,
  classId: string,
  token: string,
  studentId: string,
): Res<MoveCodeResponse> {
  const auth = await teacherCommand(ctx, classId, token, "open");
  if (!auth.ok) return auth;
  const student = (await ctx.store.students(auth.value.id)).find((s) => s.id === studentId);
  if (student === undefined) return fail("ERR_NOT_FOUND", "no such student in this class");
  const code = newMoveCode();
  const until = ctx.now() + MOVE_CODE.ttlMs;
  const move: StoredMove = { studentId, codeHash: sha256Hex(code), until, status: "open" };
  const updated = await updateClass(ctx, auth.value, (row) =>
    ok({
      moves: kept([
        ...row.moves.map((m) =>
          m.studentId === studentId && m.status === "open"
            ? { ...m, status: "replaced" as const }
            : m,
        ),
        move,
      ]),
    }),
  );
  if (!updated.ok) return updated;
  return ok({ studentId, name: student.name, code, expiresAt: new Date(until).toISOString() });
}

/** A new device sends a move code (at the class by code or id): it becomes the student. */
export async function moveHere(ctx: ClassCtx, ref: string, typed: string): Res<JoinClassResponse> {
  // The code's shape first: the same answer at any class, real or not (no oracle).
  const code = parseMoveCode(typed);
  if (code === null) {
    return fail(
      "ERR_MALFORMED",
      `a move code is ${MOVE_CODE.length} letters and digits, as your teacher's screen shows it`,
    );
  }
  const found = await findClass(ctx, ref);
  if (found === null) return notFound();
  const codeHash = sha256Hex(code);
  const first = usable(found, codeHash, ctx.now());
  if (!first.ok) return first;
  const student = (await ctx.store.students(found.id)).find((s) => s.id === first.value.studentId);
  if (student === undefined) {
    return fail("ERR_NOT_FOUND", "this student is no longer in the class; join with your name");
  }
  // Spend the code first: of two devices sending it, one wins. It remembers the token it
  // replaces: the old device, sending it again, hears why it no longer works (ERR_MOVED).
  const spent = await updateClass(ctx, found, (row) => {
    const still = usable(row, codeHash, ctx.now());
    if (!still.ok) return still;
    return ok({
      moves: row.moves.map((m) =>
        m.codeHash === codeHash
          ? { ...m, status: "used" as const, fromTokenHash: student.tokenHash }
          : m,
      ),
    });
  });
  if (!spent.ok) return spent;
  const studentToken = newToken();
  const to = sha256Hex(studentToken);
  if (!(await ctx.store.setStudentToken(student.id, student.tokenHash, to))) {
    return fail("ERR_NOT_FOUND", "this student is no longer in the class; join with your name");
  }
  // The old token stops working at every table of the class (this game's and earlier ones').
  for (const t of await ctx.store.classTables(found.id)) {
    for (const [i, s] of t.seats.entries()) {
      if (s.kind !== "human" || s.tokenHash !== student.tokenHash) continue;
      const moved = await ctx.tables.rekeySeat(t.id, i, student.tokenHash, to);
      if (!moved.ok) ctx.log?.warn("could not move a seat", { error: moved.error });
    }
  }
  // The old device's class connections are told why (and no one else: the student's own
  // room, which the new device joins only after this answer), then hear nothing more.
  ctx.notifier.student(found.id, studentView(spent.value, student, null, "moved"));
  ctx.notifier.dropStudent(found.id, student.id);
  await touch(ctx, found.id, true);
  changed(ctx, found.id);
  const me = { ...student, tokenHash: to };
  return ok({
    classId: found.id,
    studentId: student.id,
    studentToken,
    student: await viewOf(ctx, spent.value, me),
  });
}

/** The open move code of this hash, or why it cannot be used. */
function usable(row: ClassRow, codeHash: string, now: number): Result<StoredMove, ProtocolError> {
  const move = row.moves.find((m) => m.codeHash === codeHash);
  if (move === undefined) {
    return fail("ERR_NOT_FOUND", "no move code like this in this class: check it on the screen");
  }
  if (move.status === "used") {
    return fail("ERR_CODE_USED", "this move code was used already: ask your teacher for a new one");
  }
  if (move.status === "replaced") {
    return fail("ERR_CODE_EXPIRED", "a newer move code replaced this one: use the newest");
  }
  if (move.until <= now) {
    return fail("ERR_CODE_EXPIRED", "this move code ran out: ask your teacher for a new one");
  }
  if (row.status !== "open") return classEnded();
  return ok(move);
}

/** The latest codes (the open ones always). */
function kept(moves: readonly StoredMove[]): StoredMove[] {
  let drop = moves.length - MOVE_CODE.kept;
  return moves.filter((m) => !(drop > 0 && m.status !== "open" && drop-- > 0));
}
