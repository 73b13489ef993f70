// A class list that bends (issue #23, item 3): the teacher adds a name during the lesson; a
// student whose name is missing asks to join and the teacher approves (the name joins the
// list and the student the class, with the request's token as their student token) or
// declines; a student who claimed a list name by mistake says "that's not me" (their name is
// free again, their seat opens and the teacher is told). Names are unique by the protocol's
// name key (case, width, look-alike letters, invisible characters), against the list, the
// students and the open requests alike. Every refusal has its code and changes nothing.

import type { Result } from "@number-games/engine";
import { ok } from "@number-games/engine";
import type {
  AskStatus,
  AskToJoinResponse,
  ClassDashboard,
  ProtocolError,
  RosterNotice,
  StudentView,
} from "@number-games/protocol";
import { CLASS_LIMITS, parsePlayerName, ROSTER_LIMITS } from "@number-games/protocol";
import { newTableId, newToken, sha256Hex } from "../common/ids";
import { nameKey } from "../storage/classes";
import type { ClassRow, StoredJoinRequest } from "../storage/types";
import { currentClass, studentCommand, teacherCommand } from "./command";
import type { ClassCtx } from "./context";
import { classEnded, fail, notFound, updateClass } from "./context";
import { afterChange, changed } from "./dashboard";
import { touch } from "./retention";
import { findClass, nameClash, viewOf } from "./roster";
import { freeStudent } from "./seat-tables";
import { studentView } from "./views";

type Res<T> = Promise<Result<T, ProtocolError>>;

/** The teacher adds a name to the class list. */
export async function addName(
  ctx: ClassCtx,
  classId: string,
  token: string,
  rawName: string,
): Res<ClassDashboard> {
  const parsed = parsePlayerName(rawName);
  const auth = await teacherCommand(ctx, classId, token, "any", parsed);
  if (!auth.ok) return auth;
  if (!parsed.ok) return parsed;
  const name = parsed.value;
  const updated = await updateClass(ctx, auth.value, async (row) => {
    if (row.status !== "open") return classEnded();
    if (row.roster === null) return noRoster();
    const clash = await nameClash(ctx, row, name);
    if (clash !== null) return clash;
    if (row.roster.length >= CLASS_LIMITS.maxRoster) return listFull();
    return ok({ roster: [...row.roster, name] });
  });
  return updated.ok ? afterChange(ctx, updated.value, []) : updated;
}

/** A student whose name is not on the list asks to join (by class code or id). */
export async function ask(ctx: ClassCtx, ref: string, rawName: string): Res<AskToJoinResponse> {
  // The name first: a bad name gets the same answer at any code, real or not (no oracle).
  const parsed = parsePlayerName(rawName);
  if (!parsed.ok) return parsed;
  const name = parsed.value;
  const found = await findClass(ctx, ref);
  if (found === null) return notFound();
  const requestToken = newToken();
  const request: StoredJoinRequest = {
    id: `r${newTableId().slice(1)}`,
    name,
    tokenHash: sha256Hex(requestToken),
    askedAt: new Date(ctx.now()).toISOString(),
    status: "pending",
  };
  const updated = await updateClass(ctx, found, async (row) => {
    if (row.status !== "open") return classEnded();
    if (row.roster === null) return noRoster();
    if (row.roster.some((n) => nameKey(n) === nameKey(name))) {
      return fail("ERR_ON_ROSTER", "this name is on the class list: tap it there");
    }
    if (row.requestsClosed) {
      return fail(
        "ERR_REQUESTS_CLOSED",
        "the teacher takes no more requests to join: ask them to add your name",
      );
    }
    const clash = await nameClash(ctx, row, name);
    if (clash !== null) return clash;
    const pending = row.requests.filter((r) => r.status === "pending").length;
    if (pending >= ROSTER_LIMITS.maxPendingRequests) {
      return fail("ERR_CLASS_FULL", "too many students are waiting for the teacher's answer");
    }
    return ok({ requests: kept([...row.requests, request]) });
  });
  if (!updated.ok) return updated;
  await touch(ctx, found.id, true);
  // The teacher's dashboard shows the request (a push, throttled like a join's).
  changed(ctx, found.id);
  return ok({ classId: found.id, requestId: request.id, requestToken });
}

