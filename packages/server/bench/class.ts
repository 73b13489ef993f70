// Classroom benchmark (loopback only, bounded in count and time):
//   npm run bench:class -- [--classes N] [--students S] [--size T] [--seconds X] [--think-ms M]
//                          [--mode single|redis|both]
// N classes of S students each (one socket.io connection per student, one per teacher, all
// subscribed to their class) on one server process (SQLite), and on two processes sharing
// PostgreSQL + Redis (students' connections split between them). Each class is seated at tables
// of T by a random split; every student plays its seat: on a frame offering legal actions it
// waits a think time (uniform 0.5–1.5 × M) and sends a random legal action. When all of a
// class's tables have finished, its teacher starts the next game and seats everyone again, so
// the load stays. Reported: the action round trip (act → ack) p50/p99/max, actions per second,
// the server's event-loop delay (p99, max) and the teachers' dashboard pushes per second.

import { Rng } from "@number-games/engine";
import type { ApiClient } from "@number-games/protocol";
import { createApiClient } from "@number-games/protocol";
import type { TableClient } from "@number-games/protocol/socket-client";
import { connectTable } from "@number-games/protocol/socket-client";
import type { BenchMode } from "./common";
import { BENCH_SERVER_ENV, onPostgresRedis, onSqlite, parseBenchFlags, quantile } from "./common";
import { totalCpuMs } from "./proc";

interface Args {
  classes: number;
  students: number;
  size: number;
  seconds: number;
  thinkMs: number;
  mode: BenchMode;
}

function parseArgs(argv: readonly string[]): Args {
  return parseBenchFlags<Args>(
    argv,
    { classes: 10, students: 36, size: 4, seconds: 20, thinkMs: 1000, mode: "single" },
    {
      "--classes": ["classes", 1, 50],
      "--students": ["students", 3, 60],
      "--size": ["size", 3, 6],
      "--seconds": ["seconds", 1, 120],
      "--think-ms": ["thinkMs", 0, 10_000],
    },
  );
}

interface Result {
  actions: number;
  seconds: number;
  p50: number;
  p99: number;
  max: number;
  errors: number;
  games: number;
  pushesPerSecond: number;
  serverLoopP99: number;
  serverLoopMax: number;
  serverCpuMsPerAction: number | null;
}

