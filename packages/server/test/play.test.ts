// Whole games over sockets: three clients play each game to the end; the record afterwards
// replays, verifies, and matches every frame each seat received.

import { GAMES, replay } from "@number-games/engine";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toJson } from "../src/common/json";
import { verifyRecord } from "../src/tables/fairness";
import type { TestServer } from "./support/server";
import {
  GAME_SETUPS,
  humans,
  RandomPlayer,
  setUpTable,
  startTestServer,
  unwrap,
  withTimeout,
} from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

describe.each(GAME_SETUPS)("a whole game of $game with 3 socket clients", ({ game, config }) => {
  it("plays to the end; frames are the engine's observations; the record verifies", async () => {
    const t = await setUpTable(server.api, game, config, humans(3), { start: false });
    const players = await Promise.all(
      t.tokens.map((tok, i) => RandomPlayer.connect(server.url, t.tableId, tok, i + 1)),
    );
    const spectator = await RandomPlayer.connect(server.url, t.tableId, null, 99);
    unwrap(await server.api.start(t.tableId, t.hostToken));
    await withTimeout(Promise.all(players.map((p) => p.finished)), 30_000, `${game} to finish`);
    for (const p of players) expect(p.errors).toEqual([]);

    const info = unwrap(await server.api.table(t.tableId));
    expect(info.status).toBe("finished");
    expect(info.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(info.result?.terminal).toBe(true);

    const record = unwrap(await server.api.record(t.tableId));
    expect(record.meta.public).toBe(false);
    expect(record.meta.seed).toBe(info.seed);
    expect(unwrap(verifyRecord(record)).terminal).toBe(true);
    const replayed = unwrap(replay(record));
    expect(record.actions).toHaveLength(info.seq);
    const g = GAMES[game];
    expect(toJson(g.result(replayed.state))).toEqual(info.result);

    // Every frame equals game.observe of the replayed state at its seq, for its viewer.
    const states: unknown[] = [];
    let s = g.newGame(unwrap(g.parseConfig(record.config)));
    states.push(s);
    for (const a of record.actions) {
      s = unwrap(g.apply(s, unwrap(g.parseAction(a))));
      states.push(s);
    }
    const viewers = [...players.map((_, i) => i), "spectator" as const];
    [...players, spectator].forEach((p, k) => {
      expect(p.frames.length).toBeGreaterThan(0);
      let last = -1;
      for (const f of p.frames) {
        expect(f.tableId).toBe(t.tableId);
        expect(f.seq).toBeGreaterThan(last);
        last = f.seq;
        expect(f.observation).toEqual(toJson(g.observe(states[f.seq], viewers[k]!)));
      }
      expect(last).toBe(info.seq);
    });
    for (const p of [...players, spectator]) p.close();
  });
});
