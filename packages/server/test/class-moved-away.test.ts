// The old device of a student who moved to another device (issue #23, item 1, "Seat
// rescue"): it is told plainly that the student continued elsewhere, never that the teacher
// released them. Live: its class connection gets the student's view with status "moved" (and
// then nothing more), its table connection `evicted` with reason "moved". Afterwards its token,
// sent again, is answered ERR_MOVED (HTTP 401): at the class over HTTP and the socket, and at
// the class's table. Only that token: one never issued, a released student's, and the old
// token once the student is released too, are ERR_UNAUTHORIZED as before; the other student
// hears nothing of the move. On SQLite and on PostgreSQL + Redis with two processes (requests
// to one, sockets on the other).

import type { ClassPodium, EvictedEvent, StudentView } from "@number-games/protocol";
import { createApiClient } from "@number-games/protocol";
import type { TableClient } from "@number-games/protocol/socket-client";
import { connectTable } from "@number-games/protocol/socket-client";
import { afterAll, expect, it } from "vitest";
import { newToken } from "../src/common/ids";
import type { Servers } from "./support/backends";
import { describeBackends } from "./support/backends";
import { annAndBo, watcherPool } from "./support/class-lesson";
import { unwrap, waitFor, waitForValue } from "./support/server";
import { code } from "./support/watcher";

const viewer = watcherPool();

/** A student's class connection, keeping every push it hears. */
async function classSocket(url: string, classId: string, token: string) {
  const client = await connectTable(url);
  const views: StudentView[] = [];
  const podiums: ClassPodium[] = [];
  client.onClassStudent((v) => views.push(v));
  client.onClassPodium((p) => podiums.push(p));
  const joined = await client.joinClass(classId, token);
  if (!joined.ok) throw new Error(`classJoin failed: ${JSON.stringify(joined.error)}`);
  return { client, views, podiums };
}

