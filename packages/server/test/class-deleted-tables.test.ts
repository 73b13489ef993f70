// A deleted class leaves every process: after one process's sweep deletes an expired class,
// the other process forgets its tables at once (no timer of theirs runs on, a move there is
// told the table is gone, not ERR_INTERNAL on the missing table) and the class itself: its
// pending end, pushes and timers never act there (seen in what the process asks of storage),
// its lesson report answers ERR_NOT_FOUND (what it holds only in memory, the report's reviews
// and activity marks, no request reaches: the class's routes answer as for a deleted class
// first); and an automatic turn that fails because its table was deleted behind the
// process's back (the news lost) is not tried again for ever: the table is forgotten at the
// retry. The deletion crosses
// processes on PostgreSQL + Redis; the failed turn is tried on SQLite and PostgreSQL.

import { createApiClient } from "@number-games/protocol";
import { describe, expect, it } from "vitest";
import { CLASS_RETENTION_MS } from "../src/classes/retention";
import { openStore } from "../src/storage/sql-store";
import type { ActionRow, TableStore } from "../src/storage/types";
import { seatedClass } from "./support/class-lesson";
import { scratchStorage } from "./support/scratch-storage";
import type { TestServer } from "./support/server";
import { RandomPlayer, startTestServer, unwrap, waitFor } from "./support/server";

const scratch = scratchStorage("deleted");

/**
 * The store, each call recorded (its method and arguments as JSON): what a process asks of
 * storage is what it still does for a class.
 */
function recordingStore(store: TableStore) {
  const calls: { method: string; args: string }[] = [];
  const wrapped = new Proxy(store, {
    get: (target, prop, receiver) => {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== "function" || typeof prop !== "string") return value;
      return (...args: unknown[]) => {
        calls.push({ method: prop, args: JSON.stringify(args) ?? "" });
        return value.apply(target, args);
      };
    },
  });
  return { store: wrapped, calls };
}

/** How long an end waits to be undone here. */
const UNDO_MS = 500;

describe("a class deleted by another process's sweep (PostgreSQL + Redis, two processes)", () => {
  it("leaves the other process: nothing of it runs on there, its report is gone, a move told the table is gone", async (ctx) => {
    const storage = await scratch.shared("swept");
    if (storage === null) return ctx.skip();
    const start = 1_900_000_000_000;
    // Each process its own clock: the sweeping one's goes past the retention time; the other's
    // stands still, so the end it holds for the undo window (measured by that clock) is still
    // waiting when the class is deleted, however slow the machine.
    let clockA = start;
    let clockB = start;
    const shared = { ...storage, classSweepMs: 0, classPushMs: 5, classUndoMs: UNDO_MS };
    const recorded = recordingStore(await openStore({ ...storage, pgPoolSize: 2 }));
    const servers: TestServer[] = [];
    const players: RandomPlayer[] = [];
    try {
      servers.push(await startTestServer({ ...shared, now: () => clockA }));
      servers.push(await startTestServer({ ...shared, now: () => clockB, store: recorded.store }));
      const [a, b] = servers as [TestServer, TestServer];
      const apiB = createApiClient(b.url);
      const { c, students, tableId } = await seatedClass(
        createApiClient(a.url),
        ["Ann", "Bo"],
        null,
      );
      const teacher = { id: c.classId, token: c.teacherToken };
      // The students play on the other process: it holds the table.
      for (const [i, s] of students.entries()) {
        players.push(
          await RandomPlayer.connect(b.url, tableId, s.studentToken, 21 + i, { paused: true }),
        );
      }
      await waitFor(() => players.every((p) => p.lastFrame !== undefined), "the first frames");
      expect(b.service.cachedTables).toBeGreaterThan(0);
      // A move there marks the class active on that process, and the teacher reads the lesson
      // report there: that process holds the report's reviews.
      const first = players.find((p) => (p.lastFrame?.observation.legal.length ?? 0) > 0)!;
      first.maybeAct();
      await waitFor(() => first.acted === 1, "the first move");
      unwrap(await apiB.classReport(teacher));
      // The teacher ends this game there: held for the undo window, a timer of that process.
      const mover = players.find((p) => (p.lastFrame?.observation.legal.length ?? 0) > 0)!;
      const frame = mover.lastFrame!;
      expect(
        unwrap(await apiB.endClass({ ...teacher, body: { lesson: false } })).stopping,
      ).not.toBeNull();

      clockA = start + CLASS_RETENTION_MS + 1;
      expect(await a.classes.sweep()).toEqual([c.classId]);
      // The other process forgets the class's table at once (its players stay connected:
      // nothing else would make it leave memory).
      await waitFor(() => b.service.cachedTables === 0, "the other process to forget the table");
      const forgotten = recorded.calls.length;
      // ...and the class: nothing of it runs on there. Whatever of it was due (the held end,
      // the dashboard's and podium's pushes) was due before the end of a class held there
      // now is over, and none of it asks storage for the class or its table.
      const later = await seatedClass(apiB, ["Cy", "Di"], null);
      const laterTeacher = { id: later.c.classId, token: later.c.teacherToken };
      unwrap(await apiB.endClass({ ...laterTeacher, body: { lesson: false } }));
      clockB = start + UNDO_MS;
      await waitFor(
        async () => (await a.store.getClass(later.c.classId))?.stopping === null,
        "the later class's end, after its undo window",
      );
      const deleted = [c.classId, tableId];
      expect(
        recorded.calls
          .slice(forgotten)
          .filter((call) => deleted.some((id) => call.args.includes(id))),
      ).toEqual([]);
      // Its report is gone with it, and a move is told the table is gone.
      expect(await apiB.classReport(teacher)).toMatchObject({
        ok: false,
        error: { code: "ERR_NOT_FOUND" },
      });
      // (The process holds the later class's table now, and only that.)
      const held = b.service.cachedTables;
      mover.maybeAct(frame);
      await waitFor(() => mover.errors.length > 0, "the move's answer");
      expect(mover.errors).toEqual([expect.objectContaining({ code: "ERR_NOT_FOUND" })]);
      expect(b.service.cachedTables).toBe(held);
    } finally {
      for (const p of players) p.close();
      for (const s of servers) await s.stop();
      await recorded.store.close();
    }
  });
});

