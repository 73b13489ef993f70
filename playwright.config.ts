// End-to-end tests of the web app (packages/web/e2e) in Debian's Chromium, against the real
// server started the way a newcomer starts it (`npm start`'s scripts/start.sh: it builds the
// web app when its sources are newer than the build, then serves it), on a dedicated port
// with a throw-away data directory. One worker: the CI machine has two cores shared with
// everything else.
//
// Green under load (issue #22): no test has a wall-clock budget shorter than its own. Every
// wait is for a condition (a locator, `expect.poll`), and assertions may wait as long as the
// test may, so a machine busy with other work makes the run slower, never red. The test
// timeout is the one budget: generous, since a test that needs it is broken anyway.

import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./packages/web/e2e/support/chromium";

const PORT = Number(process.env.E2E_PORT ?? 18080);
const BASE = `http://127.0.0.1:${PORT}`;
/** The only time budget a browser test has (see the header). */
const TEST_TIMEOUT = 300_000;

export default defineConfig({
  testDir: "packages/web/e2e",
  // perf.spec.ts and browser-playouts.spec.ts are benchmarks (`npm run bench:web-interaction`,
  // `npm run bench:browser`), not part of `npm test`.
  testIgnore:
    process.env.PW_BENCH === "1" ? [] : ["**/perf.spec.ts", "**/browser-playouts.spec.ts"],
  outputDir: "test-results",
  fullyParallel: false,
  workers: 1,
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
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    headless: true,
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined } }],
  webServer: {
    // PUBLIC_URL: share links name the classroom address that lan.spec.ts maps to this server.
    command: `DATA_DIR=$(mktemp -d) PORT=${PORT} HOST=127.0.0.1 PUBLIC_URL=http://classroom.test:${PORT} BOT_DELAY_MS=50 LOG=0 bash scripts/start.sh`,
    url: `${BASE}/api/tables`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
