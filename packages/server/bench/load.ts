// Load benchmark (loopback only, bounded in count and time):
//   npm run bench:server -- [--tables N] [--seconds S] [--think-ms T] [--idle K] [--mode single|redis|both] [--json]
// 1. One server process (child, SQLite): N concurrent tables, 3 human seats each, played by
//    bot-like socket clients that pick a random legal action after a think time; a finished
//    table is replaced so N stay in play. Reports the action round trip (act → ack), median
//    and p99, and accepted actions per second.
// 2. The same with two server processes on PostgreSQL + Redis, seats split between them.
// 3. Memory per idle table: K started tables waiting for a move, heap delta in-process.
// --json prints one JSON object with the same figures (`LoadFigures`) instead of the text, for
// `npm run bench:table -- server` (scripts/bench-table.ts), which renders it in docs/benchmarks.md.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import type { GameId } from "@number-games/engine";
import { Rng } from "@number-games/engine";
import type { ObservationFrame } from "@number-games/protocol";
import type { CommandLineSpec } from "../../../scripts/bench-args";
import { orExit, parseCommandLine } from "../../../scripts/bench-args";
import type { TableClient } from "../src/http/client";
import { ApiClient, connectTable } from "../src/http/client";
import { startServer } from "../src/server";
import type { BenchMode } from "./common";
import { BENCH_MODES, BENCH_SERVER_ENV, onPostgresRedis, onSqlite, quantile } from "./common";
import { totalCpuMs } from "./proc";

interface Args {
  tables: number;
  seconds: number;
  thinkMs: number;
  idle: number;
  mode: BenchMode;
  json: boolean;
}

const COMMAND_LINE = {
  script: "bench:server",
  options: {
    tables: { type: "number", default: 2000, whole: true, min: 1, max: 5000 },
    seconds: { type: "number", default: 20, whole: true, min: 1, max: 120 },
    "think-ms": { type: "number", default: 1000, whole: true, min: 0, max: 10_000 },
    idle: { type: "number", default: 2000, whole: true, min: 0, max: 20_000 },
    mode: { type: "choice", choices: BENCH_MODES, default: "both" },
    json: { type: "boolean" },
  },
} as const satisfies CommandLineSpec;

function readArgs(argv: readonly string[]): Args {
  const { "think-ms": thinkMs, ...rest } = orExit(parseCommandLine(COMMAND_LINE, argv)).options;
  return { ...rest, thinkMs };
}

const GAMES: readonly { game: GameId; config: Record<string, unknown> }[] = [
  { game: "number-line", config: { players: 3 } },
  { game: "take-or-pay", config: { players: 3 } },
  { game: "magic-numbers", config: { players: 3 } },
];
const SHARDS = 40;
const SERVER_ENV = BENCH_SERVER_ENV;

async function pool<T>(
  items: readonly T[],
  width: number,
  fn: (x: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await fn(items[next++]!);
    }),
  );
}

interface LoadResult {
  tables: number;
  actions: number;
  seconds: number;
  median: number;
  p99: number;
  max: number;
  errors: number;
  setupSeconds: number;
  /** The benchmark client's event-loop delay, p99, ms. */
  clientLoopP99: number;
  /** The server processes' event-loop delay over the measurement (worst process), ms. */
  serverLoopP99: number;
  serverLoopMax: number;
  /**
   * CPU time (user + system) per measured action: the server processes together (null
   * without /proc or for servers started by hand) and this client. Unlike latency, it is
   * little affected by other jobs on the machine.
   */
  serverCpuMsPerAction: number | null;
  clientCpuMsPerAction: number;
}

/**
 * Plays `n` concurrent tables against the servers at `urls` (seat i's sockets on urls[i % len]);
 * `pids`: the server processes, for their CPU time.
 */
