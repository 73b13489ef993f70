// "Your turn" alerts and reactions on an online table: the tab's title and icon say so while it is the
// player's turn (and only then); the sound and notification choices persist, and the
// notification permission is asked only when the player ticks it.

import { expect, test } from "@playwright/test";
import { playOnlineUntilOver } from "./support/pages";

test("the tab's title and icon mark your turn; alert choices persist", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["notifications"]);
  await page.addInitScript(() => localStorage.setItem("ng.lang", "en"));
  await page.goto("/online/number-line");
  await page.getByLabel("Your name").fill("Ann");
  await page.getByRole("radio", { name: "2", exact: true }).click();
  await page.getByLabel("Seat 2").selectOption("random");
  await page.getByTestId("create-table").click();
  await expect(page).toHaveURL(/\/t\/[A-Z0-9]{6,}$/);
  // In the lobby nothing is anyone's turn: the table page's own title.
  await expect(page).toHaveTitle(/^Online table · /);
  const base = await page.title();
  expect(base).not.toContain("Your turn");
  await page.getByTestId("start-table").click();

  // Our turn (the computer may move first): title and icon say so.
  await expect(page).toHaveTitle(/^● Your turn · /);
  const icon = page.locator('link[rel="icon"]');
  await expect(icon).toHaveAttribute("href", /%3Ccircle/);

  // The choices: a sound, and a notification (permission granted above).
  await page.getByTestId("alert-sound").check();
  await page.getByTestId("alert-notify").check();
  await expect(page.getByTestId("alert-notify")).toBeChecked();
  expect(await page.evaluate(() => localStorage.getItem("ng.alerts"))).toBe(
    JSON.stringify({ sound: true, notify: true }),
  );

  // A reaction: everyone at the table sees it (here, the sender), for a few seconds.
  await page.locator('[data-emote="thumbs-up"]').click();
  await expect(page.getByTestId("reactions").locator('svg[data-icon="thumbs-up"]')).toBeVisible();
  await expect(page.getByTestId("reactions")).toContainText("Ann: Thumbs up");
  // Where the players look: beside the status line, above the board, and on the sender's chip
  // (hidden from screen readers there: the list says it once).
  await expect(
    page.locator(".game-status-row").getByTestId("reactions").locator('svg[data-icon="thumbs-up"]'),
  ).toBeVisible();
  const onChip = page.locator('.player-chip[data-seat="0"]').getByTestId("chip-reaction");
  await expect(onChip.locator('svg[data-icon="thumbs-up"]')).toBeVisible();
  await expect(onChip).toHaveAttribute("aria-hidden", "true");
  await expect(
    page.locator('.player-chip[data-seat="1"]').getByTestId("chip-reaction"),
  ).toHaveCount(0);

  // Play the game out: once it is over, the title and icon are back to normal.
  await playOnlineUntilOver([page], "number-line");
  await expect(page).toHaveTitle(base);
  await expect(icon).not.toHaveAttribute("href", /%3Ccircle/);
});
