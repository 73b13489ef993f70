import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Test files run in one more process than the machine has cores (3 here): most files wait on
// child processes, sockets, databases and timers rather than compute. Alone, a whole run took
// 1,214 s with 2 processes and 534 s with 4, for the same CPU; beside the browser tests (npm
// test) the machine is then busy, and 3 did best: 914 s against 1,020 s with 4. No test depends
// on how fast the machine is (docs/testing.md), so a busy machine makes the run slower, not red.
const forks = Math.max(3, availableParallelism() + 1);

// The server's test files share their processes' loaded modules (`isolate: false`): each of
// them imports the whole server (Fastify, Socket.IO, the stores, the bots), and importing it
// anew for every file was most of their time. They keep no state between files: each starts
// servers of its own on fresh stores and stops them. Every other file gets a fresh module
// graph, as some of them need one (the game registries' tests register toy games; the web
// app's tests set up i18n and globals).
const SHARED = ["packages/server/test/**/*.test.ts"];
// A server test file that changes the module state the others read.
const SHARED_EXCEPT = ["packages/server/test/toy-nim.test.ts"];

export default defineConfig({
  test: {
    // Property tests draw from a fixed seed (FC_SEED=random explores): the same result every run.
    setupFiles: ["scripts/vitest-setup.ts"],
    // The one budget a test has: generous, since no test may depend on the machine's speed.
    testTimeout: 300_000,
    hookTimeout: 300_000,
    // The bins' bundles, built once before the files run (scripts/vitest-global-setup.ts).
    globalSetup: ["scripts/vitest-global-setup.ts"],
    // Every process stays for the whole run: with fewer kept, the pool ends idle processes,
    // and with `isolate: false` it ended processes still running a file (the file never
    // reported, its servers were left running).
    poolOptions: { forks: { maxForks: forks, minForks: forks } },
    projects: [
      {
        extends: true,
        test: {
          name: "shared",
          include: SHARED,
          exclude: SHARED_EXCEPT,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: "isolated",
          include: [
            "packages/*/src/**/*.test.ts",
            "packages/!(server)/test/**/*.test.ts",
            "scripts/**/*.test.ts",
            ...SHARED_EXCEPT,
          ],
        },
      },
    ],
  },
});
