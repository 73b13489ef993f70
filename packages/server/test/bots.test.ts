// Bot decisions on worker threads: tables with bot seats play to the end through the pool;
// while a slow bot thinks, other tables (and the thinking bot's own table) are served; a
// crashed worker is replaced and its decision made again; the pool stops with the server.
// Slow and crashing bots are stand-in decision modules (test/support/bot-stubs); the order of events
// is what is asserted, never a duration.

import type { BotLevel } from "@number-games/bots";
import type { GameId } from "@number-games/engine";
import { CHANCE, GAMES, Rng } from "@number-games/engine";
import { afterAll, describe, expect, it } from "vitest";
import type { BotDecision } from "../src/bots/bot-decide";
import { decide } from "../src/bots/bot-decide";
import type { BotDecider } from "../src/bots/bot-pool";
import { BotPool, BotPoolError } from "../src/bots/bot-pool";
import { toJson } from "../src/common/json";
import { verifyRecord } from "../src/tables/fairness";
import { connectTable } from "./support/connect";
import type { TestServer } from "./support/server";
import {
  debugState,
  humans,
  RandomPlayer,
  setUpTable,
  startTestServer,
  unwrap,
  waitFor,
  withTimeout,
} from "./support/server";

const pools: BotPool[] = [];
const servers: TestServer[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop().catch(() => {});
  for (const p of pools) {
    await p.close();
    // No test leaves a thread behind.
    expect(p.liveWorkers).toBe(0);
    expect(p.stats.exited).toBe(p.stats.started);
  }
});

function newPool(options: ConstructorParameters<typeof BotPool>[0]): BotPool {
  const p = new BotPool(options);
  pools.push(p);
  return p;
}

async function serve(options: Parameters<typeof startTestServer>[0]): Promise<TestServer> {
  const s = await startTestServer(options);
  servers.push(s);
  return s;
}

const stub = (name: string) => new URL(`./support/bot-stubs/${name}.ts`, import.meta.url);

