// End-to-end tests of the web app (packages/web/e2e) in Debian's Chromium, against the real
// server started the way a newcomer starts it (`npm start`'s scripts/start.sh: it builds the
// web app when its sources are newer than the build, then serves it), on a dedicated port
// with a throw-away data directory. The workers share that server: each test makes tables,
// classes and games of its own, so tests may run side by side.
//
// Green under load (issue #22): no test has a wall-clock budget shorter than its own. Every
// wait is for a condition (a locator, `expect.poll`), and assertions may wait as long as the
// test may, so a machine busy with other work makes the run slower, never red. The test
// timeout is the one budget: generous, since a test that needs it is broken anyway.

import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./packages/web/e2e/support/chromium";

const PORT = Number(process.env.E2E_PORT ?? 18080);
const BASE = `http://127.0.0.1:${PORT}`;
/** Per-address budgets for a server whose every client is this machine (see webServer). */
const SHARED_ADDRESS_LIMITS = [
  "REQUESTS_PER_MINUTE=120000",
  "CODE_LOOKUPS_PER_MINUTE=12000",
  "CREATE_TABLE_PER_MINUTE=3000",
  "CLASS_JOINS_PER_MINUTE=3000",
  "CLASS_ASKS_PER_10_MINUTES=3000",
  "ADDRESS_MESSAGES_PER_SECOND=20000",
  "SOCKETS_PER_ADDRESS=5000",
  "HTTP_CONNECTIONS_PER_ADDRESS=5000",
].join(" ");
/** The only time budget a browser test has (see the header). */
const TEST_TIMEOUT = 300_000;
/**
 * No wall-clock rule of the server may change what a test looks at while it waits (see the
 * header): a seat on turn with no connection for ABANDON_AFTER_SECONDS (120 s by default)
 * gets a bot move, so a test slower than that under load saw "Your turn" become "Waiting for
 * Ben" and waited for its whole timeout (presence.spec.ts's tables nobody connects to). Never
 * here; the server's own tests prove the rule (packages/server/test/socket.test.ts).
 */
const NO_CLOCK_RULES = "ABANDON_AFTER_SECONDS=0";
/**
 * Playwright's trace of each test, off by default: recording it (snapshots and a screencast of
 * every action) cost as much CPU as the tests themselves (walkthrough.spec.ts on the 2-core
 * machine: 106 CPU-seconds with "retain-on-failure", 64 without), and the two cores are what
 * `npm test`'s time is made of. `PW_TRACE=retain-on-failure npx playwright test <spec>` records
 * one for a failure being investigated.
 */
const TRACE_MODES = ["off", "on", "retain-on-failure", "retain-on-first-failure"] as const;
const TRACE = ((): (typeof TRACE_MODES)[number] => {
  const asked = process.env.PW_TRACE ?? "off";
  const mode = TRACE_MODES.find((m) => m === asked);
  if (mode === undefined)
    throw new Error(`PW_TRACE must be one of ${TRACE_MODES.join(", ")}, not "${asked}"`);
  return mode;
})();

export default defineConfig({
  testDir: "packages/web/e2e",
  // perf.spec.ts and browser-playouts.spec.ts are benchmarks (`npm run bench:web-interaction`,
  // `npm run bench:browser`), not part of `npm test`.
  testIgnore:
    process.env.PW_BENCH === "1" ? [] : ["**/perf.spec.ts", "**/browser-playouts.spec.ts"],
  outputDir: "test-results",
  // Tests, not files, are shared out to the workers: a long file (the walkthrough, the reflow
  // and accessibility walks) no longer keeps one worker busy while the other has nothing left.
  // Every test makes its own tables, classes and games, so any two may run side by side.
  fullyParallel: true,
  // Four workers (E2E_WORKERS to change): most of a browser test is waiting (a computer's move,
  // an animation, a round trip), so several at once take far less than one after the other.
  // Alone on the 2-core machine the suite keeps both cores busy with four (191 tests, 2026-12-02,
  // once new contexts stopped preparing Chromium's address-bar popup: 6.1 min in `npm test`
  // with four, about 6.6 with three; before that, 9.1 min with three, 11.6 with two).
  // `npm test` runs it after Vitest, not beside it (scripts/test.sh); TEST_STAGES=parallel,
  // which runs Vitest beside it, asks for two: three beside Vitest starved Vitest's main
  // process on a slower machine (2026-11-29) until a worker's report went unanswered for its
  // 60 s ("Timeout calling onTaskUpdate").
  workers: Number(process.env.E2E_WORKERS ?? 4),
  retries: 0,
  timeout: TEST_TIMEOUT,
  expect: { timeout: TEST_TIMEOUT },
  reporter: [
    ["list"],
    ...(process.env.CI
      ? [["html", { open: "never", outputFolder: "playwright-report" }] as const]
      : []),
    ["./packages/web/e2e/support/summary-reporter.ts"],
  ],
  use: {
    baseURL: BASE,
    // Pages are tested at rest, as people who ask for reduced motion see them (the app honours
    // it everywhere, styles.css): no frames drawn for animations that no check looks at, on a
    // machine whose two cores the run shares. The motion itself is tested where it matters:
    // the whole games of walkthrough.spec.ts and last-move.spec.ts's motion test ask for it.
    reducedMotion: "reduce",
    // No trace unless asked for (PW_TRACE=retain-on-failure, see TRACE below): recording one
    // for every test took 40% of the suite's CPU. A failed test keeps its screenshot, and the
    // summary at the end names the error and the command that records its trace.
    trace: TRACE,
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    headless: true,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // PUBLIC_URL: share links name the classroom address that lan.spec.ts maps to this server.
    // Every person of every test comes from 127.0.0.1, where real players each have an address
    // of their own: the per-address budgets are raised so that the workers' tests together never
    // meet them (the server's own tests prove the budgets: packages/server/test/limits.test.ts,
    // connections.test.ts, socket-budget.test.ts, class-one-address.test.ts).
    command: `DATA_DIR=$(mktemp -d) PORT=${PORT} HOST=127.0.0.1 PUBLIC_URL=http://classroom.test:${PORT} BOT_DELAY_MS=50 LOG=0 ${NO_CLOCK_RULES} ${SHARED_ADDRESS_LIMITS} bash scripts/start.sh`,
    url: `${BASE}/api/tables`,
    reuseExistingServer: false,
    // Building the web app on a fresh clone while Vitest and two busy loops share the two
    // cores takes minutes: this budget is for a server that never comes up, not a slow one.
    timeout: 900_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
