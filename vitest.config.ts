import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Test files run in as many processes as the machine has cores (Vitest's default keeps one
// core free, which on the 2-core CI machine means one file at a time): most files wait on
// child processes, sockets and databases rather than compute. No test depends on how fast
// the machine is (docs/testing.md), so a busy machine makes the run slower, not red.
export default defineConfig({
  test: {
    // Property tests draw from a fixed seed (FC_SEED=random explores): the same result every run.
    setupFiles: ["scripts/vitest-setup.ts"],
    include: ["packages/*/src/**/*.test.ts", "packages/*/test/**/*.test.ts"],
    // The one budget a test has: generous, since no test may depend on the machine's speed.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    poolOptions: { forks: { maxForks: Math.max(2, availableParallelism()), minForks: 1 } },
  },
});
