// Issue 24, items 3 and 5: presence, claims, hand-overs and resigning online. Each seat of a
// playing table is connected or away (since when) for every viewer, spectators included;
// after the table's grace time the players still here may claim the win or hand the away seat
// to the computer (per the table's rule); the returning player gets the seat back with a note;
// a seat may resign. Bad requests (a claim too early, over a connected player, at a table of
// the other rule; resigning twice) are refused with a clear error and change nothing. On
// SQLite with one process and on PostgreSQL + Redis with two (players on different processes).

import type { AwayAction, SeatSpec } from "@number-games/protocol";
import { createApiClient } from "@number-games/protocol";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { Servers } from "./support/backends";
import { describeBackends, startedTable } from "./support/backends";
import { unwrap, waitFor, waitForValue } from "./support/server";
import { code, Watcher } from "./support/watcher";

describeBackends("presence, claims, hand-overs and resigning", (backend) => {
  let servers: Servers | null = null;
  const open: Watcher[] = [];
  beforeAll(async () => {
    servers = await backend.start({ env: { BOT_DELAY_MS: "0" } });
  }, 60_000);
  afterAll(async () => {
    for (const v of open) v.close();
    await servers?.stop();
  });

  /** The first server, and the last (the other process when there are two). */
  const url = (i: 0 | 1) => servers!.urls[i === 0 ? 0 : servers!.urls.length - 1]!;

  async function table(
    action: AwayAction,
    graceSeconds: number,
    seats: SeatSpec[] = [{ kind: "human" }, { kind: "human" }],
    game: "take-or-pay" | "number-line" = "number-line",
    more: { firstPlayer?: number; turnClockSeconds?: number } = {},
  ) {
    return startedTable(url(0), {
      game,
      config: { players: seats.length, firstPlayer: more.firstPlayer ?? 0 },
      seats,
      visibility: "public",
      turnClockSeconds: more.turnClockSeconds ?? null,
      awayAction: action,
      awayGraceSeconds: graceSeconds,
    });
  }

  async function seat(i: 0 | 1, id: string, token: string | null): Promise<Watcher> {
    const v = await Watcher.join(url(i), id, token);
    open.push(v);
    return v;
  }

  /** Storage as it stands: the table's facts and its actions (to prove nothing changed). */
  async function stored(id: string) {
    const row = await servers!.store.getTable(id);
    const actions = await servers!.store.actions(id);
    return { version: row?.version, status: row?.status, ending: row?.ending, n: actions.length };
  }

  it("a seat that leaves is away, with since when, for the others and for spectators; back when it returns", async (ctx) => {
    if (servers === null) return ctx.skip();
    const { id, tokens } = await table("claim", 3600);
    const ann = await seat(0, id, tokens[0]!);
    const spectator = await seat(0, id, null);
    const ben = await seat(1, id, tokens[1]!);
    // Everyone connected: each join says so, for the person seats.
    expect(ben.joined!.presence).toEqual([
      { seat: 0, awaySince: null },
      { seat: 1, awaySince: null },
    ]);
    const before = Date.now();
    ben.close();
    for (const v of [ann, spectator]) {
      await waitFor(() => typeof v.awaySince(1) === "number", "Ben to be away");
      expect(v.awaySince(1)).toBeGreaterThanOrEqual(before - 1000);
    }
    // Ann's presence never changed; a later viewer gets the same picture at its join.
    const late = await seat(1, id, null);
    expect(late.joined!.presence).toEqual([
      { seat: 0, awaySince: null },
      { seat: 1, awaySince: ann.awaySince(1) },
    ]);
    // Ben comes back (on the other process): present for everyone again.
    const back = await seat(0, id, tokens[1]!);
    expect(back.joined!.presence.find((p) => p.seat === 1)?.awaySince).toBeNull();
    for (const v of [ann, spectator, late]) {
      await waitFor(() => v.awaySince(1) === null, "Ben to be back");
    }
    // Presence is news of connections only: each event names a seat and a time, nothing else.
    for (const v of [ann, spectator, late]) {
      for (const p of v.presence)
        expect(Object.keys(p).sort()).toEqual(["awaySince", "seat", "tableId"]);
    }
  });

  it("refuses a claim too early, over a connected player, at a hand-over table; nothing changes", async (ctx) => {
    if (servers === null) return ctx.skip();
    const slow = await table("claim", 3600);
    const ann = await seat(0, slow.id, slow.tokens[0]!);
    const ben = await seat(1, slow.id, slow.tokens[1]!);
    const before = await stored(slow.id);
    // Ben is connected.
    const connected = await ann.client.claimWin(slow.id);
    expect(code(connected)).toBe("ERR_NOT_AWAY");
    // Ben leaves: away, but not for the grace time (an hour).
    ben.close();
    await waitFor(() => typeof ann.awaySince(1) === "number", "Ben to be away");
    const early = await ann.client.claimWin(slow.id);
    expect(code(early)).toBe("ERR_TOO_EARLY");
    expect(early.ok ? "" : early.error.message).toMatch(/away for 3600 s first; \d+ s more/);
    // Nor may Ann hand the seat over: this table's rule is the claim.
    expect(code(await ann.client.handOver(slow.id, 1))).toBe("ERR_NOT_ALLOWED");
    expect(await stored(slow.id)).toEqual(before);

    // At a hand-over table a claim is refused, whatever the time.
    const other = await table("computer", 1);
    const ann2 = await seat(0, other.id, other.tokens[0]!);
    const ben2 = await seat(1, other.id, other.tokens[1]!);
    ben2.close();
    await waitFor(() => typeof ann2.awaySince(1) === "number", "Ben to be away");
    const since = ann2.awaySince(1)!;
    await waitFor(() => Date.now() > since + 1100, "the grace time to pass");
    const before2 = await stored(other.id);
    expect(code(await ann2.client.claimWin(other.id))).toBe("ERR_NOT_ALLOWED");
    // Hand-over mistakes: her own seat, a seat that is no one's.
    expect(code(await ann2.client.handOver(other.id, 0))).toBe("ERR_MALFORMED");
    expect(code(await ann2.client.handOver(other.id, 5))).toBe("ERR_MALFORMED");
    expect(await stored(other.id)).toEqual(before2);
    // Spectators cannot claim, resign or hand over.
    const spectator = await seat(1, other.id, null);
    expect(code(await spectator.client.claimWin(other.id))).toBe("ERR_NOT_SEATED");
    expect(code(await spectator.client.resign(other.id))).toBe("ERR_NOT_SEATED");
    expect(code(await spectator.client.handOver(other.id, 1))).toBe("ERR_NOT_SEATED");
    expect(await stored(other.id)).toEqual(before2);
  });

  it("after the grace time the player still here claims the win; the returner sees why", async (ctx) => {
    if (servers === null) return ctx.skip();
    const { id, tokens, api } = await table("claim", 1);
    const ann = await seat(0, id, tokens[0]!);
    const ben = await seat(1, id, tokens[1]!);
    const spectator = await seat(1, id, null);
    ben.close();
    await waitFor(() => typeof ann.awaySince(1) === "number", "Ben to be away");
    const since = ann.awaySince(1)!;
    await waitFor(() => Date.now() > since + 1100, "the grace time to pass");
    const seq = (await stored(id)).n;
    expect(code(await ann.client.claimWin(id))).toBe("ok");

    const ended = await waitForValue(
      () => spectator.tables.find((t) => t.status === "finished"),
      "the spectator to hear of the end",
    );
    expect(ended.ending).toMatchObject({ kind: "claimed", by: 0, away: [1], winners: [0], seq });
    expect(ended.seed).not.toBeNull();
    // Done is done: another claim, a move, a resignation.
    expect(code(await ann.client.claimWin(id))).toBe("ERR_GAME_OVER");
    expect(code(await ann.client.act(id, ann.frame.seq, ann.frame.observation.legal[0]))).toBe(
      "ERR_GAME_OVER",
    );
    expect(code(await ann.client.resign(id))).toBe("ERR_GAME_OVER");
    expect((await stored(id)).n).toBe(seq);

    // Ben returns: the table tells him the game is over and how.
    const back = await seat(0, id, tokens[1]!);
    expect(back.joined!.table.status).toBe("finished");
    expect(back.joined!.table.ending).toEqual(ended.ending);
    expect(back.joined!.presence).toEqual([]);
    // The record is the whole game up to the claim, seed revealed, with how it ended.
    const record = unwrap(await api.record({ ref: id }));
    expect(record.meta.public).toBe(false);
    expect(record.meta.seed).not.toBeNull();
    expect(record.meta.ending).toEqual(ended.ending);
    expect(record.actions).toHaveLength(seq);
  });

  it("hands an away seat to the computer, which plays it until its player comes back", async (ctx) => {
    if (servers === null) return ctx.skip();
    const { id, tokens } = await table("computer", 1);
    const ann = await seat(0, id, tokens[0]!);
    const ben = await seat(1, id, tokens[1]!);
    const spectator = await seat(0, id, null);
    ben.close();
    await waitFor(() => typeof ann.awaySince(1) === "number", "Ben to be away");
    // Too early for a hand-over? Only if the second has not passed yet; wait for it.
    const since = ann.awaySince(1)!;
    await waitFor(() => Date.now() > since + 1100, "the grace time to pass");
    expect(code(await ann.client.handOver(id, 1))).toBe("ok");
    expect(code(await ann.client.handOver(id, 1))).toBe("ERR_CONFLICT");
    const handed = await waitForValue(
      () => spectator.tables.find((t) => t.seats[1]?.handedOver != null),
      "everyone to hear of the hand-over",
    );
    expect(handed.seats[1]!.handedOver).toMatchObject({ by: 0 });

    // Ann plays her turns; the computer plays Ben's, marked "away".
    const awayMoves = () =>
      (ann.frames.at(-1)?.autoplayed ?? []).filter((a) => a.seat === 1 && a.reason === "away");
    let acted = 0;
    while (awayMoves().length < 2) {
      await waitFor(
        () =>
          ann.frames.length > 0 &&
          (ann.frame.observation.legal.length > 0 || awayMoves().length >= 2),
        "Ann's turn or the computer's moves",
      );
      if (awayMoves().length >= 2) break;
      const f = ann.frame;
      const r = await ann.client.act(id, f.seq, f.observation.legal[0]);
      if (r.ok) acted++;
      await waitFor(() => ann.frame.seq > f.seq, "the table to move on");
    }
    expect(acted).toBeGreaterThan(0);
    const played = awayMoves().length;

    // Ben comes back (to the other process): the seat is his again, with a note.
    const back = await seat(0, id, tokens[1]!);
    expect(back.joined!.returned).toMatchObject({
      handedOver: { by: 0 },
      awaySince: since,
    });
    expect(back.joined!.returned!.moves).toBeGreaterThanOrEqual(played);
    expect(back.joined!.table.seats[1]!.handedOver).toBeNull();
    await waitFor(
      () => spectator.tables.some((t) => t.seats[1]?.handedOver === null && t.seq > 0),
      "everyone to hear Ben has his seat back",
    );
    // From now on Ben's turns wait for Ben: Ann moves, Ben's turn comes, and only Ben moves.
    const movesAtReturn = back.joined!.returned!.moves;
    await waitFor(
      () =>
        back.frames.length > 0 &&
        (back.frame.observation.legal.length > 0 || ann.frame.observation.legal.length > 0),
      "someone's turn",
    );
    if (ann.frame.observation.legal.length > 0) {
      const f = ann.frame;
      expect(code(await ann.client.act(id, f.seq, f.observation.legal[0]))).toBe("ok");
    }
    await waitFor(
      () => back.frame.observation.legal.length > 0 || back.frame.observation.result !== undefined,
      "Ben's turn",
    );
    if (back.frame.observation.result === undefined) {
      const f = back.frame;
      expect(code(await back.client.act(id, f.seq, f.observation.legal[0]))).toBe("ok");
    }
    const after = (back.frames.at(-1)?.autoplayed ?? []).filter(
      (a) => a.seat === 1 && a.reason === "away",
    );
    expect(after.length).toBe(movesAtReturn);
  });

  it("at a table with a turn clock, a handed seat is played at once, with no clock shown; back, it is on the clock again", async (ctx) => {
    if (servers === null) return ctx.skip();
    const { id, tokens } = await table("computer", 1, undefined, "number-line", {
      firstPlayer: 1,
      turnClockSeconds: 3600,
    });
    const ann = await seat(0, id, tokens[0]!);
    const ben = await seat(1, id, tokens[1]!);
    await waitFor(() => ann.frames.length > 0, "a frame");
    // Ben's turn, on his clock (an hour): Ben leaves.
    expect(ann.frame.deadline).not.toBeNull();
    const waiting = ann.frame.seq;
    ben.close();
    await waitFor(() => typeof ann.awaySince(1) === "number", "Ben to be away");
    const since = ann.awaySince(1)!;
    await waitFor(() => Date.now() > since + 1100, "the grace time to pass");
    expect(code(await ann.client.handOver(id, 1))).toBe("ok");
    // The computer plays Ben's turn now, not when his hour is up; it is Ann's turn then.
    await waitFor(() => ann.frame.observation.legal.length > 0, "Ann's turn");
    expect(ann.frame.seq).toBeGreaterThan(waiting);
    const shown = ann.frames.filter((f) => f.seq === waiting).at(-1)!;
    expect(shown.deadline).toBeNull();
    expect(ann.frame.autoplayed).toEqual([{ seat: 1, move: 0, reason: "away" }]);
    // Ben comes back; Ann moves; Ben's turn is on his clock again, and waits for him.
    const back = await seat(0, id, tokens[1]!);
    expect(back.joined!.returned?.moves).toBe(1);
    while (back.frames.length === 0 || back.frame.observation.legal.length === 0) {
      await waitFor(
        () =>
          ann.frame.observation.legal.length > 0 ||
          (back.frames.length > 0 && back.frame.observation.legal.length > 0),
        "someone's turn",
      );
      if (ann.frame.observation.legal.length === 0) continue;
      const f = ann.frame;
      expect(code(await ann.client.act(id, f.seq, f.observation.legal[0]))).toBe("ok");
      await waitFor(() => back.frames.length > 0 && back.frame.seq > f.seq, "Ann's move");
    }
    expect(back.frame.deadline).toBeGreaterThan(Date.now() + 3_000_000);
    const g = back.frame;
    expect(code(await back.client.act(id, g.seq, g.observation.legal[0]))).toBe("ok");
    expect((back.frames.at(-1)?.autoplayed ?? []).length).toBe(1);
  });

  it("a seat resigns: the game ends, every other seat wins; resigning twice is refused", async (ctx) => {
    if (servers === null) return ctx.skip();
    const { id, tokens, api } = await table(
      "computer",
      180,
      [{ kind: "human" }, { kind: "human" }, { kind: "bot", level: "random" }],
      "take-or-pay",
    );
    const ann = await seat(0, id, tokens[0]!);
    const ben = await seat(1, id, tokens[1]!);
    await waitFor(() => ann.frames.length > 0, "a frame");
    const n = (await stored(id)).n;
    expect(code(await ann.client.resign(id))).toBe("ok");
    const ended = await waitForValue(
      () => ben.tables.find((t) => t.status === "finished"),
      "Ben to hear of the end",
    );
    expect(ended.ending).toMatchObject({ kind: "resigned", seat: 0, winners: [1, 2] });
    const after = await stored(id);
    expect(after).toMatchObject({ status: "finished", n });

    const twice = await ann.client.resign(id);
    expect(code(twice)).toBe("ERR_GAME_OVER");
    expect(twice.ok ? "" : twice.error.message).toBe("you have already resigned: the game is over");
    const benToo = await ben.client.resign(id);
    expect(benToo.ok ? "" : benToo.error.message).toBe("seat 0 resigned: the game is over");
    expect(code(await ann.client.claimWin(id))).toBe("ERR_GAME_OVER");
    expect(await stored(id)).toEqual(after);
    const info = unwrap(await api.getTable({ ref: id }));
    expect(info.ending).toEqual(ended.ending);
    expect(info.toMove).toBeNull();
  });

  it("at a class's table a student may not resign (the teacher ends its games); a hand-over is the rule", async (ctx) => {
    if (servers === null) return ctx.skip();
    const api = createApiClient(url(0));
    const c = unwrap(await api.createClass({ body: { game: "number-line", tableSize: 2 } }));
    const students = [];
    for (const name of ["Ann", "Bo"]) {
      students.push(unwrap(await api.joinClass({ ref: c.code, body: { name } })));
    }
    const d = unwrap(
      await api.seatClass({ id: c.classId, token: c.teacherToken, body: { mode: "random" } }),
    );
    const tableId = d.tables[0]!.tableId;
    const ann = await seat(1, tableId, students[0]!.studentToken);
    const info = ann.joined!.table;
    expect(info.away).toEqual({ action: "computer", graceSeconds: 60 });
    const before = await stored(tableId);
    const refused = await ann.client.resign(tableId);
    expect(code(refused)).toBe("ERR_WRONG_ROLE");
    expect(await stored(tableId)).toEqual(before);
    expect(code(await ann.client.claimWin(tableId))).toBe("ERR_NOT_ALLOWED");
  });
});
