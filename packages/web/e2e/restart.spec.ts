// The server is killed (SIGKILL) in the middle of an online game and started again on the
// same data: both players' pages say the connection is lost, come back by themselves, and
// the game is played to the end, with every move made before the crash still there. This
// spec runs a server of its own (not the shared one of playwright.config.ts) to kill it.

import type { ChildProcess } from "node:child_process";
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";
import { keepShot, playOnlineUntilOver, takeTurn } from "./helpers";

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((r) => probe.listen(0, "127.0.0.1", r));
  const port = (probe.address() as { port: number }).port;
  await new Promise((r) => probe.close(r));
  return port;
}

/** bin/server.js on `port` with `dataDir`; resolves once it listens. */
async function startServer(port: number, dataDir: string): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ["packages/server/bin/server.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      BOT_DELAY_MS: "50",
      LOG: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  await new Promise<void>((resolve, reject) => {
    let out = "";
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 30_000);
    proc.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      if (out.includes("listening on")) {
        clearTimeout(timer);
        resolve();
      }
    });
    proc.stderr!.on("data", (d: Buffer) => {
      out += d.toString();
    });
    proc.on("exit", (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
  return proc;
}

async function kill9(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  const gone = new Promise<void>((r) => proc.on("exit", () => r()));
  proc.kill("SIGKILL");
  await gone;
}

test("an online game survives the server being killed and restarted", async ({
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
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
    await expect(host).toHaveURL(/\/t\/[A-Z0-9]{6}$/);
    const code = (await host.getByTestId("join-code").textContent())!.trim();
    await guest.goto(`${base}/t/${code}`);
    await guest.getByLabel("Your name").fill("Ben");
    await guest.getByTestId("take-seat").click();
    await expect(guest.locator(".seat-row").filter({ hasText: "Ben (You)" })).toBeVisible();
    await host.getByTestId("start-table").click();

    // Two moves, one each, then the crash.
    const pages = [host, guest];
    let moves = 0;
    for (let step = 0; moves < 2 && step < 400; step++) {
      for (const p of pages) {
        if (
          (await p.locator(".status-line.mine").count()) > 0 &&
          (await takeTurn(p, "number-line", moves).catch(() => false))
        )
          moves++;
      }
      await host.waitForTimeout(25);
    }
    expect(moves).toBe(2);
    const record = async () =>
      (await (await fetch(`${base}/api/tables/${code}`)).json()) as { seq: number };
    const before = (await record()).seq;
    expect(before).toBeGreaterThanOrEqual(2);

    await kill9(server);
    for (const p of pages)
      await expect(p.getByRole("status").filter({ hasText: "Connection lost" })).toBeVisible();
    // No move can be made meanwhile (it could not be sent): the board waits for the server.
    for (const p of pages) await expect(p.locator("button.nl-place")).toHaveCount(0);
    await keepShot(guest, testInfo, "restart-connection-lost");

    // Back on the same data: the pages reconnect by themselves and the game goes on.
    server = await startServer(port, dataDir);
    for (const p of pages)
      await expect(p.getByRole("status").filter({ hasText: "Connected" })).toBeVisible({
        timeout: 20_000,
      });
    expect((await record()).seq).toBe(before);
    await playOnlineUntilOver(pages, "number-line");
    await keepShot(host, testInfo, "restart-finished");
  } finally {
    await kill9(server).catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
  }
});
