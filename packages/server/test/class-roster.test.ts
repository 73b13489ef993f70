// A class list that bends (issue #23, item 3): the teacher adds a name during the lesson; a
// student whose name is missing asks to join, the teacher approves (the request's token is
// the student's) or declines; "that's not me" frees a claimed name and tells the teacher.
// Bad input (approving twice, an unknown request, a duplicate, look-alike or overlong name, a
// class without a list) gets its typed error and changes nothing. On SQLite and on
// PostgreSQL + Redis with two processes (the teacher on one, the students on the other).

import type { ApiClient, ClassDashboard } from "@number-games/protocol";
import { createApiClient } from "@number-games/protocol";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Servers } from "./support/backends";
import { describeBackends } from "./support/backends";
import { connectTable } from "./support/connect";
import { unwrap, waitFor } from "./support/server";

const code = (r: { ok: boolean; error?: { code: string; rule?: string } }) =>
  r.ok ? "ok" : r.error!.code;

describeBackends("a class list that bends", (backend) => {
  let servers: Servers | null = null;
  let teacherApi: ApiClient;
  let studentApi: ApiClient;
  beforeAll(async () => {
    servers = await backend.start({ options: { classPushMs: 5 } });
    if (servers === null) return;
    teacherApi = createApiClient(servers.urls[0]!);
    studentApi = createApiClient(servers.urls.at(-1)!);
  }, 60_000);
  afterAll(async () => {
    await servers?.stop();
  });

  async function listed() {
    const c = unwrap(
      await teacherApi.createClass({ body: { game: "take-or-pay", roster: ["Ann", "Bo"] } }),
    );
    const teacher = { id: c.classId, token: c.teacherToken };
    const dashboard = async () => unwrap(await teacherApi.classDashboard(teacher));
    return { c, teacher, dashboard };
  }
  /** What a refusal must leave alone. */
  const facts = (d: ClassDashboard) => ({
    students: d.students.map((s) => s.name),
    missing: d.missing,
    requests: d.requests.map((r) => r.name),
    notices: d.notices.length,
  });

  it("adds a name during the lesson; refuses a duplicate, look-alike or overlong name", async (ctx) => {
    if (servers === null) return ctx.skip();
    const { c, teacher, dashboard } = await listed();
    const added = unwrap(await teacherApi.addRosterName({ ...teacher, body: { name: " Cy " } }));
    expect(added.missing).toEqual(["Ann", "Bo", "Cy"]);
    // The student sees it on the list and joins with it (on the other process).
    const info = unwrap(await studentApi.getClass({ ref: c.code }));
    expect(info.roster?.map((r) => r.name)).toEqual(["Ann", "Bo", "Cy"]);
    unwrap(await studentApi.joinClass({ ref: c.code, body: { name: "Cy" } }));
    const before = facts(await dashboard());
    for (const [name, want] of [
      ["Bo", "ERR_NAME_TAKEN"],
      ["bo", "ERR_NAME_TAKEN"],
      ["Bо", "ERR_NAME_TAKEN"], // a Cyrillic о
      ["Ｃｙ", "ERR_NAME_TAKEN"], // full-width, and Cy has joined
      ["x".repeat(40), "ERR_BAD_NAME"],
      ["", "ERR_BAD_NAME"],
    ] as const) {
      expect(code(await teacherApi.addRosterName({ ...teacher, body: { name } })), name).toBe(want);
    }
    // A student's token is not the teacher's.
    const ann = unwrap(await studentApi.joinClass({ ref: c.code, body: { name: "Ann" } }));
    expect(
      code(
        await teacherApi.addRosterName({
          id: c.classId,
          token: ann.studentToken,
          body: { name: "Di" },
        }),
      ),
    ).toBe("ERR_WRONG_ROLE");
    expect(facts(await dashboard())).toEqual({
      ...before,
      students: [...before.students, "Ann"],
      missing: ["Bo"],
    });
    // A class without a list has no names to add.
    const open = unwrap(await teacherApi.createClass({ body: { game: "take-or-pay" } }));
    expect(
      code(
        await teacherApi.addRosterName({
          id: open.classId,
          token: open.teacherToken,
          body: { name: "Di" },
        }),
      ),
    ).toBe("ERR_NO_ROSTER");
  });

  it("a missing student asks; the teacher approves once; a declined one is told", async (ctx) => {
    if (servers === null) return ctx.skip();
    const { c, teacher, dashboard } = await listed();
    // The teacher's page (a socket on the first process) hears each request at once.
    const socket = await connectTable(servers.urls[0]!);
    const pushed: ClassDashboard[] = [];
    socket.onClassDashboard((d) => pushed.push(d));
    expect((await socket.joinClass(c.classId, c.teacherToken)).ok).toBe(true);
    // Not on the list: the join says so; asking for a listed name points at the list.
    expect(code(await studentApi.joinClass({ ref: c.code, body: { name: "Dan" } }))).toBe(
      "ERR_NOT_ON_ROSTER",
    );
    expect(code(await studentApi.askToJoin({ ref: c.code, body: { name: "ann" } }))).toBe(
      "ERR_ON_ROSTER",
    );
    const dan = unwrap(await studentApi.askToJoin({ ref: c.code, body: { name: "Dan" } }));
    const eve = unwrap(await studentApi.askToJoin({ ref: c.code, body: { name: "Eve" } }));
    // The same name (or one like it) twice: refused.
    expect(code(await studentApi.askToJoin({ ref: c.code, body: { name: "DAN" } }))).toBe(
      "ERR_NAME_TAKEN",
    );
    const asking = await dashboard();
    expect(asking.requests.map((r) => r.name)).toEqual(["Dan", "Eve"]);
    await waitFor(() => pushed.at(-1)?.requests.length === 2, "the requests pushed");
    socket.close();
    const status = async (token: string) =>
      unwrap(await studentApi.askStatus({ id: c.classId, token }));
    expect(await status(dan.requestToken)).toMatchObject({ status: "pending", student: null });
    // Before the answer the request token is no student token.
    expect(code(await studentApi.classMe({ id: c.classId, token: dan.requestToken }))).toBe(
      "ERR_UNAUTHORIZED",
    );

    const approved = unwrap(
      await teacherApi.approveRequest({ ...teacher, request: dan.requestId }),
    );
    expect(approved.requests.map((r) => r.name)).toEqual(["Eve"]);
    expect(approved.students.map((s) => s.name)).toEqual(["Dan"]);
    const danNow = await status(dan.requestToken);
    expect(danNow).toMatchObject({ status: "approved", name: "Dan" });
    expect(danNow.student).toMatchObject({ name: "Dan", status: "waiting" });
    // The request token is Dan's student token now; his name is on the list.
    unwrap(await studentApi.classMe({ id: c.classId, token: dan.requestToken }));
    const info = unwrap(await studentApi.getClass({ ref: c.code }));
    expect(info.roster).toContainEqual({ name: "Dan", taken: true });

    // Approving twice, an unknown request, the other answer after one: refused, nothing changed.
    const before = facts(await dashboard());
    expect(code(await teacherApi.approveRequest({ ...teacher, request: dan.requestId }))).toBe(
      "ERR_ANSWERED",
    );
    expect(code(await teacherApi.declineRequest({ ...teacher, request: dan.requestId }))).toBe(
      "ERR_ANSWERED",
    );
    const unknown = `r${"a".repeat(24)}`;
    expect(code(await teacherApi.approveRequest({ ...teacher, request: unknown }))).toBe(
      "ERR_NO_REQUEST",
    );
    expect(
      code(
        await studentApi.approveRequest({
          id: c.classId,
          token: dan.requestToken,
          request: eve.requestId,
        }),
      ),
    ).toBe("ERR_WRONG_ROLE");
    expect(facts(await dashboard())).toEqual(before);

    const declined = unwrap(
      await teacherApi.declineRequest({ ...teacher, request: eve.requestId }),
    );
    expect(declined.requests).toEqual([]);
    expect(await status(eve.requestToken)).toMatchObject({ status: "declined", student: null });
    expect(code(await teacherApi.approveRequest({ ...teacher, request: eve.requestId }))).toBe(
      "ERR_ANSWERED",
    );
    expect(declined.students.map((s) => s.name)).toEqual(["Dan"]);
  });

  it("that's not me: the name is free again and the teacher is told", async (ctx) => {
    if (servers === null) return ctx.skip();
    const { c, teacher, dashboard } = await listed();
    const wrong = unwrap(await studentApi.joinClass({ ref: c.code, body: { name: "Ann" } }));
    expect((await dashboard()).missing).toEqual(["Bo"]);
    const left = unwrap(await studentApi.notMe({ id: c.classId, token: wrong.studentToken }));
    expect(left).toMatchObject({ name: "Ann", status: "released" });
    const d = await dashboard();
    expect(d.students).toEqual([]);
    expect(d.missing).toEqual(["Ann", "Bo"]);
    expect(d.notices).toEqual([expect.objectContaining({ kind: "not-me", name: "Ann" })]);
    // The token is spent; the name can be claimed by its owner.
    expect(code(await studentApi.classMe({ id: c.classId, token: wrong.studentToken }))).toBe(
      "ERR_UNAUTHORIZED",
    );
    expect(code(await studentApi.notMe({ id: c.classId, token: wrong.studentToken }))).toBe(
      "ERR_UNAUTHORIZED",
    );
    unwrap(await studentApi.joinClass({ ref: c.code, body: { name: "Ann" } }));
    // The teacher's token is no student's.
    expect(code(await teacherApi.notMe(teacher))).toBe("ERR_WRONG_ROLE");
  });
});
