// Issue 24's smaller items on a timed online table at 320 px (English and Chinese): the turn
// timer on the mover's chip and a reaction on the sender's chip and beside the status line,
// with nothing sticking out of the screen. The table is made through the API (60 s a turn,
// Ann and two computer players); whoever is on turn, one chip shows the countdown.

import { atRest, sidewaysOverflow } from "./support/reflow";
import { beHost, onlineTable } from "./support/seed";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

for (const lang of ["en", "zh"] as const) {
  for (const game of ["number-line", "take-or-pay", "magic-numbers"] as const) {
    test(`${game} at 320 px (${lang}): the chip clock and a reaction fit`, async ({
      page,
      request,
    }) => {
      await page.addInitScript((l) => localStorage.setItem("ng.lang", l), lang);
      const table = await onlineTable(request, game, "Annabelle", { start: true, alone: true });
      await beHost(page, table);
      await page.goto(`/t/${table.code}`);
      await expect(page.getByTestId("deadline")).toBeVisible();
      // Our turn: the bots are random and quick, and the clock waits 60 s for us.
      await expect(page.locator(".status-line.mine")).toBeVisible();
      const mine = page.locator('.player-chip[data-seat="0"], .top-player[data-seat="0"]');
      const chip = mine.getByTestId("chip-clock");
      await expect(chip).toBeVisible();
      await expect(chip).toHaveText(lang === "en" ? /⏱\d+ s$/ : /⏱\d+ 秒$/);
      await page.locator('[data-emote="wave"]').click();
      await expect(mine.getByTestId("chip-reaction")).toHaveText("👋");
      await expect(page.locator(".game-status-row").getByTestId("reactions")).toContainText("👋");
      await atRest(page);
      expect(await sidewaysOverflow(page)).toEqual([]);
    });
  }
}
