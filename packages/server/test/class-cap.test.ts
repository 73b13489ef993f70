import { CLASS_LIMITS } from "@number-games/protocol";
import { expect, it } from "vitest";
import { describeBackends, serversFor } from "./support/backends";
import { unwrap } from "./support/server";

describeBackends("the students cap under concurrent joins", (backend) => {
  const suite = serversFor(backend);

  it("admits exactly the cap of 90 joins at once", async (ctx) => {
    if (suite.servers === null) return ctx.skip();
    const c = unwrap(
      await suite.apis[0]!.createClass({ body: { game: "take-or-pay", tableSize: 4 } }),
    );
    const joins = await Promise.all(
      Array.from({ length: 90 }, (_, i) =>
        suite.apis[i % suite.apis.length]!.joinClass({ ref: c.code, body: { name: `Kid ${i}` } }),
      ),
    );
    const codes = joins.map((r) => (r.ok ? "ok" : r.error.code));
    expect(codes.filter((x) => x === "ok").length).toBe(CLASS_LIMITS.maxStudents);
    expect(codes.filter((x) => x !== "ok").every((x) => x === "ERR_CLASS_FULL")).toBe(true);
    expect((await suite.servers!.store.students(c.classId)).length).toBe(CLASS_LIMITS.maxStudents);
    expect(unwrap(await suite.apis.at(-1)!.getClass({ ref: c.code })).students).toBe(
      CLASS_LIMITS.maxStudents,
    );
  });
});