/** The store, whose appends wait while `held` (counting them). */
function holdingStore(store: TableStore) {
  const gate = { held: true, waiting: 0, appends: 0, release: () => {} };
  const opened = new Promise<void>((resolve) => {
    gate.release = () => {
      gate.held = false;
      resolve();
    };
  });
  const wrapped = new Proxy(store, {
    get: (target, prop, receiver) => {
      const value = Reflect.get(target, prop, receiver);
      if (prop === "appendAction") {
        return async (row: ActionRow) => {
          gate.appends++;
          if (gate.held) {
            gate.waiting++;
            await opened;
          }
          return target.appendAction(row);
        };
      }
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  return { store: wrapped, gate };
}

const STORAGES = [
  {
    name: "SQLite",
    async open(): Promise<TableStore | null> {
      return openStore({ sqliteFile: scratch.sqliteFile("held") });
    },
  },
  {
    name: "PostgreSQL",
    async open(): Promise<TableStore | null> {
      const storage = await scratch.shared("held");
      return storage === null ? null : openStore({ ...storage, pgPoolSize: 2 });
    },
  },
];

for (const storage of STORAGES) {
  describe(`a computer turn for a table deleted behind the process's back (${storage.name})`, () => {
    it("stops: the table is forgotten at the retry, not tried again for ever", async (ctx) => {
      const store = await storage.open();
      if (store === null) return ctx.skip();
      const held = holdingStore(store);
      // An abandoned seat gets the computer's turn at once: Ann never connects.
      const server = await startTestServer({
        store: held.store,
        abandonAfterSeconds: 1,
        turnClockUnitMs: 1,
        classSweepMs: 0,
      });
      try {
        const api = createApiClient(server.url);
        const { c } = await seatedClass(api, ["Ann"], "random");
        // The computer's move waits to be stored; meanwhile the class is deleted (as another
        // process's sweep would, its news lost on the way).
        await waitFor(() => held.gate.waiting > 0, "a computer's move to store");
        const gone = await store.expireClasses(Date.now() + CLASS_RETENTION_MS);
        expect(gone.classes).toEqual([c.classId]);
        held.gate.release();
        // The move fails on the missing table; its retry finds the table gone and forgets it.
        await waitFor(() => server.service.cachedTables === 0, "the deleted table forgotten");
        expect(held.gate.appends).toBe(held.gate.waiting);
      } finally {
        await server.stop();
        await store.close();
      }
    });
  });
}
