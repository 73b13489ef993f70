// Issue 26, finding 4: a full class fits behind one school address. Each device (a browser)
// sends its device id with every connection, and the per-address cap counts devices: a class
// of 60 students, each with the class page and its table open (two connections a device), and
// the teacher's dashboard and a watched table fit under the default cap, as one process and
// as two sharing PostgreSQL + Redis. A script gains nothing: connections without a device id
// count one each, and a device holds at most SOCKETS_PER_DEVICE connections.

import { CLASS_LIMITS, createApiClient } from "@number-games/protocol";
import type { TableClient } from "@number-games/protocol/socket-client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEFAULT_SOCKETS_PER_ADDRESS, SOCKETS_PER_DEVICE } from "../src/socket/socket-limits";
import type { Servers } from "./support/backends";
import { describeBackends } from "./support/backends";
import { connectTable } from "./support/connect";
import { unwrap } from "./support/server";

const deviceId = (i: number) => `device-${String(i).padStart(12, "0")}`;

describeBackends("a full class behind one address", (backend) => {
  let servers: Servers | null = null;
  const open: TableClient[] = [];
  beforeAll(async () => {
    servers = await backend.start({
      env: { SOCKETS_PER_ADDRESS: String(DEFAULT_SOCKETS_PER_ADDRESS) },
      options: { socketsPerAddress: DEFAULT_SOCKETS_PER_ADDRESS },
    });
  });
  afterAll(async () => {
    for (const c of open) c.close();
    await servers?.stop();
  });

  async function connect(url: string, device?: string): Promise<TableClient | string> {
    try {
      const c = await connectTable(url, device !== undefined ? { device } : {});
      open.push(c);
      return c;
    } catch (e) {
      return (e as { data?: { code?: string } }).data?.code ?? String(e);
    }
  }

  it("seats 60 students with two connections each, and the teacher watching", async (ctx) => {
    if (servers === null) return ctx.skip();
    const urls = servers.urls;
    const api = createApiClient(urls[0]!);
    const c = unwrap(await api.createClass({ body: { game: "take-or-pay", tableSize: 6 } }));
    const students = [];
    for (let i = 0; i < CLASS_LIMITS.maxStudents; i++)
      students.push(unwrap(await api.joinClass({ ref: c.code, body: { name: `Kid ${i}` } })));
    const d = unwrap(
      await api.seatClass({ id: c.classId, token: c.teacherToken, body: { mode: "random" } }),
    );
    const tableOf = new Map(d.students.map((s) => [s.id, s.table!.tableId]));
    // The teacher's laptop: the dashboard and one table watched.
    const dashboard = await connect(urls[0]!, deviceId(999));
    const watch = await connect(urls.at(-1)!, deviceId(999));
    expect(typeof dashboard).not.toBe("string");
    expect(typeof watch).not.toBe("string");
    expect((await (dashboard as TableClient).joinClass(c.classId, c.teacherToken)).ok).toBe(true);
    const watched = await (watch as TableClient).join(d.tables[0]!.tableId, {
      spectate: true,
      token: c.teacherToken,
    } as never);
    expect(watched.ok).toBe(true);
    // Every student's device: the class page and the table.
    const refused: string[] = [];
    for (const [i, s] of students.entries()) {
      const page = await connect(urls[i % urls.length]!, deviceId(i));
      const table = await connect(urls[(i + 1) % urls.length]!, deviceId(i));
      for (const x of [page, table]) if (typeof x === "string") refused.push(x);
      if (typeof page === "string" || typeof table === "string") continue;
      expect((await page.joinClass(c.classId, s.studentToken)).ok).toBe(true);
      expect((await table.join(tableOf.get(s.studentId)!, { seatToken: s.studentToken })).ok).toBe(
        true,
      );
    }
    expect(refused).toEqual([]);
  });

  it("still caps a script: connections without a device id, and per device", async (ctx) => {
    if (servers === null) return ctx.skip();
    const url = servers.urls[0]!;
    // One device may hold only a few connections (a few tabs).
    const same = [];
    for (let i = 0; i <= SOCKETS_PER_DEVICE; i++) same.push(await connect(url, deviceId(5000)));
    expect(same.slice(0, SOCKETS_PER_DEVICE).every((x) => typeof x !== "string")).toBe(true);
    expect(same.at(-1)).toBe("ERR_TOO_MANY_CONNECTIONS");
  });
});
