// No one-click damage (issue #23, item 4): "End this game" and "Next game" with unfinished
// tables are held for the undo window, their tables paused; undo puts everything back (the
// class's own pause too), "go on now" stops them at once, and the window's end stops them on
// the first request after it (the test's clock, never real time). The changes that would
// mix with a held stop are refused (ERR_STOPPING); undo with nothing held is
// ERR_NOTHING_TO_UNDO. Stopped tables stay in the lesson's history. On SQLite and on
// PostgreSQL + Redis with two processes (held on one, undone on the other).

import type { ApiClient } from "@number-games/protocol";
import { createApiClient } from "@number-games/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Servers } from "./support/backends";
import { describeBackends } from "./support/backends";
import type { TestServer } from "./support/server";
import { startTestServer, unwrap } from "./support/server";

const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error!.code);

/** A class of Ann and Bo at one table with a computer, playing. */
async function seatedClass(api: ApiClient) {
  const c = unwrap(await api.createClass({ body: { game: "take-or-pay", tableSize: 3 } }));
  const teacher = { id: c.classId, token: c.teacherToken };
  const ann = unwrap(await api.joinClass({ ref: c.code, body: { name: "Ann" } }));
  unwrap(await api.joinClass({ ref: c.code, body: { name: "Bo" } }));
  const seated = unwrap(
    await api.seatClass({ ...teacher, body: { mode: "random", seed: "u", botLevel: "random" } }),
  );
  expect(seated.tables.map((t) => t.status)).toEqual(["playing"]);
  return { c, teacher, ann };
}

describeBackends("undo an end or next game", (backend) => {
  let servers: Servers | null = null;
  let one: ApiClient;
  let other: ApiClient;
  beforeAll(async () => {
    servers = await backend.start({
      options: { classPushMs: 5, classUndoMs: 10_000 },
      env: { CLASS_UNDO_MS: "10000" },
    });
    if (servers === null) return;
    one = createApiClient(servers.urls[0]!);
    other = createApiClient(servers.urls.at(-1)!);
  }, 60_000);
  afterAll(async () => {
    await servers?.stop();
  });

  it("held, refused changes, undone on the other process; then held and gone on at once", async (ctx) => {
    if (servers === null) return ctx.skip();
    const { c, teacher, ann } = await seatedClass(one);
    const held = unwrap(await one.nextGame({ ...teacher, body: {} }));
    expect(held.stopping).toMatchObject({ kind: "next", game: "take-or-pay", tables: [1] });
    expect(held.class).toMatchObject({ round: 1, paused: true });
    expect(held.tables[0]).toMatchObject({ status: "playing", paused: true });
    // The students' pages: the game is paused, not gone.
    const me = unwrap(await other.classMe({ id: c.classId, token: ann.studentToken }));
    expect(me).toMatchObject({ paused: true, round: 1 });
    expect(me.table).not.toBeNull();
    // Changes that would mix with the held stop wait for it.
    const t2 = { id: c.classId, token: c.teacherToken };
    expect(code(await other.pauseClass(t2))).toBe("ERR_STOPPING");
    expect(code(await other.resumeClass(t2))).toBe("ERR_STOPPING");
    expect(code(await other.endClass({ ...t2, body: { lesson: false } }))).toBe("ERR_STOPPING");
    expect(code(await other.nextGame({ ...t2, body: {} }))).toBe("ERR_STOPPING");
    expect(
      code(
        await other.handToComputer({ ...t2, student: ann.studentId, body: { botLevel: "easy" } }),
      ),
    ).toBe("ERR_STOPPING");
    // A student's token cannot undo.
    expect(code(await other.undoStop({ id: c.classId, token: ann.studentToken }))).toBe(
      "ERR_WRONG_ROLE",
    );

    const undone = unwrap(await other.undoStop(t2));
    expect(undone.stopping).toBeNull();
    expect(undone.class).toMatchObject({ round: 1, paused: false });
    expect(undone.tables[0]).toMatchObject({ status: "playing", paused: false });
    expect(code(await one.undoStop(teacher))).toBe("ERR_NOTHING_TO_UNDO");
    expect(code(await one.stopNow(teacher))).toBe("ERR_NOTHING_TO_UNDO");
    // Nothing earlier in the history: the game is still on.
    expect(unwrap(await one.classHistory(teacher)).games).toEqual([]);

    // End this game, then go on at once (from the other process).
    const ending = unwrap(await one.endClass({ ...teacher, body: { lesson: false } }));
    expect(ending.stopping).toMatchObject({ kind: "end", tables: [1] });
    const ended = unwrap(await other.stopNow(t2));
    expect(ended.stopping).toBeNull();
    expect(ended.class).toMatchObject({ round: 1, paused: false });
    expect(ended.tables[0]).toMatchObject({ status: "stopped" });
    expect(code(await other.undoStop(t2))).toBe("ERR_NOTHING_TO_UNDO");
    // Next game now loses nothing: it happens at once, and the stopped table is history.
    const next = unwrap(await one.nextGame({ ...teacher, body: {} }));
    expect(next.stopping).toBeNull();
    expect(next.class).toMatchObject({ round: 2, seated: false });
    const history = unwrap(await other.classHistory(t2));
    expect(history.games).toHaveLength(1);
    expect(history.games[0]).toMatchObject({ round: 1, game: "take-or-pay" });
    const stopped = history.games[0]!.tables[0]!;
    expect(stopped).toMatchObject({ tableNumber: 1, status: "stopped", result: null });
    expect(stopped.seats.map((s) => (s.kind === "bot" ? "bot" : s.name)).sort()).toEqual([
      "Ann",
      "Bo",
      "bot",
    ]);
  });
});

