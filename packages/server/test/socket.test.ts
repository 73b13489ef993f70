// Live play edge cases: the check order and its typed errors, fuzzed and oversized messages
// (server stays up, table unchanged), replayed messages, rate limits, reconnection, bot
// seats and turn clocks.

import { CHANCE, GAMES } from "@number-games/engine";
import { createApiClient, PROTOCOL_VERSION } from "@number-games/protocol";
import fc from "fast-check";
import { io as ioClient } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toJson } from "../src/common/json";
import { connectTable } from "./support/connect";
import type { TestServer } from "./support/server";
import {
  debugState,
  GAME_SETUPS,
  humans,
  RandomPlayer,
  setUpTable,
  startTestServer,
  unwrap,
  waitFor,
  waitForValue,
  withTimeout,
} from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ turnClockUnitMs: 20 });
});
afterAll(async () => {
  await server?.stop();
});

async function health(): Promise<boolean> {
  const r = await fetch(`${server.url}/api/health`);
  return r.ok;
}

describe("acting: the check order", () => {
  it("answers shape, credentials, status, turn, staleness and legality errors in that order", async () => {
    const t = await setUpTable(server.api, "take-or-pay", { players: 3 }, humans(3), {
      start: false,
    });
    const seats = await Promise.all(t.tokens.map(() => connectTable(server.url)));
    for (let i = 0; i < 3; i++)
      expect((await seats[i]!.join(t.tableId, { seatToken: t.tokens[i]! })).ok).toBe(true);
    const code = async (i: number, seq: unknown, action: unknown) => {
      const r = await seats[i]!.act(t.tableId, seq as number, action);
      return r.ok ? "ok" : r.error.code;
    };
    expect(await code(0, 0, { type: "pay" })).toBe("ERR_NOT_STARTED");
    unwrap(await server.api.start(t.tableId, t.hostToken));
    const g = GAMES["take-or-pay"];
    // The shuffle (chance) is stored: a player is to move.
    const state = await waitForValue(async () => {
      const d = (await debugState(server.service, t.tableId))!;
      return g.toMove(d.state) === CHANCE ? undefined : d;
    }, "the shuffle");
    const toMove = g.toMove(state.state);
    const other = (toMove + 1) % 3;
    expect(await code(toMove, -1, { type: "pay" })).toBe("ERR_MALFORMED");
    expect(await code(other, state.seq - 1, { type: "pay" })).toBe("ERR_NOT_YOUR_TURN");
    expect(await code(toMove, state.seq - 1, { type: "fly" })).toBe("ERR_STALE");
    expect(await code(toMove, state.seq, { type: "fly" })).toBe("ERR_ILLEGAL_ACTION");
    const illegal = await seats[toMove]!.act(t.tableId, state.seq, {
      type: "deal",
      deck: [1, 2, 3],
    });
    expect(!illegal.ok && illegal.error.code).toBe("ERR_ILLEGAL_ACTION");
    expect(!illegal.ok && typeof illegal.error.rule).toBe("string");
    const spectator = await connectTable(server.url);
    expect((await spectator.join(t.tableId, { spectate: true })).ok).toBe(true);
    const spec = await spectator.act(t.tableId, state.seq, { type: "pay" });
    expect(!spec.ok && spec.error.code).toBe("ERR_NOT_SEATED");
    const elsewhere = await seats[toMove]!.act("tzzzzzzzzzzzzzzzzzzzzzzzz", state.seq, {
      type: "pay",
    });
    expect(!elsewhere.ok && elsewhere.error.code).toBe("ERR_NOT_SEATED");
    expect(await server.store.actions(t.tableId)).toHaveLength(state.seq);

    // The same message twice: the replay is stale and changes nothing.
    expect(await code(toMove, state.seq, { type: "pay" })).toBe("ok");
    expect(await code(toMove, state.seq, { type: "pay" })).toBe("ERR_NOT_YOUR_TURN");
    expect(await server.store.actions(t.tableId)).toHaveLength(state.seq + 1);
    for (const s of [...seats, spectator]) s.close();
  });

  it("refuses joins with a wrong version, token or table", async () => {
    const t = await setUpTable(server.api, "number-line", { players: 2 }, humans(2));
    const c = await connectTable(server.url);
    const join = (p: unknown) => c.socket.timeout(5000).emitWithAck("join", p as never);
    const codeOf = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error!.code);
    expect(codeOf(await join({ protocolVersion: 999, tableId: t.tableId, spectate: true }))).toBe(
      "ERR_PROTOCOL_VERSION",
    );
    expect(
      codeOf(await join({ protocolVersion: PROTOCOL_VERSION, tableId: t.tableId, seatToken: "x" })),
    ).toBe("ERR_UNAUTHORIZED");
    expect(
      codeOf(
        await join({
          protocolVersion: PROTOCOL_VERSION,
          tableId: t.tableId,
          seatToken: t.tokens[0],
          spectate: true,
        }),
      ),
    ).toBe("ERR_MALFORMED");
    expect(
      codeOf(
        await join({
          protocolVersion: PROTOCOL_VERSION,
          tableId: "tzzzzzzzzzzzzzzzzzzzzzzzz",
          spectate: true,
        }),
      ),
    ).toBe("ERR_NOT_FOUND");
    c.close();
  });

  it("refuses class joins with a wrong version or shape, as table joins", async () => {
    const created = unwrap(
      await createApiClient(server.url).createClass({
        body: { game: "number-line", tableSize: 2 },
      }),
    );
    const c = await connectTable(server.url);
    const join = (p: unknown) => c.socket.timeout(5000).emitWithAck("classJoin", p as never);
    const codeOf = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? "ok" : r.error!.code);
    const asked = { classId: created.classId, token: created.teacherToken };
    expect(codeOf(await join({ protocolVersion: 999, ...asked }))).toBe("ERR_PROTOCOL_VERSION");
    expect(codeOf(await join({ protocolVersion: PROTOCOL_VERSION, ...asked, seat: 1 }))).toBe(
      "ERR_MALFORMED",
    );
    expect(codeOf(await join({ protocolVersion: PROTOCOL_VERSION, ...asked }))).toBe("ok");
    c.close();
  });
});

