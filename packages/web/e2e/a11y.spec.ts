// Accessibility: axe (WCAG 2.x A and AA rules, heading order, an h1) and computed text
// contrast (text axe skips, such as numbers hidden from screen readers, included) on every
// route and each game's screens (mid-game, the end, a replay, an online table as visitor,
// host and player), in English and Chinese, with zero violations.

import type { Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { lowContrastText } from "./support/contrast";
import { GAMES, STATIC_PATHS, visit, walkTo } from "./support/routes";
import { beHost, localGame, onlineTable, storeLocalGames } from "./support/seed";
import { expect, test } from "./support/test";

const midGames = [
  ...GAMES.map((g) => localGame(g, `a11y-mid-${g}`, (moves, toMove) => moves >= 5 && toMove === 0)),
  // Take or Pay just after a pay: the pot's count is drawn in its "just paid" colour.
  localGame(
    "take-or-pay",
    "a11y-paid",
    (moves, toMove, last) =>
      moves >= 5 && toMove === 0 && (last as { type?: string } | null)?.type === "pay",
  ),
];
const endGames = GAMES.map((g) => localGame(g, `a11y-end-${g}`));

async function problems(page: Page, where: string): Promise<string[]> {
  const axe = await axeViolations(page);
  const contrast = (await lowContrastText(page)).map((c) => `contrast ${c}`);
  return [...axe, ...contrast].map((v) => `${where}: ${v}`);
}

for (const lang of ["en", "zh"] as const) {
  test.describe(lang, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => {
        localStorage.setItem("ng.lang", l);
        localStorage.setItem(
          "ng.prefs",
          JSON.stringify({ names: [], botDelay: 0, pinyin: true, arabic: true }),
        );
      }, lang);
    });

    test("every page that needs only its address", async ({ page }) => {
      const found: string[] = [];
      for (const path of STATIC_PATHS) {
        await walkTo(page, path);
        found.push(...(await problems(page, path)));
      }
      expect(found).toEqual([]);
    });

    test("the games mid-play, at their end and in the replay", async ({ page }) => {
      await storeLocalGames(page, [...midGames, ...endGames]);
      const found: string[] = [];
      for (const g of midGames) {
        await visit(page, `/local/${g.id}`, ".status-line.mine");
        if (g.id.endsWith("paid")) await expect(page.locator(".top-pot.last-pay")).toHaveCount(1);
        found.push(...(await problems(page, `mid-game ${g.id}`)));
      }
      for (const g of endGames) {
        await visit(page, `/local/${g.id}`, "[data-testid=result]");
        found.push(...(await problems(page, `end ${g.save.game}`)));
        await visit(page, `/replay/local:${g.id}`, "main .page .status-line");
        found.push(...(await problems(page, `replay ${g.save.game}`)));
      }
      expect(found).toEqual([]);
    });

    test("an online table: visitor, host lobby, at play", async ({ page, browser, request }) => {
      const found: string[] = [];
      const lobby = await onlineTable(request, "take-or-pay", "Ann");
      await visit(page, `/t/${lobby.code}`, "main .page button");
      found.push(...(await problems(page, "visitor lobby")));
      const context = await browser.newContext();
      const host = await context.newPage();
      await host.addInitScript((l) => localStorage.setItem("ng.lang", l), lang);
      await beHost(host, lobby);
      await visit(host, `/t/${lobby.code}`, "[data-testid=start-table]");
      found.push(...(await problems(host, "host lobby")));
      for (const game of GAMES) {
        const playing = await onlineTable(request, game, "Ann", { start: true });
        await beHost(host, playing);
        await visit(host, `/t/${playing.code}`, "[data-testid=status]");
        found.push(...(await problems(host, `online ${game}`)));
      }
      await context.close();
      expect(found).toEqual([]);
    });
  });
}
