// The teacher renames a student (issue #23, item 5: names can be changed before they are
// projected). The new name passes the join's rule (parsePlayerName: no computer's name, at
// most 32 characters, visible text) and must be free in the class by its name key: no other
// student, no other name on the class list, no open request to join holds it (a student may
// not be renamed into someone else's place). Else ERR_BAD_NAME or ERR_NAME_TAKEN, and nothing
// changed. The name changes everywhere it is shown: the student's own page, their seat at
// every table of the lesson (playing or finished), the leaderboard and the podium, and the
// class list's entry the student had claimed. Removing a student is `release` (seat-tables.ts).

import type { Result } from "@number-games/engine";
import type { ClassDashboard, ProtocolError } from "@number-games/protocol";
import { parsePlayerName } from "@number-games/protocol";
import { nameKey } from "../storage/classes";
import { LOST, retryLost } from "../storage/compare-and-set";
import type { ClassRow } from "../storage/types";
import { teacherCommand } from "./command";
import type { ClassCtx } from "./context";
import { fail } from "./context";
import { afterChange } from "./dashboard";
import { podiumChanged } from "./leaderboard";
import { nameClash, nameTaken } from "./roster";

type Res<T> = Promise<Result<T, ProtocolError>>;

const noStudent = () => fail("ERR_NOT_FOUND", "no such student in this class");

export async function renameStudent(
  ctx: ClassCtx,
  classId: string,
  token: string,
  studentId: string,
  rawName: string,
): Res<ClassDashboard> {
  const parsed = parsePlayerName(rawName);
  const auth = await teacherCommand(ctx, classId, token, "open", parsed);
  if (!auth.ok) return auth;
  if (!parsed.ok) return parsed;
  const name = parsed.value;
  let row = auth.value;
  const student = (await ctx.store.students(row.id)).find((s) => s.id === studentId);
  if (student === undefined) return noStudent();
  if (student.name === name) return afterChange(ctx, row, []);
  // The list's other names, the open requests and the other students are someone else's.
  const clash = await nameClash(ctx, row, name, { student });
  if (clash !== null) return clash;
  const own = nameKey(student.name);
  const renamed = await ctx.store.renameStudent(row.id, studentId, name);
  if (renamed === "taken") return nameTaken();
  if (renamed === "missing") return noStudent();
  if (row.roster !== null) row = await renameOnList(ctx, row, own, name);
  // Their seats (this game's and earlier ones') show the new name.
  for (const t of await ctx.store.classTables(row.id)) {
    for (const [i, s] of t.seats.entries()) {
      if (s.kind !== "human" || s.tokenHash !== student.tokenHash) continue;
      const done = await ctx.tables.renameSeat(t.id, i, student.tokenHash, name);
      if (!done.ok) ctx.log?.warn("could not rename a seat", { error: done.error });
    }
  }
  podiumChanged(ctx, row.id);
  const touched = await ctx.store.updateClass(row.id, row.version, {}, ctx.now());
  return afterChange(ctx, touched ?? row, [studentId]);
}

/** The list's entry the student had claimed (`own`, a name key) becomes the new name. */
async function renameOnList(
  ctx: ClassCtx,
  first: ClassRow,
  own: string,
  name: string,
): Promise<ClassRow> {
  let row: ClassRow = first;
  return retryLost(
    async () => {
      const roster: readonly string[] = row.roster ?? [];
      if (!roster.some((n) => nameKey(n) === own)) return row;
      const next = roster.map((n) => (nameKey(n) === own ? name : n));
      const updated = await ctx.store.updateClass(row.id, row.version, { roster: next }, ctx.now());
      if (updated !== null) return updated;
      const fresh = await ctx.store.getClass(row.id);
      if (fresh === null) return first;
      row = fresh;
      return LOST;
    },
    () => row,
  );
}
