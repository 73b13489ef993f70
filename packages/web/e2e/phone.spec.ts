// A 360×640 touch phone (issue #13 item 7), in English and in Chinese: on our turn each
// game's main actions are on screen without scrolling, nothing scrolls sideways, every
// control is at least 44 px tall (and wide, but for Number Line's ten numbers across the
// line: each takes its whole slot), keyboard hints are hidden on touch, long Take or Pay
// runs wrap, and Number Line's result table shows its totals on screen.

import type { Locator, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import type { GameId } from "./support/pages";
import { fastLocal, keepShot, startLocal, takeTurn } from "./support/pages";
import { nearEnd, openPosition } from "./support/positions";

test.use({ viewport: { width: 360, height: 640 }, hasTouch: true, isMobile: true });

/** The controls a player needs on their turn, per game. */
const MAIN: Record<GameId, (page: Page) => Locator> = {
  "number-line": (page) => page.locator(".nl-board > .nl-line"),
  "take-or-pay": (page) => page.locator(".top-board .actions button"),
  "magic-numbers": (page) => page.locator(".mn-board .actions button"),
};

async function sideways(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

/** Every visible control of the game screen is a comfortable touch target. */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      ".game-page button, .game-page a.button, .game-page select, .game-page input",
    );
    for (const el of controls) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || el.closest(".visually-hidden") !== null) continue;
      const lineNumber = el.matches("button.nl-number");
      const slot = el.closest(".nl-slot")?.getBoundingClientRect().width ?? 0;
      const wideEnough = lineNumber ? r.width >= slot - 1 : r.width >= 44;
      if (r.height < 44 || !wideEnough) {
        out.push(
          `${el.tagName}.${el.className} "${el.textContent?.trim()}" ${r.width}×${r.height}`,
        );
      }
    }
    return out;
  });
}

for (const lang of ["en", "zh"] as const) {
  for (const game of ["number-line", "take-or-pay", "magic-numbers"] as const) {
    test(`${game} on a phone (${lang}): main actions above the fold, big targets, no key hints`, async ({
      page,
    }, testInfo) => {
      await fastLocal(page, lang);
      await startLocal(page, game, "computer", { level: "random", players: 3 });
      // Three of our turns: on Number Line the third is in the decoy round (more controls).
      for (let turn = 0; turn < 3; turn++) {
        await expect(page.locator(".status-line.mine")).toBeVisible();
        await page.evaluate(() => window.scrollTo(0, 0));
        await keepShot(page, testInfo, `phone-${game}-${lang}-${turn}`, false);
        const main = MAIN[game](page);
        expect(await main.count()).toBeGreaterThan(0);
        for (const el of await main.all()) {
          await expect(el).toBeInViewport({ ratio: 1 });
        }
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        expect(await smallTargets(page)).toEqual([]);
        // The hints are on the page (a keyboard may be attached) but hidden on touch.
        expect(await page.locator(".keys-hint").count()).toBeGreaterThan(0);
        for (const hint of await page.locator(".keys-hint").all()) await expect(hint).toBeHidden();
        const result = page.getByTestId("result");
        if (turn < 2) {
          // Our move shows in the log before we look again.
          const log = page.locator(".game-log-list li");
          const before = (await log.allTextContents()).join("\n");
          await takeTurn(page, game, turn + 1);
          await expect.poll(async () => (await log.allTextContents()).join("\n")).not.toBe(before);
        }
        if (await result.isVisible()) break;
      }
    });
  }
}

test("take-or-pay on a phone: a long run wraps, nothing scrolls sideways", async ({ page }) => {
  await fastLocal(page);
  await startLocal(page, "take-or-pay", "computer", { level: "random", players: 3 });
  // Take every card offered to us until the game ends: our row collects long runs.
  const result = page.getByTestId("result");
  while (!(await result.isVisible())) {
    await expect(page.locator(".status-line.mine").or(result).first()).toBeVisible();
    if (await result.isVisible()) break;
    await page.locator(".top-board .actions button").first().click();
  }
  const longest = await page.evaluate(() =>
    Math.max(...[...document.querySelectorAll(".run")].map((r) => r.children.length)),
  );
  expect(longest).toBeGreaterThanOrEqual(5);
  expect(await sideways(page)).toBeLessThanOrEqual(0);
  for (const run of await page.locator(".run").all()) {
    const box = (await run.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(360);
  }
});

test("number-line on a phone: the result table shows each player's total on screen", async ({
  page,
}, testInfo) => {
  await fastLocal(page);
  // From round 2's last lap (support/positions.ts), not a whole game: the table is the point.
  await openPosition(page, nearEnd("number-line", { players: 3 }));
  const result = page.getByTestId("result");
  for (let step = 0; !(await result.isVisible()); step++) {
    await expect(page.locator(".status-line.mine").or(result).first()).toBeVisible();
    if (await result.isVisible()) break;
    const kind = page.locator(".nl-kind button:not([disabled])");
    if ((await kind.count()) === 2) await kind.nth(step % 2).click();
    await page.locator("button.nl-place").first().click();
  }
  await result.scrollIntoViewIfNeeded();
  await keepShot(page, testInfo, "phone-number-line-result");
  const totals = result.locator("tbody td:last-child");
  await expect(totals).toHaveCount(3);
  for (const cell of await totals.all()) await expect(cell).toBeInViewport({ ratio: 1 });
  await expect(result.locator("thead th").last()).toHaveText("Total");
  expect(await sideways(page)).toBeLessThanOrEqual(0);
});
