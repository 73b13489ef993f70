// Scale-out: two server processes share tables through PostgreSQL and the socket.io Redis
// adapter. Players sit on different processes; one process is killed (SIGKILL) mid-game and
// its players reconnect to the other; every game finishes with every accepted action kept.

import { afterAll, describe, expect, it } from "vitest";
import { ApiClient } from "../src/http/client";
import { verifyRecord } from "../src/tables/fairness";
import type { ChildServer } from "./support/child";
import { spawnServer } from "./support/child";
import { PG_URL, REDIS_URL, uniqueChannel } from "./support/pg";
import { sharedSchema } from "./support/scratch-storage";
import type { SeatedTable } from "./support/server";
import {
  GAME_SETUPS,
  humans,
  RandomPlayer,
  setUpTable,
  unwrap,
  waitFor,
  withTimeout,
} from "./support/server";

const { schema, available } = sharedSchema("scale");
const children: ChildServer[] = [];

afterAll(async () => {
  for (const c of children) await c.stop().catch(() => {});
});

describe("two processes, PostgreSQL + Redis", () => {
  it("serves the same tables from both and survives one being killed", async (ctx) => {
    if (!available()) ctx.skip();
    const env = {
      DATABASE_URL: PG_URL,
      DATABASE_SCHEMA: schema,
      REDIS_URL: REDIS_URL,
      REDIS_CHANNEL: uniqueChannel("scale"),
    };
    const [a, b] = await Promise.all([spawnServer(env), spawnServer(env)]);
    children.push(a!, b!);
    const apiA = new ApiClient(a!.url);
    const apiB = new ApiClient(b!.url);

    const tables: { t: SeatedTable; players: RandomPlayer[]; onB: RandomPlayer[] }[] = [];
    for (const setup of GAME_SETUPS) {
      const t = await setUpTable(apiA, setup.game, setup.config, humans(3), { start: false });
      // Seats 0 and 2 on A, seat 1 and a spectator on B.
      const players = await Promise.all(
        t.tokens.map((tok, i) =>
          RandomPlayer.connect(i === 1 ? b!.url : a!.url, t.tableId, tok, 11 + i),
        ),
      );
      const spectator = await RandomPlayer.connect(b!.url, t.tableId, null, 0);
      tables.push({ t, players, onB: [players[1]!, spectator] });
    }
    // Started through B: both processes see the lobby through storage.
    for (const { t } of tables) unwrap(await apiB.start(t.tableId, t.hostToken));

    // Let the games run across both processes, then kill B.
    const ready = ({ players }: (typeof tables)[number]) =>
      players[0]!.frames.at(-1)?.observation.result !== undefined ||
      (players[1]!.accepted.length > 0 &&
        players[0]!.accepted.length + players[2]!.accepted.length > 0);
    await waitFor(() => tables.every(ready), "moves on both processes", 20_000);
    expect(tables.some(({ players }) => players[1]!.accepted.length > 0)).toBe(true);
    await b!.kill9();
    for (const { onB } of tables) {
      for (const p of onB) await p.reconnect(a!.url); // the rejoin frame sets them going
    }
    await withTimeout(
      Promise.all(tables.flatMap(({ players }) => players.map((p) => p.finished))),
      60_000,
      "games to finish on the surviving process",
    );
    for (const { t, players, onB } of tables) {
      const rec = unwrap(await apiA.record(t.tableId));
      expect(unwrap(verifyRecord(rec)).terminal).toBe(true);
      for (const p of players) {
        expect(p.errors).toEqual([]);
        for (const x of p.accepted) expect(rec.actions[x.seq - 1]).toEqual(x.action);
      }
      // The spectator on B saw frames caused by actions handled on A (via Redis).
      expect(onB[1]!.frames.length).toBeGreaterThan(2);
    }
    for (const { players, onB } of tables) for (const p of [...players, ...onB]) p.close();
  });
});
