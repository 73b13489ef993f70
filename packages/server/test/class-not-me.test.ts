// "That's not me" only until the seating (docs/classroom.md, "A class list that bends"): once
// a student has been seated at a table of the lesson, their name has games, points and a
// history, and another phone claiming the name would take them over. The server refuses the
// student's "that's not me" from then on with ERR_HAS_PLAYED and changes nothing: while they
// play, and between games (after "Next game", everyone waiting again). Before the seating it
// still frees the name. On SQLite and on PostgreSQL + Redis with two processes.

import type { ApiClient } from "@number-games/protocol";
import { createApiClient } from "@number-games/protocol";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Servers } from "./support/backends";
import { describeBackends } from "./support/backends";
import { unwrap } from "./support/server";

const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error!.code);

describeBackends("that's not me after the seating", (backend) => {
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

  it("frees the name before the seating, and is refused once the student has been seated", async (ctx) => {
    if (servers === null) return ctx.skip();
    const c = unwrap(
      await teacherApi.createClass({
        body: { game: "take-or-pay", tableSize: 3, roster: ["Ann", "Bo", "Cy"] },
      }),
    );
    const teacher = { id: c.classId, token: c.teacherToken };
    const dashboard = async () => unwrap(await teacherApi.classDashboard(teacher));
    const join = async (name: string) =>
      unwrap(await studentApi.joinClass({ ref: c.code, body: { name } }));
    // Before the seating: Cy's tap frees the name.
    const cy = await join("Cy");
    unwrap(await studentApi.notMe({ id: c.classId, token: cy.studentToken }));
    expect((await dashboard()).missing).toEqual(["Ann", "Bo", "Cy"]);

    const ann = await join("Ann");
    await join("Bo");
    unwrap(
      await teacherApi.seatClass({
        ...teacher,
        body: { mode: "random", seed: "n", botLevel: "random" },
      }),
    );
    const notMe = () => studentApi.notMe({ id: c.classId, token: ann.studentToken });
    const facts = async () => {
      const d = await dashboard();
      return { students: d.students.map((s) => [s.name, s.status]), missing: d.missing };
    };
    // Seated: refused, nothing changed.
    const seated = await facts();
    expect(code(await notMe())).toBe("ERR_HAS_PLAYED");
    expect(await facts()).toEqual(seated);
    // Between games (everyone waits again): still refused; Ann's token still works.
    unwrap(await teacherApi.nextGame({ ...teacher, body: {} }));
    const between = await facts();
    expect(between.students).toEqual([
      ["Ann", "waiting"],
      ["Bo", "waiting"],
    ]);
    expect(code(await notMe())).toBe("ERR_HAS_PLAYED");
    expect(await facts()).toEqual(between);
    expect(unwrap(await studentApi.classMe({ id: c.classId, token: ann.studentToken })).name).toBe(
      "Ann",
    );
  });
});
