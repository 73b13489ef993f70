// An online table's replay names its computer players as the table did, in the page's
// language: "电脑（随机）" on a Chinese page, not the record's English "Bot (random)".

import { expect, test } from "@playwright/test";
import { playOnlineUntilOver } from "./support/pages";
import { beHost, onlineTable } from "./support/seed";

test("an online replay names the computers in the page's language", async ({ page, request }) => {
  await page.addInitScript(() => {
    localStorage.setItem("ng.lang", "zh");
  });
  const table = await onlineTable(request, "number-line", "欧阳明月", { start: true, alone: true });
  await beHost(page, table);
  await page.goto(`/t/${table.code}`);
  await playOnlineUntilOver([page], "number-line");
  await page.getByRole("link", { name: "回放这局" }).click();
  await expect(page.getByTestId("replay-step")).toBeVisible();
  const seenBy = page.getByLabel("视角");
  await expect(seenBy.locator("option")).toHaveText([
    "观众",
    "欧阳明月",
    "电脑（随机）",
    "电脑（随机）",
  ]);
  await expect(page.locator("body")).not.toContainText("Bot");
});
