// The event loop's watchdog for the Vitest run (docs/testing.md, "Give the event loop a turn").
// Vitest's worker gives up on its own messages to the main process after a fixed 60 s, so a
// test that keeps its worker's loop busy for a minute fails the whole run ("Timeout calling
// onTaskUpdate"), and at load 30 on two cores a few seconds of computation take a minute.
//
// A timer ticks every 250 ms and reads the CPU time the process's main thread (the one that
// runs the tests) spent since the last tick. That figure does not depend on the load: on a busy
// machine the ticks come late, but the main thread's CPU between two of them is still at most a
// tick's worth of ordinary work plus the longest synchronous stretch in between. So:
// - **The check** (always on where the main thread's CPU can be read: Linux's /proc): a file in
//   which the main thread computed more than `LIMIT_CPU_MS` between two turns of its loop fails
//   (scripts/vitest-setup.ts), naming the test. The longest stretch of the suite is about
//   1.2 s of CPU on the 2-core development machine; the limit leaves room for a slower one.
// - **The diagnostic** (NG_LOOP_WATCH=1): every gap of more than 1 s between ticks is recorded
//   with its test, its wall time and its CPU time. A gap with as much CPU as wall time (or most
//   of it when the machine is quiet) is a computation of the test; one with little CPU is the
//   process waiting for a core (starvation by load). The gaps go to stderr at the end of each
//   file and, as JSON lines, to $NG_LOOP_WATCH_DIR (default $TMPDIR/ng-loop-watch), one file
//   per process, written at once so that a process ended early still leaves its record.

import { appendFileSync, existsSync, mkdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** A stretch between two ticks of the watchdog that was long in wall or in CPU time. */
export interface Stretch {
  /** "worker" (a test file's process) or "main" (Vitest's main process). */
  readonly process: string;
  readonly pid: number;
  /** The test file, the test running at the tick before the stretch and at the tick after. */
  readonly file: string;
  readonly before: string;
  readonly after: string;
  readonly wallMs: number;
  /** CPU time of the main thread in the stretch (of the whole process where it cannot be read). */
  readonly cpuMs: number;
}

const TICK_MS = 250;
/** A gap between ticks longer than this is recorded by the diagnostic. */
const GAP_MS = 1_000;
/** The check: more main-thread CPU than this without a turn of the loop fails the file. */
export const LIMIT_CPU_MS = 3_000;

export function loopWatchEnabled(): boolean {
  const v = process.env.NG_LOOP_WATCH;
  return v !== undefined && v !== "" && v !== "0";
}

export function loopWatchDir(): string {
  return process.env.NG_LOOP_WATCH_DIR ?? join(process.env.TMPDIR ?? tmpdir(), "ng-loop-watch");
}

const statPath = `/proc/self/task/${process.pid}/stat`;
const statReadable = existsSync(statPath);
/** Clock ticks a second of /proc's utime and stime (USER_HZ, 100 on Linux). */
const USER_HZ = 100;

/** The CPU time in ms of this process's main thread, or undefined where it cannot be read. */
export function mainThreadCpuMs(): number | undefined {
  if (!statReadable) return undefined;
  const stat = readFileSync(statPath, "latin1");
  // Fields after the command's ")": state is field 3, utime 14 and stime 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / USER_HZ;
}

function processCpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

export interface LoopWatchOptions {
  /** Records every gap over 1 s and writes it to `loopWatchDir()` (the diagnostic). */
  readonly record?: boolean;
  /** The CPU clock in ms (tests); default the main thread's, else the whole process's. */
  readonly cpuMs?: () => number;
  /** The wall clock in ms (tests). */
  readonly nowMs?: () => number;
  /** Starts no timer: the caller calls `tick` (tests). */
  readonly manual?: boolean;
}

export interface LoopWatch {
  /** Whether the CPU time is the main thread's, so that `overLimit` can be trusted. */
  readonly threadCpu: boolean;
  /** What the timer does: measures the stretch since the last tick. */
  tick(): void;
  /** The gaps recorded since the last call, which forgets them. */
  take(): Stretch[];
  /** The stretches over `LIMIT_CPU_MS` of CPU since the last call, which forgets them. */
  takeOverLimit(): Stretch[];
  stop(): void;
}

/**
 * Starts the watchdog. `where()` names the file and test running now; it is read at each tick.
 */
export function startLoopWatch(
  processName: string,
  where: () => { file: string; test: string },
  options: LoopWatchOptions = {},
): LoopWatch {
  const threadCpu = options.cpuMs !== undefined || mainThreadCpuMs() !== undefined;
  const cpuMs = options.cpuMs ?? (threadCpu ? () => mainThreadCpuMs()! : processCpuMs);
  // Taken now: a test's fake timers may replace `performance` later.
  const nowMs = options.nowMs ?? performance.now.bind(performance);
  let out: string | undefined;
  if (options.record) {
    const dir = loopWatchDir();
    mkdirSync(dir, { recursive: true });
    out = join(dir, `${processName}-${process.pid}.jsonl`);
  }
  let gaps: Stretch[] = [];
  let over: Stretch[] = [];
  let lastAt = nowMs();
  let lastCpu = cpuMs();
  let lastWhere = where();
  const tick = () => {
    const at = nowMs();
    const cpu = cpuMs();
    const now = where();
    const wallMs = at - lastAt;
    const spent = cpu - lastCpu;
    if ((options.record && wallMs > GAP_MS) || spent > LIMIT_CPU_MS) {
      const stretch: Stretch = {
        process: processName,
        pid: process.pid,
        file: now.file || lastWhere.file,
        before: lastWhere.test,
        after: now.test,
        wallMs: Math.round(wallMs),
        cpuMs: Math.round(spent),
      };
      if (options.record && wallMs > GAP_MS) {
        gaps.push(stretch);
        if (out !== undefined) appendFileSync(out, `${JSON.stringify(stretch)}\n`);
      }
      if (spent > LIMIT_CPU_MS) over.push(stretch);
    }
    lastAt = at;
    lastCpu = cpu;
    lastWhere = now;
  };
  const timer = options.manual ? undefined : setInterval(tick, TICK_MS);
  timer?.unref();
  return {
    threadCpu,
    tick,
    take() {
      const taken = gaps;
      gaps = [];
      return taken;
    },
    takeOverLimit() {
      const taken = over;
      over = [];
      return taken;
    },
    stop() {
      clearInterval(timer);
    },
  };
}

/** One line per stretch, the most CPU first. */
export function describeStretches(stretches: readonly Stretch[]): string {
  return [...stretches]
    .sort((a, b) => b.cpuMs - a.cpuMs)
    .map(
      (s) =>
        `[loop-watch] ${s.process} ${s.pid} ${(s.cpuMs / 1000).toFixed(1)} s CPU in ${(s.wallMs / 1000).toFixed(1)} s: ${s.file} :: ${s.before}${s.after === s.before ? "" : ` -> ${s.after}`}`,
    )
    .join("\n");
}