/** A Take or Pay position after the deal with seat 0 to act, as a decision request. */
function request(level: BotLevel = "medium", seed = "seed-1"): BotDecision {
  const g = GAMES["take-or-pay"];
  const cfg = g.parseConfig({ players: 3, firstPlayer: 0 });
  if (!cfg.ok) throw new Error(cfg.error.message);
  let state = g.newGame(cfg.value);
  const rng = Rng.fromSeed(5);
  while (g.toMove(state) === CHANCE) {
    const next = g.apply(state, g.sampleChance(state, rng));
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  return { game: "take-or-pay", level, seed, observation: toJson(g.observe(state, 0)) };
}

/** Starts a table of bots only and waits until it has finished; answers its record. */
async function botGame(s: TestServer, game: GameId, config: Record<string, unknown>) {
  const levels: BotLevel[] = ["medium", "easy", "random"];
  const players = GAMES[game].numPlayers(unwrap(GAMES[game].parseConfig(config)));
  const t = await setUpTable(
    s.api,
    game,
    config,
    Array.from({ length: players }, (_, i) => ({ kind: "bot" as const, level: levels[i % 3]! })),
  );
  await waitFor(
    async () => unwrap(await s.api.table(t.tableId)).status === "finished",
    `${game} played by bots`,
    60_000,
  );
  const rec = unwrap(await s.api.record(t.tableId));
  expect(unwrap(verifyRecord(rec)).terminal).toBe(true);
  expect(rec.meta.autoplayed).toEqual([]);
  return rec;
}

/** Bot (non-chance) actions of a finished record. */
const botMoves = async (s: TestServer, tableId: string) =>
  (await s.store.actions(tableId)).filter((a) => a.actor !== CHANCE).length;

describe("bot worker pool", () => {
  it("decides as the same bot on the main thread would (seed and observation fix the move)", async () => {
    const pool = newPool({ size: 1 });
    for (const level of ["random", "medium", "hard"] as const) {
      const req = request(level);
      expect(await pool.decide(req)).toEqual(toJson(decide(req)));
    }
    expect(pool.stats.decided).toBe(3);
  });

  it("plays tables with bot seats to the end through the pool, and stops with the server", async () => {
    const s = await serve({ botThreads: 1 });
    expect(s.bots).toBeInstanceOf(BotPool);
    const pool = s.bots as BotPool;
    const rec = await botGame(s, "take-or-pay", { players: 3 });
    const moves = await botMoves(s, rec.meta.tableId);
    expect(moves).toBeGreaterThan(0);
    // Every bot move went through a worker.
    expect(pool.stats.decided).toBe(moves);
    expect(pool.liveWorkers).toBe(1);
    await s.stop();
    expect(pool.liveWorkers).toBe(0);
    expect(pool.stats.exited).toBe(pool.stats.started);
    await expect(pool.decide(request())).rejects.toMatchObject({ code: "ERR_POOL_CLOSED" });
  });

  it("serves other tables, and the thinking bot's own table, while a bot decides", async () => {
    const gate = new SharedArrayBuffer(8);
    const flags = new Int32Array(gate);
    const pool = newPool({ size: 1, module: stub("gated"), data: { gate } });
    const s = await serve({ bots: pool });

    // Table A: a bot is first to act (after the deal). Table B: two humans.
    const a = await setUpTable(
      s.api,
      "take-or-pay",
      { players: 3, firstPlayer: 0 },
      [{ kind: "bot", level: "expert" }, { kind: "human" }, { kind: "human" }],
      { start: false },
    );
    const b = await setUpTable(s.api, "number-line", { players: 2 }, humans(2));
    const events: string[] = [];
    const watcher = await RandomPlayer.connect(s.url, a.tableId, a.tokens[1]!, 1, { paused: true });
    unwrap(await s.api.start(a.tableId, a.hostToken));
    const dealt = (await debugState(s.service, a.tableId))!.seq;
    const moved = new Promise<void>((resolve) => {
      watcher.client.onFrame((f) => {
        if (f.seq > dealt) {
          events.push("A: the bot moved");
          resolve();
        }
      });
    });

    // The bot is deciding now: its worker thread is blocked inside the decision.
    await waitFor(() => Atomics.load(flags, 0) !== 0, "the bot to start deciding", 30_000);
    const seat = await connectTable(s.url);
    const joined = await seat.join(b.tableId, { seatToken: b.tokens[0]! });
    expect(joined.ok).toBe(true);
    const frame = (await s.service.currentFrame(b.tableId, 0))!;
    const toMove = frame.observation.legal.length > 0 ? 0 : 1;
    const mover = toMove === 0 ? seat : await connectTable(s.url);
    if (toMove === 1)
      expect((await mover.join(b.tableId, { seatToken: b.tokens[1]! })).ok).toBe(true);
    const legal = (await s.service.currentFrame(b.tableId, toMove))!.observation.legal;
    const acted = await mover.act(b.tableId, frame.seq, legal[0]);
    expect(acted.ok).toBe(true);
    events.push("B: an action answered");
    expect(unwrap(await s.api.table(b.tableId)).seq).toBe(frame.seq + 1);
    events.push("B: table info answered");
    // The thinking bot's own table is not locked while it thinks.
    expect(unwrap(await s.api.record(a.tableId)).actions).toHaveLength(dealt);
    events.push("A: record answered");
    expect((await debugState(s.service, a.tableId))!.seq).toBe(dealt);
    expect(Atomics.load(flags, 1)).toBe(0);

    // Let the bot finish thinking: its move lands after all of the above.
    Atomics.store(flags, 1, 1);
    Atomics.notify(flags, 1);
    await withTimeout(moved, 30_000, "the bot's move");
    expect(events).toEqual([
      "B: an action answered",
      "B: table info answered",
      "A: record answered",
      "A: the bot moved",
    ]);
    expect(pool.stats.decided).toBeGreaterThanOrEqual(1);
    watcher.close();
    seat.close();
    mover.close();
  });

  it("replaces a crashed worker and makes its decision again: nothing is lost", async () => {
    const counter = new SharedArrayBuffer(4);
    const pool = newPool({ size: 1, module: stub("crashing"), data: { counter, crashes: 1 } });
    const s = await serve({ bots: pool });
    const rec = await botGame(s, "magic-numbers", { players: 2, target: 12 });
    expect(pool.stats.crashed).toBe(1);
    expect(pool.stats.started).toBe(2);
    expect(pool.stats.decided).toBe(await botMoves(s, rec.meta.tableId));
  });

  it("fails a decision whose worker dies twice; the server then decides on its own thread", async () => {
    const counter = new SharedArrayBuffer(4);
    const pool = newPool({ size: 1, module: stub("crashing"), data: { counter, crashes: 1e6 } });
    const err = await pool.decide(request()).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BotPoolError);
    expect((err as BotPoolError).code).toBe("ERR_WORKER_CRASHED");
    expect(pool.stats.crashed).toBe(2);

    // A decider whose workers always die: every bot move is made on the main thread instead.
    let refused = 0;
    const broken: BotDecider = {
      decide: async () => {
        refused++;
        throw new BotPoolError("ERR_WORKER_CRASHED", "the bot worker died twice");
      },
      close: async () => {},
    };
    const s = await serve({ bots: broken });
    const rec = await botGame(s, "number-line", { players: 2 });
    expect(refused).toBe(await botMoves(s, rec.meta.tableId));
  });

  it("replaces a worker that runs past the time limit, and stops a thinking worker on close", async () => {
    const gate = new SharedArrayBuffer(8);
    const pool = newPool({ size: 1, module: stub("gated"), data: { gate }, timeoutMs: 300 });
    await expect(pool.decide(request())).rejects.toMatchObject({ code: "ERR_WORKER_TIMEOUT" });
    expect(pool.stats.timedOut).toBe(1);

    const pending = pool.decide(request()).catch((e: unknown) => e);
    const flags = new Int32Array(gate);
    await waitFor(() => Atomics.load(flags, 0) >= 2, "the second decision to start", 30_000);
    await pool.close();
    expect(await pending).toMatchObject({ code: "ERR_POOL_CLOSED" });
    expect(pool.liveWorkers).toBe(0);
    expect(pool.stats.exited).toBe(pool.stats.started);
  });
});