/** The asking student's page: the teacher's answer so far. */
export async function askStatus(ctx: ClassCtx, classId: string, token: string): Res<AskStatus> {
  const row = await currentClass(ctx, classId);
  if (row === null) return notFound();
  const request = row.requests.find((r) => r.tokenHash === sha256Hex(token));
  if (request === undefined) {
    return fail("ERR_UNAUTHORIZED", "this request token does not belong to this class");
  }
  let student: StudentView | null = null;
  if (request.status === "approved") {
    const me = await studentCommand(ctx, classId, token, "any");
    // Approved, then released or "not me": the token is spent.
    if (!me.ok) return me;
    student = await viewOf(ctx, me.value.row, me.value.student);
  }
  return ok({ requestId: request.id, name: request.name, status: request.status, student });
}

/** The teacher approves a request: the name joins the list and the student the class. */
export async function approve(
  ctx: ClassCtx,
  classId: string,
  token: string,
  requestId: string,
): Res<ClassDashboard> {
  const auth = await teacherCommand(ctx, classId, token, "any");
  if (!auth.ok) return auth;
  const row = auth.value;
  const request = pendingRequest(row, requestId);
  if (!request.ok) return request;
  if (row.status !== "open") return classEnded();
  if (row.roster === null) return noRoster();
  const clash = await nameClash(ctx, row, request.value.name, { request: requestId });
  if (clash !== null) return clash;
  if (row.roster.length >= CLASS_LIMITS.maxRoster) return listFull();
  const { name, tokenHash } = request.value;
  const studentId = `s${newTableId().slice(1)}`;
  const student = { id: studentId, classId: row.id, name, tokenHash, warmup: null };
  const joinedAt = new Date(ctx.now()).toISOString();
  const added = await ctx.store.addStudent({ ...student, joinedAt }, CLASS_LIMITS.maxStudents);
  if (added === "taken") return nameTaken();
  if (added === "full") {
    return fail("ERR_CLASS_FULL", `a class has at most ${CLASS_LIMITS.maxStudents} students`);
  }
  const updated = await updateClass(ctx, row, async (now) => {
    const still = pendingRequest(now, requestId);
    if (!still.ok) return still;
    return ok({
      roster: [...(now.roster ?? []), name],
      requests: now.requests.map((r) => (r.id === requestId ? answered(r, "approved") : r)),
    });
  });
  if (!updated.ok) {
    // Answered meanwhile (declined on another device): the student goes again.
    await ctx.store.deleteStudent(row.id, studentId);
    return updated;
  }
  return afterChange(ctx, updated.value, []);
}

/** The teacher declines a request: the asking page says so. */
export async function decline(
  ctx: ClassCtx,
  classId: string,
  token: string,
  requestId: string,
): Res<ClassDashboard> {
  // After the end the class is read-only (an answer would mark it active, too).
  const auth = await teacherCommand(ctx, classId, token, "open");
  if (!auth.ok) return auth;
  const updated = await updateClass(ctx, auth.value, async (row) => {
    if (row.status !== "open") return classEnded();
    const request = pendingRequest(row, requestId);
    if (!request.ok) return request;
    return ok({
      requests: row.requests.map((r) => (r.id === requestId ? answered(r, "declined") : r)),
    });
  });
  return updated.ok ? afterChange(ctx, updated.value, []) : updated;
}

/**
 * The teacher closes requests to join (a new one is refused; those waiting stay until
 * answered) or opens them again. Against a flood of requests by whoever has the class code.
 */
