// The server is killed (SIGKILL) in the middle of an online game and started again on the
// same data: both players' pages say the connection is lost, come back by themselves, and
// the game is played to the end, with every move made before the crash still there. This
// spec runs a server of its own (not the shared one of playwright.config.ts) to kill it.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { ChildServer } from "../../server/test/support/child";
import { spawnServer } from "../../server/test/support/child";
import { freePort } from "../../server/test/support/ports";
import { keepShot, playOnline, playOnlineUntilOver } from "./support/pages";
import { expect, test } from "./support/test";

/** bin/server.js serving the built web app on `port` with `dataDir`. */
const startServer = (port: number, dataDir: string): Promise<ChildServer> =>
  spawnServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    BOT_DELAY_MS: "50",
    WEB_DIST: resolve("packages/web/dist"),
  });

test("an online game survives the server being killed and restarted", async ({
  browser,
}, testInfo) => {
  const dataDir = mkdtempSync(join(tmpdir(), "ng-e2e-restart-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  let server = await startServer(port, dataDir);
  try {
    const open = async () => {
      const context = await browser.newContext({ viewport: { width: 1024, height: 800 } });
      await context.addInitScript(() => localStorage.setItem("ng.lang", "en"));
      return context.newPage();
    };
    const host = await open();
    const guest = await open();
    await host.goto(`${base}/online/number-line`);
    await host.getByLabel("Your name").fill("Ann");
    await host.getByRole("radio", { name: "2", exact: true }).click();
    await host.getByTestId("create-table").click();
    await expect(host).toHaveURL(/\/t\/[A-Z0-9]{6,}$/);
    const code = (await host.getByTestId("join-code").textContent())!.trim();
    await guest.goto(`${base}/t/${code}`);
    await guest.getByLabel("Your name").fill("Ben");
    await guest.getByTestId("take-seat").click();
    await expect(guest.locator(".seat-row").filter({ hasText: "Ben (You)" })).toBeVisible();
    await host.getByTestId("start-table").click();

    // Two moves, one each, then the crash.
    const pages = [host, guest];
    const moves = await playOnline(pages, "number-line", { stop: (_, n) => n === 2 });
    expect(moves).toBe(2);
    const record = async () =>
      (await (await fetch(`${base}/api/tables/${code}`)).json()) as { seq: number };
    const before = (await record()).seq;
    expect(before).toBeGreaterThanOrEqual(2);

    await server.kill9();
    for (const p of pages)
      await expect(p.getByRole("status").filter({ hasText: "Connection lost" })).toBeVisible();
    // No move can be made meanwhile (it could not be sent): the board waits for the server.
    for (const p of pages) await expect(p.locator("button.nl-place")).toHaveCount(0);
    await keepShot(guest, testInfo, "restart-connection-lost");

    // Back on the same data: the pages reconnect by themselves and the game goes on.
    server = await startServer(port, dataDir);
    for (const p of pages)
      await expect(p.getByRole("status").filter({ hasText: "Connected" })).toBeVisible();
    expect((await record()).seq).toBe(before);
    await playOnlineUntilOver(pages, "number-line");
    await keepShot(host, testInfo, "restart-finished");
  } finally {
    await server.stop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
});
