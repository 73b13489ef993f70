// Lesson report benchmark (loopback only, bounded in count and time):
//   npm run bench:report -- [--students 36] [--size 4] [--think-ms 300] [--live-tables 20]
//                           [--baseline-seconds 15] [--games number-line,magic-numbers,take-or-pay]
// One server process (SQLite, the default bot threads). Live tables (three people each, Take or
// Pay, a finished one replaced) play throughout, timing every action's round trip (act → ack).
// First they play alone for the baseline; then one class of S students (a device each,
// class-student.ts) plays the games in order, at tables of T, the teacher starting the next
// game when every table has finished; after the last game the teacher asks for the lesson
// report until it is ready. Reported: the time from the last game's end (the last student
// action acknowledged: no later than the real end) to the complete report, and the live
// tables' round trip p50/p99 with no report (baseline), while the class plays (its decisions
// reviewed as they are played) and while the report completes after the last game.

import type { GameId } from "@number-games/engine";
import { GAME_IDS, Rng } from "@number-games/engine";
import type { ApiClient, ClassDashboard, LessonReport } from "@number-games/protocol";
import { createApiClient } from "@number-games/protocol";
import type { TableClient } from "@number-games/protocol/socket-client";
import { connectTable } from "@number-games/protocol/socket-client";
import type { CommandLineSpec } from "../../../scripts/bench-args";
import { orExit, parseCommandLine } from "../../../scripts/bench-args";
import { ok, Teacher } from "./class-rescue";
import type { Tally } from "./class-student";
import { Device, newTally } from "./class-student";
import { BENCH_SERVER_ENV, onSqlite, quantile } from "./common";
import { totalCpuMs } from "./proc";

interface Args {
  readonly students: number;
  readonly size: number;
  readonly thinkMs: number;
  readonly liveTables: number;
  readonly baselineSeconds: number;
  readonly games: readonly GameId[];
}

const COMMAND_LINE = {
  script: "bench:report",
  options: {
    students: { type: "number", default: 36, whole: true, min: 3, max: 60 },
    size: { type: "number", default: 4, whole: true, min: 3, max: 6 },
    "think-ms": { type: "number", default: 300, whole: true, min: 0, max: 10_000 },
    "live-tables": { type: "number", default: 20, whole: true, min: 0, max: 500 },
    "baseline-seconds": { type: "number", default: 15, whole: true, min: 1, max: 120 },
    games: {
      type: "choices",
      choices: GAME_IDS,
      default: ["number-line", "magic-numbers", "take-or-pay"],
    },
  },
} as const satisfies CommandLineSpec;

function readArgs(argv: readonly string[]): Args {
  const o = orExit(parseCommandLine(COMMAND_LINE, argv)).options;
  return {
    students: o.students,
    size: o.size,
    thinkMs: o["think-ms"],
    liveTables: o["live-tables"],
    baselineSeconds: o["baseline-seconds"],
    games: o.games,
  };
}

