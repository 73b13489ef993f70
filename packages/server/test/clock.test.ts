// Turn clocks across restarts and processes: the deadline of the turn being played is stored
// with the table, so a restarted server (or another process taking the table over) keeps the
// clock where it was instead of starting it again in full. Time is the injected `now`; the
// only waits are for events, never for a duration.

import { rmSync } from "node:fs";
import { GAMES } from "@number-games/engine";
import { afterEach, describe, expect, it } from "vitest";
import type { TestServer } from "./helpers";
import {
  humans,
  RandomPlayer,
  setUpTable,
  sleep,
  startTestServer,
  unwrap,
  withTimeout,
} from "./helpers";

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
  const st = (await s.service.debugState(t.tableId))!;
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
    expect((await b.service.debugState(t.tableId))!.seq).toBe(seq);
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
    await withTimeout(
      (async () => {
        while ((await b.service.debugState(t.tableId))!.seq === seq) await sleep(5);
      })(),
      20_000,
      "the expired turn to be played",
    );
    const rec = unwrap(await b.api.record(t.tableId));
    expect(rec.meta.autoplayed[0]).toEqual({ index: seq, seat: 0, reason: "clock" });
    // The next turn's clock starts in full from now.
    const next = (await b.service.debugState(t.tableId))!;
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
