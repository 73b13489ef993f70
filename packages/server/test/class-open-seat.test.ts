// An open seat at a running class table (its student released) whose turn it is would stop the
// table for good: the teacher hands it to a computer player, and the table plays on. Bad
// requests (a student's seat, a computer's, a table of no game of this class, a student's
// token) get typed errors that change nothing. On SQLite and on PostgreSQL + Redis with two
// processes (requests to one, table sockets on the other).

import type { ApiClient } from "@number-games/protocol";
import { createApiClient } from "@number-games/protocol";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Servers } from "./support/backends";
import { describeBackends } from "./support/backends";
import { RandomPlayer, unwrap, waitForValue } from "./support/server";

const failure = (r: { ok: boolean; error?: { code: string; rule?: string } }) =>
  r.ok ? "ok" : `${r.error!.code}:${r.error!.rule ?? ""}`;

describeBackends("an open seat to a computer", (backend) => {
  let servers: Servers | null = null;
  let apis: ApiClient[] = [];
  const players: RandomPlayer[] = [];
  beforeAll(async () => {
    servers = await backend.start({ options: { classPushMs: 5 } });
    apis = servers?.urls.map((u) => createApiClient(u)) ?? [];
  }, 60_000);
  afterAll(async () => {
    for (const p of players) p.close();
    await servers?.stop();
  });

  it("the teacher hands a released student's open seat to a computer; the table plays on", async (ctx) => {
    if (servers === null) return ctx.skip();
    const api = apis[0]!;
    const socketUrl = servers.urls.at(-1)!;
    const c = unwrap(await api.createClass({ body: { game: "take-or-pay", tableSize: 3 } }));
    const teacher = { id: c.classId, token: c.teacherToken };
    const join = async (name: string) =>
      unwrap(await api.joinClass({ ref: c.code, body: { name } }));
    const ann = await join("Ann");
    const bo = await join("Bo");
    const seated = unwrap(
      await api.seatClass({ ...teacher, body: { mode: "random", seed: "o", botLevel: "random" } }),
    );
    const tableId = seated.tables[0]!.tableId;
    const seatOf = (id: string) => seated.students.find((s) => s.id === id)!.table!.seat;
    const annSeat = seatOf(ann.studentId);
    const boSeat = seatOf(bo.studentId);
    const botSeat = seated.tables[0]!.seats.findIndex((s) => s.kind === "bot");
    // Bo is released: his seat opens. Ann plays whenever it is her turn; the table comes to
    // the open seat's turn and stays there.
    unwrap(await api.releaseStudent({ ...teacher, student: bo.studentId }));
    players.push(await RandomPlayer.connect(socketUrl, tableId, ann.studentToken, 1));
    const table = async () => unwrap(await api.classDashboard(teacher)).tables[0]!;
    const stuck = await waitForValue(async () => {
      const tb = await table();
      return tb.toMove === boSeat ? tb : undefined;
    }, "the open seat's turn");
    expect(stuck.seats[boSeat]).toMatchObject({ kind: "human", studentId: null, name: null });

    // Bad requests: typed errors, nothing changed.
    const before = JSON.stringify((await servers.store.getTable(tableId))!.seats);
    const ask = (body: { tableId: string; seat: number }, token = c.teacherToken) =>
      api.openSeatToComputer({ id: c.classId, token, body });
    const refusals = [
      await ask({ tableId, seat: annSeat }),
      await ask({ tableId, seat: botSeat }),
      await ask({ tableId: "t-not-of-this-class", seat: boSeat }),
      await ask({ tableId, seat: boSeat }, ann.studentToken),
    ];
    expect(refusals.map(failure)).toEqual([
      "ERR_BAD_SEATING:seat-not-open",
      "ERR_BAD_SEATING:seat-not-open",
      "ERR_BAD_SEATING:seat-not-open",
      "ERR_WRONG_ROLE:",
    ]);
    expect(JSON.stringify((await servers.store.getTable(tableId))!.seats)).toBe(before);

    // The teacher's "Computer plays this seat": a computer player there, and the game goes on.
    const handed = unwrap(
      await api.openSeatToComputer({
        ...teacher,
        body: { tableId, seat: boSeat, botLevel: "random" },
      }),
    );
    expect(handed.tables[0]!.seats[boSeat]).toMatchObject({ kind: "bot", level: "random" });
    await waitForValue(async () => {
      const tb = await table();
      return tb.moves > stuck.moves ? tb : undefined;
    }, "a move after the open seat's turn");
    // Twice is refused: the seat is a computer's now.
    expect(failure(await ask({ tableId, seat: boSeat }))).toBe("ERR_BAD_SEATING:seat-not-open");
  });
});
