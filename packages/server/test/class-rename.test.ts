// The teacher renames a student (issue #23, item 5): the new name reaches the student's page,
// their seat at a running table (its players hear it, on the other process too), the finished
// table's record, the leaderboard and the class list's entry. An impersonating name (a
// computer's, another student's in disguise, another name on the list, an open request's), an
// overlong or empty one, an unknown student, a student's token and a lesson over are refused
// with a typed error, and nothing changes. On SQLite and on PostgreSQL + Redis with two
// processes (requests to one, sockets on the other).

import type { ApiResult, ClassDashboard, StudentView } from "@number-games/protocol";
import { LIMITS } from "@number-games/protocol";
import type { TableClient } from "@number-games/protocol/socket-client";
import { afterAll, expect, it } from "vitest";
import { describeBackends, serversFor } from "./support/backends";
import { connectTable } from "./support/connect";
import { RandomPlayer, unwrap, waitFor } from "./support/server";

const failure = (r: ApiResult<unknown>): string =>
  r.ok
    ? "ok"
    : `${r.error.code}${"rule" in r.error && r.error.rule !== undefined ? `:${r.error.rule}` : ""}`;
const names = (d: ClassDashboard) => d.students.map((s) => s.name);

describeBackends("the teacher renames a student", (backend) => {
  const suite = serversFor(backend, { options: { classPushMs: 5 }, env: { BOT_DELAY_MS: "0" } });
  const players: RandomPlayer[] = [];
  const sockets: TableClient[] = [];
  afterAll(() => {
    for (const p of players) p.close();
    for (const s of sockets) s.close();
  });

  it("renames everywhere; impersonating, overlong and misdirected renames change nothing", async (ctx) => {
    if (suite.servers === null) return ctx.skip();
    const [api, other] = [suite.apis[0]!, suite.apis.at(-1)!];
    const socketUrl = suite.servers.urls.at(-1)!;
    const c = unwrap(await api.createClass({ body: { game: "number-line", tableSize: 2 } }));
    const teacher = { id: c.classId, token: c.teacherToken };
    const join = async (name: string) =>
      unwrap(await api.joinClass({ ref: c.code, body: { name } }));
    const [ann, bo, cy] = [await join("Ann"), await join("Bo"), await join("Cy")];
    const rename = (student: string, name: unknown, token = c.teacherToken) =>
      api.renameStudent({ id: c.classId, student, token, body: { name } as { name: string } });
    // Cy's phone hears its own view.
    const phone = await connectTable(socketUrl);
    sockets.push(phone);
    const views: StudentView[] = [];
    phone.onClassStudent((v) => views.push(v));
    const joined = await phone.joinClass(c.classId, cy.studentToken);
    expect(joined.ok).toBe(true);

    // Refused, each with its code; nothing changed.
    const before = unwrap(await api.classDashboard(teacher));
    const refusals = [
      await rename(ann.studentId, "Bot (expert)"),
      await rename(ann.studentId, "电脑（专家）"),
      await rename(ann.studentId, "C0mputer 2"),
      await rename(ann.studentId, "x".repeat(LIMITS.maxNameLength + 1)),
      await rename(ann.studentId, "   "),
      await rename(ann.studentId, "bo"),
      await rename(ann.studentId, "Ｂｏ"),
      await rename(ann.studentId, "B\u200bo"),
      await rename(ann.studentId, 5),
      await rename(`s${"a".repeat(24)}`, "Anna"),
      await rename(ann.studentId, "Anna", bo.studentToken),
      await rename(ann.studentId, "Anna", "not-a-token"),
    ];
    expect(refusals.map(failure)).toEqual([
      "ERR_BAD_NAME:bot",
      "ERR_BAD_NAME:bot",
      "ERR_BAD_NAME:bot",
      "ERR_BAD_NAME:too-long",
      "ERR_BAD_NAME:empty",
      "ERR_NAME_TAKEN",
      "ERR_NAME_TAKEN",
      "ERR_BAD_NAME:control",
      expect.stringMatching(/^ERR_MALFORMED/),
      "ERR_NOT_FOUND",
      "ERR_WRONG_ROLE",
      expect.stringMatching(/^ERR_UNAUTHORIZED/),
    ]);
    const after = unwrap(await api.classDashboard(teacher));
    expect(after.students).toEqual(before.students);
    expect(unwrap(await other.classMe({ id: c.classId, token: ann.studentToken })).name).toBe(
      "Ann",
    );

    // Cy becomes Cyrus while waiting: the dashboard, the student's page (pushed, and read
    // from the other process) say so; the old name is free for someone else.
    const cyrus = unwrap(await rename(cy.studentId, "  Cyrus "));
    expect(names(cyrus)).toEqual(["Ann", "Bo", "Cyrus"]);
    expect(unwrap(await other.classMe({ id: c.classId, token: cy.studentToken })).name).toBe(
      "Cyrus",
    );
    await waitFor(() => views.some((v) => v.name === "Cyrus"), "Cy's page to hear Cyrus");
    // A change of case only is a rename too (the name is the student's own).
    expect(names(unwrap(await rename(cy.studentId, "CYRUS")))).toContain("CYRUS");
    expect(names(unwrap(await rename(cy.studentId, "Cyrus")))).toContain("Cyrus");

    // Seated: two tables of two, one with a computer. The students hold their moves.
    const seated = unwrap(
      await api.seatClass({ ...teacher, body: { mode: "random", seed: "n", botLevel: "random" } }),
    );
    const tokenOf = new Map(
      [ann, bo, cy].map((s) => [s.studentId, s.studentToken] as [string, string]),
    );
    const byStudent = new Map<string, RandomPlayer>();
    for (const t of seated.tables) {
      for (const s of t.seats) {
        if (s.studentId === null) continue;
        const p = await RandomPlayer.connect(
          socketUrl,
          t.tableId,
          tokenOf.get(s.studentId)!,
          s.seat + 3,
          { paused: true },
        );
        players.push(p);
        byStudent.set(s.studentId, p);
      }
    }
    const annTable = seated.tables.find((t) => t.seats.some((s) => s.studentId === ann.studentId))!;
    const annSeat = annTable.seats.find((s) => s.studentId === ann.studentId)!.seat;

    // Ann becomes Anna mid-game: her table says so to its players (on the other process) and on
    // the dashboard of either process.
    const anna = unwrap(await rename(ann.studentId, "Anna"));
    expect(anna.tables.find((t) => t.tableId === annTable.tableId)!.seats[annSeat]!.name).toBe(
      "Anna",
    );
    for (const p of players.filter((x) => x.tableId === annTable.tableId)) {
      await waitFor(
        () => p.tables.some((t) => t.seats[annSeat]?.name === "Anna"),
        "the table's players to hear Anna",
      );
    }
    await waitFor(async () => {
      const d = unwrap(await other.classDashboard(teacher));
      return d.tables.find((t) => t.tableId === annTable.tableId)!.seats[annSeat]!.name === "Anna";
    }, "the other process's dashboard to show Anna");
    // Nobody takes a seated student's name either.
    expect(failure(await rename(bo.studentId, "anna"))).toBe("ERR_NAME_TAKEN");

    // Everyone plays to the end; the leaderboard knows Anna, never Ann.
    for (const p of players) {
      p.paused = false;
      p.maybeAct();
    }
    await Promise.all(players.map((p) => p.finished));
    await waitFor(async () => {
      const d = unwrap(await api.classDashboard(teacher));
      return d.tables.every((t) => t.status === "finished");
    }, "every table to finish");
    const board = unwrap(await api.leaderboard(teacher));
    expect(board.entries.map((e) => e.name).sort()).toEqual(["Anna", "Bo", "Cyrus"]);

    // After the game: Bo becomes Bob on the leaderboard and in the finished table's record.
    unwrap(await rename(bo.studentId, "Bob"));
    const board2 = unwrap(await other.leaderboard(teacher));
    expect(board2.entries.map((e) => e.name).sort()).toEqual(["Anna", "Bob", "Cyrus"]);
    expect(board2.entries.map((e) => e.points)).toEqual(board.entries.map((e) => e.points));
    const boTable = seated.tables.find((t) => t.seats.some((s) => s.studentId === bo.studentId))!;
    const stored = (await suite.servers.store.getTable(boTable.tableId))!;
    expect(stored.seats.map((s) => (s.kind === "human" ? s.name : "bot"))).toContain("Bob");

    // The lesson over: nothing changes any more.
    unwrap(await api.endClass({ ...teacher, body: { lesson: true } }));
    expect(failure(await rename(bo.studentId, "Bobby"))).toBe("ERR_CLASS_ENDED");
    expect(names(unwrap(await api.classDashboard(teacher)))).toEqual(["Anna", "Bob", "Cyrus"]);
    for (const p of players) expect(p.errors).toEqual([]);
  });

  it("with a class list: the student's entry follows; another list name or request is refused", async (ctx) => {
    if (suite.servers === null) return ctx.skip();
    const api = suite.apis[0]!;
    const c = unwrap(
      await api.createClass({
        body: { game: "take-or-pay", tableSize: 3, roster: ["Dee", "Eve"] },
      }),
    );
    const teacher = { id: c.classId, token: c.teacherToken };
    const dee = unwrap(await api.joinClass({ ref: c.code, body: { name: "Dee" } }));
    unwrap(await api.askToJoin({ ref: c.code, body: { name: "Zed" } }));
    const rename = (name: string) =>
      api.renameStudent({ ...teacher, student: dee.studentId, body: { name } });
    const before = unwrap(await api.classDashboard(teacher));
    // Eve is on the list (not joined yet), Zed is asking: neither name may be taken.
    expect([await rename("eve"), await rename("ZED")].map(failure)).toEqual([
      "ERR_NAME_TAKEN",
      "ERR_NAME_TAKEN",
    ]);
    expect(unwrap(await api.classDashboard(teacher))).toEqual(before);

    const dina = unwrap(await rename("Dina"));
    expect(names(dina)).toEqual(["Dina"]);
    expect(dina.missing).toEqual(["Eve"]);
    const info = unwrap(await suite.apis.at(-1)!.getClass({ ref: c.code }));
    expect(info.roster).toEqual([
      { name: "Dina", taken: true },
      { name: "Eve", taken: false },
    ]);
    // Dee is free on the list no more: nobody can claim the old name.
    expect(failure(await api.joinClass({ ref: c.code, body: { name: "Dee" } }))).toBe(
      "ERR_NOT_ON_ROSTER",
    );
  });

  it("a rename and a join racing for one name (on two processes): exactly one gets it", async (ctx) => {
    if (suite.servers === null) return ctx.skip();
    const [api, other] = [suite.apis[0]!, suite.apis.at(-1)!];
    const c = unwrap(await api.createClass({ body: { game: "number-line", tableSize: 2 } }));
    const teacher = { id: c.classId, token: c.teacherToken };
    const ann = unwrap(await api.joinClass({ ref: c.code, body: { name: "Ann" } }));
    let students = 1;
    for (const name of ["Zoe", "Yan", "Xu"]) {
      const [renamed, joined] = await Promise.all([
        api.renameStudent({ ...teacher, student: ann.studentId, body: { name } }),
        other.joinClass({ ref: c.code, body: { name: name.toUpperCase() } }),
      ]);
      expect([renamed, joined].map(failure).sort(), name).toEqual(["ERR_NAME_TAKEN", "ok"]);
      const d = unwrap(await api.classDashboard(teacher));
      expect(d.students.filter((s) => s.name.toLowerCase() === name.toLowerCase())).toHaveLength(1);
      if (joined.ok) students++;
      expect(d.students).toHaveLength(students);
    }
  });
});
