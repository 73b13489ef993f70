// Issue 26, finding 6: a class holds at most CLASS_LIMITS.maxStudents students however many
// joins arrive at once: 90 concurrent joins, spread over every process (two on PostgreSQL +
// Redis), admit exactly 60, and the others get ERR_CLASS_FULL.

import type { ApiClient } from "@number-games/protocol";
import { CLASS_LIMITS, createApiClient } from "@number-games/protocol";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Servers } from "./support/backends";
import { describeBackends } from "./support/backends";
import { unwrap } from "./support/server";

describeBackends("the students cap under concurrent joins", (backend) => {
  let servers: Servers | null = null;
  let apis: ApiClient[] = [];
  beforeAll(async () => {
    servers = await backend.start();
    apis = servers?.urls.map((u) => createApiClient(u)) ?? [];
  });
  afterAll(async () => {
    await servers?.stop();
  });

  it("admits exactly the cap of 90 joins at once", async (ctx) => {
    if (servers === null) return ctx.skip();
    const c = unwrap(await apis[0]!.createClass({ body: { game: "take-or-pay", tableSize: 4 } }));
    const joins = await Promise.all(
      Array.from({ length: 90 }, (_, i) =>
        apis[i % apis.length]!.joinClass({ ref: c.code, body: { name: `Kid ${i}` } }),
      ),
    );
    const codes = joins.map((r) => (r.ok ? "ok" : r.error.code));
    expect(codes.filter((x) => x === "ok").length).toBe(CLASS_LIMITS.maxStudents);
    expect(codes.filter((x) => x !== "ok").every((x) => x === "ERR_CLASS_FULL")).toBe(true);
    expect((await servers!.store.students(c.classId)).length).toBe(CLASS_LIMITS.maxStudents);
    expect(unwrap(await apis.at(-1)!.getClass({ ref: c.code })).students).toBe(
      CLASS_LIMITS.maxStudents,
    );
  });
});
