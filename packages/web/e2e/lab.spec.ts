// The Strategy lab: the app's report of a game (charts drawn by Plot in the page, tables with
// intervals), axe-clean; a small run in Web Workers replaces the figures and says so; a second
// run cancelled half-way leaves them as they were; a wrong field stops a run; the Chinese page;
// desktop and phone screenshots under test-results/lab-img/ (with SCREENSHOTS=1 the one
// docs/web.md shows goes to docs/img/lab-number-line.png).

import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { fastLocal } from "./support/pages";

const IMG = fileURLToPath(new URL("../../../test-results/lab-img/", import.meta.url));
/** Where the page's picture in docs/web.md goes: docs/img only with SCREENSHOTS=1. */
const DOC_IMG =
  process.env.SCREENSHOTS === "1"
    ? fileURLToPath(new URL("../../../docs/img/", import.meta.url))
    : IMG;

/** Every chart of the page drawn (Plot loads with the first one). */
async function chartsDrawn(page: Page): Promise<void> {
  const charts = page.getByTestId("lab-chart");
  await expect(charts.first().locator("svg").first()).toBeVisible();
  const n = await charts.count();
  for (let i = 0; i < n; i++) await expect(charts.nth(i).locator("svg").first()).toBeAttached();
}

/** The text of every table of the page: what a reader compares between two reports. */
async function tablesText(page: Page): Promise<string> {
  return (await page.getByTestId("lab-table").allInnerTexts()).join("\n");
}

test("the lab shows a game's report, runs more games in workers, and cancels", async ({ page }) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
  await fastLocal(page);
  await page.goto("/");
  await page.getByTestId("lab-link").click();
  await expect(page).toHaveURL(/\/lab$/);
  await page.getByRole("link", { name: "Number Line" }).click();
  await expect(page).toHaveURL(/\/lab\/number-line$/);

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Strategy lab: Number Line");
  const seats = page.locator('[data-figure="seat-win-rate"]');
  await expect(seats.getByRole("heading", { name: "Win rate by seat" })).toBeVisible();
  await expect(seats.getByTestId("lab-basis")).toContainText("Rests on 4,000 simulated games");
  await expect(seats.getByTestId("lab-chart").locator("svg")).toBeVisible();
  // The CLI report's cells: 2 players, seat 1 won 76.6% of 1,000 medium games. Number Line has
  // no chance and medium is deterministic up to its tie-breaks, so those 1,000 games are 4
  // distinct ones: an exact share, no interval (issue #25), and the basis says so.
  await expect(seats.getByTestId("lab-table")).toContainText("76.6%");
  await expect(seats.getByTestId("lab-table")).not.toContainText("[73.9%, 79.1%]");
  await expect(seats.getByTestId("lab-basis")).toContainText("distinct games 4 of 1,000");
  await expect(page.locator("[data-figure]")).toHaveCount(8);
  await chartsDrawn(page);
  expect(await axeViolations(page)).toEqual([]);
  // The top of the page: the form and the first figure.
  await page.screenshot({
    path: `${DOC_IMG}lab-number-line.png`,
    fullPage: true,
    clip: { x: 0, y: 0, width: 1280, height: 1420 },
  });
  for (const id of ["seat-win-rate", "number-line-bluff", "number-line-first-placement"]) {
    await page.locator(`[data-figure="${id}"]`).screenshot({ path: `${IMG}lab-wide-${id}.png` });
  }

  // A wrong field: said at the field, and Run is off.
  const seed = page.getByTestId("lab-seed");
  await seed.fill("two words");
  await expect(page.getByTestId("field-problem")).toBeVisible();
  await expect(page.getByTestId("lab-start")).toBeDisabled();

  // A small run, to the end: its figures replace the app's.
  const shipped = await tablesText(page);
  await page.getByTestId("lab-players").selectOption("2");
  await page.getByLabel("Self-play games per player count").fill("6");
  await page.getByLabel("Skill-gap games per pairing").fill("2");
  await seed.fill("e2e");
  await expect(page.getByTestId("field-problem")).toHaveCount(0);
  await page.getByTestId("lab-start").click();
  await expect(page.getByTestId("lab-own")).toContainText(/Your run: \d+ games, seed e2e\./);
  await expect(page.getByTestId("lab-own")).toContainText(
    "numbers analyze number-line --players 2 --games 6 --skill-games 2 --seed e2e",
  );
  await expect(seats.getByTestId("lab-basis")).toContainText("Rests on 6 simulated games");
  await chartsDrawn(page);
  const mine = await tablesText(page);
  expect(mine).not.toBe(shipped);

  // A long run (minutes: a thousand games of hard per pairing), cancelled once it is under
  // way: the figures stay those of the small run.
  await page.getByTestId("lab-players").selectOption("all");
  await page.getByLabel("Self-play games per player count").fill("5000");
  await page.getByLabel("Skill-gap games per pairing").fill("1000");
  await page.getByTestId("lab-start").click();
  const bar = page.getByRole("progressbar");
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute("aria-valuenow"))).toBeGreaterThan(0);
  expect(Number(await bar.getAttribute("aria-valuemax"))).toBeGreaterThan(28_000);
  await expect(page.getByTestId("lab-progress-box")).toContainText(/left|time/);
  await page.getByTestId("lab-cancel").click();
  await expect(page.getByTestId("lab-cancelled")).toBeVisible();
  await expect(bar).toHaveCount(0);
  await expect(page.getByTestId("lab-own")).toContainText("seed e2e");
  expect(await tablesText(page)).toBe(mine);

  // Back to the app's report.
  await page.getByRole("button", { name: "Show the app's report again" }).click();
  await expect(page.getByTestId("lab-own")).toHaveCount(0);
  await expect.poll(() => tablesText(page)).toBe(shipped);
  expect(errors).toEqual([]);
});

