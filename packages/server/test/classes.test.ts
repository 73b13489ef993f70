// Classes over HTTP and socket.io (issue #16): create, join (names, roster, roles, limits),
// seating (random and groups, bots, late joiners, released seats), pause and resume, end,
// next game, the leaderboard and its CSV. Each refusal is a typed error that changes nothing.

import type { ApiClient, StudentView } from "@number-games/protocol";
import { createApiClient } from "@number-games/protocol";
import type { TableClient } from "@number-games/protocol/socket-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectTable } from "./support/connect";
import type { TestServer } from "./support/server";
import { startTestServer, unwrap, waitFor } from "./support/server";

let server: TestServer;
let api: ApiClient;
const sockets: TableClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ classPushMs: 5 });
  api = createApiClient(server.url);
});
afterAll(async () => {
  for (const s of sockets) s.close();
  await server.stop();
});

async function newClass(body: Parameters<ApiClient["createClass"]>[0]["body"]) {
  return unwrap(await api.createClass({ body }));
}

async function join(code: string, name: string) {
  return unwrap(await api.joinClass({ ref: code, body: { name } }));
}

/** A student's class socket, recording every view pushed to it. */
async function studentSocket(classId: string, token: string) {
  const client = await connectTable(server.url);
  sockets.push(client);
  const views: StudentView[] = [];
  client.onClassStudent((v) => views.push(v));
  const reply = await client.joinClass(classId, token);
  if (!reply.ok) throw new Error(JSON.stringify(reply.error));
  return { client, views };
}

