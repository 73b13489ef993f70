// The optional start race of an online table: "Who starts? 17 × 34 = ?" in the lobby; the
// first seat to answer 578 plays first.

import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./support/test";

async function open(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => localStorage.setItem("ng.lang", "en"));
  return context.newPage();
}

test("number-line: the 17 × 34 race picks who starts", async ({ browser }, testInfo) => {
  const [host, ben] = [await open(browser), await open(browser)];

  await host.goto("/online/number-line");
  await host.getByLabel("Your name").fill("Ann");
  await host.getByRole("radio", { name: "2", exact: true }).click();
  await host.getByTestId("start-race").check();
  await host.getByTestId("create-table").click();
  await expect(host).toHaveURL(/\/t\/[A-Z0-9]{6,}$/);
  const code = (await host.getByTestId("join-code").textContent())!.trim();
  await expect(host.getByText("Who starts? 17 × 34 = ?")).toBeVisible();

  await ben.goto(`/t/${code}`);
  await ben.getByLabel("Your name").fill("Ben");
  await ben.getByTestId("take-seat").click();
  await expect(ben.getByText("Who starts? 17 × 34 = ?")).toBeVisible();

  // A wrong answer may be tried again; the right one wins for everyone to see.
  await ben.getByTestId("race-answer").fill("568");
  await ben.getByTestId("race-submit").click();
  await expect(ben.getByRole("alert")).toHaveText("Not quite: try again.");
  await ben.getByTestId("race-answer").fill("578");
  await ben.getByTestId("race-submit").click();
  await expect(ben.getByTestId("race-result")).toHaveText("Ben starts");
  await expect(host.getByTestId("race-result")).toHaveText("Ben starts");
  await host.screenshot({ path: testInfo.outputPath("race-lobby.png"), fullPage: true });
  await expect(host.getByTestId("race-form")).toHaveCount(0);

  await host.getByTestId("start-table").click();
  await expect(ben.locator(".status-line.mine")).toBeVisible();
  await expect(host.locator(".status-line.mine")).toHaveCount(0);
});
