// The server is killed (SIGKILL) in the middle of an online game and started again on the
// same data: both players' pages say the connection is lost, come back by themselves, and
// the game is played to the end, with every move made before the crash still there. Then a
// restart (SIGTERM: the server drains and tells every page it is restarting) with a player
// mid-game at an online table and a student at a class table: both pages say the server is
// restarting and come back to a live board by themselves, no reload. This spec runs a server
// of its own (not the shared one of playwright.config.ts) to stop it.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import type { Browser, Page } from "@playwright/test";
import type { ChildServer } from "../../server/test/support/child";
import { spawnServer } from "../../server/test/support/child";
import { freePort } from "../../server/test/support/ports";
import { joinByLink, startClass } from "./support/classroom";
import { keepShot, playOnline, playOnlineUntilOver, playUntilOver } from "./support/pages";
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

/** A page of its own browser context at `base`, in `lang`; a phone if told. */
async function person(browser: Browser, base: string, lang: "en" | "zh", phone = false) {
  const context = await browser.newContext({
    baseURL: base,
    ...(phone
      ? { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true }
      : { viewport: { width: 1024, height: 800 } }),
  });
  await context.addInitScript((l) => localStorage.setItem("ng.lang", l), lang);
  const page = await context.newPage();
  page.on("dialog", (d) => void d.accept());
  return page;
}

/** Two players mid-game at an online number-line table (two moves made); the table's code. */
async function onlineTableMidGame(host: Page, guest: Page): Promise<string> {
  await host.goto("/online/number-line");
  await host.getByTestId("name-field").fill("Ann");
  await host.getByRole("radio", { name: "2", exact: true }).click();
  await host.getByTestId("create-table").click();
  await expect(host).toHaveURL(/\/t\/[A-Z0-9]{6,}$/);
  const code = (await host.getByTestId("join-code").textContent())!.trim();
  await guest.goto(`/t/${code}`);
  await guest.getByTestId("name-field").fill("Ben");
  await guest.getByTestId("take-seat").click();
  await expect(guest.locator(".seat-row").filter({ hasText: /Ben/ })).toBeVisible();
  await host.getByTestId("start-table").click();
  expect(await playOnline([host, guest], "number-line", { stop: (_, n) => n === 2 })).toBe(2);
  return code;
}

const RESTARTING = {
  en: "The server is restarting, reconnecting…",
  zh: "服务器正在重启，正在重新连接…",
} as const;

for (const lang of ["en", "zh"] as const) {
  test(`a restart (SIGTERM) mid-game: the pages say so and come back by themselves (${lang})`, async ({
    browser,
  }, testInfo) => {
    const dataDir = mkdtempSync(join(tmpdir(), "ng-e2e-drain-"));
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    let server = await startServer(port, dataDir);
    try {
      const host = await person(browser, base, lang);
      const guest = await person(browser, base, lang);
      const code = await onlineTableMidGame(host, guest);
      const record = async () =>
        (await (await fetch(`${base}/api/tables/${code}`)).json()) as { seq: number };
      const before = (await record()).seq;

      // A class: its teacher, and a student seated at a table with two computer players.
      const teacher = await person(browser, base, lang);
      const classCode = await startClass(teacher, { size: "3" });
      if (lang === "zh") {
        // The students' pages speak the class's language.
        const classLanguage = teacher.getByLabel("学生页面的语言");
        await classLanguage.selectOption("zh");
        await expect(classLanguage).toHaveValue("zh");
      }
      const ana = await person(browser, base, lang, true);
      await joinByLink(ana, classCode, "Ana");
      await teacher.getByTestId("fill").selectOption("random");
      await teacher.getByTestId("seat-everyone").click();
      await expect(ana.locator(".top-board")).toBeVisible();
      await expect(ana.locator(".conn-connected")).toBeVisible();

      const pages = [host, guest, ana];
      await server.stop(); // SIGTERM: the server drains and exits
      expect(server.proc.exitCode).toBe(0);
      for (const p of pages) {
        await expect(p.getByRole("status").filter({ hasText: RESTARTING[lang] })).toBeVisible();
      }
      await expect(teacher.getByRole("status").filter({ hasText: RESTARTING[lang] })).toBeVisible();
      await keepShot(ana, testInfo, `restart-restarting-${lang}`);

      // Started again on the same port and data: every page is live again by itself.
      server = await startServer(port, dataDir);
      for (const p of [...pages, teacher]) await expect(p.locator(".conn-connected")).toBeVisible();
      for (const p of [...pages, teacher]) {
        await expect(p.getByRole("status").filter({ hasText: RESTARTING[lang] })).toHaveCount(0);
      }
      expect((await record()).seq).toBe(before);
      // Moves are accepted again: the online game and the student's game go on to the end.
      await playOnlineUntilOver([host, guest], "number-line");
      expect((await record()).seq).toBeGreaterThan(before);
      await playUntilOver(ana, "take-or-pay");
    } finally {
      await server.stop().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}
