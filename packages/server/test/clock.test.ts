// Turn clocks across restarts and processes: the deadline of the turn being played is stored
// with the table, so a restarted server (or another process taking the table over) keeps the
// clock where it was instead of starting it again in full. Time is the injected `now`; the
// only waits are for events, never for a duration.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { GAMES } from "@number-games/engine";
import type { ObservationFrame } from "@number-games/protocol";
import { createTableRequestSchema } from "@number-games/protocol";
import { afterEach, describe, expect, it } from "vitest";
import { openStore } from "../src/storage/sql-store";
import type { TableStore } from "../src/storage/types";
import type { Notifier } from "../src/tables/service";
import { TableService } from "../src/tables/service";
import type { TestServer } from "./support/server";
import {
  debugState,
  humans,
  RandomPlayer,
  setUpTable,
  startTestServer,
  unwrap,
  waitFor,
  waitForValue,
} from "./support/server";

const CLOCK_SECONDS = 3600;
const UNIT_MS = 1000;
/** A full clock: an hour. A test that waited for one would time out. */
const FULL_MS = CLOCK_SECONDS * UNIT_MS;
const T0 = 1_900_000_000_000;

const servers: TestServer[] = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const s of servers.splice(0)) await s.close();
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** A server on `sqliteFile` (a new one when omitted) whose clock reads `clock.now`. */
async function serve(clock: { now: number }, sqliteFile?: string, shared = false) {
  const s = await startTestServer({
    turnClockUnitMs: UNIT_MS,
    now: () => clock.now,
    shared,
    ...(sqliteFile !== undefined ? { sqliteFile } : {}),
  });
  servers.push(s);
  dirs.push(s.dir);
  return s;
}

/** A started three-seat Take or Pay table with a clock; the first player is on turn. */
async function clockedTable(s: TestServer) {
  const t = await setUpTable(s.api, "take-or-pay", { players: 3, firstPlayer: 0 }, humans(3), {
    turnClockSeconds: CLOCK_SECONDS,
    visibility: "public",
  });
  const st = (await debugState(s.service, t.tableId))!;
  expect(GAMES["take-or-pay"].toMove(st.state)).toBe(0);
  return { t, seq: st.seq };
}

describe("turn clocks survive a restart", () => {
  it("a restarted server keeps the running turn's deadline", async () => {
    const clock = { now: T0 };
    const a = await serve(clock);
    const { t, seq } = await clockedTable(a);
    const deadline = (await a.service.currentFrame(t.tableId, 0))!.deadline;
    expect(deadline).toBe(T0 + FULL_MS);
    await a.close();

    // Twenty minutes later the server comes back: 40 minutes are left, not a new hour.
    clock.now = T0 + 20 * 60_000;
    const b = await serve(clock, a.file);
    expect((await b.service.currentFrame(t.tableId, 0))!.deadline).toBe(deadline);
    const player = await RandomPlayer.connect(b.url, t.tableId, t.tokens[0]!, 1, { paused: true });
    expect(player.lastFrame?.seq).toBe(seq);
    expect(player.lastFrame?.deadline).toBe(deadline);
    // Nobody has played the turn meanwhile.
    expect((await debugState(b.service, t.tableId))!.seq).toBe(seq);
    expect(unwrap(await b.api.record(t.tableId)).meta.autoplayed).toEqual([]);
    player.close();
  });

  it("a deadline that passed while the server was down is played at once by the clock's bot", async () => {
    const clock = { now: T0 };
    const a = await serve(clock);
    const { t, seq } = await clockedTable(a);
    const deadline = (await a.service.currentFrame(t.tableId, 0))!.deadline!;
    await a.close();

    clock.now = deadline + 1;
    const b = await serve(clock, a.file);
    // With the clock restarted in full this would wait an hour (and time out).
    await waitFor(
      async () => (await debugState(b.service, t.tableId))!.seq !== seq,
      "the expired turn to be played",
      20_000,
    );
    const rec = unwrap(await b.api.record(t.tableId));
    expect(rec.meta.autoplayed[0]).toEqual({ index: seq, seat: 0, reason: "clock" });
    // The next turn's clock starts in full from now.
    const next = (await debugState(b.service, t.tableId))!;
    const toMove = GAMES["take-or-pay"].toMove(next.state);
    expect((await b.service.currentFrame(t.tableId, toMove))!.deadline).toBe(clock.now + FULL_MS);
  });

  it("another process taking a table over keeps its deadline", async () => {
    const clockA = { now: T0 };
    const clockB = { now: T0 + 5 * 60_000 };
    const a = await serve(clockA, undefined, true);
    const { t, seq } = await clockedTable(a);
    const deadline = (await a.service.currentFrame(t.tableId, 0))!.deadline;
    // B shares A's storage (as with PostgreSQL and Redis) and serves the seat from now on.
    const b = await serve(clockB, a.file, true);
    const player = await RandomPlayer.connect(b.url, t.tableId, t.tokens[0]!, 1, { paused: true });
    expect(player.lastFrame?.seq).toBe(seq);
    expect(player.lastFrame?.deadline).toBe(deadline);
    player.close();
  });
});

