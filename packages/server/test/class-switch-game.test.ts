// Another game before anyone is seated (docs/classroom.md, "The lesson's course"): after "Next
// game" the class waits to be seated; the teacher picking another game there replaces the
// game, and the lesson's game number stays (no game of the lesson is skipped: the replaced one
// had no tables). On SQLite and on PostgreSQL + Redis with two processes.

import type { ApiClient } from "@number-games/protocol";
import { createApiClient } from "@number-games/protocol";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Servers } from "./support/backends";
import { describeBackends } from "./support/backends";
import { unwrap } from "./support/server";

describeBackends("another game before the seating", (backend) => {
  let servers: Servers | null = null;
  let api: ApiClient;
  beforeAll(async () => {
    servers = await backend.start({ options: { classPushMs: 5 } });
    if (servers !== null) api = createApiClient(servers.urls[0]!);
  }, 60_000);
  afterAll(async () => {
    await servers?.stop();
  });

  it("keeps the game's number when the game is switched before the seating", async (ctx) => {
    if (servers === null) return ctx.skip();
    const c = unwrap(await api.createClass({ body: { game: "take-or-pay", tableSize: 3 } }));
    const teacher = { id: c.classId, token: c.teacherToken };
    const ann = unwrap(await api.joinClass({ ref: c.code, body: { name: "Ann" } }));
    unwrap(await api.joinClass({ ref: c.code, body: { name: "Bo" } }));
    unwrap(
      await api.seatClass({ ...teacher, body: { mode: "random", seed: "s", botLevel: "random" } }),
    );
    const next = unwrap(await api.nextGame({ ...teacher, body: {} }));
    expect(next.class).toMatchObject({ round: 2, seated: false, game: "take-or-pay" });
    const switched = unwrap(
      await api.nextGame({ ...teacher, body: { game: "number-line", config: {} } }),
    );
    expect(switched.class).toMatchObject({ round: 2, seated: false, game: "number-line" });
    const me = unwrap(await api.classMe({ id: c.classId, token: ann.studentToken }));
    expect(me).toMatchObject({ round: 2, game: "number-line", status: "waiting" });
    // Seated then, the next game is the third.
    unwrap(
      await api.seatClass({ ...teacher, body: { mode: "random", seed: "t", botLevel: "random" } }),
    );
    expect(unwrap(await api.nextGame({ ...teacher, body: {} })).class.round).toBe(3);
  });
});
