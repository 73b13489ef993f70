// A student away during the class's grace time, on the teacher's dashboard: the moment a
// seated student's last connection at their table goes, the dashboard (asked for, and pushed
// to the teacher's class connection) says since when the seat has been away, as the players at
// the table hear it, while the computer does not play it yet; when the student comes back it
// says present again. Nothing of the game: connections and times only. On SQLite and on
// PostgreSQL + Redis with two processes (the tables' sockets on one, the teacher on the other).

import type { ClassDashboard } from "@number-games/protocol";
import { createApiClient } from "@number-games/protocol";
import type { TableClient } from "@number-games/protocol/socket-client";
import { connectTable } from "@number-games/protocol/socket-client";
import { afterAll, expect, it } from "vitest";
import type { Servers } from "./support/backends";
import { describeBackends } from "./support/backends";
import { annAndBo, dashSeat, watcherPool } from "./support/class-lesson";
import { unwrap, waitFor, waitForValue } from "./support/server";

const viewer = watcherPool();

describeBackends("a student away on the teacher's dashboard", (backend) => {
  let servers: Servers | null = null;
  const sockets: TableClient[] = [];
  afterAll(async () => {
    for (const s of sockets) s.close();
    await servers?.stop();
  });

  it("shows the seat away at once, with the time it left, and present again when it is back", async (ctx) => {
    servers = await backend.start({ options: { classPushMs: 5 } });
    if (servers === null) return ctx.skip();
    const api = createApiClient(servers.urls[0]!);
    const l = await annAndBo(api, "away");
    const tablesUrl = servers.urls[0]!;

    // The teacher's class connection, on the other process when there are two.
    const teacher = await connectTable(servers.urls.at(-1)!);
    sockets.push(teacher);
    const pushed: ClassDashboard[] = [];
    teacher.onClassDashboard((d) => pushed.push(d));
    const joined = await teacher.joinClass(l.c.classId, l.teacher.token);
    expect(joined.ok).toBe(true);

    const ann = await viewer(tablesUrl, l.tableId, l.ann.studentToken);
    const bo = await viewer(tablesUrl, l.tableId, l.bo.studentToken);
    const first = unwrap(await api.classDashboard(l.teacher));
    expect(dashSeat(first, l.annSeat).awaySince).toBe(null);
    expect(dashSeat(first, l.boSeat).awaySince).toBe(null);

    // Ann's phone dies: Bo hears it, and so does the teacher's dashboard, before any grace time.
    ann.close();
    await waitFor(() => typeof bo.awaySince(l.annSeat) === "number", "Bo to see Ann away");
    const since = bo.awaySince(l.annSeat)!;
    const push = await waitForValue(
      async () => pushed.findLast((d) => dashSeat(d, l.annSeat).awaySince !== null),
      "a pushed dashboard with Ann away",
    );
    expect(dashSeat(push, l.annSeat)).toMatchObject({
      awaySince: since,
      computerPlays: false,
      studentId: l.ann.studentId,
    });
    expect(dashSeat(push, l.boSeat).awaySince).toBe(null);
    const asked = unwrap(await api.classDashboard(l.teacher));
    expect(dashSeat(asked, l.annSeat).awaySince).toBe(since);

    // Back: present again on the dashboard.
    await viewer(tablesUrl, l.tableId, l.ann.studentToken);
    await waitForValue(
      async () => (dashSeat(pushed.at(-1)!, l.annSeat).awaySince === null ? true : undefined),
      "the pushed dashboard to show Ann back",
    );
    expect(dashSeat(unwrap(await api.classDashboard(l.teacher)), l.annSeat).awaySince).toBe(null);
  });
});
