// "Move to this device" (issue #23, item 1): a student whose phone died on their turn, the
// computer playing for them after the grace time, gets back on another device with the
// one-time code the teacher's dashboard shows: the new device holds the student's seat (the
// computer gives it back, as any return) and plays; the old token stops working in the class
// and at the table (ERR_MOVED). Bad codes (malformed, of another class, stale, replaced, replayed) get a
// typed error each and change nothing; of two devices sending one code, one wins. On SQLite
// and on PostgreSQL + Redis with two processes (requests to one, sockets on the other; a
// grace second is 100 ms). Moving between tables between games is the teacher's arrangement
// for the next game (a finished table takes nobody); a move then tells the old connection at
// the new table why it leaves ("moved"). Then refused codes spend from the address's lookup
// budget (SQLite).

import type { ApiClient, ClassDashboard, EvictedEvent } from "@number-games/protocol";
import { createApiClient, MOVE_CODE } from "@number-games/protocol";
import { connectTable } from "@number-games/protocol/socket-client";
import { afterAll, describe, expect, it } from "vitest";
import type { TableStore } from "../src/storage/types";
import type { Servers } from "./support/backends";
import { describeBackends } from "./support/backends";
import { annAndBo, dashSeat, playUntilTurnOf, watcherPool } from "./support/class-lesson";
import type { TestServer } from "./support/server";
import { startTestServer, unwrap, waitFor, waitForValue } from "./support/server";
import { code } from "./support/watcher";

const viewer = watcherPool();
const lesson = (api: ApiClient) => annAndBo(api, "m");

/** What a refused code must leave as it was: the students' tokens, the seats, the codes. */
async function snapshot(store: TableStore, classId: string, tableId: string) {
  const students = (await store.students(classId)).map((s) => [s.id, s.tokenHash]);
  const seats = (await store.getTable(tableId))!.seats;
  const moves = (await store.getClass(classId))!.moves;
  return JSON.stringify({ students, seats, moves });
}

