// Requests to join under pressure: whoever has the class code could fill its pending
// requests in a second and fill them again. An address gets a few requests to join per 10
// minutes (CLASS_ASKS_PER_10_MINUTES); the teacher can close requests (a new one is refused
// with ERR_REQUESTS_CLOSED, those waiting stay) and decline every waiting one at once. Bad
// commands get their typed error and change nothing. On SQLite and on PostgreSQL + Redis with
// two processes (the teacher on one, the students on the other).

import type { ClassDashboard } from "@number-games/protocol";
import { expect, it } from "vitest";
import { describeBackends, serversFor } from "./support/backends";
import { unwrap } from "./support/server";

const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error!.code);
const facts = (d: ClassDashboard) => ({
  requests: d.requests.map((r) => r.name),
  open: d.requestsOpen,
  students: d.students.map((s) => s.name),
});

describeBackends("the teacher closes and clears requests to join", (backend) => {
  const suite = serversFor(backend, { options: { classPushMs: 5 } });

  it("closes requests, declines them all at once, opens them again", async (ctx) => {
    if (suite.servers === null) return ctx.skip();
    const [api, students] = [suite.apis[0]!, suite.apis.at(-1)!];
    const c = unwrap(await api.createClass({ body: { game: "take-or-pay", roster: ["Ann"] } }));
    const teacher = { id: c.classId, token: c.teacherToken };
    const ask = (name: string) => students.askToJoin({ ref: c.code, body: { name } });
    const dan = unwrap(await ask("Dan"));
    const eve = unwrap(await ask("Eve"));
    expect(facts(unwrap(await api.classDashboard(teacher)))).toEqual({
      requests: ["Dan", "Eve"],
      open: true,
      students: [],
    });

    const closed = unwrap(await students.setJoinRequests({ ...teacher, body: { open: false } }));
    expect(facts(closed)).toEqual({ requests: ["Dan", "Eve"], open: false, students: [] });
    // Closed: no new request on any process; the list's names still join.
    for (const a of suite.apis) {
      expect(code(await a.askToJoin({ ref: c.code, body: { name: "Fay" } }))).toBe(
        "ERR_REQUESTS_CLOSED",
      );
    }
    unwrap(await students.joinClass({ ref: c.code, body: { name: "Ann" } }));
    // The waiting ones can still be let in one by one.
    const dashboard = unwrap(await api.approveRequest({ ...teacher, request: dan.requestId }));
    expect(facts(dashboard)).toEqual({ requests: ["Eve"], open: false, students: ["Ann", "Dan"] });

    // Bad commands: typed errors, nothing changed.
    const before = facts(unwrap(await api.classDashboard(teacher)));
    const danNow = unwrap(await students.askStatus({ id: c.classId, token: dan.requestToken }));
    expect(danNow.status).toBe("approved");
    const typed = await Promise.all([
      students.setJoinRequests({ id: c.classId, token: dan.requestToken, body: { open: true } }),
      students.declineAllRequests({ id: c.classId, token: dan.requestToken }),
      api.setJoinRequests({ ...teacher, body: { open: "yes" } as unknown as { open: boolean } }),
      api.declineAllRequests({ id: c.classId, token: "x".repeat(43) }),
    ]);
    expect(typed.map(code)).toEqual([
      "ERR_WRONG_ROLE",
      "ERR_WRONG_ROLE",
      "ERR_MALFORMED",
      "ERR_UNAUTHORIZED",
    ]);
    expect(facts(unwrap(await api.classDashboard(teacher)))).toEqual(before);

    // Every waiting request declined at once; each asking page hears it.
    const cleared = unwrap(await students.declineAllRequests(teacher));
    expect(facts(cleared)).toEqual({ requests: [], open: false, students: ["Ann", "Dan"] });
    const eveNow = unwrap(await students.askStatus({ id: c.classId, token: eve.requestToken }));
    expect(eveNow).toMatchObject({ status: "declined", student: null });

    // Open again: a new request is taken.
    const opened = unwrap(await api.setJoinRequests({ ...teacher, body: { open: true } }));
    expect(opened.requestsOpen).toBe(true);
    unwrap(await ask("Fay"));
    expect(facts(unwrap(await api.classDashboard(teacher))).requests).toEqual(["Fay"]);

    // A class without a list has no requests; after the end nothing changes.
    const open = unwrap(await api.createClass({ body: { game: "take-or-pay" } }));
    const openTeacher = { id: open.classId, token: open.teacherToken };
    expect(code(await api.setJoinRequests({ ...openTeacher, body: { open: false } }))).toBe(
      "ERR_NO_ROSTER",
    );
    expect(code(await api.declineAllRequests(openTeacher))).toBe("ERR_NO_ROSTER");
    unwrap(await api.endClass({ ...teacher, body: { lesson: true } }));
    const ended = await suite.servers.store.getClass(c.classId);
    for (const a of suite.apis) {
      expect(code(await a.setJoinRequests({ ...teacher, body: { open: false } }))).toBe(
        "ERR_CLASS_ENDED",
      );
      expect(code(await a.declineAllRequests(teacher))).toBe("ERR_CLASS_ENDED");
    }
    expect(await suite.servers.store.getClass(c.classId)).toEqual(ended);
  });
});

describeBackends("requests to join per address", (backend) => {
  const suite = serversFor(backend, {
    options: { classAsksPer10Minutes: 3 },
    env: { CLASS_ASKS_PER_10_MINUTES: "3" },
  });

  it("an address gets a few: it cannot fill the class's requests, nor fill them again", async (ctx) => {
    if (suite.servers === null) return ctx.skip();
    const api = suite.apis[0]!;
    const c = unwrap(await api.createClass({ body: { game: "take-or-pay", roster: ["Ann"] } }));
    const teacher = { id: c.classId, token: c.teacherToken };
    let n = 0;
    for (const a of suite.apis) {
      const answers = [];
      for (let i = 0; i < 5; i++)
        answers.push(code(await a.askToJoin({ ref: c.code, body: { name: `Kid ${++n}` } })));
      // Each process keeps its own count (in memory), as the other per-address budgets.
      expect(answers).toEqual(["ok", "ok", "ok", "ERR_RATE_LIMITED", "ERR_RATE_LIMITED"]);
    }
    const d = unwrap(await api.classDashboard(teacher));
    expect(d.requests).toHaveLength(3 * suite.apis.length);
    // Declined, they cannot be asked for again from that address (the budget is spent).
    unwrap(await api.declineAllRequests(teacher));
    expect(code(await api.askToJoin({ ref: c.code, body: { name: "Zed" } }))).toBe(
      "ERR_RATE_LIMITED",
    );
    expect(unwrap(await api.classDashboard(teacher)).requests).toEqual([]);
    // The list's names still join from that address.
    unwrap(await api.joinClass({ ref: c.code, body: { name: "Ann" } }));
  });
});
