// Vitest's setup for every test file (vitest.config.ts): property tests (fast-check) draw their
// cases from one fixed seed, so `npm test` gives the same result every run (issue #22). To
// explore new cases, run with FC_SEED=random (or a number); a failure prints the seed and the
// path that reproduce it, and the counterexample becomes a table test of its own
// (packages/engine/test/config-negative-zero.test.ts was found this way). Every test starts
// after a turn of the event loop, and a watchdog fails a file whose tests hold the loop for
// long (both below).

import { relative } from "node:path";
import fc from "fast-check";
import { afterAll, beforeEach, expect, vi } from "vitest";
import {
  describeStretches,
  LIMIT_CPU_MS,
  type LoopWatch,
  loopWatchEnabled,
  startLoopWatch,
} from "./vitest-loop-watch";

type Where = { file: string; test: string };

const given = process.env.FC_SEED;
if (given !== "random") {
  const seed = given === undefined ? 20261127 : Number(given);
  if (!Number.isInteger(seed))
    throw new Error(`FC_SEED must be a whole number or "random", not ${given}`);
  fc.configureGlobal({ ...fc.readConfigureGlobal(), seed });
}

// A turn of the event loop before every test. Vitest goes from one test to the next without
// one (its runner awaits promises, never a timer), so a file of synchronous tests kept its
// worker's loop busy from its first computing test to its last: full2p.test.ts, 5 s of CPU in
// one stretch, a minute at load 30, past the 60 s Vitest's worker waits for the answers to
// its messages ("Timeout calling onTaskUpdate", docs/testing.md "Give the event loop a turn").
// The real setImmediate, taken before any test can install fake timers.
const turnKey = Symbol.for("number-games.real-setImmediate");
const holder = globalThis as { [turnKey]?: typeof setImmediate };
holder[turnKey] ??= setImmediate;
const realSetImmediate = holder[turnKey];
beforeEach(() => new Promise<void>((resolve) => realSetImmediate(resolve)));
// A process runs file after file (vitest.config.ts): a file that left fake timers installed
// would hand them to the next. Each file that installs them also removes them; this holds if
// one forgets. (A setup file's afterAll runs after the file's own.)
afterAll(() => {
  vi.useRealTimers();
});

// The event loop's watchdog (scripts/vitest-loop-watch.ts), one per process however many
// files the process runs. A file in which a test computed for more than LIMIT_CPU_MS of the
// main thread's CPU without a turn of the loop fails, naming the test; with NG_LOOP_WATCH=1
// each file's long gaps are also printed and kept.
const key = Symbol.for("number-games.loop-watch");
const state = globalThis as { [key]?: { watch: LoopWatch; where: () => Where } };
const where = (): Where => {
  const { testPath, currentTestName } = expect.getState();
  return {
    file: testPath ? relative(process.cwd(), testPath) : "",
    test: currentTestName ?? "(no test: collection or a beforeAll/afterAll hook)",
  };
};
const held = state[key];
if (held === undefined) {
  const entry = { watch: undefined as unknown as LoopWatch, where };
  entry.watch = startLoopWatch("worker", () => entry.where(), { record: loopWatchEnabled() });
  state[key] = entry;
} else {
  held.where = where;
}
afterAll(() => {
  const watch = state[key]!.watch;
  watch.tick();
  const gaps = watch.take();
  if (gaps.length > 0) process.stderr.write(`${describeStretches(gaps)}\n`);
  const over = watch.takeOverLimit();
  if (over.length > 0 && watch.threadCpu)
    throw new Error(
      `a test kept its worker's event loop busy for more than ${LIMIT_CPU_MS / 1000} s of CPU ` +
        `(Vitest's worker fails the run when its loop does not turn for 60 s, which a busy ` +
        `machine makes of a few seconds' work); let it yield (await breathe(), ` +
        `scripts/vitest-breathe.ts) or compute less:\n${describeStretches(over)}`,
    );
});