/**
 * A service on a new SQLite file whose setTurnDeadline fails while `refuse` > 0 (counting
 * down), with a started three-seat Take or Pay table on a clock. Every frame sent is kept
 * with the deadline storage held for its seq at that moment.
 */
async function watchedTable(clock: { now: number }, refuse: { count: number }) {
  const dir = mkdtempSync(join(tmpdir(), "ng-clock-"));
  dirs.push(dir);
  const store = await openStore({ sqliteFile: join(dir, "clock.sqlite") });
  const stored = new Map<number, number>();
  const flaky: TableStore = new Proxy(store, {
    get: (target, prop, receiver) => {
      if (prop === "setTurnDeadline") {
        return async (id: string, seq: number, at: number) => {
          if (refuse.count > 0 && refuse.count-- > 0) throw new Error("storage unreachable");
          const kept = await target.setTurnDeadline(id, seq, at);
          stored.set(seq, kept);
          return kept;
        };
      }
      const value = Reflect.get(target, prop, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
  const sent: { viewer: unknown; frame: ObservationFrame; held: number | undefined }[] = [];
  const notifier: Notifier = {
    frame: (_id, viewer, frame) => sent.push({ viewer, frame, held: stored.get(frame.seq) }),
    table() {},
    hasAudience: () => true,
    evictSeat() {},
  };
  const options = { notifier, botDelayMs: 0, shared: false, now: () => clock.now };
  const service = new TableService({ ...options, store: flaky });
  const created = unwrap(
    await service.create(
      createTableRequestSchema.parse({
        game: "take-or-pay",
        config: { players: 3, firstPlayer: 0 },
        seats: humans(3),
        visibility: "public",
        turnClockSeconds: CLOCK_SECONDS,
      }),
    ),
  );
  const id = created.tableId;
  const seats = [];
  for (let s = 0; s < 3; s++) {
    const { seatToken } = unwrap(await service.claim(id, `P${s}`, s));
    seats.push(unwrap(await service.authenticate(id, seatToken)));
  }
  unwrap(await service.start(id, created.hostToken));
  /** The first frame of `seq` that shows a deadline (waits for it). */
  const clocked = (seq: number) =>
    waitForValue(
      () => sent.find((x) => x.frame.seq === seq && x.frame.deadline !== null)?.frame,
      `a deadline for seq ${seq}`,
      20_000,
    );
  const close = async () => {
    service.close();
    await store.close();
  };
  /** Another process on the same storage (as after a restart). */
  const restart = () => new TableService({ ...options, store });
  return { id, seats, service, sent, clocked, restart, close };
}

describe("store before announce", () => {
  it("every deadline a frame shows is in storage before the frame is sent", async () => {
    const clock = { now: T0 };
    const w = await watchedTable(clock, { count: 0 });
    let seq = 1; // after the deal
    expect((await w.clocked(seq)).deadline).toBe(T0 + FULL_MS);
    for (let turn = 0; turn < 4; turn++) {
      const mover = w.sent.findLast(
        (x) => x.frame.seq === seq && x.frame.observation.legal.length,
      )!;
      clock.now += 1000;
      const act = await w.service.act(
        w.id,
        w.seats[mover.viewer as number]!,
        seq,
        mover.frame.observation.legal[0],
      );
      seq = unwrap(act).seq;
      expect((await w.clocked(seq)).deadline).toBe(clock.now + FULL_MS);
    }
    const shown = w.sent.filter((x) => x.frame.deadline !== null);
    expect(shown.length).toBeGreaterThan(4);
    for (const x of shown) expect(x.held).toBe(x.frame.deadline);
    // Another process on the same storage, 20 minutes later, shows the announced deadline.
    clock.now += 20 * 60_000;
    const again = w.restart();
    expect((await again.currentFrame(w.id, "spectator"))!.deadline).toBe(
      w.sent.findLast((x) => x.frame.seq === seq)!.frame.deadline,
    );
    again.close();
    await w.close();
  });

  it("a deadline storage refuses is not shown; the table stores and announces it by itself", async () => {
    const clock = { now: T0 };
    // The first turn's deadline cannot be stored, twice (at the announcement and right after).
    const refuse = { count: 2 };
    const w = await watchedTable(clock, refuse);
    const first = await w.clocked(1);
    expect(refuse.count).toBe(0);
    expect(w.sent.some((x) => x.frame.seq === 1 && x.frame.deadline === null)).toBe(true);
    expect(first.deadline).toBe(T0 + FULL_MS);
    for (const x of w.sent.filter((f) => f.frame.deadline !== null)) {
      expect(x.held).toBe(x.frame.deadline);
    }
    await w.close();
  });
});
