// A class served by two processes sharing PostgreSQL + Redis: the class is created and seated
// through one, the teacher watches from the other, students sit on both. Every game finishes
// and the teacher's pushed dashboard agrees with the records.

import type { ClassDashboard, StudentView } from "@number-games/protocol";
import { createApiClient } from "@number-games/protocol";
import type { TableClient } from "@number-games/protocol/socket-client";
import { afterAll, describe, expect, it } from "vitest";
import { verifyRecord } from "../src/tables/fairness";
import type { ChildServer } from "./support/child";
import { spawnServer } from "./support/child";
import { connectTable } from "./support/connect";
import { PG_URL, REDIS_URL, uniqueChannel } from "./support/pg";
import { sharedSchema } from "./support/scratch-storage";
import { RandomPlayer, unwrap, waitFor, withTimeout } from "./support/server";

const { schema, available } = sharedSchema("class");
const children: ChildServer[] = [];
const closers: { close(): void }[] = [];

afterAll(async () => {
  for (const c of closers) c.close();
  for (const c of children) await c.stop().catch(() => {});
});

describe("a class on two processes", () => {
  it("seats students on both; the teacher on the other process sees every game to its end", async (ctx) => {
    if (!available()) ctx.skip();
    const env = {
      DATABASE_URL: PG_URL,
      DATABASE_SCHEMA: schema,
      REDIS_URL: REDIS_URL,
      REDIS_CHANNEL: uniqueChannel("class"),
    };
    const [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
    children.push(a!, b!);
    const urls = [a!.url, b!.url];
    const apiA = createApiClient(a!.url);
    const apiB = createApiClient(b!.url);
    const c = unwrap(await apiA.createClass({ body: { game: "take-or-pay", tableSize: 4 } }));

    const teacher = await connectTable(b!.url);
    closers.push(teacher);
    const pushes: ClassDashboard[] = [];
    teacher.onClassDashboard((d) => pushes.push(d));
    expect((await teacher.joinClass(c.classId, c.teacherToken)).ok).toBe(true);

    const players: (RandomPlayer | null)[] = [];
    for (let i = 0; i < 8; i++) {
      const api = i % 2 === 0 ? apiA : apiB;
      const s = unwrap(await api.joinClass({ ref: c.code, body: { name: `Kid ${i}` } }));
      const socket: TableClient = await connectTable(urls[i % 2]!);
      closers.push(socket);
      players.push(null);
      socket.onClassStudent((v: StudentView) => {
        if (v.table === null || players[i] !== null) return;
        players[i] = {} as RandomPlayer;
        void RandomPlayer.connect(
          urls[(i + 1) % 2]!,
          v.table.tableId,
          s.studentToken,
          300 + i,
        ).then((p) => {
          players[i] = p;
          closers.push(p);
        });
      });
      expect((await socket.joinClass(c.classId, s.studentToken)).ok).toBe(true);
    }
    unwrap(
      await apiA.seatClass({
        id: c.classId,
        token: c.teacherToken,
        body: { mode: "random", seed: "shared" },
      }),
    );
    await waitFor(
      () => players.every((p) => p !== null && "finished" in p),
      "all at tables",
      20_000,
    );
    await withTimeout(Promise.all(players.map((p) => p!.finished)), 60_000, "every game to finish");
    await waitFor(
      () =>
        pushes.at(-1)?.tables.length === 2 &&
        pushes.at(-1)!.tables.every((t) => t.status === "finished"),
      "the teacher's dashboard with both tables finished",
      20_000,
    );
    const final = pushes.at(-1)!;
    for (const t of final.tables) {
      const rec = unwrap(await apiB.record({ ref: t.tableId, token: c.teacherToken }));
      expect(unwrap(verifyRecord(rec)).terminal).toBe(true);
      expect(t.seq).toBe(rec.actions.length);
    }
    for (const p of players) expect(p!.errors).toEqual([]);
  });
});