describe("creating and joining", () => {
  it("creates a class; students join by code; the dashboard lists them", async () => {
    const c = await newClass({ game: "take-or-pay", tableSize: 4 });
    expect(c.code).toMatch(/^[2-9A-Z]{10}$/);
    expect(c.dashboard.class).toMatchObject({ status: "open", round: 1, seated: false });
    const ann = await join(c.code.toLowerCase(), " Ann ");
    expect(ann.student).toMatchObject({ name: "Ann", status: "waiting", table: null });
    await join(c.code, "Bo");
    const dash = unwrap(await api.classDashboard({ id: c.classId, token: c.teacherToken }));
    expect(dash.students.map((s) => s.name)).toEqual(["Ann", "Bo"]);
    const info = unwrap(await api.getClass({ ref: c.code }));
    expect(info).toMatchObject({ id: c.classId, students: 2, roster: null });
  });

  it("refuses bad joins with a typed error and changes nothing", async () => {
    const c = await newClass({ game: "number-line" });
    await join(c.code, "Ann");
    const tries = [
      [await api.joinClass({ ref: c.code, body: { name: "ANN" } }), "ERR_NAME_TAKEN"],
      [await api.joinClass({ ref: c.code, body: { name: "x".repeat(33) } }), "ERR_BAD_NAME"],
      [await api.joinClass({ ref: c.code, body: { name: "Bot (easy)" } }), "ERR_BAD_NAME"],
      [await api.joinClass({ ref: "ZZZZZZZZZZ", body: { name: "Cy" } }), "ERR_NOT_FOUND"],
      [await api.joinClass({ ref: "nonsense", body: { name: "Cy" } }), "ERR_NOT_FOUND"],
    ] as const;
    for (const [r, code] of tries) {
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe(code);
    }
    expect(unwrap(await api.getClass({ ref: c.code })).students).toBe(1);
  });

  it("refuses a config with players or one the game rejects", async () => {
    for (const body of [
      { game: "take-or-pay" as const, config: { players: 4 } },
      { game: "take-or-pay" as const, tableSize: 2 },
      { game: "take-or-pay" as const, config: { preset: "nope" } },
    ]) {
      const r = await api.createClass({ body });
      expect(r.ok ? "ok" : r.error.code).toBe("ERR_CONFIG");
    }
  });

  it("with a roster: students pick a listed name; the dashboard shows who is missing", async () => {
    const c = await newClass({ game: "number-line", roster: ["Ann", "Bo", "Cy"] });
    const a = await join(c.code, "ann");
    expect(a.student.name).toBe("Ann");
    const notListed = await api.joinClass({ ref: c.code, body: { name: "Dee" } });
    expect(notListed.ok ? "ok" : notListed.error.code).toBe("ERR_NOT_ON_ROSTER");
    const again = await api.joinClass({ ref: c.code, body: { name: "Ann" } });
    expect(again.ok ? "ok" : again.error.code).toBe("ERR_NAME_TAKEN");
    const info = unwrap(await api.getClass({ ref: c.code }));
    expect(info.roster).toEqual([
      { name: "Ann", taken: true },
      { name: "Bo", taken: false },
      { name: "Cy", taken: false },
    ]);
    const dash = unwrap(await api.classDashboard({ id: c.classId, token: c.teacherToken }));
    expect(dash.missing).toEqual(["Bo", "Cy"]);
  });

  it("tells the roles apart: each token only on its own routes", async () => {
    const c = await newClass({ game: "number-line" });
    const s = await join(c.code, "Ann");
    const asStudent = await api.classMe({ id: c.classId, token: c.teacherToken });
    expect(asStudent.ok ? "ok" : asStudent.error.code).toBe("ERR_WRONG_ROLE");
    const asTeacher = await api.classDashboard({ id: c.classId, token: s.studentToken });
    expect(asTeacher.ok ? "ok" : asTeacher.error.code).toBe("ERR_WRONG_ROLE");
    const pause = await api.pauseClass({ id: c.classId, token: s.studentToken });
    expect(pause.ok ? "ok" : pause.error.code).toBe("ERR_WRONG_ROLE");
    const stranger = await api.classMe({ id: c.classId, token: "x".repeat(43) });
    expect(stranger.ok ? "ok" : stranger.error.code).toBe("ERR_UNAUTHORIZED");
    const other = await newClass({ game: "number-line" });
    const elsewhere = await api.classMe({ id: other.classId, token: s.studentToken });
    expect(elsewhere.ok ? "ok" : elsewhere.error.code).toBe("ERR_UNAUTHORIZED");
    expect(unwrap(await api.classMe({ id: c.classId, token: s.studentToken })).name).toBe("Ann");
  });

  it("a finished class takes no joins", async () => {
    const c = await newClass({ game: "number-line" });
    unwrap(await api.endClass({ id: c.classId, token: c.teacherToken, body: { lesson: true } }));
    const r = await api.joinClass({ ref: c.code, body: { name: "Ann" } });
    expect(r.ok ? "ok" : r.error.code).toBe("ERR_CLASS_ENDED");
    expect(unwrap(await api.getClass({ ref: c.code })).students).toBe(0);
  });

  it("changes the learning settings; every student's page hears it", async () => {
    const c = await newClass({ game: "take-or-pay", settings: { hintLanguage: "zh" } });
    expect(c.dashboard.class.settings).toEqual({ pinyin: true, arabic: true, hintLanguage: "zh" });
    const s = await join(c.code, "Ann");
    expect(s.student.settings.hintLanguage).toBe("zh");
    const { views } = await studentSocket(c.classId, s.studentToken);
    const bad = await api.classSettings({
      id: c.classId,
      token: c.teacherToken,
      body: { hintLanguage: "fr" as "en" },
    });
    expect(bad.ok ? "ok" : bad.error.code).toBe("ERR_MALFORMED");
    const d = unwrap(
      await api.classSettings({ id: c.classId, token: c.teacherToken, body: { pinyin: false } }),
    );
    expect(d.class.settings).toEqual({ pinyin: false, arabic: true, hintLanguage: "zh" });
    await waitFor(() => views.at(-1)?.settings.pinyin === false, "the new settings pushed");
    expect(unwrap(await api.classMe({ id: c.classId, token: s.studentToken })).settings).toEqual(
      d.class.settings,
    );
  });

  it("reports warm-up progress to the dashboard", async () => {
    const c = await newClass({ game: "take-or-pay" });
    const s = await join(c.code, "Ann");
    const bad = await api.classWarmup({
      id: c.classId,
      token: s.studentToken,
      body: { score: 5, total: 4 },
    });
    expect(bad.ok ? "ok" : bad.error.code).toBe("ERR_MALFORMED");
    const v = unwrap(
      await api.classWarmup({
        id: c.classId,
        token: s.studentToken,
        body: { score: 30, total: 36 },
      }),
    );
    expect(v.warmup).toMatchObject({ score: 30, total: 36 });
    const dash = unwrap(await api.classDashboard({ id: c.classId, token: c.teacherToken }));
    expect(dash.students[0]!.warmup).toMatchObject({ score: 30, total: 36 });
  });
});

