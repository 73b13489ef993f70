// Issue 24's smaller items on a timed online table at 320 px (English and Chinese): the turn
// timer on the mover's chip (its stopwatch and the reaction buttons are pictures shipped with
// the app: no emoji font on this machine) and a reaction on the sender's chip and beside the
// status line, with nothing sticking out of the screen; the reaction buttons right under the
// board. The table is made through the API (60 s a turn, Ann and two computer players);
// whoever is on turn, one chip shows the countdown.

import { keepShot } from "./support/pages";
import { atRest, sidewaysOverflow } from "./support/reflow";
import { beHost, onlineTable } from "./support/seed";
import { expect, test } from "./support/test";

test.use({ viewport: { width: 320, height: 640 }, hasTouch: true, isMobile: true });

for (const lang of ["en", "zh"] as const) {
  for (const game of ["number-line", "take-or-pay", "magic-numbers"] as const) {
    test(`${game} at 320 px (${lang}): the chip clock and a reaction fit`, async ({
      page,
      request,
    }, testInfo) => {
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
      // The seconds, after a stopwatch drawn by the app (no emoji font needed).
      await expect(chip).toHaveText(lang === "en" ? /^\d+ s$/ : /^\d+ 秒$/);
      const stopwatch = chip.locator('svg[data-icon="stopwatch"]');
      await expect(stopwatch).toBeVisible();
      const size = await stopwatch.evaluate((svg) => svg.getBoundingClientRect());
      expect(size.width).toBeGreaterThanOrEqual(8);
      expect(size.height).toBeGreaterThanOrEqual(8);
      // The six reactions sit right under the board, above the log, and each is a picture
      // shipped with the app (no emoji font needed: none is installed here).
      const buttons = page.locator(".reaction-buttons");
      const under = await page.evaluate(() => {
        const box = (s: string) => document.querySelector(s)!.getBoundingClientRect();
        return {
          board: box(".board").bottom,
          row: box(".reaction-buttons").top,
          log: box(".game-log").top,
        };
      });
      expect(under.row).toBeGreaterThanOrEqual(under.board);
      expect(under.row - under.board).toBeLessThan(40);
      expect(under.log).toBeGreaterThan(under.row);
      // In one row: none of the six wraps below the first.
      const tops = await buttons
        .locator("button")
        .evaluateAll((els) => els.map((b) => Math.round(b.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      const pictures = await buttons.locator("button").evaluateAll((els) =>
        els.map((b) => {
          const svg = b.querySelector("svg.emote-icon");
          const r = svg?.getBoundingClientRect();
          return {
            emote: b.getAttribute("data-emote"),
            drawn: svg !== null && svg !== undefined && r!.width >= 16 && r!.height >= 16,
            text: (b.textContent ?? "").trim(),
          };
        }),
      );
      expect(pictures).toEqual(
        ["thumbs-up", "clap", "laugh", "wow", "thinking", "wave"].map((emote) => ({
          emote,
          drawn: true,
          text: "",
        })),
      );
      await page.locator('[data-emote="wave"]').click();
      await expect(
        mine.getByTestId("chip-reaction").locator('svg[data-icon="wave"]'),
      ).toBeVisible();
      const list = page.locator(".game-status-row").getByTestId("reactions");
      await expect(list.locator('svg[data-icon="wave"]')).toBeVisible();
      await expect(list).toContainText(lang === "en" ? "Annabelle: Wave" : "Annabelle：挥手");
      await atRest(page);
      expect(await sidewaysOverflow(page)).toEqual([]);
      await keepShot(page, testInfo, `reactions-${game}-${lang}`);
    });
  }
}
