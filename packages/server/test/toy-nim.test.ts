// A game the server does not ship (the tests' Toy Nim), registered in the engine and bots
// registries at test time, played end to end: a table created over HTTP, seats claimed and
// played by socket.io clients, a bot seat decided on a worker thread, the record verified.
// No generic code knows the game; the registries are all the server asks.

import { registerBotGame } from "@number-games/bots";
import { getGame, registerGame, replay } from "@number-games/engine";
import type { ObservationFrame } from "@number-games/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bestTake, toyNimBots } from "../../bots/test/support/toy-nim-bots";
import type { ToyNimObservation, ToyNimState } from "../../engine/test/support/toy-nim";
import { TOY_NIM_ID, toyNim } from "../../engine/test/support/toy-nim";
import { BotPool } from "../src/bots/bot-pool";
import { toJson } from "../src/common/json";
import { verifyRecord } from "../src/tables/fairness";
import { connectTable } from "./support/connect";
import type { TestServer } from "./support/server";
import {
  humans,
  RandomPlayer,
  setUpTable,
  startTestServer,
  unwrap,
  withTimeout,
} from "./support/server";

registerGame(toyNim);
registerBotGame(TOY_NIM_ID, toyNimBots);

let server: TestServer;
let pool: BotPool;
beforeAll(async () => {
  // Bot seats are decided on a worker thread, which registers the game itself.
  pool = new BotPool({
    size: 1,
    module: new URL("./support/bot-stubs/toy-nim.ts", import.meta.url),
  });
  server = await startTestServer({ bots: pool });
});
afterAll(async () => {
  await server?.stop();
  await pool?.close();
});

describe("a game registered at test time, on a server table", () => {
  it("plays to the end over HTTP and sockets; frames are the engine's observations; the record verifies", async () => {
    const t = await setUpTable(
      server.api,
      TOY_NIM_ID,
      { players: 3, firstPlayer: 1 },
      [...humans(2), { kind: "bot", level: "medium" }],
      { start: false },
    );
    expect(t.tokens[2]).toBeNull();
    const players = await Promise.all(
      t.tokens
        .filter((tok) => tok !== null)
        .map((tok, i) => RandomPlayer.connect(server.url, t.tableId, tok, i + 1)),
    );
    const spectator = await RandomPlayer.connect(server.url, t.tableId, null, 99);
    unwrap(await server.api.start(t.tableId, t.hostToken));
    await withTimeout(Promise.all(players.map((p) => p.finished)), 30_000, "toy-nim to finish");
    for (const p of players) expect(p.errors).toEqual([]);

    const info = unwrap(await server.api.table(t.tableId));
    expect(info.game).toBe("toy-nim");
    expect(info.status).toBe("finished");
    expect(info.result?.terminal).toBe(true);
    expect(info.result?.winners).toHaveLength(1);
    expect(pool.stats.decided).toBeGreaterThan(0);

    const record = unwrap(await server.api.record(t.tableId));
    expect(record.game).toBe("toy-nim");
    expect(record.meta.seed).toBe(info.seed);
    expect(unwrap(verifyRecord(record)).terminal).toBe(true);
    expect(record.actions).toHaveLength(info.seq);
    const replayed = unwrap(replay(record));
    expect(replayed.game).toBe(toyNim);
    expect(toJson(replayed.game.result(replayed.state))).toEqual(info.result);

    // Every frame is game.observe of the replayed state at its seq, for its viewer.
    const states: ToyNimState[] = [];
    let s = toyNim.newGame(unwrap(toyNim.parseConfig(record.config)));
    states.push(s);
    for (const a of record.actions) {
      s = unwrap(toyNim.apply(s, unwrap(toyNim.parseAction(a))));
      states.push(s);
    }
    const viewers = [0, 1, "spectator" as const];
    [...players, spectator].forEach((p, k) => {
      expect(p.frames.length).toBeGreaterThan(0);
      for (const f of p.frames) {
        expect(f.observation).toEqual(toJson(toyNim.observe(states[f.seq]!, viewers[k]!)));
      }
      expect(p.frames.at(-1)?.seq).toBe(info.seq);
    });
    // The bot seat's takes are medium's: from every pile it faced, the perfect take.
    let seat = 1;
    let pile = (record.actions[0] as { stones: number }).stones;
    for (const a of record.actions.slice(1) as { stones: number }[]) {
      if (seat === 2) expect(a.stones).toBe(bestTake(pile));
      pile = Math.max(0, pile - a.stones);
      seat = (seat + 1) % 3;
    }
    for (const p of [...players, spectator]) p.close();
  });

  it("a bad action gets the engine's rule code and changes nothing; the record before the end is the reader's view", async () => {
    const t = await setUpTable(server.api, TOY_NIM_ID, { players: 2 }, humans(2), {
      start: false,
    });
    const seats = await Promise.all(t.tokens.map(() => connectTable(server.url)));
    const myTurn = new Promise<ObservationFrame>((resolve) => {
      seats[0]!.onFrame((f) => {
        if (f.observation.legal.length > 0) resolve(f);
      });
    });
    for (let i = 0; i < 2; i++) {
      expect((await seats[i]!.join(t.tableId, { seatToken: t.tokens[i]! })).ok).toBe(true);
    }
    unwrap(await server.api.start(t.tableId, t.hostToken));
    const frame = await withTimeout(myTurn, 10_000, "seat 0's turn");
    const obs = frame.observation as ToyNimObservation;
    expect(frame.seq).toBe(1);
    expect(obs.legal).toEqual([1, 2, 3].map((stones) => ({ type: "take", stones })));

    const refusal = async (seat: number, action: unknown) => {
      const r = await seats[seat]!.act(t.tableId, frame.seq, action);
      return r.ok ? "ok" : [r.error.code, r.error.rule];
    };
    expect(await refusal(0, { type: "take", stones: 7 })).toEqual([
      "ERR_ILLEGAL_ACTION",
      "ERR_ACTION_SHAPE",
    ]);
    expect(await refusal(0, { type: "pile", stones: 12 })).toEqual([
      "ERR_ILLEGAL_ACTION",
      "ERR_PLAYER_TO_ACT",
    ]);
    expect(await refusal(1, { type: "take", stones: 1 })).toEqual(["ERR_NOT_YOUR_TURN", undefined]);
    expect(await server.store.actions(t.tableId)).toHaveLength(1);

    expect(await refusal(0, { type: "take", stones: 2 })).toBe("ok");
    // Nothing of Toy Nim is hidden: the spectator's record so far is the whole history.
    const record = unwrap(await server.api.record(t.tableId));
    expect(record.actions).toEqual([
      { type: "pile", stones: obs.start },
      { type: "take", stones: 2 },
    ]);
    expect(getGame(TOY_NIM_ID).viewHistory).toBe(toyNim.viewHistory);
    for (const c of seats) c.close();
  });
});
