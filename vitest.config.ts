import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Test files run in one more process than the machine has cores (3 here): most files wait on
// child processes, sockets, databases and timers rather than compute. Alone, a whole run took
// 1,214 s with 2 processes and 534 s with 4, for the same CPU; beside the browser tests (npm
// test) the machine is then busy, and 3 did best: 914 s against 1,020 s with 4. No test depends
// on how fast the machine is (docs/testing.md), so a busy machine makes the run slower, not red.
export default defineConfig({
  test: {
    // Property tests draw from a fixed seed (FC_SEED=random explores): the same result every run.
    setupFiles: ["scripts/vitest-setup.ts"],
    // The bins' bundles, built once before the files run (scripts/vitest-global-setup.ts).
    globalSetup: ["scripts/vitest-global-setup.ts"],
    include: ["packages/*/src/**/*.test.ts", "packages/*/test/**/*.test.ts"],
    // The one budget a test has: generous, since no test may depend on the machine's speed.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    poolOptions: { forks: { maxForks: Math.max(3, availableParallelism() + 1), minForks: 1 } },
  },
});