async function runLoad(
  urls: readonly string[],
  args: Args,
  pids: readonly number[] = [],
): Promise<LoadResult> {
  const api = new ApiClient(urls[0]!);
  const rng = Rng.fromSeed("bench");
  // Socket k of seat s serves the tables with index % SHARDS === k.
  const sockets: TableClient[][] = [];
  for (let seat = 0; seat < 3; seat++) {
    sockets.push(
      await Promise.all(
        Array.from({ length: SHARDS }, (_, k) =>
          connectTable(urls[(seat + k) % urls.length]!, { timeoutMs: 30_000 }),
        ),
      ),
    );
  }
  const rtts: number[] = [];
  let errors = 0;
  let measuring = false;
  let stopped = false;
  // Set-up first (frames are kept, nobody acts), then every table starts playing at once.
  let playing = false;
  const latest = new Map<string, { client: TableClient; frame: ObservationFrame }>();
  const pending = new Set<NodeJS.Timeout>();
  const finished = new Set<string>();

  const onFrame = (client: TableClient) => (frame: ObservationFrame) => {
    if (stopped) return;
    if (!playing) {
      if (frame.observation.legal.length > 0) latest.set(frame.tableId, { client, frame });
      return;
    }
    if (frame.observation.result?.terminal) {
      if (!finished.has(frame.tableId)) {
        finished.add(frame.tableId);
        // Keep N tables in play; a replacement cut short by the end of the run is fine.
        addTable(Math.floor(rng.float() * 1e9)).catch(() => {});
      }
      return;
    }
    const legal = frame.observation.legal;
    if (legal.length === 0) return;
    const action = legal[rng.int(legal.length)];
    const think = args.thinkMs > 0 ? args.thinkMs * (0.5 + rng.float()) : 0;
    const timer = setTimeout(async () => {
      pending.delete(timer);
      if (stopped) return;
      const t0 = performance.now();
      const reply = await client.act(frame.tableId, frame.seq, action).catch(() => null);
      const dt = performance.now() - t0;
      if (reply === null || !reply.ok) {
        if (reply?.ok === false && reply.error.code !== "ERR_STALE") errors++;
        return;
      }
      if (measuring) rtts.push(dt);
    }, think);
    pending.add(timer);
  };
  for (const row of sockets) for (const c of row) c.onFrame(onFrame(c));

  let created = 0;
  const addTable = async (i: number) => {
    const setup = GAMES[created++ % GAMES.length]!;
    const t = await api.createTable({
      game: setup.game,
      config: setup.config,
      seats: [{ kind: "human" }, { kind: "human" }, { kind: "human" }],
    });
    if (!t.ok) throw new Error(JSON.stringify(t.error));
    const shard = i % SHARDS;
    for (let seat = 0; seat < 3; seat++) {
      const claim = await api.claim(t.value.tableId, `b${seat}`, seat);
      if (!claim.ok) throw new Error(JSON.stringify(claim.error));
      const joined = await sockets[seat]![shard]!.join(t.value.tableId, {
        seatToken: claim.value.seatToken,
      });
      if (!joined.ok) throw new Error(JSON.stringify(joined.error));
    }
    const started = await api.start(t.value.tableId, t.value.hostToken);
    if (!started.ok) throw new Error(JSON.stringify(started.error));
  };

  const setup0 = performance.now();
  await pool(
    Array.from({ length: args.tables }, (_, i) => i),
    32,
    addTable,
  );
  const setupSeconds = (performance.now() - setup0) / 1000;
  playing = true;
  for (const { client, frame } of latest.values()) onFrame(client)(frame);
  latest.clear();
  // Let the start-up burst settle, then measure for the requested time.
  await new Promise((r) => setTimeout(r, Math.min(5000, args.thinkMs * 2 + 500)));
  measuring = true;
  // The client's own event-loop delay is part of every round trip it measures.
  const loop = monitorEventLoopDelay({ resolution: 10 });
  loop.enable();
  const health = () =>
    Promise.all(
      urls.map(async (u) => {
        const r = await fetch(`${u}/api/health`);
        return (await r.json()) as { loopDelayP99Ms: number; loopDelayMaxMs: number };
      }),
    );
  await health(); // resets the servers' loop-delay histograms
  const t0 = performance.now();
  const serverCpu0 = totalCpuMs(pids);
  const clientCpu0 = process.cpuUsage();
  await new Promise((r) => setTimeout(r, args.seconds * 1000));
  measuring = false;
  const serverCpu1 = totalCpuMs(pids);
  const clientCpu = process.cpuUsage(clientCpu0);
  loop.disable();
  const serverLoop = await health();
  const seconds = (performance.now() - t0) / 1000;
  stopped = true;
  for (const t of pending) clearTimeout(t);
  for (const row of sockets) for (const c of row) c.close();
  const sorted = [...rtts].sort((a, b) => a - b);
  return {
    tables: args.tables,
    actions: rtts.length,
    seconds,
    median: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    errors,
    setupSeconds,
    clientLoopP99: loop.percentile(99) / 1e6,
    serverLoopP99: Math.max(...serverLoop.map((h) => h.loopDelayP99Ms)),
    serverLoopMax: Math.max(...serverLoop.map((h) => h.loopDelayMaxMs)),
    serverCpuMsPerAction:
      serverCpu0 === null || serverCpu1 === null || rtts.length === 0
        ? null
        : (serverCpu1 - serverCpu0) / rtts.length,
    clientCpuMsPerAction: (clientCpu.user + clientCpu.system) / 1000 / Math.max(1, rtts.length),
  };
}

