// Number Line's preview ("who would win each number if you placed here") follows a mouse or
// the keyboard only: on a touch screen a tap places at once, and a preview left behind by the
// tap (touch has no "mouse leaves") would mislead. A seeded game where it is our turn.

import { expect, test } from "@playwright/test";
import { localGame, storeLocalGames } from "./support/seed";

test.use({ hasTouch: true });

const game = localGame("number-line", "nl-preview", (moves, toMove) => moves >= 1 && toMove === 0);

test("the preview follows a mouse and the keyboard, never a touch", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("ng.lang", "en"));
  await storeLocalGames(page, [game]);
  await page.goto(`/local/${game.id}`);
  await expect(page.locator(".status-line.mine")).toBeVisible();
  const place = page.locator("button.nl-place").first();
  // A previewed number is marked on the line and named above the preview.
  const preview = page.locator(".nl-slot.hover");
  await expect(preview).toHaveCount(0);

  await place.hover();
  await expect(preview).toHaveCount(1);
  await expect(page.locator(".nl-preview-head")).toContainText("(");
  await page.mouse.move(0, 0);
  await expect(preview).toHaveCount(0);

  // The keyboard: focus by Tab shows it too.
  await place.focus();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Tab");
  await expect(preview).toHaveCount(1);
  await page.keyboard.press("Shift+Tab");
  await expect(preview).toHaveCount(0);

  // A finger on the number: the browser sends pointer events of type touch, then the
  // compatibility mouse events (mouseover) a tap brings. Neither may show a preview.
  await place.dispatchEvent("pointerover", { pointerType: "touch", bubbles: true });
  await place.dispatchEvent("mouseover", { bubbles: true });
  await expect(page.locator(".nl-preview-head")).not.toContainText("(");
  await expect(preview).toHaveCount(0);
});
