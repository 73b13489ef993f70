// Small things a person meets on the home page and in a replay: the logo link is read out as
// the app's name and where it goes ("Number Games, home page", on a phone too, where only the
// "17" mark shows); each game's card links to its rules, not only to the lesson; a replay on a
// touch phone does not tell its reader to use the ← and → keys.

import { expect, test } from "@playwright/test";
import { fastLocal } from "./support/pages";

const PHONE = { viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true };

const record = {
  format: "number-games/record@1",
  game: "number-line",
  config: { players: 2 },
  players: ["Ann", "Ben"],
  actions: [
    { type: "place", number: 1 },
    { type: "place", number: 6 },
  ],
};

for (const lang of ["en", "zh"] as const) {
  const home = lang === "en" ? "Number Games, home page" : "数字游戏（首页）";
  const rules = lang === "en" ? "Read the rules" : "看规则";

  test(`the logo link's name and the rules on the home page (${lang})`, async ({ page }) => {
    await fastLocal(page, lang);
    await page.goto("/");
    await expect(page.getByRole("link", { name: home, exact: true })).toBeVisible();
    for (const game of ["number-line", "take-or-pay", "magic-numbers"]) {
      const link = page
        .locator(`.game-card[data-game="${game}"]`)
        .getByRole("link", { name: rules, exact: true });
      await expect(link).toHaveAttribute("href", `/rules/${game}`);
    }
    await page
      .locator('.game-card[data-game="take-or-pay"]')
      .getByRole("link", { name: rules })
      .click();
    await expect(page).toHaveURL(/\/rules\/take-or-pay$/);
  });

  test.describe("phone", () => {
    test.use(PHONE);
    test(`the logo link's name on a phone, and no keyboard hint in a replay (${lang})`, async ({
      page,
    }) => {
      await fastLocal(page, lang);
      await page.goto("/replay");
      await expect(page.getByRole("link", { name: home, exact: true })).toBeVisible();
      await page.getByTestId("record-file").setInputFiles({
        name: "game.json",
        mimeType: "application/json",
        buffer: Buffer.from(JSON.stringify(record)),
      });
      await expect(page.getByTestId("replay-step")).toBeVisible();
      await expect(page.getByTestId("replay-hint")).toBeVisible();
      await expect(page.getByText("←")).toBeHidden();
    });
  });
}

test("a replay on a laptop tells its reader the keys", async ({ page }) => {
  await fastLocal(page);
  await page.goto("/replay");
  await page.getByTestId("record-file").setInputFiles({
    name: "game.json",
    mimeType: "application/json",
    buffer: Buffer.from(JSON.stringify(record)),
  });
  await expect(page.getByText("Use ← and → to step.")).toBeVisible();
});
