// The page's language reaches the tab and the counts: the tab's title names the page in the
// chosen language (and follows the language switch), the 404 page has its heading, and a
// count of one reads as one ("1 seat free", not "1 seat(s) free").

import { expect, test } from "@playwright/test";
import { walkTo } from "./support/routes";
import { onlineTable } from "./support/seed";

test("the tab's title names the page, in the page's language", async ({ page }) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem("ng.lang")) localStorage.setItem("ng.lang", "en");
  });
  await page.goto("/");
  await expect(page).toHaveTitle("Number Games");
  await page.goto("/online");
  await expect(page).toHaveTitle("Play online · Number Games");
  await page.goto("/rules/take-or-pay");
  await expect(page).toHaveTitle("How to play Take or Pay · Number Games");
  await page.getByRole("button", { name: "简体中文" }).click();
  await expect(page).toHaveTitle("拿还是付怎么玩 · 数字游戏");
  // The server answers an address that is no page 404 without the app (docs/server.md): the
  // app's own not-found page is what a link inside it to no page shows.
  await walkTo(page, "/nowhere");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("找不到这个页面");
  await expect(page).toHaveTitle("找不到这个页面 · 数字游戏");
});

test("one free seat reads as one seat", async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem("ng.lang", "en"));
  const table = await onlineTable(request, "take-or-pay", "Ann");
  await page.goto(`/t/${table.code}`);
  await expect(page.getByText("Waiting for players: 1 seat free.")).toBeVisible();
  await expect(page.getByText(/seat\(s\)/)).toHaveCount(0);
});
