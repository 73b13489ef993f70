// The class leaderboard, its CSV and the students' podium over HTTP and socket.io (issue #23,
// item 7; the rule: class-points.test.ts): a game played to its end gives each student the
// points of their place at the table, a computer included; the podium reaches every student
// connection once tables are over; a stopped game scores nothing; the CSV route answers
// UTF-8 with a byte-order mark, named for the class and the lesson's date, with each student's
// figures from the lesson report once it is complete. On SQLite and on
// PostgreSQL + Redis with two processes (requests to one, sockets on the other).

import type { ClassPodium, StudentView } from "@number-games/protocol";
import { LEADERBOARD_CSV_COLUMNS, LESSON_REPORT_CSV_COLUMNS } from "@number-games/protocol";
import type { TableClient } from "@number-games/protocol/socket-client";
import { afterAll, expect, it } from "vitest";
import { tablePlaces } from "../src/classes/leaderboard";
import { describeBackends, serversFor } from "./support/backends";
import { connectTable } from "./support/connect";
import { RandomPlayer, unwrap, waitFor, waitForValue } from "./support/server";

describeBackends("the leaderboard and the podium", (backend) => {
  const suite = serversFor(backend, { options: { classPushMs: 5 }, env: { BOT_DELAY_MS: "0" } });
  const players: RandomPlayer[] = [];
  const sockets: TableClient[] = [];
  afterAll(() => {
    for (const p of players) p.close();
    for (const s of sockets) s.close();
  });

  it("points by place, the podium pushed to the students, a stopped game, the CSV", async (ctx) => {
    if (suite.servers === null) return ctx.skip();
    const api = suite.apis[0]!;
    const socketUrl = suite.servers.urls.at(-1)!;
    const c = unwrap(await api.createClass({ body: { game: "number-line", tableSize: 2 } }));
    const teacher = { id: c.classId, token: c.teacherToken };
    const students = [];
    for (const name of ["李明", "Ann", "Bo"])
      students.push(unwrap(await api.joinClass({ ref: c.code, body: { name } })));
    // 李明's phone: the podium as it stands when it subscribes, then the pushes.
    const phone = await connectTable(socketUrl);
    sockets.push(phone);
    const podiums: ClassPodium[] = [];
    const views: StudentView[] = [];
    phone.onClassPodium((p) => podiums.push(p));
    phone.onClassStudent((v) => views.push(v));
    const joined = await phone.joinClass(c.classId, students[0]!.studentToken);
    if (!joined.ok || joined.role !== "student") throw new Error("not a student");
    // Before any game is over: no places, nothing over.
    expect(joined.podium).toEqual({
      classId: c.classId,
      round: 1,
      finishedGames: 0,
      over: [],
      playing: 0,
      places: [],
    });
    const board0 = unwrap(await api.leaderboard(teacher));
    expect(board0).toMatchObject({ finishedGames: 0, stoppedGames: 0, entries: [] });

    // Two tables of two: one filled with a computer. Everyone plays at random to the end.
    const seated = unwrap(
      await api.seatClass({ ...teacher, body: { mode: "random", seed: "s", botLevel: "random" } }),
    );
    expect(seated.tables).toHaveLength(2);
    const tokenOf = new Map(students.map((s) => [s.studentId, s.studentToken]));
    for (const t of seated.tables) {
      for (const s of t.seats) {
        if (s.studentId === null) continue;
        players.push(
          await RandomPlayer.connect(socketUrl, t.tableId, tokenOf.get(s.studentId)!, s.seat + 7),
        );
      }
    }
    await Promise.all(players.map((p) => p.finished));
    const dash = unwrap(await api.classDashboard(teacher));
    expect(dash.tables.map((t) => t.status)).toEqual(["finished", "finished"]);

    // The board: each student's place among all the table's players, computer included.
    const board = unwrap(await api.leaderboard(teacher));
    expect(board).toMatchObject({ code: c.code, finishedGames: 2, stoppedGames: 0 });
    expect(board.entries).toHaveLength(3);
    for (const t of dash.tables) {
      const places = tablePlaces(t.game, t.result!);
      for (const s of t.seats) {
        if (s.studentId === null) continue;
        const e = board.entries.find((x) => x.studentId === s.studentId)!;
        expect(e.results).toEqual([
          expect.objectContaining({
            round: 1,
            tableNumber: t.tableNumber,
            seat: s.seat,
            status: "finished",
            score: t.result!.scores[s.seat],
            place: places[s.seat],
            points: [3, 2, 1][places[s.seat]! - 1] ?? 0,
          }),
        ]);
        expect(e.points).toBe(e.results[0]!.points);
      }
    }
    // The podium reaches 李明's phone: every table over, the board's top ranks.
    const expected = board.entries
      .filter((e) => e.rank <= 3 && e.points > 0)
      .map((e) => ({ rank: e.rank, name: e.name, points: e.points }));
    await waitFor(
      () => podiums.at(-1)?.finishedGames === 2 && podiums.at(-1)?.playing === 0,
      "the podium pushed",
    );
    expect(podiums.at(-1)).toEqual({
      classId: c.classId,
      round: 1,
      finishedGames: 2,
      over: [1, 2],
      playing: 0,
      places: expected,
    });
    expect(expected.length).toBeGreaterThan(0);

    // The CSV as a browser downloads it: bytes, name, columns, 李明 intact, and the lesson
    // report's columns (asked of the process the CSV is asked of: reviews are kept per process).
    const report = await waitForValue(async () => {
      const r = unwrap(await api.classReport(teacher));
      return r.status.state === "ready" ? r : undefined;
    }, "the lesson report to be complete");
    const res = await fetch(`${suite.servers.urls[0]}/api/classes/${c.classId}/leaderboard.csv`, {
      headers: { authorization: `Bearer ${c.teacherToken}` },
    });
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    const date = (await suite.servers.store.getClass(c.classId))!.createdAt.slice(0, 10);
    expect(res.headers.get("content-disposition")).toBe(
      `attachment; filename="class-${c.code}-${date}.csv"`,
    );
    const bytes = Buffer.from(await res.arrayBuffer());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = bytes
      .subarray(3)
      .toString("utf8")
      .split("\r\n")
      .filter((l) => l !== "")
      .map((l) => l.split(","));
    expect(rows[0]).toEqual([...LEADERBOARD_CSV_COLUMNS, ...LESSON_REPORT_CSV_COLUMNS]);
    expect(rows).toHaveLength(4);
    const li = rows.find((r) => r[1] === "李明")!;
    const liEntry = board.entries.find((e) => e.name === "李明")!;
    const liReport = report.students.find((s) => s.name === "李明")!;
    expect(liReport.decisions).toBeGreaterThan(0);
    expect(li.slice(LEADERBOARD_CSV_COLUMNS.length)).toEqual([
      String(liReport.decisions),
      String(Math.round(liReport.goodShare! * 100)),
      String(liReport.mistakes),
      // No warm-up done: empty.
      "",
      "",
    ]);
    expect(li.slice(0, LEADERBOARD_CSV_COLUMNS.length).map(String)).toEqual([
      String(liEntry.rank),
      "李明",
      String(liEntry.points),
      "1",
      li[4]!,
      li[5]!,
      "number-line",
      String(liEntry.results[0]!.tableNumber),
      String(liEntry.results[0]!.seat + 1),
      "finished",
      String(liEntry.results[0]!.score),
      String(liEntry.results[0]!.place),
      String(liEntry.results[0]!.points),
    ]);
    expect(li[4]).toMatch(/^\d{4}-\d\d-\d\d$/);
    expect(li[5]).toMatch(/^\d\d:\d\d$/);

    // Game 2, stopped by the teacher: no points for anybody, counted as stopped; the podium
    // follows (this game's tables over, the same places). Bo, released meanwhile, hears no
    // more of the class.
    const boPhone = await connectTable(socketUrl);
    sockets.push(boPhone);
    const boPodiums: ClassPodium[] = [];
    boPhone.onClassPodium((p) => boPodiums.push(p));
    expect((await boPhone.joinClass(c.classId, students[2]!.studentToken)).ok).toBe(true);
    unwrap(await api.nextGame({ ...teacher, body: {} }));
    unwrap(await api.seatClass({ ...teacher, body: { mode: "random", botLevel: "random" } }));
    await waitFor(() => views.at(-1)?.round === 2 && views.at(-1)?.table !== null, "seated again");
    unwrap(await api.releaseStudent({ ...teacher, student: students[2]!.studentId }));
    unwrap(await api.endClass({ ...teacher, body: {} }));
    await waitFor(
      () => podiums.at(-1)?.round === 2 && podiums.at(-1)?.playing === 0,
      "the podium of game 2",
    );
    expect(podiums.at(-1)).toMatchObject({ finishedGames: 2, over: [1, 2], places: expected });
    expect(boPodiums.filter((p) => p.round === 2)).toEqual([]);
    const after = unwrap(await api.leaderboard(teacher));
    expect(after).toMatchObject({ finishedGames: 2, stoppedGames: 2 });
    for (const e of after.entries) {
      const before = board.entries.find((x) => x.name === e.name)!;
      expect([e.points, e.stopped, e.results.length]).toEqual([before.points, 1, 2]);
      expect(e.results[1]).toMatchObject({ round: 2, status: "stopped", points: 0, place: null });
    }
  });
});