/** One setup's figures in the JSON of --json (NaN, for a run without actions, becomes null). */
interface ModeFigures {
  /** `external`: servers started by hand (BENCH_SERVER_URL). */
  readonly mode: "single" | "redis" | "external";
  readonly setup: string;
  readonly tables: number;
  readonly actions: number;
  readonly seconds: number;
  readonly actionsPerSecond: number;
  readonly errors: number;
  readonly roundTripP50Ms: number;
  readonly roundTripP99Ms: number;
  readonly roundTripMaxMs: number;
  readonly clientLoopDelayP99Ms: number;
  readonly serverLoopDelayP99Ms: number;
  readonly serverLoopDelayMaxMs: number;
  readonly serverCpuMsPerAction: number | null;
  readonly clientCpuMsPerAction: number;
  readonly setupSeconds: number;
}

/** Memory per idle table (`--idle K`), measured in-process. */
interface IdleFigures {
  readonly tables: number;
  readonly heapMiB: number;
  readonly kibPerTable: number;
}

/** What --json prints: the options it ran with and each part's figures. */
interface LoadFigures {
  readonly tables: number;
  readonly seconds: number;
  readonly thinkMs: number;
  readonly idle: number;
  readonly clientSockets: number;
  readonly node: string;
  readonly modes: readonly ModeFigures[];
  /** null with --idle 0. */
  readonly idleTables: IdleFigures | null;
}

function modeFigures(mode: ModeFigures["mode"], setup: string, r: LoadResult): ModeFigures {
  return {
    mode,
    setup,
    tables: r.tables,
    actions: r.actions,
    seconds: r.seconds,
    actionsPerSecond: r.actions / r.seconds,
    errors: r.errors,
    roundTripP50Ms: r.median,
    roundTripP99Ms: r.p99,
    roundTripMaxMs: r.max,
    clientLoopDelayP99Ms: r.clientLoopP99,
    serverLoopDelayP99Ms: r.serverLoopP99,
    serverLoopDelayMaxMs: r.serverLoopMax,
    serverCpuMsPerAction: r.serverCpuMsPerAction,
    clientCpuMsPerAction: r.clientCpuMsPerAction,
    setupSeconds: r.setupSeconds,
  };
}

