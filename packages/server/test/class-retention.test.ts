// Issue 26, finding 2: a class is deleted 7 days after its last activity, at the latest when
// a server starts and while it runs (a timer a lesson-long server reaches); nothing resumes
// or touches an expired class. With an injected clock, across a restart, on SQLite and on
// PostgreSQL + Redis.

import { createApiClient } from "@number-games/protocol";
import { describe, expect, it } from "vitest";
import { CLASS_RETENTION_MS, CLASS_SWEEP_MS } from "../src/classes/retention";
import type { ServerOptions } from "../src/server";
import { seatedClass } from "./support/class-lesson";
import { scratchStorage } from "./support/scratch-storage";
import { RandomPlayer, startTestServer, waitFor } from "./support/server";

const scratch = scratchStorage("retention");

const DAY = 24 * 3600_000;
const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error!.code);

/** Storage settings for one server's life; the same value again is the same storage. */
interface Storage {
  readonly name: string;
  /** null: the services are not reachable here (skip). */
  fresh(tag: string): Promise<ServerOptions | null>;
}

const STORAGES: readonly Storage[] = [
  { name: "SQLite", fresh: async (tag) => ({ sqliteFile: scratch.sqliteFile(tag) }) },
  { name: "PostgreSQL + Redis", fresh: (tag) => scratch.shared(tag) },
];

it("sweeps at least every 5 minutes by default: a server running for one lesson reaches it", () => {
  expect(CLASS_SWEEP_MS).toBeGreaterThan(0);
  expect(CLASS_SWEEP_MS).toBeLessThanOrEqual(5 * 60_000);
});

for (const storage of STORAGES) {
  describe(`deleting expired classes (${storage.name})`, () => {
    it("a server started after the 7 days deletes the class before it resumes anything", async (ctx) => {
      const options = await storage.fresh("restart");
      if (options === null) return ctx.skip();
      const start = 1_900_000_000_000;
      let clock = start;
      const common = { ...options, now: () => clock, classSweepMs: 0, classPushMs: 5 };
      const first = await startTestServer(common);
      const api1 = createApiClient(first.url);
      // One student and a bot: the bot's turns would go on by themselves after a restart.
      const { c, tableId } = await seatedClass(api1, ["Ann"], "random");
      const other = await seatedClass(api1, ["Bo", "Cy"], null);
      await first.close();

      // A day before the end, a restart keeps everything.
      clock = start + CLASS_RETENTION_MS - DAY;
      const second = await startTestServer(common);
      expect(await second.store.getClass(c.classId)).not.toBeNull();
      expect(await second.store.getTable(tableId)).not.toBeNull();
      await second.close();

      clock = start + CLASS_RETENTION_MS + 1;
      const third = await startTestServer(common);
      try {
        // Deleted at the start-up, before any request and before the tables resume.
        expect(await third.store.getClass(c.classId)).toBeNull();
        expect(await third.store.getClass(other.c.classId)).toBeNull();
        expect(await third.store.getTable(tableId)).toBeNull();
        expect(await third.store.getTable(other.tableId)).toBeNull();
        expect(third.service.cachedTables).toBe(0);
        const api3 = createApiClient(third.url);
        expect(code(await api3.getClass({ ref: c.code }))).toBe("ERR_NOT_FOUND");
        expect(code(await api3.getTable({ ref: tableId }))).toBe("ERR_NOT_FOUND");
      } finally {
        await third.close();
      }
    });

    it("nothing touches an expired class: a move after the 7 days does not revive it", async (ctx) => {
      const options = await storage.fresh("touch");
      if (options === null) return ctx.skip();
      const start = 1_900_000_000_000;
      let clock = start;
      const server = await startTestServer({
        ...options,
        now: () => clock,
        classSweepMs: 0,
        classPushMs: 5,
      });
      try {
        const api = createApiClient(server.url);
        const { c, students, tableId } = await seatedClass(api, ["Ann", "Bo"], null);
        const players = await Promise.all(
          students.map((s, i) =>
            RandomPlayer.connect(server.url, tableId, s.studentToken, 11 + i, { paused: true }),
          ),
        );
        clock = start + CLASS_RETENTION_MS + 1;
        // Expired: the class's routes answer as for a deleted class.
        expect(code(await api.getClass({ ref: c.code }))).toBe("ERR_NOT_FOUND");
        expect(code(await api.classMe({ id: c.classId, token: students[0]!.studentToken }))).toBe(
          "ERR_NOT_FOUND",
        );
        expect(code(await api.classDashboard({ id: c.classId, token: c.teacherToken }))).toBe(
          "ERR_NOT_FOUND",
        );
        expect(code(await api.joinClass({ ref: c.code, body: { name: "Late" } }))).toBe(
          "ERR_NOT_FOUND",
        );
        // A move at its table before the sweep is not activity.
        const mover = players.find((p) => (p.lastFrame?.observation.legal.length ?? 0) > 0)!;
        mover.maybeAct();
        await waitFor(() => mover.acted === 1, "a move");
        expect((await server.store.getClass(c.classId))?.activeAt).toBe(start);
        expect(await server.classes.sweep()).toEqual([c.classId]);
        expect(await server.store.getTable(tableId)).toBeNull();
        for (const p of players) p.close();
      } finally {
        await server.close();
      }
    });

    it("the sweep's timer deletes an expired class while the server runs", async (ctx) => {
      const options = await storage.fresh("timer");
      if (options === null) return ctx.skip();
      const start = 1_900_000_000_000;
      let clock = start;
      const server = await startTestServer({
        ...options,
        now: () => clock,
        classSweepMs: 20,
        classPushMs: 5,
      });
      try {
        const api = createApiClient(server.url);
        const { c, tableId } = await seatedClass(api, ["Ann", "Bo"], null);
        clock = start + CLASS_RETENTION_MS + 1;
        await waitFor(async () => (await server.store.getClass(c.classId)) === null, "the sweep");
        expect(await server.store.getTable(tableId)).toBeNull();
      } finally {
        await server.close();
      }
    });
  });
}