test("the lab in Chinese, and on a phone the charts fit the width", async ({ page }) => {
  await fastLocal(page, "zh");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/lab/number-line");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("策略实验室：数轴");
  await expect(page.getByRole("heading", { name: "各座位的胜率" })).toBeVisible();
  await chartsDrawn(page);
  // The figures' words are Chinese: table headers, and the charts' axes (issue 24).
  const seats = page.locator('[data-figure="seat-win-rate"]');
  await expect(seats.getByRole("columnheader").first()).toHaveText("人数");
  // So are the descriptions and bases, the figures' text for screen readers too (issue 24).
  await expect(seats.getByTestId("lab-description")).toContainText("每个座位的玩家多常获胜");
  await expect(seats.getByTestId("lab-description")).not.toHaveAttribute("lang", "en");
  await expect(seats.getByTestId("lab-basis")).toContainText("互不相同的对局为 4/1,000");
  await expect(seats.getByTestId("lab-basis")).not.toContainText("games per");
  await expect(seats.getByRole("columnheader", { name: "座位 1", exact: true })).toBeVisible();
  await expect(seats.locator("[data-testid=lab-chart] svg").first()).toContainText("胜率");
  await expect(seats.locator("[data-testid=lab-chart] svg").first()).not.toContainText("win rate");
  // No chart is wider than its panel, and the page does not scroll sideways.
  const overflow = await page.evaluate(() =>
    [...document.querySelectorAll("[data-testid=lab-chart]")].filter(
      (c) => (c.firstElementChild?.getBoundingClientRect().width ?? 0) > c.clientWidth + 1,
    ),
  );
  expect(overflow).toHaveLength(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: `${IMG}lab-phone.png` });
  for (const id of ["seat-win-rate", "scores", "number-line-first-placement"]) {
    await page.locator(`[data-figure="${id}"]`).screenshot({ path: `${IMG}lab-phone-${id}.png` });
  }
});

test("the other games' reports draw every chart, the legend of several series included", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(String(e)));
  await fastLocal(page);
  for (const [game, figures] of [
    ["take-or-pay", 6],
    ["magic-numbers", 6], // with the beliefs figure (issue #25)
  ] as const) {
    await page.goto(`/lab/${game}`);
    await expect(page.locator("[data-figure]")).toHaveCount(figures);
    await chartsDrawn(page);
    await page
      .locator("[data-figure]")
      .last()
      .screenshot({ path: `${IMG}lab-wide-${game}-last.png` });
  }
  expect(errors).toEqual([]);
});