async function idleMemory(k: number): Promise<IdleFigures | null> {
  if (k === 0) return null;
  setFlagsFromString("--expose_gc");
  const gc = runInNewContext("gc") as () => void;
  const dir = mkdtempSync(join(tmpdir(), "ng-bench-idle-"));
  const server = await startServer({
    port: 0,
    sqliteFile: join(dir, "idle.sqlite"),
    webDist: null,
    botDelayMs: 0,
    createTablePerMinute: 1_000_000,
    requestsPerMinute: 100_000_000,
    abandonAfterSeconds: null,
    // Unwatched tables would leave memory at the next sweeps: keep them for the measurement.
    tableSweepMs: 3_600_000,
  });
  try {
    const api = new ApiClient(server.url);
    const make = async (i: number) => {
      const setup = GAMES[i % GAMES.length]!;
      const t = await api.createTable({
        game: setup.game,
        config: setup.config,
        seats: [{ kind: "human" }, { kind: "human" }, { kind: "human" }],
      });
      if (!t.ok) throw new Error(JSON.stringify(t.error));
      for (let seat = 0; seat < 3; seat++) await api.claim(t.value.tableId, `i${seat}`, seat);
      await api.start(t.value.tableId, t.value.hostToken);
    };
    await pool([0, 1, 2, 3, 4, 5], 6, make); // warm up code paths
    gc();
    gc();
    const before = process.memoryUsage().heapUsed;
    const cached0 = server.service.cachedTables;
    await pool(
      Array.from({ length: k }, (_, i) => i),
      16,
      make,
    );
    gc();
    gc();
    const after = process.memoryUsage().heapUsed;
    const n = server.service.cachedTables - cached0;
    return {
      tables: n,
      heapMiB: (after - before) / 1048576,
      kibPerTable: (after - before) / n / 1024,
    };
  } finally {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

function show(f: ModeFigures): void {
  console.log(
    `${f.setup}: ${f.tables} tables, ${f.actions} actions in ${f.seconds.toFixed(1)} s ` +
      `(${f.actionsPerSecond.toFixed(0)} actions/s); round trip median ${f.roundTripP50Ms.toFixed(2)} ms, ` +
      `p99 ${f.roundTripP99Ms.toFixed(2)} ms, max ${f.roundTripMaxMs.toFixed(1)} ms; errors ${f.errors}; event-loop delay p99: client ${f.clientLoopDelayP99Ms.toFixed(1)} ms, ` +
      `server ${f.serverLoopDelayP99Ms.toFixed(1)} ms (max ${f.serverLoopDelayMaxMs.toFixed(1)} ms); ` +
      `CPU per action: server ${f.serverCpuMsPerAction === null ? "n/a" : `${f.serverCpuMsPerAction.toFixed(2)} ms`}, ` +
      `client ${f.clientCpuMsPerAction.toFixed(2)} ms; setup ${f.setupSeconds.toFixed(1)} s`,
  );
}

function showIdle(f: IdleFigures): void {
  console.log(
    `idle tables: ${f.tables} started tables waiting for a move: heap +${f.heapMiB.toFixed(1)} MiB, ` +
      `${f.kibPerTable.toFixed(1)} KiB per table`,
  );
}

/** A server that dies during the benchmark is a failure: say why. */
async function single(args: Args): Promise<ModeFigures> {
  const external = process.env.BENCH_SERVER_URL;
  if (external) {
    // Servers started by hand (e.g. under a profiler; comma-separated), with SERVER_ENV's limits.
    const urls = external.split(",");
    return modeFigures(
      "external",
      `${urls.length} process(es) at ${external}`,
      await runLoad(urls, args),
    );
  }
  return modeFigures(
    "single",
    "one process (SQLite)",
    await onSqlite(SERVER_ENV, (urls, pids) => runLoad(urls, args, pids)),
  );
}

async function redis(args: Args): Promise<ModeFigures> {
  return modeFigures(
    "redis",
    "two processes (PostgreSQL + Redis)",
    await onPostgresRedis(SERVER_ENV, (urls, pids) => runLoad(urls, args, pids)),
  );
}

const args = readArgs(process.argv.slice(2));
const text = !args.json;
if (text) {
  console.log(
    `server load benchmark: ${args.tables} tables, ${args.seconds} s, think ${args.thinkMs} ms (0.5x-1.5x), ` +
      `${SHARDS * 3} client sockets, loopback; node ${process.version}`,
  );
}
const modes: ModeFigures[] = [];
const report = (f: ModeFigures) => {
  modes.push(f);
  if (text) show(f);
};
if (args.mode !== "redis") report(await single(args));
if (args.mode !== "single") report(await redis(args));
const idleTables = await idleMemory(args.idle);
if (text && idleTables !== null) showIdle(idleTables);
if (args.json) {
  const figures: LoadFigures = {
    tables: args.tables,
    seconds: args.seconds,
    thinkMs: args.thinkMs,
    idle: args.idle,
    clientSockets: SHARDS * 3,
    node: process.version,
    modes,
    idleTables,
  };
  // Written before the exit below, which would otherwise cut a long write to a pipe short.
  await new Promise<void>((done) =>
    process.stdout.write(`${JSON.stringify(figures)}\n`, () => done()),
  );
}
process.exit(0);
