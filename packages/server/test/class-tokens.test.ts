// Issue 26, finding 1: class tables are made only by the class. A student's token cannot turn
// a finished class table into a rematch of its own (after "End this game", after "End the
// lesson"); a released student's old token can do nothing and read nothing of the class's
// tables. On SQLite and on PostgreSQL + Redis with two processes.

import { expect, it } from "vitest";
import { describeBackends, serversFor } from "./support/backends";
import { unwrap } from "./support/server";

const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error!.code);

describeBackends("class tables and old tokens", (backend) => {
  const suite = serversFor(backend);

  /** A class of two seated students at one table, through the first process. */
  async function seatedClass() {
    const api = suite.apis[0]!;
    const c = unwrap(await api.createClass({ body: { game: "number-line", tableSize: 2 } }));
    const students = [];
    for (const name of ["Ann", "Bo"])
      students.push(unwrap(await api.joinClass({ ref: c.code, body: { name } })));
    const d = unwrap(
      await api.seatClass({ id: c.classId, token: c.teacherToken, body: { mode: "random" } }),
    );
    return { c, students, tableId: d.tables[0]!.tableId };
  }

  async function classTableCount(classId: string): Promise<number> {
    return (await suite.servers!.store.classTables(classId)).length;
  }

  for (const how of ["end this game", "end the lesson"] as const) {
    it(`refuses a student's rematch of a class table after "${how}", on every process`, async (ctx) => {
      if (suite.servers === null) ctx.skip();
      const { c, students, tableId } = await seatedClass();
      unwrap(
        await suite.apis[0]!.endClass({
          id: c.classId,
          token: c.teacherToken,
          body: { lesson: how === "end the lesson" },
        }),
      );
      const before = unwrap(
        await suite.apis[0]!.classDashboard({ id: c.classId, token: c.teacherToken }),
      );
      for (const api of suite.apis) {
        for (const s of students) {
          const r = await api.rematch({ id: tableId, token: s.studentToken });
          expect(code(r)).toBe("ERR_WRONG_ROLE");
        }
        // The teacher's token is no seat: no rematch either.
        expect(code(await api.rematch({ id: tableId, token: c.teacherToken }))).toBe(
          "ERR_UNAUTHORIZED",
        );
      }
      expect(await classTableCount(c.classId)).toBe(1);
      const table = await suite.servers!.store.getTable(tableId);
      expect(table?.rematch).toBeNull();
      const after = unwrap(
        await suite.apis[1 % suite.apis.length]!.classDashboard({
          id: c.classId,
          token: c.teacherToken,
        }),
      );
      expect(after.tables).toEqual(before.tables);
    });
  }

  it("a released student's old token plays, reads and rematches nothing of the class", async (ctx) => {
    if (suite.servers === null) ctx.skip();
    const { c, students, tableId } = await seatedClass();
    const [ann, bo] = students;
    // Before the release, Ann's token reads her seat's view of the record.
    expect(code(await suite.apis[0]!.record({ ref: tableId, token: ann!.studentToken }))).toBe(
      "ok",
    );
    unwrap(
      await suite.apis[0]!.endClass({
        id: c.classId,
        token: c.teacherToken,
        body: { lesson: false },
      }),
    );
    unwrap(
      await suite.apis[0]!.releaseStudent({
        id: c.classId,
        student: ann!.studentId,
        token: c.teacherToken,
      }),
    );
    for (const api of suite.apis) {
      // A stranger's answer for a private table: the record, the table's private facts.
      expect(code(await api.record({ ref: tableId, token: ann!.studentToken }))).toBe(
        "ERR_PRIVATE_TABLE",
      );
      expect(code(await api.record({ ref: tableId, token: "nonsense-token" }))).toBe(
        "ERR_PRIVATE_TABLE",
      );
      const info = unwrap(await api.getTable({ ref: tableId, token: ann!.studentToken }));
      const stranger = unwrap(await api.getTable({ ref: tableId }));
      expect(info).toEqual(stranger);
      expect(code(await api.rematch({ id: tableId, token: ann!.studentToken }))).toBe(
        "ERR_UNAUTHORIZED",
      );
      expect(code(await api.classMe({ id: c.classId, token: ann!.studentToken }))).toBe(
        "ERR_UNAUTHORIZED",
      );
      // The student still in the class keeps reading their own game.
      expect(code(await api.record({ ref: tableId, token: bo!.studentToken }))).toBe("ok");
    }
    expect(await classTableCount(c.classId)).toBe(1);
  });
});
