// A class of 24 scripted students, every one a real socket.io client: they join by code,
// subscribe to the class, are seated at 6 tables of 4 by a seeded random split, move to their
// table when told (their student token is their seat token), and play random legal moves from
// their observations to the end. The teacher's pushed dashboard, the leaderboard and every
// student's own view are then checked against the stored records.

import type { AnyGame } from "@number-games/engine";
import { getGame } from "@number-games/engine";
import type { ClassDashboard, StudentView } from "@number-games/protocol";
import { createApiClient } from "@number-games/protocol";
import type { TableClient } from "@number-games/protocol/socket-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyRecord } from "../src/tables/fairness";
import { connectTable } from "./support/connect";
import type { TestServer } from "./support/server";
import { RandomPlayer, startTestServer, unwrap, waitFor, withTimeout } from "./support/server";

let server: TestServer;
const closers: { close(): void }[] = [];

beforeAll(async () => {
  server = await startTestServer({ classPushMs: 20 });
});
afterAll(async () => {
  for (const c of closers) c.close();
  await server.stop();
});

interface Student {
  readonly name: string;
  readonly studentId: string;
  readonly token: string;
  readonly socket: TableClient;
  readonly views: StudentView[];
  player: RandomPlayer | null;
}

function resultOf(game: AnyGame, config: unknown, actions: readonly unknown[]) {
  const cfg = game.parseConfig(config);
  if (!cfg.ok) throw new Error(cfg.error.message);
  let state = game.newGame(cfg.value);
  for (const a of actions) {
    const parsed = game.parseAction(a);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const next = game.apply(state, parsed.value);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return game.result(state);
}

describe("a class of 24 students", () => {
  it("seats 6 tables of 4, plays every game to the end, and the dashboard agrees with the records", async () => {
    const api = createApiClient(server.url);
    const created = unwrap(
      await api.createClass({
        body: { game: "take-or-pay", tableSize: 4, settings: { pinyin: false } },
      }),
    );
    const { classId, teacherToken } = created;

    const teacher = await connectTable(server.url);
    closers.push(teacher);
    const pushes: ClassDashboard[] = [];
    teacher.onClassDashboard((d) => pushes.push(d));
    const sub = await teacher.joinClass(classId, teacherToken);
    expect(sub.ok && sub.role).toBe("teacher");

    const students: Student[] = [];
    for (let i = 0; i < 24; i++) {
      const name = `Student ${String(i + 1).padStart(2, "0")}`;
      const joined = unwrap(await api.joinClass({ ref: created.code, body: { name } }));
      expect(joined.student.settings.pinyin).toBe(false);
      const socket = await connectTable(server.url);
      closers.push(socket);
      const s: Student = {
        name,
        studentId: joined.studentId,
        token: joined.studentToken,
        socket,
        views: [],
        player: null,
      };
      // Told its seat, the student goes to its table and plays.
      socket.onClassStudent((v) => {
        s.views.push(v);
        if (v.table !== null && s.player === null) {
          s.player = {} as RandomPlayer; // claimed before the await: one table per student
          void RandomPlayer.connect(server.url, v.table.tableId, s.token, 1000 + i).then((p) => {
            s.player = p;
            closers.push(p);
          });
        }
      });
      const reply = await socket.joinClass(classId, joined.studentToken);
      expect(reply.ok && reply.role).toBe("student");
      students.push(s);
    }
    await waitFor(
      () => pushes.at(-1)?.students.filter((s) => s.connected).length === 24,
      "all 24 connected on the dashboard",
    );

    const seated = unwrap(
      await api.seatClass({
        id: classId,
        token: teacherToken,
        body: { mode: "random", seed: "class-of-24" },
      }),
    );
    expect(seated.tables).toHaveLength(6);
    expect(seated.tables.map((t) => t.seats.filter((s) => s.kind === "human").length)).toEqual([
      4, 4, 4, 4, 4, 4,
    ]);

    await waitFor(
      () => students.every((s) => s.player !== null && "finished" in s.player),
      "every student at its table",
    );
    await withTimeout(
      Promise.all(students.map((s) => s.player!.finished)),
      60_000,
      "every game to finish",
    );
    const final = await (async () => {
      await waitFor(
        () => pushes.at(-1)?.tables.every((t) => t.status === "finished") === true,
        "a dashboard with every table finished",
      );
      return pushes.at(-1)!;
    })();

    // The dashboard's figures against the stored records.
    const game = getGame("take-or-pay");
    const winsByName = new Map<string, number>();
    const pointsByName = new Map<string, number>();
    for (const t of final.tables) {
      const record = unwrap(await api.record({ ref: t.tableId, token: teacherToken }));
      const report = unwrap(verifyRecord(record));
      expect(report.terminal).toBe(true);
      expect(t.seq).toBe(record.actions.length);
      expect(t.moves).toBe(record.actions.length - report.chanceActions);
      const result = resultOf(game, record.config, record.actions);
      expect(t.result).toEqual(result);
      expect(t.standings).toEqual(result.scores);
      expect(t.toMove).toBeNull();
      expect(t.seats.map((s) => s.name)).toEqual(record.players);
      for (const [seat, name] of record.players!.entries()) {
        winsByName.set(name, (winsByName.get(name) ?? 0) + (result.winners.includes(seat) ? 1 : 0));
        // The place at the table: 1 + the players with fewer points (lowest wins), ties shared.
        const place = 1 + result.scores.filter((x) => x < result.scores[seat]!).length;
        pointsByName.set(name, [3, 2, 1][place - 1] ?? 0);
      }
    }
    // Every student sat at exactly one table, the one it was told, and played there.
    const seatOf = new Map(
      final.tables.flatMap((t) => t.seats.map((s) => [s.studentId, { t, seat: s.seat }] as const)),
    );
    for (const s of students) {
      const told = s.views.find((v) => v.table !== null)!.table!;
      const there = seatOf.get(s.studentId)!;
      expect([there.t.tableId, there.seat]).toEqual([told.tableId, told.seat]);
      expect(s.player!.errors).toEqual([]);
      expect(s.player!.acted).toBeGreaterThan(0);
      const me = unwrap(await api.classMe({ id: classId, token: s.token }));
      expect(me).toMatchObject({ status: "seated", table: told });
    }
    expect(final.students.every((s) => s.status === "seated")).toBe(true);

    // The leaderboard: one game each, wins and points as the records say.
    const board = unwrap(await api.leaderboard({ id: classId, token: teacherToken }));
    expect(board.entries).toHaveLength(24);
    for (const e of board.entries) {
      expect(e.games).toBe(1);
      expect(e.wins).toBe(winsByName.get(e.name));
      expect(e.points).toBe(pointsByName.get(e.name));
    }
    const best = Math.max(...pointsByName.values());
    expect(board.entries.filter((e) => e.rank === 1)).toHaveLength(
      [...pointsByName.values()].filter((p) => p === best).length,
    );
  });
});
