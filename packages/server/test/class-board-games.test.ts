// What the leaderboard and its CSV say of each game of the lesson: a student moved to another
// table mid-game has one game for that game of the lesson (the table they were at when it
// ended, not also the one a computer played on for them), and a game's time is when it ended,
// not when its record last changed (a rename or a release after the end changes the seats of
// the finished table, not its end). On SQLite and on PostgreSQL + Redis with two processes.

import { leaderboardCsv } from "@number-games/protocol";
import { expect, it } from "vitest";
import { describeBackends, serversFor } from "./support/backends";
import { unwrap, waitFor } from "./support/server";

describeBackends("the games on the leaderboard", (backend) => {
  const suite = serversFor(backend, { options: { classPushMs: 5 } });

  it("counts a student moved to another table mid-game once", async (ctx) => {
    if (suite.servers === null) return ctx.skip();
    const [api, other] = [suite.apis[0]!, suite.apis.at(-1)!];
    const c = unwrap(await api.createClass({ body: { game: "number-line", tableSize: 2 } }));
    const teacher = { id: c.classId, token: c.teacherToken };
    const students = [];
    for (const name of ["Ann", "Bo", "Cy", "Dee"])
      students.push(unwrap(await api.joinClass({ ref: c.code, body: { name } })));
    const [ann] = students;
    const seated = unwrap(await api.seatClass({ ...teacher, body: { mode: "random", seed: "m" } }));
    const tableOf = (id: string) => seated.students.find((s) => s.id === id)!.table!;
    const from = tableOf(ann!.studentId);
    // Someone at the other table (Ann's partner is at hers).
    const away = students.find((s) => tableOf(s.studentId).tableId !== from.tableId)!;
    const to = tableOf(away.studentId);
    expect(to.tableId).not.toBe(from.tableId);
    // Ann's seat goes to a computer (kept for her); so does one at the other table, where
    // she then takes over that computer's seat: she plays on at the other table.
    unwrap(await api.handToComputer({ ...teacher, student: ann!.studentId, body: {} }));
    unwrap(await other.handToComputer({ ...teacher, student: away.studentId, body: {} }));
    const moved = unwrap(
      await api.seatWaiting({
        ...teacher,
        body: { to: "open", studentId: ann!.studentId, tableId: to.tableId, seat: to.seat },
      }),
    );
    expect(moved.students.find((s) => s.id === ann!.studentId)!.table?.tableId).toBe(to.tableId);
    unwrap(await other.endClass({ ...teacher, body: { lesson: false } }));

    for (const a of suite.apis) {
      const board = unwrap(await a.leaderboard(teacher));
      const entry = board.entries.find((e) => e.name === "Ann")!;
      // One game of the lesson, one game on Ann's line: the table she was at when it ended.
      expect(entry.results.map((r) => [r.round, r.tableNumber, r.seat])).toEqual([
        [1, to.tableNumber, to.seat],
      ]);
      expect(board.entries.find((e) => e.studentId === away.studentId)).toBeUndefined();
      expect(entry.stopped).toBe(1);
      expect(board.stoppedGames).toBe(2);
      // The others keep their own game; the seat Ann took counts for her, not for its student.
      for (const s of students.filter((x) => x !== ann && x !== away)) {
        expect(board.entries.find((e) => e.studentId === s.studentId)?.results.length).toBe(1);
      }
      expect(
        leaderboardCsv(board)
          .split("\r\n")
          .filter((l) => l.includes(",Ann,")),
      ).toHaveLength(1);
    }
  });

  it("gives a game the time it ended, whatever changes its record after", async (ctx) => {
    if (suite.servers === null) return ctx.skip();
    const [api, other] = [suite.apis[0]!, suite.apis.at(-1)!];
    const c = unwrap(await api.createClass({ body: { game: "number-line", tableSize: 2 } }));
    const teacher = { id: c.classId, token: c.teacherToken };
    const students = [];
    for (const name of ["Ann", "Bo"])
      students.push(unwrap(await api.joinClass({ ref: c.code, body: { name } })));
    unwrap(await api.seatClass({ ...teacher, body: { mode: "random" } }));
    unwrap(await api.endClass({ ...teacher, body: { lesson: false } }));
    const times = async () =>
      unwrap(await other.leaderboard(teacher)).entries.map((e) => e.results[0]!.at);
    const ended = await times();
    expect(ended).toHaveLength(2);
    const end = Date.parse(ended[0]!);
    // Later changes would carry a later time.
    await waitFor(() => Date.now() > end + 1, "the clock to move on");
    // A rename changes the finished table's seat (its record names her so); a release takes
    // the token out of it.
    unwrap(
      await other.renameStudent({
        ...teacher,
        student: students[0]!.studentId,
        body: { name: "Anna" },
      }),
    );
    unwrap(await api.releaseStudent({ ...teacher, student: students[1]!.studentId }));
    const table = (await suite.servers.store.classTables(c.classId))[0]!;
    expect(table.seats.some((s) => s.kind === "human" && s.name === "Anna")).toBe(true);
    expect(await times()).toEqual(ended);
  });
});