describe("seating and running the lesson", () => {
  it("seats a random split; each student learns its table and plays with its token", async () => {
    const c = await newClass({ game: "take-or-pay", tableSize: 4 });
    const students = [];
    for (const name of ["Ann", "Bo", "Cy", "Dee", "Eve", "Fay", "Gus"]) {
      const s = await join(c.code, name);
      students.push({ ...s, ...(await studentSocket(c.classId, s.studentToken)) });
    }
    const teacher = await connectTable(server.url);
    sockets.push(teacher);
    const pushes: unknown[] = [];
    teacher.onClassDashboard((d) => pushes.push(d));
    const sub = await teacher.joinClass(c.classId, c.teacherToken);
    expect(sub.ok && sub.role).toBe("teacher");

    const dash = unwrap(
      await api.seatClass({
        id: c.classId,
        token: c.teacherToken,
        body: { mode: "random", seed: "lesson-1" },
      }),
    );
    expect(dash.tables.map((t) => t.seats.length)).toEqual([4, 3]);
    expect(dash.students.every((s) => s.status === "seated")).toBe(true);
    // The same seed and students give the same split.
    const groups = dash.tables.map((t) => t.seats.map((s) => s.name));
    expect(new Set(groups.flat()).size).toBe(7);
    for (const s of students) {
      await waitFor(() => s.views.some((v) => v.status === "seated"), `${s.student.name} seated`);
      const me = unwrap(await api.classMe({ id: c.classId, token: s.studentToken }));
      expect(me.table).toEqual(s.views.at(-1)!.table);
    }
    await waitFor(() => pushes.length > 0, "a dashboard push");

    // Seat twice: refused.
    const again = await api.seatClass({
      id: c.classId,
      token: c.teacherToken,
      body: { mode: "random" },
    });
    expect(ruleOf(again)).toBe("already-seated");

    // A seated student plays with the student token as the seat token.
    const first = students[0]!;
    const seat = first.views.at(-1)!.table!;
    const joined = await first.client.join(seat.tableId, { seatToken: first.studentToken });
    expect(joined.ok && joined.seat).toBe(seat.seat);

    // The teacher watches a class table as a spectator; a stranger may not.
    const watch = await teacher.join(seat.tableId, { spectate: true, token: c.teacherToken });
    expect(watch.ok && watch.seat).toBe(null);
    const stranger = await connectTable(server.url);
    sockets.push(stranger);
    const refused = await stranger.join(seat.tableId, { spectate: true });
    expect(refused.ok ? "ok" : refused.error.code).toBe("ERR_PRIVATE_TABLE");
  });

  it("seats the teacher's groups with bots; late joiners wait and are seated later", async () => {
    const c = await newClass({ game: "take-or-pay", tableSize: 4 });
    const ids = [];
    for (const name of ["Ann", "Bo", "Cy", "Dee", "Eve"])
      ids.push((await join(c.code, name)).studentId);
    const tooFew = await api.seatClass({
      id: c.classId,
      token: c.teacherToken,
      body: { mode: "groups", groups: [ids.slice(0, 3), ids.slice(3)] },
    });
    expect(ruleOf(tooFew)).toBe("too-few");
    const dup = await api.seatClass({
      id: c.classId,
      token: c.teacherToken,
      body: { mode: "groups", groups: [ids.slice(0, 3), [ids[0]!]], botLevel: "easy" },
    });
    expect(ruleOf(dup)).toBe("duplicate-student");
    const dash = unwrap(
      await api.seatClass({
        id: c.classId,
        token: c.teacherToken,
        body: { mode: "groups", groups: [ids.slice(0, 3)], botLevel: "random" },
      }),
    );
    expect(dash.tables).toHaveLength(1);
    expect(dash.tables[0]!.seats.map((s) => s.kind)).toEqual(["human", "human", "human", "bot"]);
    expect(dash.students.filter((s) => s.status === "waiting").map((s) => s.name)).toEqual([
      "Dee",
      "Eve",
    ]);
    const late = await join(c.code, "Flo");
    expect(late.student.status).toBe("waiting");
    const more = unwrap(
      await api.seatWaiting({
        id: c.classId,
        token: c.teacherToken,
        body: { to: "new", studentIds: [ids[3]!, ids[4]!, late.studentId] },
      }),
    );
    expect(more.tables.map((t) => t.tableNumber)).toEqual([1, 2]);
    expect(more.students.every((s) => s.status === "seated")).toBe(true);

    // Released: the token stops working, the name is free, the seat opens for another.
    const ann = more.students.find((s) => s.name === "Ann")!;
    const released = unwrap(
      await api.releaseStudent({ id: c.classId, student: ann.id, token: c.teacherToken }),
    );
    expect(released.students.map((s) => s.name)).not.toContain("Ann");
    const table = released.tables.find((t) => t.tableId === ann.table!.tableId)!;
    expect(table.seats[ann.table!.seat]).toMatchObject({ studentId: null, name: null });
    const back = await join(c.code, "Ann");
    const reseated = unwrap(
      await api.seatWaiting({
        id: c.classId,
        token: c.teacherToken,
        body: {
          to: "open",
          studentId: back.studentId,
          tableId: table.tableId,
          seat: ann.table!.seat,
        },
      }),
    );
    expect(reseated.students.find((s) => s.name === "Ann")!.table).toMatchObject({
      tableId: table.tableId,
      seat: ann.table!.seat,
    });
    const taken = await api.seatWaiting({
      id: c.classId,
      token: c.teacherToken,
      body: { to: "open", studentId: back.studentId, tableId: table.tableId, seat: 0 },
    });
    expect(taken.ok ? "ok" : taken.error.code).toBe("ERR_BAD_SEATING");
  });

  it("pauses (moves refused, clocks stop), resumes, ends, starts the next game", async () => {
    const c = await newClass({ game: "number-line", tableSize: 2 });
    const a = await join(c.code, "Ann");
    const b = await join(c.code, "Bo");
    const dash = unwrap(
      await api.seatClass({
        id: c.classId,
        token: c.teacherToken,
        body: { mode: "random", seed: "x" },
      }),
    );
    const t = dash.tables[0]!;
    const players = await Promise.all(
      [a, b].map(async (s) => {
        const client = await connectTable(server.url);
        sockets.push(client);
        const frames: { seq: number; legal: readonly unknown[] }[] = [];
        client.onFrame((f) => frames.push({ seq: f.seq, legal: f.observation.legal }));
        unwrap(await client.join(t.tableId, { seatToken: s.studentToken }).then(okOf));
        return { client, frames };
      }),
    );
    const toAct = async () => {
      await waitFor(() => players.some((p) => (p.frames.at(-1)?.legal.length ?? 0) > 0), "a turn");
      return players.find((p) => (p.frames.at(-1)?.legal.length ?? 0) > 0)!;
    };
    const p = await toAct();
    const paused = unwrap(await api.pauseClass({ id: c.classId, token: c.teacherToken }));
    expect(paused.class.paused).toBe(true);
    expect(paused.tables[0]!.paused).toBe(true);
    const f = p.frames.at(-1)!;
    const refused = await p.client.act(t.tableId, f.seq, f.legal[0]);
    expect(refused.ok ? "ok" : refused.error.code).toBe("ERR_PAUSED");
    expect(
      unwrap(await api.classDashboard({ id: c.classId, token: c.teacherToken })).tables[0]!.seq,
    ).toBe(f.seq);
    unwrap(await api.resumeClass({ id: c.classId, token: c.teacherToken }));
    const accepted = await p.client.act(t.tableId, f.seq, f.legal[0]);
    expect(accepted.ok).toBe(true);

    const ended = unwrap(await api.endClass({ id: c.classId, token: c.teacherToken, body: {} }));
    expect(ended.tables[0]!.status).toBe("stopped");
    const late = await p.client.act(t.tableId, f.seq + 1, f.legal[0]);
    expect(late.ok ? "ok" : late.error.code).toBe("ERR_GAME_OVER");

    const next = unwrap(
      await api.nextGame({ id: c.classId, token: c.teacherToken, body: { game: "magic-numbers" } }),
    );
    expect(next.class).toMatchObject({ round: 2, seated: false, game: "magic-numbers" });
    expect(next.tables).toEqual([]);
    expect(next.students.every((s) => s.status === "waiting")).toBe(true);
    const board = unwrap(await api.leaderboard({ id: c.classId, token: c.teacherToken }));
    // A stopped game wins nothing for anybody, but its players stay on the board.
    expect(board.entries.map((e) => [e.name, e.games, e.wins, e.stopped]).sort()).toEqual([
      ["Ann", 0, 0, 1],
      ["Bo", 0, 0, 1],
    ]);
  });
});