async function runClasses(
  urls: readonly string[],
  args: Args,
  pids: readonly number[],
): Promise<Result> {
  const api: ApiClient = createApiClient(urls[0]!);
  const rng = Rng.fromSeed("bench-class");
  const rtts: number[] = [];
  const sockets: TableClient[] = [];
  let errors = 0;
  let games = 0;
  let pushes = 0;
  let measuring = false;
  let stopped = false;
  const timers = new Set<NodeJS.Timeout>();
  const ok = <T>(r: { ok: true; value: T } | { ok: false; error: unknown }): T => {
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    return r.value;
  };

  for (let k = 0; k < args.classes; k++) {
    const created = ok(
      await api.createClass({ body: { game: "take-or-pay", tableSize: args.size } }),
    );
    const teacher = await connectTable(urls[k % urls.length]!, { timeoutMs: 30_000 });
    sockets.push(teacher);
    let advancing = false;
    teacher.onClassDashboard((d) => {
      if (measuring) pushes++;
      // Every table over: the next game, everyone seated again.
      if (stopped || advancing || !d.class.seated || d.tables.length === 0) return;
      if (!d.tables.every((t) => t.status !== "playing")) return;
      advancing = true;
      games += d.tables.length;
      void (async () => {
        await api.nextGame({ id: created.classId, token: created.teacherToken, body: {} });
        await api.seatClass({
          id: created.classId,
          token: created.teacherToken,
          body: { mode: "random" },
        });
        advancing = false;
      })();
    });
    ok(
      await teacher
        .joinClass(created.classId, created.teacherToken)
        .then((r) => (r.ok ? { ok: true as const, value: r } : r)),
    );
    for (let s = 0; s < args.students; s++) {
      const joined = ok(await api.joinClass({ ref: created.code, body: { name: `S${k}-${s}` } }));
      const socket = await connectTable(urls[(k + s) % urls.length]!, { timeoutMs: 30_000 });
      sockets.push(socket);
      let table: string | null = null;
      socket.onClassStudent((v) => {
        if (v.table === null || v.table.tableId === table) return;
        table = v.table.tableId;
        void socket.join(table, { seatToken: joined.studentToken });
      });
      socket.onFrame((frame) => {
        if (stopped || frame.tableId !== table) return;
        const legal = frame.observation.legal;
        if (legal.length === 0) return;
        const action = legal[rng.int(legal.length)];
        const think = args.thinkMs * (0.5 + rng.float());
        const timer = setTimeout(async () => {
          timers.delete(timer);
          if (stopped) return;
          const t0 = performance.now();
          const reply = await socket.act(frame.tableId, frame.seq, action).catch(() => null);
          const dt = performance.now() - t0;
          if (reply === null || !reply.ok) {
            if (reply?.ok === false && reply.error.code !== "ERR_STALE") errors++;
            return;
          }
          if (measuring) rtts.push(dt);
        }, think);
        timers.add(timer);
      });
      ok(
        await socket
          .joinClass(created.classId, joined.studentToken)
          .then((r) => (r.ok ? { ok: true as const, value: r } : r)),
      );
    }
    ok(
      await api.seatClass({
        id: created.classId,
        token: created.teacherToken,
        body: { mode: "random", seed: `bench-${k}` },
      }),
    );
  }
  // Let the start settle, then measure.
  await new Promise((r) => setTimeout(r, Math.min(5000, args.thinkMs * 2 + 500)));
  const health = () =>
    Promise.all(
      urls.map(async (u) => {
        const r = await fetch(`${u}/api/health`);
        return (await r.json()) as { loopDelayP99Ms: number; loopDelayMaxMs: number };
      }),
    );
  await health();
  measuring = true;
  const t0 = performance.now();
  const cpu0 = totalCpuMs(pids);
  await new Promise((r) => setTimeout(r, args.seconds * 1000));
  measuring = false;
  const cpu1 = totalCpuMs(pids);
  const loop = await health();
  const seconds = (performance.now() - t0) / 1000;
  stopped = true;
  for (const t of timers) clearTimeout(t);
  for (const s of sockets) s.close();
  const sorted = [...rtts].sort((a, b) => a - b);
  return {
    actions: rtts.length,
    seconds,
    p50: quantile(sorted, 0.5),
    p99: quantile(sorted, 0.99),
    max: sorted.at(-1) ?? Number.NaN,
    errors,
    games,
    pushesPerSecond: pushes / seconds,
    serverLoopP99: Math.max(...loop.map((h) => h.loopDelayP99Ms)),
    serverLoopMax: Math.max(...loop.map((h) => h.loopDelayMaxMs)),
    serverCpuMsPerAction:
      cpu0 === null || cpu1 === null || rtts.length === 0 ? null : (cpu1 - cpu0) / rtts.length,
  };
}

function show(label: string, r: Result): void {
  const f = (x: number) => x.toFixed(1);
  console.log(`\n${label}`);
  console.log(
    `  actions: ${r.actions} in ${f(r.seconds)} s (${f(r.actions / r.seconds)}/s), errors ${r.errors}, games finished ${r.games}`,
  );
  console.log(`  round trip ms: p50 ${f(r.p50)}  p99 ${f(r.p99)}  max ${f(r.max)}`);
  console.log(
    `  server event-loop delay ms: p99 ${f(r.serverLoopP99)}  max ${f(r.serverLoopMax)}; dashboard pushes ${f(r.pushesPerSecond)}/s`,
  );
  if (r.serverCpuMsPerAction !== null) {
    console.log(`  server CPU per action: ${r.serverCpuMsPerAction.toFixed(2)} ms`);
  }
}

async function single(args: Args): Promise<void> {
  show(
    "one process (SQLite)",
    await onSqlite(BENCH_SERVER_ENV, (urls, pids) => runClasses(urls, args, pids)),
  );
}

async function redis(args: Args): Promise<void> {
  show(
    "two processes (PostgreSQL + Redis)",
    await onPostgresRedis(BENCH_SERVER_ENV, (urls, pids) => runClasses(urls, args, pids)),
  );
}

const args = parseArgs(process.argv.slice(2));
console.log(
  `classroom benchmark: ${args.classes} classes × ${args.students} students, tables of ${args.size}, ` +
    `${args.seconds} s, think ${args.thinkMs} ms (0.5x-1.5x), loopback; node ${process.version}`,
);
if (args.mode !== "redis") await single(args);
if (args.mode !== "single") await redis(args);
process.exit(0);
