// A class's grace time (issue #23, item 1): a seated student whose connections are all gone
// for the class's grace time on their turn has the computer play for them (moves marked
// "away" in the record, the seat marked on the dashboard and in the table's facts) until they
// come back, when the seat is theirs again with a note. The teacher sets the grace time
// (10 to 600 s, or off); bad values get ERR_BAD_GRACE and change nothing.
// On SQLite and on PostgreSQL + Redis with two processes (a grace second is 100 ms there);
// then on SQLite with the test's clock (nothing before the due time, off means never, a
// change reaches a running table at once) and across a restart.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ApiClient } from "@number-games/protocol";
import { createApiClient } from "@number-games/protocol";
import { afterAll, describe, expect, it } from "vitest";
import type { Servers } from "./support/backends";
import { describeBackends } from "./support/backends";
import { annAndBo, dashSeat, playUntilTurnOf, watcherPool } from "./support/class-lesson";
import type { TestServer } from "./support/server";
import { startTestServer, unwrap, waitFor, waitForValue } from "./support/server";
import { code } from "./support/watcher";

const viewer = watcherPool();
const lesson = (api: ApiClient) => annAndBo(api, "g");

describeBackends("a class's grace time", (backend) => {
  let servers: Servers | null = null;
  afterAll(async () => {
    await servers?.stop();
  });

  it("the computer plays an absent student's turns after the grace time, until they come back", async (ctx) => {
    servers = await backend.start({
      env: { CLASS_GRACE_UNIT_MS: "100" },
      options: { graceUnitMs: 100, classPushMs: 5 },
    });
    if (servers === null) return ctx.skip();
    const api = createApiClient(servers.urls[0]!);
    const socketUrl = servers.urls.at(-1)!;
    const l = await lesson(api);
    const dash0 = unwrap(await api.classDashboard(l.teacher));
    expect(dash0.class.graceSeconds).toBe(60);

    // Bad values: a typed error, nothing changed.
    const bad = [9, 601, 10.5, -1, 0];
    for (const graceSeconds of bad) {
      expect(code(await api.classGrace({ ...l.teacher, body: { graceSeconds } }))).toBe(
        "ERR_BAD_GRACE",
      );
    }
    expect(
      code(await api.classGrace({ ...l.teacher, body: { graceSeconds: "ten" as never } })),
    ).toBe("ERR_MALFORMED");
    expect(
      code(
        await api.classGrace({
          id: l.c.classId,
          token: l.ann.studentToken,
          body: { graceSeconds: 10 },
        }),
      ),
    ).toBe("ERR_WRONG_ROLE");
    const tableBefore = (await servers.store.getTable(l.tableId))!;
    expect(tableBefore.awayRule).toEqual({ action: "computer", graceSeconds: 60 });
    const dash1 = unwrap(await api.classDashboard(l.teacher));
    expect(dash1.class).toEqual(dash0.class);
    expect((await servers.store.getTable(l.tableId))!.version).toBe(tableBefore.version);

    // 10 s (1 s here): the running table takes it at once.
    const set = unwrap(await api.classGrace({ ...l.teacher, body: { graceSeconds: 10 } }));
    expect(set.class.graceSeconds).toBe(10);
    expect((await servers.store.getTable(l.tableId))!.awayRule.graceSeconds).toBe(10);

    const ann = await viewer(socketUrl, l.tableId, l.ann.studentToken);
    const bo = await viewer(socketUrl, l.tableId, l.bo.studentToken);
    await playUntilTurnOf(servers.store, bo, l.tableId, l.annSeat);
    const before = (await servers.store.actions(l.tableId)).length;
    // Ann's phone dies on her turn.
    ann.close();
    await waitFor(() => typeof bo.awaySince(l.annSeat) === "number", "Bo to see Ann away");
    const rows = await waitForValue(async () => {
      const r = await servers!.store.actions(l.tableId);
      return r.slice(before).some((a) => a.actor === l.annSeat) ? r : undefined;
    }, "the computer to play Ann's turn");
    const annMoves = rows.slice(before).filter((a) => a.actor === l.annSeat);
    expect(annMoves.map((a) => a.autoplay)).toEqual(["away"]);
    // Marked on the dashboard and in the table's facts (by nobody: the grace time).
    const dash = await waitForValue(async () => {
      const d = unwrap(await api.classDashboard(l.teacher));
      return dashSeat(d, l.annSeat).computerPlays ? d : undefined;
    }, "the dashboard to mark Ann's seat");
    expect(dashSeat(dash, l.annSeat)).toMatchObject({ studentId: l.ann.studentId, name: "Ann" });
    expect(dashSeat(dash, l.boSeat).computerPlays).toBe(false);
    await waitFor(
      () => bo.tables.at(-1)?.seats[l.annSeat]?.handedOver?.by === null,
      "Bo's table facts to say the computer plays Ann",
    );
    const stored = (await servers.store.getTable(l.tableId))!.seats[l.annSeat]!;
    expect(stored.kind === "human" && stored.handedOver?.by).toBe(null);
    // The record marks the computer's moves as played for an away player.
    const record = unwrap(await api.record({ ref: l.tableId, token: l.bo.studentToken }));
    expect(JSON.stringify(record)).toContain('"away"');

    // Ann comes back (on a new connection): her seat is hers again, with a note.
    const back = await viewer(socketUrl, l.tableId, l.ann.studentToken);
    expect(back.joined!.returned).toMatchObject({ handedOver: { by: null }, moves: 1 });
    const after = await waitForValue(async () => {
      const d = unwrap(await api.classDashboard(l.teacher));
      return dashSeat(d, l.annSeat).computerPlays ? undefined : d;
    }, "the dashboard to give Ann her seat back");
    expect(dashSeat(after, l.annSeat).studentId).toBe(l.ann.studentId);
    // Her next turn waits for her, and her move is hers.
    await playUntilTurnOf(servers.store, bo, l.tableId, l.annSeat);
    const f = await waitForValue(
      async () =>
        back.frames.at(-1)?.seq === (await servers!.store.actions(l.tableId)).length
          ? back.frames.at(-1)
          : undefined,
      "Ann's frame of her turn",
    );
    const reply = await back.client.act(l.tableId, f.seq, f.observation.legal[0]);
    expect(reply.ok).toBe(true);
    expect((await servers.store.actions(l.tableId)).at(-1)).toMatchObject({
      actor: l.annSeat,
      autoplay: null,
    });
  });
});