/** Live tables: `n` Take or Pay tables of three, played by three sockets, each round trip kept. */
async function liveTables(url: string, n: number, thinkMs: number) {
  const api = createApiClient(url);
  const rng = Rng.fromSeed("bench-report-live");
  const sockets: TableClient[] = await Promise.all(
    [0, 1, 2].map(() => connectTable(url, { timeoutMs: 30_000 })),
  );
  const rtts: { at: number; ms: number }[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let stopped = false;
  const finished = new Set<string>();
  const add = async (): Promise<void> => {
    const t = ok(
      await api.createTable({
        body: {
          game: "take-or-pay",
          config: { players: 3 },
          seats: [{ kind: "human" }, { kind: "human" }, { kind: "human" }],
        },
      }),
      "create a live table",
    );
    for (let seat = 0; seat < 3; seat++) {
      const claim = ok(
        await api.claimSeat({ id: t.tableId, body: { name: `L${seat}`, seat } }),
        "claim",
      );
      const joined = await sockets[seat]!.join(t.tableId, { seatToken: claim.seatToken });
      if (!joined.ok) throw new Error(JSON.stringify(joined.error));
    }
    ok(await api.start({ id: t.tableId, token: t.hostToken }), "start a live table");
  };
  for (const client of sockets) {
    client.onFrame((frame) => {
      if (stopped) return;
      if (frame.observation.result?.terminal) {
        if (!finished.has(frame.tableId)) {
          finished.add(frame.tableId);
          void add().catch(() => {});
        }
        return;
      }
      const legal = frame.observation.legal;
      if (legal.length === 0) return;
      const action = legal[rng.int(legal.length)];
      const timer = setTimeout(
        async () => {
          timers.delete(timer);
          if (stopped) return;
          const t0 = performance.now();
          const reply = await client.act(frame.tableId, frame.seq, action).catch(() => null);
          if (reply?.ok) rtts.push({ at: t0, ms: performance.now() - t0 });
        },
        thinkMs * (0.5 + rng.float()),
      );
      timers.add(timer);
    });
  }
  for (let i = 0; i < n; i++) await add();
  return {
    rtts,
    stop() {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      for (const s of sockets) s.close();
    },
  };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const over = (d: ClassDashboard) =>
  d.tables.length > 0 && d.tables.every((t) => t.status !== "playing");

interface Lesson {
  readonly start: number;
  /** The last student action acknowledged (performance.now()). */
  readonly end: number;
  readonly ready: number;
  /** The report at the first ask after the last game's end. */
  readonly first: LessonReport;
  readonly report: LessonReport;
  readonly tally: Tally;
}

async function runLesson(
  url: string,
  api: ApiClient,
  args: Args,
  onEnd: () => void,
): Promise<Lesson> {
  const created = ok(
    await api.createClass({ body: { game: args.games[0]!, tableSize: args.size } }),
    "create class",
  );
  const teacher = await Teacher.open(api, url, created);
  const tally = newTally();
  const rng = Rng.fromSeed("bench-report");
  const devices: Device[] = [];
  for (let s = 0; s < args.students; s++) {
    const name = `S${s}`;
    const joined = ok(await api.joinClass({ ref: created.code, body: { name } }), name);
    devices.push(
      await Device.open({
        url,
        classId: created.classId,
        studentId: joined.studentId,
        token: joined.studentToken,
        label: name,
        thinkMs: args.thinkMs,
        rng,
        tally,
      }),
    );
  }
  const auth = { id: created.classId, token: created.teacherToken };
  const start = performance.now();
  for (const [i, game] of args.games.entries()) {
    if (i > 0) {
      // Every table has finished: the next game comes at once (no undo window).
      ok(await api.nextGame({ ...auth, body: { game, config: {} } }), "next game");
    }
    ok(
      await api.seatClass({ ...auth, body: { mode: "random", seed: `bench-${i}` } }),
      "seat the class",
    );
    await teacher.until(
      (d) => over(d) && d.tables.every((t) => t.game === game),
      `game ${i + 1}'s end`,
      15 * 60_000,
    );
    console.log(
      `  game ${i + 1} (${game}) over after ${((performance.now() - start) / 1000).toFixed(1)} s`,
    );
  }
  const end = Math.max(...tally.sentAt.map((t, i) => t + tally.rtts[i]!));
  onEnd();
  const first = ok(await api.classReport(auth), "the report");
  let report = first;
  while (report.status.state !== "ready") {
    await sleep(100);
    report = ok(await api.classReport(auth), "the report");
  }
  const ready = performance.now();
  teacher.close();
  for (const d of devices) d.close();
  return { start, end, ready, first, report, tally };
}

function spread(values: readonly number[]): string {
  const s = [...values].sort((a, b) => a - b);
  const f = (x: number) => x.toFixed(1);
  return `p50 ${f(quantile(s, 0.5))}  p99 ${f(quantile(s, 0.99))}  max ${f(s.at(-1) ?? Number.NaN)}  (n ${s.length})`;
}

const args = readArgs(process.argv.slice(2));
console.log(
  `lesson report benchmark: ${args.students} students at tables of ${args.size}, games ` +
    `${args.games.join(", ")}; ${args.liveTables} live tables of three; think ${args.thinkMs} ms ` +
    `(0.5x-1.5x), loopback; node ${process.version}`,
);
const result = await onSqlite(BENCH_SERVER_ENV, async ([url], pids) => {
  const live = await liveTables(url!, args.liveTables, args.thinkMs);
  await sleep(3000);
  const baselineFrom = performance.now();
  const cpu0 = totalCpuMs(pids);
  await sleep(args.baselineSeconds * 1000);
  const baselineTo = performance.now();
  const cpu1 = totalCpuMs(pids);
  let cpuAtEnd: number | null = null;
  const lesson = await runLesson(url!, createApiClient(url!), args, () => {
    cpuAtEnd = totalCpuMs(pids);
  });
  const cpuAtReady = totalCpuMs(pids);
  live.stop();
  const health = (await (await fetch(`${url}/api/health`)).json()) as { loopDelayP99Ms: number };
  const within = (from: number, to: number) =>
    live.rtts.filter((r) => r.at >= from && r.at <= to).map((r) => r.ms);
  const rate = (a: number | null, b: number | null, ms: number) =>
    a === null || b === null ? null : (b - a) / ms;
  return {
    lesson,
    baseline: within(baselineFrom, baselineTo),
    playing: within(lesson.start, lesson.end),
    computing: within(lesson.end, lesson.ready),
    loopP99: health.loopDelayP99Ms,
    /** Server CPU (ms per ms) with the live tables alone, and from the last end to the report. */
    cpuBaseline: rate(cpu0, cpu1, baselineTo - baselineFrom),
    cpuComputing: rate(cpuAtEnd, cpuAtReady, lesson.ready - lesson.end),
  };
});
const { lesson } = result;
const seconds = (lesson.ready - lesson.end) / 1000;
console.log(
  `  lesson: ${((lesson.end - lesson.start) / 1000).toFixed(1)} s, ${lesson.tally.rtts.length} student actions, ` +
    `${lesson.tally.errors} errors; ${lesson.report.status.total} decisions rated`,
);
console.log(
  `  at the last game's end: ${lesson.first.status.done} of ${lesson.first.status.total} decisions ` +
    `rated (${lesson.first.status.state})`,
);
console.log(
  `  report complete ${seconds.toFixed(1)} s after the last game's end  (< 15 s: ${seconds < 15 ? "yes" : "NO"})`,
);
if (result.cpuBaseline !== null && result.cpuComputing !== null) {
  const extra = (result.cpuComputing - result.cpuBaseline) * (lesson.ready - lesson.end);
  console.log(
    `  server CPU: ${result.cpuBaseline.toFixed(2)} cores with the live tables alone, ` +
      `${result.cpuComputing.toFixed(2)} while the report completes ` +
      `(${(extra / 1000).toFixed(1)} CPU-s more: the reviews left at the end)`,
  );
}
console.log("  live tables' action round trip ms:");
console.log(`    without a lesson (baseline):           ${spread(result.baseline)}`);
console.log(`    while the class plays (reviews in play): ${spread(result.playing)}`);
console.log(`    while the report completes:            ${spread(result.computing)}`);
console.log(`  server event-loop delay p99 (whole run): ${result.loopP99.toFixed(1)} ms`);
for (const e of lesson.tally.faults) console.log(`  ERROR: ${e}`);
process.exit(lesson.tally.errors === 0 && seconds < 15 ? 0 : 1);
