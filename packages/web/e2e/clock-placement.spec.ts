// The turn timer where the eyes are (issue 24 item 2): beside the status line, above the
// board, so a player sees it without scrolling on a 360×640 phone and on a laptop, in English
// and Chinese. The table is made through the API (60 s a turn, two computer players).

import { keepShot } from "./support/pages";
import { beHost, onlineTable } from "./support/seed";
import { expect, test } from "./support/test";

const SIZES = [
  { width: 360, height: 640, phone: true },
  { width: 1366, height: 768, phone: false },
] as const;

for (const lang of ["en", "zh"] as const) {
  for (const size of SIZES) {
    test(`the turn timer is on screen without scrolling at ${size.width}px (${lang})`, async ({
      browser,
      request,
    }) => {
      const context = await browser.newContext({
        viewport: { width: size.width, height: size.height },
        hasTouch: size.phone,
        isMobile: size.phone,
      });
      const page = await context.newPage();
      await page.addInitScript((l) => localStorage.setItem("ng.lang", l), lang);
      const table = await onlineTable(request, "magic-numbers", "Ann", {
        start: true,
        alone: true,
      });
      await beHost(page, table);
      await page.goto(`/t/${table.code}`);
      // Whoever is on turn, the countdown shows; ours or a computer's (bots move within 60 s).
      const deadline = page.getByTestId("deadline");
      await expect(deadline).toBeVisible();
      await expect(deadline).toBeInViewport({ ratio: 1 });
      // Beside the status line: in its row, above the board.
      const row = page.locator(".game-status-row");
      await expect(row.getByTestId("deadline")).toHaveCount(1);
      const board = await page.locator(".mn-board").boundingBox();
      const clock = await deadline.boundingBox();
      expect(clock!.y + clock!.height).toBeLessThanOrEqual(board!.y);
      // And on the mover's chip: one chip shows it, hidden from screen readers (the line
      // beside the status is the one that is read).
      const chipClock = page.locator(".player-chip.active").getByTestId("chip-clock");
      await expect(chipClock).toHaveCount(1);
      await expect(page.getByTestId("chip-clock")).toHaveCount(1);
      await expect(chipClock).toHaveAttribute("aria-hidden", "true");
      await expect(chipClock).toHaveText(lang === "en" ? /\d+ s$/ : /\d+ 秒$/);
      await keepShot(page, test.info(), `clock-${size.width}-${lang}`, false);
      await context.close();
    });
  }
}