describe("kicks", () => {
  it("a kicked player's connection gets none of the next occupant's frames and cannot act", async () => {
    const c = unwrap(
      await server.api.createTable({
        game: "number-line",
        config: { players: 2 },
        seats: humans(2),
      }),
    );
    const kicked = unwrap(await server.api.claim(c.tableId, "Kim", 0));
    const old = await RandomPlayer.connect(server.url, c.tableId, kicked.seatToken, 1, {
      paused: true,
    });
    unwrap(await server.api.kick(c.tableId, c.hostToken, 0));
    const next = unwrap(await server.api.claim(c.tableId, "Ned", 0));
    const other = unwrap(await server.api.claim(c.tableId, "Oz", 1));
    const fresh = await RandomPlayer.connect(server.url, c.tableId, next.seatToken, 2, {
      paused: true,
    });
    const p1 = await RandomPlayer.connect(server.url, c.tableId, other.seatToken, 3, {
      paused: true,
    });
    unwrap(await server.api.start(c.tableId, c.hostToken));
    await waitFor(() => fresh.frames.length > 0, "the new occupant's first frame", 5000);
    // A round trip on the old connection: a frame sent to it would have arrived before this.
    const r = await old.client.act(c.tableId, 0, fresh.frames[0]!.observation.legal[0]);
    expect(!r.ok && r.error.code).toBe("ERR_UNAUTHORIZED");
    expect(old.frames).toEqual([]);
    for (const p of [old, fresh, p1]) p.close();
  });
});

