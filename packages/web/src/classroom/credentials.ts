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

const teacherKey = (classId: string) => `ng.class.${classId}.teacher`;
const studentKey = (code: string) => `ng.class.student.${code.toUpperCase()}`;

export function loadTeacherToken(classId: string): string | null {
  return store()?.getItem(teacherKey(classId)) ?? null;
}

export function saveTeacherToken(classId: string, token: string): void {
  try {
    store()?.setItem(teacherKey(classId), token);
  } catch {
    // without storage the teacher keeps the secret link
  }
}

export interface StudentCredentials {
  readonly classId: string;
  readonly code: string;
  readonly studentToken: string;
  readonly name: string;
  /** Picked from the class list: the page offers "that's not me". */
  readonly listed?: boolean;
}

export function loadStudent(code: string): StudentCredentials | null {
  try {
    const raw = store()?.getItem(studentKey(code));
    if (raw == null) return null;
    const c = JSON.parse(raw) as Partial<StudentCredentials>;
    if (
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
    };
  } catch {
    return null;
  }
}

export function saveStudent(c: StudentCredentials): void {
  try {
    store()?.setItem(studentKey(c.code), JSON.stringify(c));
  } catch {
    // without storage the seat lasts for this page only
  }
}

export function forgetStudent(code: string): void {
  try {
    store()?.removeItem(studentKey(code));
  } catch {
    // nothing kept
  }
}

const movedKey = (code: string) => `ng.class.moved.${code.toUpperCase()}`;

/**
 * The student this browser was before they continued on another device (a move code): kept
 * so a reload of the old page still says why it is no longer in the class, until this
 * browser joins the class again.
 */
export function saveMovedAway(code: string, name: string): void {
  try {
    store()?.setItem(movedKey(code), JSON.stringify({ name }));
  } catch {
    // the page says it this once
  }
}

export function loadMovedAway(code: string): string | null {
  try {
    const raw = store()?.getItem(movedKey(code));
    if (raw == null) return null;
    const { name } = JSON.parse(raw) as { name?: unknown };
    return typeof name === "string" ? name : null;
  } catch {
    return null;
  }
}

export function forgetMovedAway(code: string): void {
  try {
    store()?.removeItem(movedKey(code));
  } catch {
    // nothing kept
  }
}

/** A request to join a class (its name was not on the list), while the teacher answers. */
export interface PendingAsk {
  readonly classId: string;
  readonly requestToken: string;
  readonly name: string;
}

const askKey = (code: string) => `ng.class.ask.${code.toUpperCase()}`;

export function loadAsk(code: string): PendingAsk | null {
  try {
    const raw = store()?.getItem(askKey(code));
    if (raw == null) return null;
    const a = JSON.parse(raw) as Partial<PendingAsk>;
    return typeof a.classId === "string" &&
      typeof a.requestToken === "string" &&
      typeof a.name === "string"
      ? { classId: a.classId, requestToken: a.requestToken, name: a.name }
      : null;
  } catch {
    return null;
  }
}

export function saveAsk(code: string, ask: PendingAsk | null): void {
  try {
    if (ask === null) store()?.removeItem(askKey(code));
    else store()?.setItem(askKey(code), JSON.stringify(ask));
  } catch {
    // without storage the request lasts for this page only
  }
}
