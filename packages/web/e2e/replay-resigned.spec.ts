// A resigned game's replay ends on the resignation, not on "Waiting for You": the record's
// last move leaves the game unfinished, and its meta says who resigned.

import { expect, test } from "@playwright/test";
import { fastLocal } from "./support/pages";
import { nearEnd, openPosition } from "./support/positions";

test("a resigned game's replay ends on the resignation", async ({ page }) => {
  await fastLocal(page);
  await openPosition(page, nearEnd("take-or-pay", { players: 3 }, 3));
  await expect(page.locator(".status-line.mine")).toBeVisible();
  await page.getByTestId("resign").click();
  await page.getByTestId("resign-yes").click();
  await expect(page.getByTestId("status")).toHaveText("You resigned");
  await page.getByTestId("resigned").getByRole("link", { name: "Review", exact: true }).click();
  await expect(page.getByTestId("replay-step")).toBeVisible();
  // The replay opens at its last step: the resignation.
  await expect(page.getByTestId("status")).toHaveText("You resigned");
  // One step back, the game was still being played.
  await page.getByRole("button", { name: /Back/ }).click();
  await expect(page.getByTestId("status")).not.toHaveText("You resigned");
});