describe("the undo window on the server's clock", () => {
  let server: TestServer;
  let api: ApiClient;
  let clock = Date.now();
  beforeAll(async () => {
    server = await startTestServer({ classPushMs: 5, classUndoMs: 10_000, now: () => clock });
    api = createApiClient(server.url);
  });
  afterAll(async () => {
    await server.stop();
  });

  it("the stop happens on the first request after the window; a paused class stays paused on undo", async () => {
    const { c, teacher, ann } = await seatedClass(api);
    unwrap(await api.nextGame({ ...teacher, body: {} }));
    clock += 9_999;
    expect(unwrap(await api.classDashboard(teacher)).stopping).not.toBeNull();
    clock += 2;
    // A student's request is the first after the window: the next game has begun.
    const me = unwrap(await api.classMe({ id: c.classId, token: ann.studentToken }));
    expect(me).toMatchObject({ round: 2, status: "waiting", paused: false, table: null });
    const d = unwrap(await api.classDashboard(teacher));
    expect(d.stopping).toBeNull();
    expect(d.class).toMatchObject({ round: 2, seated: false });
    expect(code(await api.undoStop(teacher))).toBe("ERR_NOTHING_TO_UNDO");
    expect(unwrap(await api.classHistory(teacher)).games[0]!.tables[0]!.status).toBe("stopped");

    // Paused by the teacher, then ended and undone: still paused.
    unwrap(
      await api.seatClass({ ...teacher, body: { mode: "random", seed: "v", botLevel: "random" } }),
    );
    unwrap(await api.pauseClass(teacher));
    unwrap(await api.endClass({ ...teacher, body: { lesson: false } }));
    const undone = unwrap(await api.undoStop(teacher));
    expect(undone.class.paused).toBe(true);
    expect(undone.tables[0]).toMatchObject({ status: "playing", paused: true });
    // Ending the lesson ends a held game at once (no window for the lesson's end).
    unwrap(await api.endClass({ ...teacher, body: { lesson: false } }));
    const over = unwrap(await api.endClass({ ...teacher, body: { lesson: true } }));
    expect(over.stopping).toBeNull();
    expect(over.class.status).toBe("ended");
    expect(over.tables[0]!.status).toBe("stopped");
  });
});