describeBackends("move to this device", (backend) => {
  let servers: Servers | null = null;
  afterAll(async () => {
    await servers?.stop();
  });

  it("the teacher's code takes a student whose phone died back to their seat on another device", async (ctx) => {
    servers = await backend.start({
      env: { CLASS_GRACE_UNIT_MS: "100" },
      options: { graceUnitMs: 100, classPushMs: 5 },
    });
    if (servers === null) return ctx.skip();
    const store = servers.store;
    const api = createApiClient(servers.urls[0]!);
    const socketUrl = servers.urls.at(-1)!;
    const l = await lesson(api);
    unwrap(await api.classGrace({ ...l.teacher, body: { graceSeconds: 10 } }));

    // Ann's phone dies on her turn; after the grace time the computer plays for her.
    const ann = await viewer(socketUrl, l.tableId, l.ann.studentToken);
    const bo = await viewer(socketUrl, l.tableId, l.bo.studentToken);
    await playUntilTurnOf(store, bo, l.tableId, l.annSeat);
    ann.close();
    await waitForValue(async () => {
      const d = unwrap(await api.classDashboard(l.teacher));
      return dashSeat(d, l.annSeat).computerPlays ? d : undefined;
    }, "the computer to play for Ann");

    // The teacher makes Ann's code: 8 characters, 10 minutes.
    const made = unwrap(await api.moveCode({ ...l.teacher, student: l.ann.studentId }));
    expect(made).toMatchObject({ studentId: l.ann.studentId, name: "Ann" });
    expect(made.code).toMatch(new RegExp(`^[A-Z2-9]{${MOVE_CODE.length}}$`));
    const ttl = Date.parse(made.expiresAt) - Date.now();
    expect(ttl).toBeGreaterThan(MOVE_CODE.ttlMs - 60_000);
    expect(ttl).toBeLessThanOrEqual(MOVE_CODE.ttlMs);
    // Only the teacher makes codes, for students of the class.
    expect(
      code(
        await api.moveCode({ id: l.c.classId, token: l.bo.studentToken, student: l.bo.studentId }),
      ),
    ).toBe("ERR_WRONG_ROLE");
    expect(code(await api.moveCode({ ...l.teacher, student: `s${"a".repeat(24)}` }))).toBe(
      "ERR_NOT_FOUND",
    );

    // Bad codes: a typed error each, and nothing changed.
    const other = unwrap(await api.createClass({ body: { game: "number-line", tableSize: 2 } }));
    const cy = unwrap(await api.joinClass({ ref: other.code, body: { name: "Cy" } }));
    const othersCode = unwrap(
      await api.moveCode({ id: other.classId, token: other.teacherToken, student: cy.studentId }),
    ).code;
    const boCode = unwrap(await api.moveCode({ ...l.teacher, student: l.bo.studentId })).code;
    // Bo's code goes stale (its time moved into the past, behind the server's back).
    const row = (await store.getClass(l.c.classId))!;
    const stale = row.moves.map((m) =>
      m.studentId === l.bo.studentId ? { ...m, until: Date.now() - 1 } : m,
    );
    expect(
      await store.updateClass(row.id, row.version, { moves: stale }, Date.now()),
    ).not.toBeNull();
    const before = await snapshot(store, l.c.classId, l.tableId);
    const move = (c: string, ref = l.c.code) => api.moveHere({ ref, body: { code: c } });
    const refusals = [
      await move("AB"),
      await move(`${made.code.slice(0, 7)}!`),
      await move(`${made.code}2`),
      await move(othersCode),
      await move(boCode),
      await move(made.code, "ZZZZZZZZZZ"),
      await api.moveHere({ ref: l.c.code, body: { code: 12345678 as never } }),
    ];
    expect(refusals.map(code)).toEqual([
      "ERR_MALFORMED",
      "ERR_MALFORMED",
      "ERR_MALFORMED",
      "ERR_NOT_FOUND",
      "ERR_CODE_EXPIRED",
      "ERR_NOT_FOUND",
      "ERR_MALFORMED",
    ]);
    expect(await snapshot(store, l.c.classId, l.tableId)).toBe(before);
    expect(unwrap(await api.classMe({ id: l.c.classId, token: l.bo.studentToken })).name).toBe(
      "Bo",
    );
    // A newer code replaces the older: the older is refused, and nothing changed.
    const replaced = unwrap(await api.moveCode({ ...l.teacher, student: l.ann.studentId }));
    const before2 = await snapshot(store, l.c.classId, l.tableId);
    expect(code(await move(made.code))).toBe("ERR_CODE_EXPIRED");
    expect(await snapshot(store, l.c.classId, l.tableId)).toBe(before2);

    // Two new devices send the code at once (with two processes, one to each): one wins.
    const typed = `${replaced.code.slice(0, 4).toLowerCase()} ${replaced.code.slice(4)}`;
    const urls = [servers.urls[0]!, servers.urls.at(-1)!];
    const both = await Promise.all(
      urls.map((u) => createApiClient(u).moveHere({ ref: l.c.code, body: { code: typed } })),
    );
    expect(both.map(code).sort()).toEqual(["ERR_CODE_USED", "ok"]);
    const won = both.find((r) => r.ok)!;
    if (!won.ok) throw new Error("no winner");
    const moved = won.value;
    expect(moved).toMatchObject({ classId: l.c.classId, studentId: l.ann.studentId });
    expect(moved.student).toMatchObject({ name: "Ann", status: "seated" });
    expect(moved.student.table).toMatchObject({ tableId: l.tableId, seat: l.annSeat });

    // The old token works nowhere: not in the class, not at the table (it hears why:
    // class-moved-away.test.ts).
    expect(code(await api.classMe({ id: l.c.classId, token: l.ann.studentToken }))).toBe(
      "ERR_MOVED",
    );
    expect(code(await api.record({ ref: l.tableId, token: l.ann.studentToken }))).not.toBe("ok");
    const oldDevice = await connectTable(socketUrl);
    const refused = await oldDevice.join(l.tableId, { seatToken: l.ann.studentToken });
    oldDevice.close();
    expect(code(refused)).toBe("ERR_MOVED");
    // A replay of the used code changes nothing.
    const before3 = await snapshot(store, l.c.classId, l.tableId);
    expect(code(await move(replaced.code))).toBe("ERR_CODE_USED");
    expect(await snapshot(store, l.c.classId, l.tableId)).toBe(before3);

    // The new device joins the table: the seat is Ann's again (the computer gives it back).
    const back = await viewer(socketUrl, l.tableId, moved.studentToken);
    expect(back.joined).not.toBeNull();
    expect(back.joined!.seat).toBe(l.annSeat);
    const after = await waitForValue(async () => {
      const d = unwrap(await api.classDashboard(l.teacher));
      return dashSeat(d, l.annSeat).computerPlays ? undefined : d;
    }, "the dashboard to give Ann her seat back");
    expect(dashSeat(after, l.annSeat).studentId).toBe(l.ann.studentId);
    expect(after.students.find((s) => s.id === l.ann.studentId)!.table?.seat).toBe(l.annSeat);
    // Her next turn waits for her, and her move is hers.
    await playUntilTurnOf(store, bo, l.tableId, l.annSeat);
    const f = await waitForValue(
      async () =>
        back.frames.at(-1)?.seq === (await store.actions(l.tableId)).length
          ? back.frames.at(-1)
          : undefined,
      "Ann's frame of her turn",
    );
    expect((await back.client.act(l.tableId, f.seq, f.observation.legal[0])).ok).toBe(true);
    expect((await store.actions(l.tableId)).at(-1)).toMatchObject({
      actor: l.annSeat,
      autoplay: null,
    });
    // The other class's code was left alone: it still works there.
    expect(code(await move(othersCode, other.code))).toBe("ok");
  });
});

