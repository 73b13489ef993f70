// Class tokens, kept in this browser only (localStorage), like table seat tokens: the
// teacher's token per class (so a closed tab does not lose the class) and a student's token
// per class code (so a reload or another visit to /c/<code> returns to the same seat).

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Keeps `value` under `key` (null: forgets it); without storage, nothing is kept. */
function keep(key: string, value: string | null): void {
  try {
    if (value === null) store()?.removeItem(key);
    else store()?.setItem(key, value);
  } catch {
    // without storage it lasts for this page only
  }
}

/** The object kept as JSON under `key`, or null (none, unreadable, or not an object). */
function keptObject(key: string): Record<string, unknown> | null {
  try {
    const raw = store()?.getItem(key);
    if (raw == null) return null;
    const value: unknown = JSON.parse(raw);
    return typeof value === "object" && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const teacherKey = (classId: string) => `ng.class.${classId}.teacher`;
const studentKey = (code: string) => `ng.class.student.${code.toUpperCase()}`;

export function loadTeacherToken(classId: string): string | null {
  return store()?.getItem(teacherKey(classId)) ?? null;
}

/** Without storage the teacher keeps the secret link. */
export function saveTeacherToken(classId: string, token: string): void {
  keep(teacherKey(classId), token);
}

export interface StudentCredentials {
  readonly classId: string;
  readonly code: string;
  readonly studentToken: string;
  readonly name: string;
  /** Picked from the class list: the page offers "that's not me" (until `played`). */
  readonly listed?: boolean;
  /** This page has seen the student seated at a table: "that's not me" is over. */
  readonly played?: boolean;
}

export function loadStudent(code: string): StudentCredentials | null {
  const c = keptObject(studentKey(code)) as Partial<StudentCredentials> | null;
  if (
    c === null ||
    typeof c.classId !== "string" ||
    typeof c.code !== "string" ||
    typeof c.studentToken !== "string" ||
    typeof c.name !== "string"
  )
    return null;
  return {
    classId: c.classId,
    code: c.code,
    studentToken: c.studentToken,
    name: c.name,
    ...(c.listed === true ? { listed: true } : {}),
    ...(c.played === true ? { played: true } : {}),
  };
}

/** Without storage the seat lasts for this page only. */
export function saveStudent(c: StudentCredentials): void {
  keep(studentKey(c.code), JSON.stringify(c));
}

export function forgetStudent(code: string): void {
  keep(studentKey(code), null);
}

const movedKey = (code: string) => `ng.class.moved.${code.toUpperCase()}`;

/**
 * The student this browser was before they continued on another device (a move code): kept
 * so a reload of the old page still says why it is no longer in the class, until this
 * browser joins the class again.
 */
export function saveMovedAway(code: string, name: string): void {
  keep(movedKey(code), JSON.stringify({ name }));
}

export function loadMovedAway(code: string): string | null {
  const name = keptObject(movedKey(code))?.name;
  return typeof name === "string" ? name : null;
}

export function forgetMovedAway(code: string): void {
  keep(movedKey(code), null);
}

/** A request to join a class (its name was not on the list), while the teacher answers. */
export interface PendingAsk {
  readonly classId: string;
  readonly requestToken: string;
  readonly name: string;
}

const askKey = (code: string) => `ng.class.ask.${code.toUpperCase()}`;

export function loadAsk(code: string): PendingAsk | null {
  const a = keptObject(askKey(code)) as Partial<PendingAsk> | null;
  return a !== null &&
    typeof a.classId === "string" &&
    typeof a.requestToken === "string" &&
    typeof a.name === "string"
    ? { classId: a.classId, requestToken: a.requestToken, name: a.name }
    : null;
}

/** Without storage the request lasts for this page only. */
export function saveAsk(code: string, ask: PendingAsk | null): void {
  keep(askKey(code), ask === null ? null : JSON.stringify(ask));
}
