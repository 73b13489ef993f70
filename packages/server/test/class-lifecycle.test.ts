// A class across time: a server restart mid-lesson loses no class, seat or move; a paused
// turn clock keeps the time it had left; a class and everything in it is deleted 7 days after
// its last activity (moves count), with an injected clock.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ApiClient, ObservationFrame } from "@number-games/protocol";
import { createApiClient } from "@number-games/protocol";
import { afterAll, describe, expect, it } from "vitest";
import { CLASS_RETENTION_MS } from "../src/classes/service";
import { verifyRecord } from "../src/tables/fairness";
import { connectTable } from "./support/connect";
import { RandomPlayer, startTestServer, unwrap, waitFor, withTimeout } from "./support/server";

const dir = mkdtempSync(join(tmpdir(), "ng-class-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function classWith(api: ApiClient, names: readonly string[], body = {}) {
  const c = unwrap(await api.createClass({ body: { game: "number-line", tableSize: 2, ...body } }));
  const students = [];
  for (const name of names)
    students.push(unwrap(await api.joinClass({ ref: c.code, body: { name } })));
  return { c, students };
}

describe("a server restart mid-lesson", () => {
  it("keeps the class, its students' seats and every move; the games then finish", async () => {
    const file = join(dir, "restart.sqlite");
    const first = await startTestServer({ sqliteFile: file, classPushMs: 5 });
    const api1 = createApiClient(first.url);
    const { c, students } = await classWith(api1, ["Ann", "Bo", "Cy", "Dee", "Eve"]);
    const seated = unwrap(
      await api1.seatClass({
        id: c.classId,
        token: c.teacherToken,
        body: { mode: "random", seed: "restart", botLevel: "random" },
      }),
    );
    // 2 + 2 + (1 student and a bot).
    expect(seated.tables.map((t) => t.seats.map((s) => s.kind).join())).toContain("human,bot");
    const players: RandomPlayer[] = [];
    for (const [i, s] of students.entries()) {
      const me = unwrap(await api1.classMe({ id: c.classId, token: s.studentToken }));
      players.push(
        await RandomPlayer.connect(first.url, me.table!.tableId, s.studentToken, 50 + i),
      );
    }
    await waitFor(async () => {
      const d = unwrap(await api1.classDashboard({ id: c.classId, token: c.teacherToken }));
      return d.tables.every((t) => t.seq >= 6);
    }, "some moves at every table");
    // Pause, so that nothing moves between the look before and the look after.
    unwrap(await api1.pauseClass({ id: c.classId, token: c.teacherToken }));
    const before = unwrap(await api1.classDashboard({ id: c.classId, token: c.teacherToken }));
    const views = await Promise.all(
      students.map(async (s) =>
        unwrap(await api1.classMe({ id: c.classId, token: s.studentToken })),
      ),
    );
    const records = await Promise.all(
      before.tables.map(async (t) =>
        unwrap(await api1.record({ ref: t.tableId, token: c.teacherToken })),
      ),
    );
    await first.close();

    const second = await startTestServer({ sqliteFile: file, classPushMs: 5 });
    try {
      const api2 = createApiClient(second.url);
      const after = unwrap(await api2.classDashboard({ id: c.classId, token: c.teacherToken }));
      const shape = (d: typeof before) => ({
        ...d,
        class: { ...d.class, lastActivityAt: "" },
        students: d.students.map((s) => ({ ...s, connected: false })),
      });
      expect(shape(after)).toEqual(shape(before));
      for (const [i, s] of students.entries()) {
        expect(unwrap(await api2.classMe({ id: c.classId, token: s.studentToken }))).toEqual(
          views[i],
        );
      }
      for (const [i, t] of before.tables.entries()) {
        expect(
          unwrap(await api2.record({ ref: t.tableId, token: c.teacherToken })).actions,
        ).toEqual(records[i]!.actions);
      }
      // Back on: the students reconnect to the new process and every game finishes.
      unwrap(await api2.resumeClass({ id: c.classId, token: c.teacherToken }));
      for (const p of players) await p.reconnect(second.url);
      await withTimeout(Promise.all(players.map((p) => p.finished)), 30_000, "games to finish");
      for (const t of before.tables) {
        const rec = unwrap(await api2.record({ ref: t.tableId, token: c.teacherToken }));
        expect(unwrap(verifyRecord(rec)).terminal).toBe(true);
      }
      for (const p of players) {
        for (const x of p.accepted) {
          const rec = unwrap(await api2.record({ ref: p.tableId, token: c.teacherToken }));
          expect(rec.actions[x.seq - 1]).toEqual(x.action);
        }
        // Moves refused while paused are the only errors.
        expect(p.errors.filter((e) => (e as { code?: string }).code !== "ERR_PAUSED")).toEqual([]);
        p.close();
      }
    } finally {
      await second.close();
    }
  });
});

describe("the turn clock of a paused class", () => {
  it("stops at the pause and runs on with the time it had left", async () => {
    let clock = 1_900_000_000_000;
    const server = await startTestServer({ now: () => clock, classPushMs: 5 });
    try {
      const api = createApiClient(server.url);
      const { c, students } = await classWith(api, ["Ann", "Bo"], { turnClockSeconds: 30 });
      const d = unwrap(
        await api.seatClass({ id: c.classId, token: c.teacherToken, body: { mode: "random" } }),
      );
      const t = d.tables[0]!;
      const client = await connectTable(server.url);
      const frames: ObservationFrame[] = [];
      client.onFrame((f) => frames.push(f));
      unwrap(
        await client
          .join(t.tableId, { seatToken: students[0]!.studentToken })
          .then((r) =>
            r.ok ? { ok: true as const, value: r } : { ok: false as const, error: r.error },
          ),
      );
      await waitFor(() => frames.at(-1)?.deadline != null, "a frame with a deadline");
      const deadline = frames.at(-1)!.deadline!;
      expect(deadline).toBe(clock + 30_000);
      clock += 10_000;
      unwrap(await api.pauseClass({ id: c.classId, token: c.teacherToken }));
      await waitFor(() => frames.at(-1)?.deadline === null, "the clock hidden while paused");
      clock += 1_000_000;
      const seen = frames.length;
      unwrap(await api.resumeClass({ id: c.classId, token: c.teacherToken }));
      await waitFor(() => frames.length > seen, "a frame after the resume");
      expect(frames.at(-1)!.deadline).toBe(clock + 20_000);
      client.close();
    } finally {
      await server.stop();
    }
  });
});

describe("deleting old classes", () => {
  it("deletes a class 7 days after its last activity, with its tables; moves keep one alive", async () => {
    const start = 1_900_000_000_000;
    let clock = start;
    const server = await startTestServer({ now: () => clock, classSweepMs: 0, classPushMs: 5 });
    try {
      const api = createApiClient(server.url);
      const old = await classWith(api, ["Ann", "Bo"]);
      const busy = await classWith(api, ["Cy", "Dee"]);
      const seat = async (k: typeof old) =>
        unwrap(
          await api.seatClass({
            id: k.c.classId,
            token: k.c.teacherToken,
            body: { mode: "random" },
          }),
        ).tables[0]!.tableId;
      const oldTable = await seat(old);
      const busyTable = await seat(busy);

      // Six days later, a move at the busy class's table.
      clock = start + 6 * 24 * 3600_000;
      const me = unwrap(
        await api.classMe({ id: busy.c.classId, token: busy.students[0]!.studentToken }),
      );
      const player = await RandomPlayer.connect(
        server.url,
        busyTable,
        busy.students[0]!.studentToken,
        7,
        { paused: true },
      );
      const other = await RandomPlayer.connect(
        server.url,
        busyTable,
        busy.students[1]!.studentToken,
        8,
        { paused: true },
      );
      const mover = [player, other].find((p) => (p.lastFrame?.observation.legal.length ?? 0) > 0)!;
      mover.maybeAct();
      await waitFor(() => mover.acted === 1, "a move");
      await waitFor(
        async () => (await server.store.getClass(busy.c.classId))?.activeAt === clock,
        "the move marks the class active",
      );
      expect(me.status).toBe("seated");

      clock = start + CLASS_RETENTION_MS + 1;
      expect(await server.classes.sweep()).toEqual([old.c.classId]);
      const gone = await api.getClass({ ref: old.c.code });
      expect(gone.ok ? "ok" : gone.error.code).toBe("ERR_NOT_FOUND");
      const goneTable = await api.getTable({ ref: oldTable });
      expect(goneTable.ok ? "ok" : goneTable.error.code).toBe("ERR_NOT_FOUND");
      const goneMe = await api.classMe({ id: old.c.classId, token: old.students[0]!.studentToken });
      expect(goneMe.ok ? "ok" : goneMe.error.code).toBe("ERR_NOT_FOUND");
      expect(unwrap(await api.getClass({ ref: busy.c.code })).students).toBe(2);
      expect(unwrap(await api.getTable({ ref: busyTable, token: busy.c.teacherToken })).seq).toBe(
        mover.accepted[0]!.seq,
      );
      player.close();
      other.close();
    } finally {
      await server.stop();
    }
  });
});