describeBackends("moving a student to another table between games", (backend) => {
  let servers: Servers | null = null;
  afterAll(async () => {
    await servers?.stop();
  });

  it("the teacher's arrangement for the next game moves a student to another table; a finished table takes nobody", async (ctx) => {
    servers = await backend.start({ options: { classPushMs: 5 } });
    if (servers === null) return ctx.skip();
    const api = createApiClient(servers.urls[0]!);
    const socketUrl = servers.urls.at(-1)!;
    const c = unwrap(await api.createClass({ body: { game: "number-line", tableSize: 2 } }));
    const teacher = { id: c.classId, token: c.teacherToken };
    const s: Record<string, { studentId: string; studentToken: string }> = {};
    for (const name of ["Ann", "Bo", "Cy", "Dee"]) {
      s[name] = unwrap(await api.joinClass({ ref: c.code, body: { name } }));
    }
    const ids = (...names: string[]) => names.map((n) => s[n]!.studentId);
    const names = (d: ClassDashboard) =>
      d.tables.map((t) =>
        t.seats
          .map((x) => x.name)
          .sort()
          .join("+"),
      );
    const first = unwrap(
      await api.seatClass({
        ...teacher,
        body: { mode: "groups", groups: [ids("Ann", "Bo"), ids("Cy", "Dee")] },
      }),
    );
    expect(names(first)).toEqual(["Ann+Bo", "Cy+Dee"]);
    // Game 1 ends (stopped); the next game's tables are the teacher's: Ann moves to Cy's.
    unwrap(await api.endClass({ ...teacher, body: {} }));
    const over = first.tables[0]!.tableId;
    // A finished table takes nobody: not a student who is waiting (Eve, late).
    const eve = unwrap(await api.joinClass({ ref: c.code, body: { name: "Eve" } }));
    const refused = await api.seatWaiting({
      ...teacher,
      body: { to: "open", studentId: eve.studentId, tableId: over, seat: 0 },
    });
    expect(refused).toMatchObject({
      ok: false,
      error: { code: "ERR_BAD_SEATING", rule: "table-over" },
    });
    unwrap(await api.nextGame({ ...teacher, body: {} }));
    const second = unwrap(
      await api.seatClass({
        ...teacher,
        body: { mode: "groups", groups: [ids("Ann", "Cy"), ids("Bo", "Dee")] },
      }),
    );
    expect(second.class.round).toBe(2);
    expect(names(second)).toEqual(["Ann+Cy", "Bo+Dee"]);
    const annTable = second.tables[0]!;
    const me = unwrap(await api.classMe({ id: c.classId, token: s.Ann!.studentToken }));
    expect(me.table).toMatchObject({ tableId: annTable.tableId, tableNumber: 1 });
    // Her token is her seat there (on the other process too).
    const there = await viewer(socketUrl, annTable.tableId, s.Ann!.studentToken);
    expect(there.joined!.seat).toBe(me.table!.seat);
    expect(annTable.seats[me.table!.seat]!.studentId).toBe(s.Ann!.studentId);

    // She moves to another device (the code sent at the class's id): her connection there
    // is told why it leaves the table, and the new token is her seat.
    const evicted: EvictedEvent[] = [];
    there.client.onEvicted((e) => evicted.push(e));
    const made = unwrap(await api.moveCode({ ...teacher, student: s.Ann!.studentId }));
    const moved = unwrap(await api.moveHere({ ref: c.classId, body: { code: made.code } }));
    await waitFor(() => evicted.length > 0, "Ann's old connection to be told");
    expect(evicted).toEqual([{ tableId: annTable.tableId, seat: me.table!.seat, reason: "moved" }]);
    const again = await viewer(socketUrl, annTable.tableId, moved.studentToken);
    expect(again.joined!.seat).toBe(me.table!.seat);
  });
});

describe("move codes and the lookup budget (SQLite)", () => {
  let server: TestServer | null = null;
  afterAll(async () => {
    await server?.stop();
  });

  it("refused codes spend from the address's budget of lookups; then even a right one waits", async () => {
    server = await startTestServer({ codeLookupsPerMinute: 4 });
    const api = createApiClient(server.url);
    const l = await lesson(api);
    const made = unwrap(await api.moveCode({ ...l.teacher, student: l.ann.studentId }));
    // (The lesson's own joins by code spent 0: they were not refused.)
    const wrong = made.code === "22222222" ? "33333333" : "22222222";
    for (let i = 0; i < 4; i++) {
      expect(code(await api.moveHere({ ref: l.c.code, body: { code: wrong } }))).toBe(
        "ERR_NOT_FOUND",
      );
    }
    expect(code(await api.moveHere({ ref: l.c.code, body: { code: made.code } }))).toBe(
      "ERR_RATE_LIMITED",
    );
    // Nothing changed: Ann's token still works.
    expect(unwrap(await api.classMe({ id: l.c.classId, token: l.ann.studentToken })).name).toBe(
      "Ann",
    );
  });
});
