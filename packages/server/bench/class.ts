// Classroom benchmark (loopback only, bounded in count and time):
//   npm run bench:class -- [--classes N] [--students S] [--size T] [--think-ms M]
//                          [--leave-at Q] [--grace G] [--mode single|redis|both]
// N classes of S students each (one socket.io connection per student, one per teacher, all
// subscribed to their class) on one server process (SQLite), and on two processes sharing
// PostgreSQL + Redis (students' connections split between them). Each class (grace time G
// seconds) is seated at tables of T by a random split; every student plays its seat: on a
// frame offering legal actions it waits a think time (uniform 0.5–1.5 × M) and sends a random
// legal action. At every table one student's phone dies on their turn once the table has
// passed seq Q, and the teacher rescues them through the public API (class-rescue.ts: grace →
// computer → "move to this device" code on a new phone, or release → join again → seated
// into the open seat; the paths take turns by table). The game plays to its end at every
// table. Reported: the round trip (act → ack) of every action, p50/p95/p99/max; each rescue
// step's latency and the rescue's total; the server's event-loop delay and CPU per action;
// and the verification (class-verify.ts): every table finished, no action lost, every
// rescued seat played by its rescuer. A failed check exits with 1.

import type { CommandLineSpec } from "../../../scripts/bench-args";
import { orExit, parseCommandLine } from "../../../scripts/bench-args";
import type { Lesson } from "./class-lesson";
import { closeLesson, runLesson } from "./class-lesson";
import { GRACE_STEP, TOTAL_STEP } from "./class-rescue";
import type { Tally } from "./class-student";
import { newTally } from "./class-student";
import type { Verdict } from "./class-verify";
import { verify } from "./class-verify";
import type { BenchMode } from "./common";
import { BENCH_MODES, BENCH_SERVER_ENV, onPostgresRedis, onSqlite, quantile } from "./common";
import { totalCpuMs } from "./proc";

interface Args {
  classes: number;
  students: number;
  size: number;
  thinkMs: number;
  leaveAt: number;
  grace: number;
  mode: BenchMode;
}

const COMMAND_LINE = {
  script: "bench:class",
  options: {
    classes: { type: "number", default: 10, whole: true, min: 1, max: 50 },
    students: { type: "number", default: 36, whole: true, min: 3, max: 60 },
    size: { type: "number", default: 4, whole: true, min: 3, max: 6 },
    "think-ms": { type: "number", default: 1000, whole: true, min: 0, max: 10_000 },
    "leave-at": { type: "number", default: 30, whole: true, min: 1, max: 200 },
    grace: { type: "number", default: 10, whole: true, min: 10, max: 600 },
    mode: { type: "choice", choices: BENCH_MODES, default: "single" },
  },
} as const satisfies CommandLineSpec;

function readArgs(argv: readonly string[]): Args {
  const o = orExit(parseCommandLine(COMMAND_LINE, argv)).options;
  return { ...o, thinkMs: o["think-ms"], leaveAt: o["leave-at"] };
}

interface Result {
  lesson: Lesson;
  tally: Tally;
  verdict: Verdict;
  pushes: number;
  serverLoopP99: number;
  serverLoopMax: number;
  serverCpuMsPerAction: number | null;
}

async function runClasses(
  urls: readonly string[],
  args: Args,
  pids: readonly number[],
): Promise<Result> {
  const tally = newTally();
  const cpu0 = totalCpuMs(pids);
  const lesson = await runLesson(
    urls,
    {
      classes: args.classes,
      students: args.students,
      size: args.size,
      thinkMs: args.thinkMs,
      leaveAtSeq: args.leaveAt,
      graceSeconds: args.grace,
      timeoutMs: 15 * 60_000,
    },
    tally,
  );
  tally.stopped = true;
  const cpu1 = totalCpuMs(pids);
  const loop = await Promise.all(
    urls.map(async (u) => {
      const r = await fetch(`${u}/api/health`);
      return (await r.json()) as { loopDelayP99Ms: number; loopDelayMaxMs: number };
    }),
  );
  const verdict = await verify(lesson, tally);
  closeLesson(lesson);
  return {
    lesson,
    tally,
    verdict,
    pushes: lesson.teachers.reduce((n, t) => n + t.pushes, 0),
    serverLoopP99: Math.max(...loop.map((h) => h.loopDelayP99Ms)),
    serverLoopMax: Math.max(...loop.map((h) => h.loopDelayMaxMs)),
    serverCpuMsPerAction:
      cpu0 === null || cpu1 === null || tally.rtts.length === 0
        ? null
        : (cpu1 - cpu0) / tally.rtts.length,
  };
}

