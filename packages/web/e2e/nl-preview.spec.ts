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
  await expect(page.locator(".nl-preview-head")).toContainText("If you place on");
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
  await expect(page.locator(".nl-preview-head")).not.toContainText("If you place");
  await expect(preview).toHaveCount(0);
});

// A phone (no hover): no "hover or focus" hint, and a tap never leaves a preview behind.
test.describe("on a phone", () => {
  test.use({ isMobile: true, hasTouch: true, viewport: { width: 360, height: 640 } });
  test("no hover hint, and a tap places without a preview", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("ng.lang", "en"));
    await storeLocalGames(page, [game]);
    await page.goto(`/local/${game.id}`);
    await expect(page.locator(".status-line.mine")).toBeVisible();
    expect(await page.evaluate(() => matchMedia("(hover: none)").matches)).toBe(true);
    await expect(page.locator(".nl-preview")).toBeVisible();
    await expect(page.getByText("Hover or focus a free number")).toHaveCount(0);
    const before = await page.locator(".game-log-list li").count();
    await page.locator("button.nl-place").first().tap();
    await expect.poll(() => page.locator(".game-log-list li").count()).toBeGreaterThan(before);
    await expect(page.locator(".nl-slot.hover")).toHaveCount(0);
  });
});

// In a decoy round the preview counts the others' face-down cards as real, and says so.
const decoyRound = localGame(
  "number-line",
  "nl-preview-decoy",
  (_moves, toMove, last) =>
    toMove === 0 && typeof (last as { decoy?: unknown } | null)?.decoy === "boolean",
);

for (const [lang, text] of [
  ["en", "Face-down cards are counted as real here"],
  ["zh", "这里把背面朝上的牌都当作真牌来算"],
] as const) {
  test(`the preview says face-down cards count as real (${lang})`, async ({ page }) => {
    await page.addInitScript((l) => localStorage.setItem("ng.lang", l), lang);
    await storeLocalGames(page, [decoyRound]);
    await page.goto(`/local/${decoyRound.id}`);
    await expect(page.locator(".status-line.mine")).toBeVisible();
    await expect(page.getByTestId("nl-preview-facedown")).toHaveText(new RegExp(`^${text}`));
    await page.locator("button.nl-place").first().hover();
    await expect(page.locator(".nl-preview-head")).toContainText(
      lang === "en" ? "If you place on" : "如果放在",
    );
  });
}

// Round 1 (no decoys): every card on the line is known, and the note is not there.
const roundOne = localGame("number-line", "nl-preview-round1", (_moves, toMove) => toMove === 0);

test("no face-down note when every card on the line is known", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("ng.lang", "en"));
  await storeLocalGames(page, [roundOne]);
  await page.goto(`/local/${roundOne.id}`);
  await expect(page.locator(".status-line.mine")).toBeVisible();
  await expect(page.locator('.nl-board[data-round="1"]')).toBeVisible();
  await expect(page.getByTestId("nl-preview-facedown")).toHaveCount(0);
});
