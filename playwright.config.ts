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
  "ADDRESS_MESSAGES_PER_SECOND=20000",
  "SOCKETS_PER_ADDRESS=5000",
  "HTTP_CONNECTIONS_PER_ADDRESS=5000",
].join(" ");
/** The only time budget a browser test has (see the header). */
const TEST_TIMEOUT = 300_000;

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
  // Two workers (E2E_WORKERS to change): most of a browser test is waiting (a computer's move,
  // an animation, a round trip), so several at once take far less than one after the other.
  // Alone, three beat two (the suite under load: 990 s with two, 851 s with three), and beside
  // Vitest in `npm test` three did on the project's earlier machine (docs/testing.md); on a
  // slower one (2026-11-29, an Intel Xeon under KVM, about a third slower a core) three beside
  // Vitest starved Vitest's main process until a worker's report went unanswered for its 60 s
  // ("Timeout calling onTaskUpdate"), failing the run: two leave it room.
  workers: Number(process.env.E2E_WORKERS ?? 2),
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
    trace: "retain-on-failure",
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
    command: `DATA_DIR=$(mktemp -d) PORT=${PORT} HOST=127.0.0.1 PUBLIC_URL=http://classroom.test:${PORT} BOT_DELAY_MS=50 LOG=0 ${SHARED_ADDRESS_LIMITS} bash scripts/start.sh`,
    url: `${BASE}/api/tables`,
    reuseExistingServer: false,
    // Building the web app on a fresh clone while Vitest and two busy loops share the two
    // cores takes minutes: this budget is for a server that never comes up, not a slow one.
    timeout: 900_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
