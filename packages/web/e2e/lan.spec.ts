// A classroom serves the app over plain HTTP on its local network (`HOST=0.0.0.0`), and the
// tablets open it by a LAN name or address: not a "potentially trustworthy" origin like
// localhost, so no secure-context features and no HTTPS upgrades. Chromium resolves the name
// `classroom.test` to this machine's loopback server here (nothing leaves the machine).

import type { Page } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./support/chromium";
import type { GameId } from "./support/pages";
import {
  fastLocal,
  keepShot,
  playOnlineUntilOver,
  playUntilOver,
  startLocal,
} from "./support/pages";
import { expect, test } from "./support/test";

const PORT = Number(process.env.E2E_PORT ?? 18080);
const LAN = `http://classroom.test:${PORT}`;

test.use({
  baseURL: LAN,
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, "--host-resolver-rules=MAP classroom.test 127.0.0.1"],
  },
});

/** Every request the page makes must succeed, over plain HTTP, to the LAN origin. */
function watchRequests(page: Page): string[] {
  const problems: string[] = [];
  page.on("requestfailed", (r) => problems.push(`${r.url()}: ${r.failure()?.errorText}`));
  page.on("request", (r) => {
    if (r.url().startsWith("https:")) problems.push(`upgraded to HTTPS: ${r.url()}`);
  });
  page.on("pageerror", (e) => problems.push(`page error: ${e.message}`));
  return problems;
}

test("over plain HTTP on a LAN name: the app loads and a game against the computer plays to the end", async ({
  page,
}, testInfo) => {
  const problems = watchRequests(page);
  await fastLocal(page);
  await page.goto("/");
  expect(await page.evaluate(() => window.isSecureContext)).toBe(false);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await startLocal(page, "number-line", "computer", { players: 2, level: "random" });
  await playUntilOver(page, "number-line");
  await expect(page.getByTestId("result")).toBeVisible();
  await keepShot(page, testInfo, "lan-local-result");
  expect(problems).toEqual([]);
});

test("the teacher opens the app at localhost; the share link names the classroom address, and a tablet joins through it", async ({
  browser,
}, testInfo) => {
  const game: GameId = "number-line";
  const open = async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 800 } });
    await context.addInitScript(() => localStorage.setItem("ng.lang", "en"));
    const page = await context.newPage();
    return { page, problems: watchRequests(page) };
  };
  const host = await open();
  const guest = await open();

  // The teacher's own machine: a loopback address. The server (PUBLIC_URL, or its LAN
  // address when listening on 0.0.0.0) says which address the tablets use.
  await host.page.goto(`http://127.0.0.1:${PORT}/online/${game}`);
  await host.page.getByLabel("Your name").fill("Ann");
  await host.page.getByRole("radio", { name: "2", exact: true }).click();
  await host.page.getByTestId("create-table").click();
  await expect(host.page).toHaveURL(/\/t\/[A-Z0-9]{6,}$/);
  const code = (await host.page.getByTestId("join-code").textContent())!.trim();
  // The share link (and its QR code) is the classroom address, not the teacher's localhost.
  const link = host.page.getByLabel("Link to this table");
  await expect(link).toHaveValue(`${LAN}/t/${code}`);
  await expect(host.page.locator(".qr")).toBeVisible();
  await host.page.getByRole("button", { name: "Copy link" }).click();
  await expect(host.page.getByRole("button", { name: "Copied" })).toBeVisible();

  // A tablet follows the link: plain HTTP at a LAN name, where copying works without the
  // async clipboard API (browsers offer it to secure contexts only).
  await guest.page.goto(await link.inputValue());
  expect(await guest.page.evaluate(() => window.isSecureContext)).toBe(false);
  await expect(guest.page.getByLabel("Link to this table")).toHaveValue(`${LAN}/t/${code}`);
  await guest.page.getByRole("button", { name: "Copy link" }).click();
  await expect(guest.page.getByRole("button", { name: "Copied" })).toBeVisible();
  await guest.page.getByLabel("Your name").fill("Ben");
  await guest.page.getByTestId("take-seat").click();
  await expect(guest.page.locator(".seat-row").filter({ hasText: "Ben (You)" })).toBeVisible();
  await host.page.getByTestId("start-table").click();

  await playOnlineUntilOver([host.page, guest.page], game);
  await keepShot(guest.page, testInfo, "lan-online-result");
  expect(host.problems).toEqual([]);
  expect(guest.problems).toEqual([]);
});