describeBackends("the old device of a student who moved", (backend) => {
  let servers: Servers | null = null;
  const sockets: TableClient[] = [];
  afterAll(async () => {
    for (const s of sockets) s.close();
    await servers?.stop();
  });

  it("hears that the student continued on another device (ERR_MOVED); other tokens stay ERR_UNAUTHORIZED", async (ctx) => {
    servers = await backend.start({ options: { classPushMs: 5 } });
    if (servers === null) return ctx.skip();
    const url = servers.urls[0]!;
    const api = createApiClient(url);
    const socketUrl = servers.urls.at(-1)!;
    const l = await annAndBo(api, "gone");
    const classId = l.c.classId;

    // Ann's old phone: its class page and its table; Bo's, likewise.
    const annClass = await classSocket(socketUrl, classId, l.ann.studentToken);
    const boClass = await classSocket(socketUrl, classId, l.bo.studentToken);
    sockets.push(annClass.client, boClass.client);
    const annTable = await viewer(socketUrl, l.tableId, l.ann.studentToken);
    const boTable = await viewer(socketUrl, l.tableId, l.bo.studentToken);
    const annEvicted: EvictedEvent[] = [];
    const boEvicted: EvictedEvent[] = [];
    annTable.client.onEvicted((e) => annEvicted.push(e));
    boTable.client.onEvicted((e) => boEvicted.push(e));
    const boHeard = () =>
      JSON.stringify([
        boClass.views,
        boClass.podiums,
        boTable.frames,
        boTable.tables,
        boTable.presence,
        boEvicted,
      ]);
    const boViewsBefore = boClass.views.length;

    // Before the move, Ann's token is simply hers; a token never issued is unauthorized.
    const forged = newToken();
    expect(code(await api.classMe({ id: classId, token: forged }))).toBe("ERR_UNAUTHORIZED");

    // Ann moves to a new phone.
    const made = unwrap(await api.moveCode({ ...l.teacher, student: l.ann.studentId }));
    const moved = unwrap(await api.moveHere({ ref: l.c.code, body: { code: made.code } }));

    // Live: the old class connection hears "moved" (no table), the old table connection too.
    const gone = await waitForValue(
      () => annClass.views.find((v) => v.status === "moved"),
      "the old class connection to hear the move",
    );
    expect(gone).toMatchObject({ classId, studentId: l.ann.studentId, name: "Ann", table: null });
    await waitFor(() => annEvicted.length > 0, "the old table connection to be told");
    expect(annEvicted).toEqual([{ tableId: l.tableId, seat: l.annSeat, reason: "moved" }]);

    // Then it hears nothing more of the class: a pause reaches Bo's page, not the old one.
    const annViews = annClass.views.length;
    unwrap(await api.pauseClass(l.teacher));
    await waitFor(
      () => boClass.views.slice(boViewsBefore).some((v) => v.paused),
      "Bo's page to hear the pause",
    );
    expect(annClass.views).toHaveLength(annViews);
    unwrap(await api.resumeClass(l.teacher));

    // Sent again, the old token is ERR_MOVED: over HTTP (401), the class socket, the table.
    expect(code(await api.classMe({ id: classId, token: l.ann.studentToken }))).toBe("ERR_MOVED");
    const raw = await fetch(`${url}/api/classes/${classId}/me`, {
      headers: { authorization: `Bearer ${l.ann.studentToken}` },
    });
    expect(raw.status).toBe(401);
    expect(((await raw.json()) as { error: { code: string } }).error.code).toBe("ERR_MOVED");
    const reload = await connectTable(socketUrl);
    sockets.push(reload);
    expect(code(await reload.joinClass(classId, l.ann.studentToken))).toBe("ERR_MOVED");
    expect(code(await reload.join(l.tableId, { seatToken: l.ann.studentToken }))).toBe("ERR_MOVED");
    // A token never issued is not: the plain answer, everywhere (no oracle but the holder's).
    expect(code(await api.classMe({ id: classId, token: forged }))).toBe("ERR_UNAUTHORIZED");
    expect(code(await reload.joinClass(classId, forged))).toBe("ERR_UNAUTHORIZED");
    expect(code(await reload.join(l.tableId, { seatToken: forged }))).toBe("ERR_UNAUTHORIZED");
    // The new token is Ann.
    expect(unwrap(await api.classMe({ id: classId, token: moved.studentToken })).name).toBe("Ann");

    // Bo heard nothing of the move (the pause he heard came after it): no "moved", no view
    // but his own.
    expect(boHeard()).not.toContain("moved");
    expect(boHeard()).not.toContain("ERR_MOVED");
    expect(boClass.views.every((v) => v.studentId === l.bo.studentId)).toBe(true);
    expect(boEvicted).toEqual([]);

    // Moved twice: both old tokens are ERR_MOVED.
    const again = unwrap(await api.moveCode({ ...l.teacher, student: l.ann.studentId }));
    const third = unwrap(await api.moveHere({ ref: classId, body: { code: again.code } }));
    for (const old of [l.ann.studentToken, moved.studentToken]) {
      expect(code(await api.classMe({ id: classId, token: old }))).toBe("ERR_MOVED");
    }
    expect(unwrap(await api.classMe({ id: classId, token: third.studentToken })).name).toBe("Ann");

    // A released student's token is ERR_UNAUTHORIZED (released, not moved) ...
    unwrap(await api.releaseStudent({ ...l.teacher, student: l.bo.studentId }));
    expect(code(await api.classMe({ id: classId, token: l.bo.studentToken }))).toBe(
      "ERR_UNAUTHORIZED",
    );
    // ... and so are Ann's old ones once she is released: she is in the class no more.
    unwrap(await api.releaseStudent({ ...l.teacher, student: l.ann.studentId }));
    for (const old of [l.ann.studentToken, moved.studentToken, third.studentToken]) {
      expect(code(await api.classMe({ id: classId, token: old }))).toBe("ERR_UNAUTHORIZED");
    }
  });
});
