// Issue 26, finding 11: after "End the lesson" the class is read-only: warm-up reports,
// settings changes, releases and another end are refused with ERR_CLASS_ENDED and change
// nothing, and no request counts as activity (its deletion date stays). On SQLite and on
// PostgreSQL + Redis with two processes.

import { expect, it } from "vitest";
import { describeBackends, serversFor } from "./support/backends";
import { unwrap, waitFor } from "./support/server";

const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error!.code);

describeBackends("after the end of the lesson", (backend) => {
  const suite = serversFor(backend);

  it("refuses every write, changes nothing, and nothing counts as activity", async (ctx) => {
    if (suite.servers === null) return ctx.skip();
    const api = suite.apis[0]!;
    const c = unwrap(await api.createClass({ body: { game: "take-or-pay", tableSize: 3 } }));
    const students = [];
    for (const name of ["Ann", "Bo", "Cy"])
      students.push(unwrap(await api.joinClass({ ref: c.code, body: { name } })));
    unwrap(await api.seatClass({ id: c.classId, token: c.teacherToken, body: { mode: "random" } }));
    unwrap(await api.endClass({ id: c.classId, token: c.teacherToken, body: { lesson: true } }));
    const ended = (await suite.servers!.store.getClass(c.classId))!;
    expect(ended.status).toBe("ended");
    // A later request would mark a later time.
    await waitFor(() => Date.now() > ended.activeAt + 1, "the clock to move on");
    const before = unwrap(await api.classDashboard({ id: c.classId, token: c.teacherToken }));

    for (const a of suite.apis) {
      const [ann, bo] = students;
      expect(
        code(
          await a.classWarmup({
            id: c.classId,
            token: ann!.studentToken,
            body: { score: 10, total: 12 },
          }),
        ),
      ).toBe("ERR_CLASS_ENDED");
      expect(
        code(
          await a.classSettings({ id: c.classId, token: c.teacherToken, body: { pinyin: false } }),
        ),
      ).toBe("ERR_CLASS_ENDED");
      expect(
        code(
          await a.releaseStudent({ id: c.classId, student: bo!.studentId, token: c.teacherToken }),
        ),
      ).toBe("ERR_CLASS_ENDED");
      expect(
        code(await a.endClass({ id: c.classId, token: c.teacherToken, body: { lesson: true } })),
      ).toBe("ERR_CLASS_ENDED");
      expect(
        code(await a.endClass({ id: c.classId, token: c.teacherToken, body: { lesson: false } })),
      ).toBe("ERR_CLASS_ENDED");
      // Reads still work: the dashboard, the leaderboard, a student's page.
      expect(code(await a.classDashboard({ id: c.classId, token: c.teacherToken }))).toBe("ok");
      expect(code(await a.leaderboard({ id: c.classId, token: c.teacherToken }))).toBe("ok");
      expect(code(await a.classMe({ id: c.classId, token: ann!.studentToken }))).toBe("ok");
      expect(code(await a.getClass({ ref: c.code }))).toBe("ok");
    }
    const after = (await suite.servers!.store.getClass(c.classId))!;
    expect(after).toEqual(ended);
    const dashboard = unwrap(await api.classDashboard({ id: c.classId, token: c.teacherToken }));
    expect({
      ...dashboard,
      students: dashboard.students.map((s) => ({ ...s, connected: false })),
    }).toEqual({
      ...before,
      students: before.students.map((s) => ({ ...s, connected: false })),
    });
    expect(dashboard.students.every((s) => s.warmup === null)).toBe(true);
  });

  it("refuses to answer a join request, changes nothing, and it is no activity", async (ctx) => {
    if (suite.servers === null) return ctx.skip();
    const api = suite.apis[0]!;
    const c = unwrap(
      await api.createClass({ body: { game: "take-or-pay", roster: ["Ann", "Bo"] } }),
    );
    const teacher = { id: c.classId, token: c.teacherToken };
    const asked = [];
    for (const name of ["Dan", "Eve"])
      asked.push(unwrap(await api.askToJoin({ ref: c.code, body: { name } })));
    unwrap(await api.endClass({ ...teacher, body: { lesson: true } }));
    const ended = (await suite.servers!.store.getClass(c.classId))!;
    await waitFor(() => Date.now() > ended.activeAt + 1, "the clock to move on");
    for (const a of suite.apis) {
      for (const r of asked) {
        expect(code(await a.declineRequest({ ...teacher, request: r.requestId }))).toBe(
          "ERR_CLASS_ENDED",
        );
        expect(code(await a.approveRequest({ ...teacher, request: r.requestId }))).toBe(
          "ERR_CLASS_ENDED",
        );
      }
      expect(code(await a.askToJoin({ ref: c.code, body: { name: "Fay" } }))).toBe(
        "ERR_CLASS_ENDED",
      );
    }
    expect(await suite.servers!.store.getClass(c.classId)).toEqual(ended);
    const status = unwrap(await api.askStatus({ id: c.classId, token: asked[0]!.requestToken }));
    expect(status.status).toBe("pending");
  });
});