export function setRequestsOpen(
  ctx: ClassCtx,
  classId: string,
  token: string,
  open: boolean,
): Res<ClassDashboard> {
  return openListCommand(ctx, classId, token, () => ok({ requestsClosed: !open }));
}

/** The teacher declines every request waiting at once: each asking page says so. */
export function declineAll(ctx: ClassCtx, classId: string, token: string): Res<ClassDashboard> {
  return openListCommand(ctx, classId, token, (row) =>
    ok({
      requests: row.requests.map((r) => (r.status === "pending" ? answered(r, "declined") : r)),
    }),
  );
}

/**
 * A teacher's change to the requests of a lesson still open that has a class list: anything
 * else is refused and changes nothing (after the end the class is read-only).
 */
async function openListCommand(
  ctx: ClassCtx,
  classId: string,
  token: string,
  change: (row: ClassRow) => Result<Partial<ClassRow>, ProtocolError>,
): Res<ClassDashboard> {
  const auth = await teacherCommand(ctx, classId, token, "open");
  if (!auth.ok) return auth;
  const updated = await updateClass(ctx, auth.value, async (row) => {
    if (row.status !== "open") return classEnded();
    if (row.roster === null) return noRoster();
    return change(row);
  });
  return updated.ok ? afterChange(ctx, updated.value, []) : updated;
}

/**
 * "That's not me": the student leaves the name they claimed; the teacher is told. Only until
 * they are seated at a table of the lesson: from then on the name has games, points and a
 * history, and whoever claimed it next would take them over (the teacher may still release).
 */
export async function notMe(ctx: ClassCtx, classId: string, token: string): Res<StudentView> {
  const who = await studentCommand(ctx, classId, token, "open");
  if (!who.ok) return who;
  const { row, student } = who.value;
  if (row.roster === null) return noRoster();
  const seats = await ctx.store.classSeats(row.id);
  if (seats.some((s) => s.studentId === student.id)) {
    return fail("ERR_HAS_PLAYED", `${student.name} has been seated at a table of this lesson`);
  }
  if (!(await freeStudent(ctx, row, student))) {
    return fail("ERR_UNAUTHORIZED", "this student token does not belong to this class");
  }
  const notice: RosterNotice = {
    kind: "not-me",
    name: student.name,
    at: new Date(ctx.now()).toISOString(),
  };
  const updated = await updateClass(ctx, row, async (now) =>
    ok({ notices: [notice, ...now.notices].slice(0, ROSTER_LIMITS.keptNotices) }),
  );
  if (updated.ok) await afterChange(ctx, updated.value, []);
  else changed(ctx, row.id);
  return ok(studentView(row, student, null, "released"));
}

function pendingRequest(row: ClassRow, id: string): Result<StoredJoinRequest, ProtocolError> {
  const request = row.requests.find((r) => r.id === id);
  if (request === undefined) return fail("ERR_NO_REQUEST", "no request to join has this id");
  if (request.status !== "pending") {
    return fail("ERR_ANSWERED", `this request was ${request.status} already`);
  }
  return ok(request);
}

const answered = (r: StoredJoinRequest, status: "approved" | "declined"): StoredJoinRequest => ({
  ...r,
  status,
});

/** The latest requests, the open ones always. */
function kept(requests: readonly StoredJoinRequest[]): StoredJoinRequest[] {
  let drop = requests.length - ROSTER_LIMITS.keptRequests;
  return requests.filter((r) => !(drop > 0 && r.status !== "pending" && drop-- > 0));
}

const noRoster = () =>
  fail("ERR_NO_ROSTER", "this class has no list: students join with the name they type");
const listFull = () =>
  fail("ERR_CLASS_FULL", `a class list has at most ${CLASS_LIMITS.maxRoster} names`);
// The name is not repeated: it may be one a person took pains to disguise.
const nameTaken = () =>
  fail("ERR_NAME_TAKEN", "someone in this class already has this name (or one like it)");