describe("releasing a student", () => {
  it("tells the student, evicts it from its table, and its token no longer works", async () => {
    const c = await newClass({ game: "number-line", tableSize: 2 });
    const a = await join(c.code, "Ann");
    await join(c.code, "Bo");
    const { client, views } = await studentSocket(c.classId, a.studentToken);
    unwrap(await api.seatClass({ id: c.classId, token: c.teacherToken, body: { mode: "random" } }));
    await waitFor(() => views.some((v) => v.table !== null), "seated");
    const table = views.at(-1)!.table!;
    const evicted: unknown[] = [];
    client.onEvicted((e) => evicted.push(e));
    const joined = await client.join(table.tableId, { seatToken: a.studentToken });
    expect(joined.ok).toBe(true);
    // Reconnecting with the token (another device, a reload) gets the seat back.
    const again = await connectTable(server.url);
    sockets.push(again);
    const back = await again.joinClass(c.classId, a.studentToken);
    expect(back.ok && back.role === "student" && back.student.table).toEqual(table);

    unwrap(
      await api.releaseStudent({ id: c.classId, student: a.studentId, token: c.teacherToken }),
    );
    await waitFor(() => views.at(-1)?.status === "released", "the release pushed");
    await waitFor(() => evicted.length === 1, "evicted from the table");
    expect(evicted[0]).toEqual({ tableId: table.tableId, seat: table.seat, reason: "released" });
    const me = await api.classMe({ id: c.classId, token: a.studentToken });
    expect(me.ok ? "ok" : me.error.code).toBe("ERR_UNAUTHORIZED");
    const rejoin = await client.join(table.tableId, { seatToken: a.studentToken });
    expect(rejoin.ok ? "ok" : rejoin.error.code).toBe("ERR_UNAUTHORIZED");
    const sub = await client.joinClass(c.classId, a.studentToken);
    expect(sub.ok ? "ok" : sub.error.code).toBe("ERR_UNAUTHORIZED");
  });
});

describe("limits", () => {
  it("refuses too many joins from one address and adds nobody", async () => {
    const small = await startTestServer({ classJoinsPerMinute: 3 });
    try {
      const client = createApiClient(small.url);
      const c = unwrap(await client.createClass({ body: { game: "number-line" } }));
      for (const name of ["A1", "A2", "A3"])
        unwrap(await client.joinClass({ ref: c.code, body: { name } }));
      const r = await client.joinClass({ ref: c.code, body: { name: "A4" } });
      expect(r.ok ? "ok" : r.error.code).toBe("ERR_RATE_LIMITED");
      expect(unwrap(await client.getClass({ ref: c.code })).students).toBe(3);
    } finally {
      await small.stop();
    }
  });
});

function okOf<T extends { ok: boolean }>(r: T) {
  return r.ok ? { ok: true as const, value: r } : { ok: false as const, error: r };
}

function ruleOf(r: { ok: true } | { ok: false; error: { code: string; rule?: string } }) {
  return r.ok ? "ok" : `${r.error.code}:${r.error.rule ?? ""}`.replace("ERR_BAD_SEATING:", "");
}