describe("a class's grace time on the test's clock (SQLite)", () => {
  const dir = mkdtempSync(join(tmpdir(), "ng-grace-"));
  const file = join(dir, "number-games.sqlite");
  let clock = Date.UTC(2026, 10, 27, 9, 0, 0);
  const now = () => clock;
  let server: TestServer | null = null;
  afterAll(async () => {
    await server?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it("nothing before the due time; off is never; a change reaches a running table; a restart keeps it", async () => {
    server = await startTestServer({ sqliteFile: file, now, classPushMs: 5 });
    const api = createApiClient(server.url);
    const l = await lesson(api);
    const ann = await viewer(server.url, l.tableId, l.ann.studentToken);
    const bo = await viewer(server.url, l.tableId, l.bo.studentToken);
    await playUntilTurnOf(server.store, bo, l.tableId, l.annSeat);
    const before = (await server.store.actions(l.tableId)).length;
    ann.close();
    await waitFor(() => bo.awaySince(l.annSeat) === clock, "Bo to see Ann away");
    const handed = async () => {
      const s = (await server!.store.getTable(l.tableId))!.seats[l.annSeat]!;
      return s.kind === "human" && s.handedOver !== undefined;
    };

    // The default 60 s: at 59.999 s nothing happens; at 60 s the computer plays.
    clock += 59_999;
    await server.service.reconcilePresence();
    expect(await handed()).toBe(false);
    expect((await server.store.actions(l.tableId)).length).toBe(before);

    // Off: however long she is away, her turn waits for her.
    unwrap(await api.classGrace({ ...l.teacher, body: { graceSeconds: null } }));
    expect(unwrap(await api.classDashboard(l.teacher)).class.graceSeconds).toBe(null);
    clock += 3_600_000;
    await server.service.reconcilePresence();
    expect(await handed()).toBe(false);
    // Nor may Bo hand her seat over himself.
    expect(code(await bo.client.handOver(l.tableId, l.annSeat))).toBe("ERR_NOT_ALLOWED");
    expect(await handed()).toBe(false);
    expect((await server.store.actions(l.tableId)).length).toBe(before);

    // The server restarts meanwhile; the class keeps "off", the seat stays away.
    await server.stop();
    server = await startTestServer({ sqliteFile: file, now, classPushMs: 5 });
    const api2 = createApiClient(server.url);
    expect(unwrap(await api2.classDashboard(l.teacher)).class.graceSeconds).toBe(null);
    const bo2 = await viewer(server.url, l.tableId, l.bo.studentToken);
    expect(bo2.awaySince(l.annSeat)).toBe(clock - 3_600_000 - 59_999);
    await server.service.reconcilePresence();
    expect(await handed()).toBe(false);

    // Turned on again (600 s): she has been away longer, so the computer plays at once.
    unwrap(await api2.classGrace({ ...l.teacher, body: { graceSeconds: 600 } }));
    await waitFor(handed, "the computer to take Ann's seat");
    await waitFor(
      async () =>
        (await server!.store.actions(l.tableId))
          .slice(before)
          .some((a) => a.actor === l.annSeat && a.autoplay === "away"),
      "the computer's move for Ann",
    );
    const d = unwrap(await api2.classDashboard(l.teacher));
    expect(dashSeat(d, l.annSeat).computerPlays).toBe(true);
  });

  it("a seat away before a restart is handed over after it, once the grace time is up", async () => {
    const api = createApiClient(server!.url);
    const l = await lesson(api);
    const ann = await viewer(server!.url, l.tableId, l.ann.studentToken);
    const bo = await viewer(server!.url, l.tableId, l.bo.studentToken);
    await playUntilTurnOf(server!.store, bo, l.tableId, l.annSeat);
    ann.close();
    await waitFor(() => bo.awaySince(l.annSeat) === clock, "Bo to see Ann away");
    bo.close();
    await server!.stop();
    clock += 60_000;
    server = await startTestServer({ sqliteFile: file, now, classPushMs: 5 });
    // Bo's return loads the table: Ann's 60 s are up, so the computer plays for her.
    await viewer(server.url, l.tableId, l.bo.studentToken);
    await waitFor(
      async () =>
        (await server!.store.actions(l.tableId)).some(
          (a) => a.actor === l.annSeat && a.autoplay === "away",
        ),
      "the computer's move for Ann after the restart",
    );
  });
});
