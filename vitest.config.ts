import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Test files run in twice as many processes as the machine has cores: most files wait on
// child processes, sockets, databases and timers rather than compute, so on the 2-core machine
// two processes left the cores idle half the time (a whole run: 1,214 s with 2, 534 s with 4,
// the same CPU). No test depends on how fast the machine is (docs/testing.md), so a busy
// machine makes the run slower, not red.
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
    poolOptions: { forks: { maxForks: Math.max(4, 2 * availableParallelism()), minForks: 1 } },
  },
});