describe("fuzz: malformed, oversized, out-of-order and replayed messages", () => {
  it("keeps the server up and the table unchanged", async () => {
    const t = await setUpTable(server.api, "magic-numbers", { players: 3 }, humans(3));
    const before = await server.store.actions(t.tableId);
    const seated = await connectTable(server.url);
    expect((await seated.join(t.tableId, { seatToken: t.tokens[1]! })).ok).toBe(true);
    const stranger = await connectTable(server.url);

    const payloads = fc.sample(
      fc.oneof(
        fc.anything(),
        fc.record({ tableId: fc.constant(t.tableId), seq: fc.anything(), action: fc.anything() }),
        fc.record({ tableId: fc.constant(t.tableId), seq: fc.nat(200), action: fc.jsonValue() }),
        fc.record({
          protocolVersion: fc.constant(PROTOCOL_VERSION),
          tableId: fc.oneof(fc.constant(t.tableId), fc.string()),
          seatToken: fc.string(),
          lastSeq: fc.anything(),
        }),
      ),
      { numRuns: 150, seed: 42 },
    );
    for (const p of payloads) {
      for (const c of [seated, stranger]) {
        for (const event of ["act", "join", "leave"] as const) {
          if (event === "leave" && c === seated) continue; // keep the seat bound
          const r = (await c.socket.timeout(5000).emitWithAck(event as "act", p as never)) as {
            ok: boolean;
            error?: { code: string };
          };
          if (event === "act") expect(r.ok).toBe(false);
        }
      }
    }
    // No ack, unknown events, binary payloads.
    const untyped = seated.socket as unknown as { emit: (...args: unknown[]) => void };
    untyped.emit("act", { tableId: t.tableId, seq: 0, action: { type: "keep" } });
    untyped.emit("hack", { drop: "tables" });
    untyped.emit("act", Buffer.from([1, 2, 3]));
    untyped.emit("join");
    // A round trip after them on the same connection: the server has read all four.
    const after = await seated.act(t.tableId, -1, { type: "keep" });
    expect(!after.ok && after.error.code).toBe("ERR_MALFORMED");

    // An oversized message closes that connection only.
    const big = await connectTable(server.url);
    const closed = new Promise<string>((resolve) =>
      big.socket.on("disconnect", (reason) => resolve(reason)),
    );
    big.socket.emit(
      "act",
      { tableId: t.tableId, seq: 0, action: { pad: "x".repeat(40_000) } },
      () => {},
    );
    await withTimeout(closed, 5000, "oversized message to close the connection");
    expect(await health()).toBe(true);

    expect(await server.store.actions(t.tableId)).toEqual(before);
    expect((await debugState(server.service, t.tableId))!.seq).toBe(before.length);
    // The table still plays.
    const info = unwrap(await server.api.table(t.tableId));
    expect(info.status).toBe("playing");
    for (const c of [seated, stranger, big]) c.close();
  });

  it("rate-limits a connection that floods, and stays up", async () => {
    const limited = await startTestServer({ socketMessagesPerSecond: 5, socketMessagesBurst: 5 });
    try {
      const c = await connectTable(limited.url);
      const replies = await Promise.all(
        Array.from({ length: 20 }, () =>
          c.socket.timeout(5000).emitWithAck("act", { tableId: "tx", seq: 0, action: {} }),
        ),
      );
      const codes = replies.map((r) => (r.ok ? "ok" : r.error.code));
      expect(codes.filter((x) => x === "ERR_RATE_LIMITED").length).toBeGreaterThanOrEqual(10);
      const r = await fetch(`${limited.url}/api/health`);
      expect(r.ok).toBe(true);
      c.close();
    } finally {
      await limited.stop();
    }
  });

  it("survives raw engine.io garbage on the polling transport", async () => {
    const res = await fetch(`${server.url}/socket.io/?EIO=4&transport=polling&sid=nonsense`, {
      method: "POST",
      body: '42["act",{{{{',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    const raw = ioClient(server.url, {
      transports: ["polling"],
      forceNew: true,
      reconnection: false,
    });
    await new Promise<void>((resolve) => raw.on("connect", () => resolve()));
    raw.emit("act", "x".repeat(1000));
    raw.close();
    expect(await health()).toBe(true);
  });
});

describe("reconnection", () => {
  it("a client that drops and rejoins with lastSeq gets the current observation and finishes", async () => {
    const t = await setUpTable(server.api, "take-or-pay", { players: 3 }, humans(3));
    const players = await Promise.all(
      t.tokens.map((tok, i) => RandomPlayer.connect(server.url, t.tableId, tok, 7 + i)),
    );
    for (const p of players) p.maybeAct();
    // Let some moves happen, then drop seat 1.
    await waitFor(() => players.some((p) => p.accepted.length >= 2), "some moves");
    players[1]!.paused = true;
    players[1]!.client.close();
    const seqBefore = (await debugState(server.service, t.tableId))!.seq;
    players[1]!.paused = false;
    const framesBefore = players[1]!.frames.length;
    await players[1]!.reconnect(server.url);
    await waitFor(() => players[1]!.frames.length > framesBefore, "the rejoin frame", 5000);
    const rejoin = players[1]!.frames[framesBefore]!;
    expect(rejoin.seq).toBeGreaterThanOrEqual(seqBefore);
    const st = await debugState(server.service, t.tableId);
    if (rejoin.seq === st!.seq) {
      expect(rejoin.observation).toEqual(toJson(GAMES["take-or-pay"].observe(st!.state, 1)));
    }
    players[1]!.maybeAct();
    await withTimeout(Promise.all(players.map((p) => p.finished)), 30_000, "the game to finish");
    for (const p of players) expect(p.errors).toEqual([]);
    for (const p of players) p.close();
  });
});

describe("bots and clocks", () => {
  it.each(GAME_SETUPS)(
    "bot seats play $game to the end beside a human",
    async ({ game, config }) => {
      const t = await setUpTable(server.api, game, config, [
        { kind: "human" },
        { kind: "bot", level: "medium" },
        { kind: "bot", level: "random" },
      ]);
      const human = await RandomPlayer.connect(server.url, t.tableId, t.tokens[0]!, 3);
      human.maybeAct();
      await withTimeout(human.finished, 30_000, "game with bots");
      expect(human.errors).toEqual([]);
      const rec = unwrap(await server.api.record(t.tableId));
      expect(rec.players).toEqual(["Player 0", "Bot (medium)", "Bot (random)"]);
      expect(rec.meta.autoplayed).toEqual([]);
      human.close();
    },
  );

  it("when a turn clock runs out, a bot plays that turn and the record says so", async () => {
    // 5 clock "seconds" of 20 ms: every human turn times out after 100 ms.
    const t = await setUpTable(server.api, "magic-numbers", { players: 2, target: 12 }, humans(2), {
      turnClockSeconds: 5,
    });
    // Never acts: the clock plays for both seats.
    const watcher = await RandomPlayer.connect(server.url, t.tableId, t.tokens[0]!, 1, {
      paused: true,
    });
    await withTimeout(watcher.finished, 30_000, "clock-played game");
    const rec = unwrap(await server.api.record(t.tableId));
    expect(rec.meta.autoplayed.length).toBeGreaterThan(0);
    const g = GAMES["magic-numbers"];
    for (const a of rec.meta.autoplayed) {
      expect(a.reason).toBe("clock");
      expect(g.parseAction(rec.actions[a.index]).ok).toBe(true);
    }
    const playerTurns = watcher.frames.filter((f) => f.observation.actor.kind === "player");
    expect(playerTurns.every((f) => typeof f.deadline === "number")).toBe(true);
    watcher.close();
  });

  it("a seat with no connection on its turn is played by a bot (abandoned); a connected one is not", async () => {
    const s = await startTestServer({ turnClockUnitMs: 20, abandonAfterSeconds: 5 });
    try {
      const t = await setUpTable(s.api, "number-line", { players: 2 }, humans(2), {
        start: false,
      });
      // Seat 0 stays connected and never acts; seat 1 never connects. Seat 0 sits down before
      // the start: a join slower than the 100-ms abandon time (a loaded machine) would have
      // found its first turn already given away.
      const present = await RandomPlayer.connect(s.url, t.tableId, t.tokens[0]!, 1, {
        paused: true,
      });
      unwrap(await s.api.start(t.tableId, t.hostToken));
      // Whoever starts, the absent seat 1's turn (if it comes first) is played for it, and then
      // the connected seat 0 is to move.
      await waitFor(
        async () => unwrap(await s.api.table(t.tableId)).toMove === 0,
        "the connected seat's turn",
      );
      const waitingAt = (await debugState(s.service, t.tableId))!.seq;
      expect(waitingAt).toBeLessThanOrEqual(1);
      // A control table started after that, with nobody connected: once a turn has been played
      // there for an absent seat, seat 0's (earlier, equally long) wait is over too.
      const control = await setUpTable(s.api, "number-line", { players: 2 }, humans(2));
      await waitFor(
        async () => (await debugState(s.service, control.tableId))!.seq > 0,
        "the control table's absent seat to be played",
      );
      // The connected seat was not played for.
      expect((await debugState(s.service, t.tableId))!.seq).toBe(waitingAt);
      expect(unwrap(await s.api.table(t.tableId)).toMove).toBe(0);
      present.close();
      await waitFor(
        async () => unwrap(await s.api.table(t.tableId)).status === "finished",
        "abandoned game to be finished by bots",
        30_000,
      );
      const rec = unwrap(await s.api.record(t.tableId));
      expect(rec.meta.autoplayed.length).toBe(rec.actions.length);
      expect(rec.meta.autoplayed.every((a) => a.reason === "abandoned")).toBe(true);
    } finally {
      await s.stop();
    }
  });
});
