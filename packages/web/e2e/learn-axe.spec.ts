// Every position of the guided lessons passes axe (WCAG 2.x A/AA, colour contrast included),
// not only the first and the last: in English, each hint's position of each lesson. The text
// axe skips (aria-hidden numbers on cards and coins) is measured too (support/contrast.ts).

import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { lowContrastText } from "./support/contrast";
import { fastLocal } from "./support/pages";

for (const game of ["take-or-pay", "number-line", "magic-numbers"] as const) {
  test(`${game}: every hint's position passes axe`, async ({ page }) => {
    await fastLocal(page);
    await page.goto(`/learn/${game}`);
    const finish = page.getByTestId("tutorial-finish");
    const doIt = page.locator('[data-testid="tutorial-do"]:not([aria-disabled="true"])');
    const found: string[] = [];
    for (let i = 0; i < 50; i++) {
      await expect(doIt.or(finish)).toBeVisible();
      found.push(...(await axeViolations(page)).map((v) => `hint ${i}: ${v}`));
      found.push(...(await lowContrastText(page)).map((v) => `hint ${i}: contrast ${v}`));
      if (await finish.isVisible()) break;
      const hint = (await page.getByTestId("tutorial-main").textContent()) ?? "";
      await doIt.click();
      const other = page.getByTestId("tutorial-main").filter({ hasNotText: hint });
      await expect(other.or(finish)).toBeVisible();
    }
    await expect(finish).toBeVisible();
    expect(found).toEqual([]);
  });
}
