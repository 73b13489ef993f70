// The event loop's watchdog (scripts/vitest-loop-watch.ts): which stretches fail a file, and
// that the CPU clock it reads is the main thread's.

import { describe, expect, it } from "vitest";
import {
  describeStretches,
  LIMIT_CPU_MS,
  mainThreadCpuMs,
  startLoopWatch,
} from "./vitest-loop-watch";

function manualWatch(record = false) {
  const clock = { cpu: 0, wall: 0, test: "first" };
  const watch = startLoopWatch("worker", () => ({ file: "a.test.ts", test: clock.test }), {
    manual: true,
    record,
    cpuMs: () => clock.cpu,
    nowMs: () => clock.wall,
  });
  return { clock, watch };
}

describe("the loop watchdog's check", () => {
  it("counts CPU, not wall time: a long wait on a busy machine is no stretch, long work is", () => {
    const { clock, watch } = manualWatch();
    // Ten minutes waiting for a core, with little CPU: not over the limit.
    clock.wall += 600_000;
    clock.cpu += 250;
    watch.tick();
    expect(watch.takeOverLimit()).toEqual([]);
    // Just under the limit between two ticks, however long in wall time: not over either.
    clock.wall += 120_000;
    clock.cpu += LIMIT_CPU_MS;
    watch.tick();
    expect(watch.takeOverLimit()).toEqual([]);
    // Over the limit between two ticks, even on a quiet machine: over, naming the tests.
    clock.test = "second";
    clock.wall += LIMIT_CPU_MS + 100;
    clock.cpu += LIMIT_CPU_MS + 1;
    watch.tick();
    const over = watch.takeOverLimit();
    expect(over).toMatchObject([
      { file: "a.test.ts", before: "first", after: "second", cpuMs: LIMIT_CPU_MS + 1 },
    ]);
    expect(describeStretches(over)).toMatch(/a\.test\.ts :: first -> second/);
    // Taken once.
    expect(watch.takeOverLimit()).toEqual([]);
    expect(watch.threadCpu).toBe(true);
  });

  it("adds no CPU across ticks: many short stretches are not one long one", () => {
    const { clock, watch } = manualWatch();
    for (let i = 0; i < 100; i++) {
      clock.wall += 250;
      clock.cpu += LIMIT_CPU_MS / 10;
      watch.tick();
    }
    expect(watch.takeOverLimit()).toEqual([]);
  });

  it("records gaps over 1 s of wall time only when asked (the diagnostic)", () => {
    const quiet = manualWatch(false);
    quiet.clock.wall += 5_000;
    quiet.watch.tick();
    expect(quiet.watch.take()).toEqual([]);
    const watched = manualWatch(true);
    watched.clock.wall += 5_000;
    watched.clock.cpu += 100;
    watched.watch.tick();
    expect(watched.watch.take()).toMatchObject([{ wallMs: 5_000, cpuMs: 100 }]);
  });
});

describe("the main thread's CPU clock", () => {
  it.runIf(process.platform === "linux")(
    "advances with the work the thread does, read from /proc",
    () => {
      const before = mainThreadCpuMs()!;
      const start = process.cpuUsage();
      // About 300 ms of this thread's CPU, however long that takes on a busy machine.
      let x = 0;
      while (process.cpuUsage(start).user < 300_000) for (let i = 0; i < 100_000; i++) x += i;
      expect(x).toBeGreaterThan(0);
      // /proc counts in hundredths of a second; other threads of the process may have run too.
      expect(mainThreadCpuMs()! - before).toBeGreaterThanOrEqual(200);
    },
  );
});
