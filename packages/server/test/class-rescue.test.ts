// Seat rescue (issue #23, item 1): the teacher seats a waiting student in place of a computer
// player at a running table, hands a student's seat to a computer and gives it back, and
// bad requests (a taken seat, a student who is not waiting, a student with no seat, a
// finished table) get typed errors that change nothing. The student put in a computer's
// seat is sent exactly that seat's observation. On SQLite and on PostgreSQL + Redis with two
// processes (requests to one, table sockets on the other). And a computer that was thinking
// when a student took its seat plays nothing there (SQLite, its decisions held by the test).

import type { AnyGame } from "@number-games/engine";
import { getGame } from "@number-games/engine";
import type { ApiClient, ClassDashboard, EvictedEvent } from "@number-games/protocol";
import { createApiClient } from "@number-games/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BotDecider } from "../src/bots/bot-pool";
import type { TableStore } from "../src/storage/types";
import type { Servers } from "./support/backends";
import { describeBackends } from "./support/backends";
import { RandomPlayer, startTestServer, unwrap, waitFor, waitForValue } from "./support/server";

const failure = (r: { ok: boolean; error?: { code: string; rule?: string } }) =>
  r.ok ? "ok" : `${r.error!.code}:${r.error!.rule ?? ""}`;

/** The position a seat sees now, from the stored record (the engine's own observation). */
async function observed(store: TableStore, tableId: string, seat: number) {
  const row = (await store.getTable(tableId))!;
  const game: AnyGame = getGame(row.game);
  const cfg = game.parseConfig(row.config);
  if (!cfg.ok) throw new Error(cfg.error.message);
  let state = game.newGame(cfg.value);
  const actions = await store.actions(tableId);
  for (const a of actions) {
    const parsed = game.parseAction(a.action);
    if (!parsed.ok) throw new Error(parsed.error.message);
    const next = game.apply(state, parsed.value);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return { seq: actions.length, observation: game.observe(state, seat) };
}

describeBackends("seat rescue", (backend) => {
  let servers: Servers | null = null;
  let apis: ApiClient[] = [];
  const players: RandomPlayer[] = [];
  beforeAll(async () => {
    servers = await backend.start({ options: { classPushMs: 5 } });
    apis = servers?.urls.map((u) => createApiClient(u)) ?? [];
  }, 60_000);
  afterAll(async () => {
    for (const p of players) p.close();
    await servers?.stop();
  });

  it("a late joiner replaces a computer; a seat goes to a computer and back; bad requests change nothing", async (ctx) => {
    if (servers === null) return ctx.skip();
    const api = apis[0]!;
    const socketUrl = servers.urls.at(-1)!;
    const c = unwrap(await api.createClass({ body: { game: "take-or-pay", tableSize: 3 } }));
    const teacher = { id: c.classId, token: c.teacherToken };
    const join = async (name: string) =>
      unwrap(await api.joinClass({ ref: c.code, body: { name } }));
    const ann = await join("Ann");
    const bo = await join("Bo");
    const seated = unwrap(
      await api.seatClass({ ...teacher, body: { mode: "random", seed: "r", botLevel: "random" } }),
    );
    const table = seated.tables[0]!;
    const tableId = table.tableId;
    const botSeat = table.seats.findIndex((s) => s.kind === "bot");
    expect(botSeat).toBeGreaterThanOrEqual(0);
    const seatOf = (d: ClassDashboard, id: string) => d.students.find((s) => s.id === id)!.table;
    const annSeat = seatOf(seated, ann.studentId)!.seat;
    const boSeat = seatOf(seated, bo.studentId)!.seat;
    // The humans hold their moves: the table waits for them, not for the test's clock.
    const connect = async (token: string, seed: number) => {
      const p = await RandomPlayer.connect(socketUrl, tableId, token, seed, { paused: true });
      players.push(p);
      return p;
    };
    const annP = await connect(ann.studentToken, 1);
    const boP = await connect(bo.studentToken, 2);

    // A late joiner takes the computer's seat.
    const cy = await join("Cy");
    const dee = await join("Dee");
    const withCy = unwrap(
      await api.seatWaiting({
        ...teacher,
        body: { to: "open", studentId: cy.studentId, tableId, seat: botSeat },
      }),
    );
    expect(withCy.tables[0]!.seats[botSeat]).toMatchObject({
      kind: "human",
      studentId: cy.studentId,
      name: "Cy",
      keptFor: null,
    });
    expect(seatOf(withCy, cy.studentId)).toMatchObject({ tableId, seat: botSeat });
    expect(unwrap(await api.classMe({ id: c.classId, token: cy.studentToken })).status).toBe(
      "seated",
    );
    // Cy is sent exactly the seat's observation: what the computer's seat knows, no more.
    const cyP = await connect(cy.studentToken, 3);
    await waitFor(() => cyP.lastFrame !== undefined, "Cy's first frame");
    const expected = await observed(servers.store, tableId, botSeat);
    expect(cyP.lastFrame!.seq).toBe(expected.seq);
    expect(cyP.lastFrame!.observation).toEqual(JSON.parse(JSON.stringify(expected.observation)));

    // Bad requests: typed errors, nothing changed.
    const before = JSON.stringify((await servers.store.getTable(tableId))!.seats);
    const beforeDash = unwrap(await api.classDashboard(teacher));
    const refusals = [
      // Dee into Ann's seat: taken.
      await api.seatWaiting({
        ...teacher,
        body: { to: "open", studentId: dee.studentId, tableId, seat: annSeat },
      }),
      // Bo is at a table: not waiting.
      await api.seatWaiting({
        ...teacher,
        body: { to: "open", studentId: bo.studentId, tableId, seat: annSeat },
      }),
      // Nobody of this class.
      await api.seatWaiting({
        ...teacher,
        body: { to: "open", studentId: `s${"a".repeat(24)}`, tableId, seat: annSeat },
      }),
      // Dee has no seat to hand over.
      await api.handToComputer({ ...teacher, student: dee.studentId, body: {} }),
    ];
    expect(refusals.map(failure)).toEqual([
      "ERR_BAD_SEATING:seat-not-open",
      "ERR_BAD_SEATING:not-waiting",
      "ERR_BAD_SEATING:unknown-student",
      "ERR_BAD_SEATING:not-at-table",
    ]);
    // A student's token is not the teacher's.
    expect(
      failure(
        await api.handToComputer({
          id: c.classId,
          token: ann.studentToken,
          student: bo.studentId,
          body: {},
        }),
      ),
    ).toMatch(/^ERR_WRONG_ROLE/);
    expect(JSON.stringify((await servers.store.getTable(tableId))!.seats)).toBe(before);
    const afterDash = unwrap(await api.classDashboard(teacher));
    expect(afterDash.tables).toEqual(beforeDash.tables);
    expect(afterDash.students.map((s) => [s.name, s.status])).toEqual(
      beforeDash.students.map((s) => [s.name, s.status]),
    );

    // Ann's seat goes to a computer: her connections are told and leave, she waits, and the
    // computer plays her turns.
    const evicted: EvictedEvent[] = [];
    annP.client.onEvicted((e) => evicted.push(e));
    const handed = unwrap(
      await api.handToComputer({ ...teacher, student: ann.studentId, body: { botLevel: "easy" } }),
    );
    expect(handed.tables[0]!.seats[annSeat]).toMatchObject({
      kind: "bot",
      level: "easy",
      studentId: null,
      keptFor: ann.studentId,
    });
    expect(seatOf(handed, ann.studentId)).toBeNull();
    expect(unwrap(await api.classMe({ id: c.classId, token: ann.studentToken })).status).toBe(
      "waiting",
    );
    await waitFor(() => evicted.length > 0, "Ann's eviction");
    expect(evicted[0]).toEqual({ tableId, seat: annSeat, reason: "computer" });
    const handedAt = (await servers.store.actions(tableId)).length;
    // Bo and Cy play their turns until the computer has played one of Ann's.
    const others = new Map([
      [boSeat, boP],
      [botSeat, cyP],
    ]);
    const actedAt = new Set<number>();
    await waitFor(async () => {
      const rows = await servers!.store.actions(tableId);
      if (rows.slice(handedAt).some((r) => r.actor === annSeat)) return true;
      const d = unwrap(await api.classDashboard(teacher)).tables[0]!;
      const p = d.toMove === null ? undefined : others.get(d.toMove);
      if (p !== undefined && p.lastFrame?.seq === d.seq && !actedAt.has(d.seq)) {
        actedAt.add(d.seq);
        p.maybeAct();
      }
      return false;
    }, "the computer to play Ann's turn");
    const botMoves = (await servers.store.actions(tableId)).filter(
      (r, i) => i >= handedAt && r.actor === annSeat,
    );
    // The computer's own seat now: its moves are no stand-in's for a person.
    expect(botMoves.every((r) => r.autoplay === null)).toBe(true);

    // And back: Ann takes her seat again from the computer.
    const back = unwrap(
      await api.seatWaiting({
        ...teacher,
        body: { to: "open", studentId: ann.studentId, tableId, seat: annSeat },
      }),
    );
    expect(back.tables[0]!.seats[annSeat]).toMatchObject({
      kind: "human",
      studentId: ann.studentId,
      keptFor: null,
    });
    annP.close();
    const annAgain = await connect(ann.studentToken, 4);
    // Everyone plays the game to its end.
    for (const p of [annAgain, boP, cyP]) {
      p.paused = false;
      p.maybeAct();
    }
    await Promise.all([annAgain, boP, cyP].map((p) => p.finished));
    const finished = await waitForValue(async () => {
      const d = unwrap(await api.classDashboard(teacher));
      return d.tables[0]!.status === "finished" ? d : undefined;
    }, "the dashboard to show the finished table");
    for (const p of [annAgain, boP, cyP]) expect(p.errors).toEqual([]);

    // A finished table: nobody sits down or hands over there.
    const over = JSON.stringify((await servers.store.getTable(tableId))!.seats);
    const late = await join("Eve");
    expect(
      [
        await api.seatWaiting({
          ...teacher,
          body: { to: "open", studentId: late.studentId, tableId, seat: annSeat },
        }),
        await api.handToComputer({ ...teacher, student: bo.studentId, body: {} }),
      ].map(failure),
    ).toEqual(["ERR_BAD_SEATING:table-over", "ERR_BAD_SEATING:table-over"]);
    expect(JSON.stringify((await servers.store.getTable(tableId))!.seats)).toBe(over);
    expect(unwrap(await api.classDashboard(teacher)).tables).toEqual(finished.tables);
  });
});

describe("a student seated in place of a thinking computer", () => {
  it("the computer's decision, arriving after, plays nothing: the seat is the student's", async () => {
    // The bot decider holds every decision until the test lets it go.
    const pending: { legal: readonly unknown[]; resolve: (a: unknown) => void }[] = [];
    const bots: BotDecider = {
      decide: (req) =>
        new Promise((resolve) => pending.push({ legal: req.observation.legal, resolve })),
      close: async () => {},
    };
    const server = await startTestServer({ bots, classPushMs: 5 });
    const api = createApiClient(server.url);
    const players: RandomPlayer[] = [];
    try {
      const c = unwrap(await api.createClass({ body: { game: "take-or-pay", tableSize: 3 } }));
      const teacher = { id: c.classId, token: c.teacherToken };
      const ann = unwrap(await api.joinClass({ ref: c.code, body: { name: "Ann" } }));
      const bo = unwrap(await api.joinClass({ ref: c.code, body: { name: "Bo" } }));
      const seated = unwrap(
        await api.seatClass({ ...teacher, body: { mode: "random", botLevel: "random" } }),
      );
      const tableId = seated.tables[0]!.tableId;
      const botSeat = seated.tables[0]!.seats.findIndex((s) => s.kind === "bot");
      const bySeat = new Map<number, RandomPlayer>();
      for (const s of [ann, bo]) {
        const p = await RandomPlayer.connect(server.url, tableId, s.studentToken, 7, {
          paused: true,
        });
        players.push(p);
        const at = seated.students.find((x) => x.id === s.studentId)!.table!.seat;
        bySeat.set(at, p);
      }
      // The students play until the computer is thinking about its move.
      const actedAt = new Set<number>();
      await waitFor(async () => {
        if (pending.length > 0) return true;
        const d = unwrap(await api.classDashboard(teacher)).tables[0]!;
        const p = d.toMove === null ? undefined : bySeat.get(d.toMove);
        if (p !== undefined && p.lastFrame?.seq === d.seq && !actedAt.has(d.seq)) {
          actedAt.add(d.seq);
          p.maybeAct();
        }
        return false;
      }, "the computer to think");
      const seq = (await server.store.actions(tableId)).length;

      // Meanwhile Cy takes the computer's seat; then the computer's answer arrives.
      const cy = unwrap(await api.joinClass({ ref: c.code, body: { name: "Cy" } }));
      unwrap(
        await api.seatWaiting({
          ...teacher,
          body: { to: "open", studentId: cy.studentId, tableId, seat: botSeat },
        }),
      );
      const cyP = await RandomPlayer.connect(server.url, tableId, cy.studentToken, 8, {
        paused: true,
      });
      players.push(cyP);
      const thinking = pending.shift()!;
      thinking.resolve(thinking.legal[0]);
      // Cy's move at that very position is accepted: the computer played nothing there.
      await waitFor(() => (cyP.lastFrame?.observation.legal.length ?? 0) > 0, "Cy's turn");
      const frame = cyP.lastFrame!;
      expect(frame.seq).toBe(seq);
      const reply = await cyP.client.act(tableId, frame.seq, frame.observation.legal[0]);
      expect(reply.ok ? reply.seq : reply.error.code).toBe(seq + 1);
      const row = (await server.store.actions(tableId))[seq]!;
      expect(row).toMatchObject({ actor: botSeat, autoplay: null });
      expect(pending).toEqual([]);
    } finally {
      for (const p of players) p.close();
      await server.stop();
    }
  });
});
