// The warm-up: twelve Chinese number cards to match with their values. A learner who answers
// right scores 12 of 12; a wrong answer is corrected with the right value.

import { takeOrPayGame } from "@number-games/engine";
import { expect, test } from "@playwright/test";
import { keepShot } from "./support/pages";

/** The value of a card's characters, as the engine writes them. */
const VALUE = new Map(Array.from({ length: 36 }, (_, i) => [takeOrPayGame.hanzi(i + 1), i + 1]));

test("the warm-up: one wrong answer corrected, eleven right, 11 of 12", async ({ page }, info) => {
  await page.addInitScript(() => localStorage.setItem("ng.lang", "en"));
  await page.goto("/");
  await page.getByTestId("warmup-link").click();
  await expect(page).toHaveURL(/\/warmup$/);
  for (let i = 0; i < 12; i++) {
    await expect(page.getByText(`Card ${i + 1} of 12`)).toBeVisible();
    const hz = (await page.getByTestId("warmup-card").locator(".warmup-hz").textContent()) ?? "";
    const n = VALUE.get(hz);
    expect(n, hz).toBeDefined();
    await expect(page.getByTestId("warmup-card").locator(".warmup-py")).toHaveText(
      takeOrPayGame.pinyin(n!),
    );
    if (i === 3) await keepShot(page, info, "warmup");
    const options = page.getByTestId("warmup-option");
    await expect(options).toHaveCount(4);
    if (i === 0) {
      // A wrong answer first: the page says which value the card has.
      const wrong = (await options.allTextContents()).find((v) => Number(v) !== n)!;
      await options.filter({ hasText: new RegExp(`^${wrong}$`) }).click();
      await expect(page.getByTestId("feedback")).toHaveText(`Not quite: ${hz} is ${n}.`);
    } else {
      await options.filter({ hasText: new RegExp(`^${n}$`) }).click();
      await expect(page.getByTestId("feedback")).toHaveText("Right!");
    }
  }
  await expect(page.getByTestId("warmup-done")).toContainText("11 of 12 right");
  await page.getByRole("button", { name: "Another round" }).click();
  await expect(page.getByText("Card 1 of 12")).toBeVisible();
});