const f = (x: number) => x.toFixed(1);

function spread(values: readonly number[]): string {
  const s = [...values].sort((a, b) => a - b);
  const q = (p: number) => f(quantile(s, p));
  return `p50 ${q(0.5)}  p95 ${q(0.95)}  p99 ${q(0.99)}  max ${f(s.at(-1) ?? Number.NaN)}  (n ${s.length})`;
}

/** Prints the figures; false when a check failed. */
function show(label: string, r: Result): boolean {
  const { tally, verdict: v, lesson } = r;
  const seconds = lesson.seconds;
  console.log(`\n${label}`);
  console.log(
    `  actions: ${tally.rtts.length} acknowledged in ${f(seconds)} s (${f(tally.rtts.length / seconds)}/s), ` +
      `errors ${tally.errors}, stale ${tally.stale}`,
  );
  const p99 = quantile(
    [...tally.rtts].sort((a, b) => a - b),
    0.99,
  );
  console.log(
    `  action round trip ms: ${spread(tally.rtts)}  p99 < 50 ms: ${p99 < 50 ? "yes" : "NO"}`,
  );
  const settled = tally.rtts.filter((_, i) => tally.sentAt[i]! >= lesson.allSeatedAt);
  console.log(`    after the last class was seated: ${spread(settled)}`);
  const during = (t: number) =>
    lesson.rescues.some((x) => x.leftAt !== null && x.leftAt <= t && t <= (x.backAt ?? t));
  const under: number[] = [];
  const calm: number[] = [];
  for (const [i, rtt] of tally.rtts.entries()) (during(tally.sentAt[i]!) ? under : calm).push(rtt);
  console.log(`    while a rescue was under way (a phone dead, not back yet): ${spread(under)}`);
  console.log(`    while no rescue was under way: ${spread(calm)}`);
  console.log("  rescue steps ms:");
  const names = [...tally.steps.keys()].filter((n) => n !== TOTAL_STEP && n !== GRACE_STEP);
  for (const name of [GRACE_STEP, ...names, TOTAL_STEP]) {
    const values = tally.steps.get(name);
    if (values !== undefined) console.log(`    ${name}: ${spread(values)}`);
  }
  console.log(
    `  server event-loop delay ms: p99 ${f(r.serverLoopP99)}  max ${f(r.serverLoopMax)}; ` +
      `dashboard pushes ${f(r.pushes / seconds)}/s`,
  );
  if (r.serverCpuMsPerAction !== null) {
    console.log(`  server CPU per action: ${r.serverCpuMsPerAction.toFixed(2)} ms`);
  }
  console.log(
    `  verified: ${v.finished}/${v.tables} tables finished; ${v.playerMoves} moves in the records ` +
      `(${v.autoplayed} by the computer for away seats), ${v.lost} lost; ` +
      `${v.rescued}/${v.rescues} seats rescued and played by their rescuer`,
  );
  for (const e of tally.faults) console.log(`  ERROR: ${e}`);
  for (const p of v.problems.slice(0, 20)) console.log(`  PROBLEM: ${p}`);
  if (v.problems.length > 20) console.log(`  … and ${v.problems.length - 20} more problems`);
  return v.problems.length === 0 && tally.errors === 0;
}

const args = readArgs(process.argv.slice(2));
console.log(
  `classroom benchmark: ${args.classes} classes × ${args.students} students, tables of ${args.size}, ` +
    `one game; at every table one phone dies on its turn after seq ${args.leaveAt} and is rescued ` +
    `(grace ${args.grace} s); think ${args.thinkMs} ms (0.5x-1.5x), loopback; node ${process.version}`,
);
let passed = true;
if (args.mode !== "redis") {
  const r = await onSqlite(BENCH_SERVER_ENV, (urls, pids) => runClasses(urls, args, pids));
  passed = show("one process (SQLite)", r) && passed;
}
if (args.mode !== "single") {
  const r = await onPostgresRedis(BENCH_SERVER_ENV, (urls, pids) => runClasses(urls, args, pids));
  passed = show("two processes (PostgreSQL + Redis)", r) && passed;
}
process.exit(passed ? 0 : 1);
