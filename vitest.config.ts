import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

// Test files run in one more process than the machine has cores (3 here): most files wait on
// child processes, sockets, databases and timers rather than compute. Alone, a whole run took
// 1,214 s with 2 processes and 534 s with 4, for the same CPU; beside the browser tests (npm
// test) the machine is then busy, and 3 did best: 914 s against 1,020 s with 4. No test depends
// on how fast the machine is (docs/testing.md), so a busy machine makes the run slower, not red.
const forks = Math.max(3, availableParallelism() + 1);

// Test files share their processes (the pool's `isolate: false` below): each of the three
// processes runs file after file, so a file pays neither a new Node process nor Vitest's own
// start-up. Until 2026-12-02 the pool was isolated (Vitest's default, set for the whole pool
// by the root config, whatever a project says), so every file had a process of its own; the
// run took 612 CPU-seconds and 313 s, now 366–396 and 199–215 s (docs/testing.md).
// The server's test files also share their loaded modules (the "shared" project): each of them
// imports the whole server (Fastify, Socket.IO, the stores, the bots), and importing it anew
// for every file was most of their time. They keep no state between files: each starts
// servers of its own on fresh stores and stops them. Every other file gets a fresh module
// graph (the "isolated" project: its modules are reset before each file), as some of them
// need one (the game registries' tests register toy games; the web app's tests set up i18n
// and globals). Vitest runs one project's files, then the other's.
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
    poolOptions: { forks: { maxForks: forks, minForks: forks, isolate: false } },
    // A file's stubbed globals and environment variables end with it, even in a shared process
    // (each file that stubs one also undoes it; this holds if one forgets).
    unstubGlobals: true,
    unstubEnvs: true,
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
          // The runner's isolation (fresh modules for each file); the root's pool setting
          // would otherwise be inherited and every file would see the last one's modules.
          poolOptions: { forks: { isolate: true } },
          // npm packages are loaded once per process and kept; these two hold the web app's
          // translations (i18next's one instance, react-i18next's link to it), so they are
          // loaded afresh with each file's modules, as the app loads them with each page.
          server: { deps: { inline: ["i18next", "react-i18next"] } },
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
