// Every page fits a 320-px phone (issue 24 item 1, WCAG 1.4.10 Reflow), in English and in
// Chinese: each route at 320 and 360 px, the games mid-play and at their end (seeded, saved in
// the browser), a replay, and a shared online table as the visitor who opens its link, as its
// host in the lobby and at play, and a class (teacher and student). Fails on any element
// that sticks out of the screen sideways.
// Each page is loaded once at 320 px and measured there, then at 360 px (the same page made
// wider, as a phone turned or a wider phone), then put back to 320 px for the next page: one
// visit per page and language instead of one per width (issue #22, the quiet run's time).
// SCREENSHOTS=1 keeps a picture of each page under test-results/.

import type { Page } from "@playwright/test";
import { keepShot } from "./support/pages";
import { atRest, sidewaysOverflow } from "./support/reflow";
import { GAMES, LONG_NAMES, STATIC_PATHS, visit, walkTo } from "./support/routes";
import type { SeededGame, SeededTable } from "./support/seed";
import { beHost, localGame, onlineTable, storeLocalGames } from "./support/seed";
import { expect, test } from "./support/test";

const midGames: SeededGame[] = GAMES.map((g) =>
  localGame(g, `reflow-mid-${g}`, (moves, toMove) => moves >= 5 && toMove === 0, LONG_NAMES),
);
const endGames: SeededGame[] = GAMES.map((g) =>
  localGame(g, `reflow-end-${g}`, () => false, LONG_NAMES),
);

/** The widths every page is measured at; the first is the one pages are loaded at. */
const WIDTHS = [320, 360] as const;
const HEIGHT = 640;

for (const lang of ["en", "zh"] as const) {
  test.describe(`${WIDTHS.join(" and ")} px, ${lang}`, () => {
    test.use({ viewport: { width: WIDTHS[0], height: HEIGHT }, hasTouch: true, isMobile: true });

    test.beforeEach(async ({ page }) => {
      await page.addInitScript((l) => {
        localStorage.setItem("ng.lang", l);
        localStorage.setItem(
          "ng.prefs",
          JSON.stringify({ names: [], botDelay: 0, pinyin: true, arabic: true }),
        );
      }, lang);
    });

    /** Every page is measured at each width, and the test fails at its end with all that stuck out. */
    async function check(page: Page, where: string): Promise<void> {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: HEIGHT });
        if (process.env.SCREENSHOTS === "1") {
          await keepShot(
            page,
            test.info(),
            `reflow-${width}-${lang}-${where.replace(/\W+/g, "_")}`,
          );
        }
        await atRest(page);
        expect
          .soft(await sidewaysOverflow(page), `${width} px, ${where}: wider than the screen`)
          .toEqual([]);
      }
      await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    }

    test("every page that needs only its address", async ({ page }) => {
      for (const path of STATIC_PATHS) {
        await walkTo(page, path);
        await check(page, path);
      }
    });

    test("local games mid-play, at their end, and their replays", async ({ page }) => {
      await storeLocalGames(page, [...midGames, ...endGames]);
      for (const g of midGames) {
        await visit(page, `/local/${g.id}`, ".status-line.mine");
        await check(page, `mid-game ${g.save.game}`);
      }
      for (const g of endGames) {
        await visit(page, `/local/${g.id}`, "[data-testid=result]");
        await check(page, `end ${g.save.game}`);
        await visit(page, `/replay/local:${g.id}`, "main .page:not(.loading) .status-line");
        await check(page, `replay ${g.save.game}`);
      }
      await visit(page, "/");
      await check(page, "home with saved games");
    });

    test("a shared online table: visitor, host lobby, at play", async ({
      page,
      browser,
      request,
    }) => {
      const host = LONG_NAMES[0]!;
      const lobby: SeededTable = await onlineTable(request, "take-or-pay", host);
      // The visitor who opens the shared link (a browser that holds no seat).
      await visit(page, `/t/${lobby.code}`, "main .page:not(.loading) button");
      await check(page, "visitor lobby");

      const hostContext = await browser.newContext({
        viewport: { width: WIDTHS[0], height: HEIGHT },
        hasTouch: true,
        isMobile: true,
      });
      const hostPage = await hostContext.newPage();
      await hostPage.addInitScript((l) => localStorage.setItem("ng.lang", l), lang);
      await beHost(hostPage, lobby);
      await visit(hostPage, `/t/${lobby.code}`, "[data-testid=start-table]");
      await check(hostPage, "host lobby");

      for (const game of GAMES) {
        const playing = await onlineTable(request, game, host, {
          start: true,
          secondName: LONG_NAMES[1]!,
        });
        await beHost(hostPage, playing);
        await visit(hostPage, `/t/${playing.code}`, "[data-testid=status]");
        await check(hostPage, `online ${game} at play`);
      }
      await hostContext.close();
    });

    test("a class: the teacher's page, the projector view and a student's join page", async ({
      page,
      request,
    }) => {
      const created = await request.post("/api/classes", {
        data: { game: "take-or-pay", roster: LONG_NAMES },
      });
      expect(created.ok()).toBe(true);
      const { classId, code, teacherToken } = (await created.json()) as {
        classId: string;
        code: string;
        teacherToken: string;
      };
      await page.addInitScript(
        ([id, token]) => localStorage.setItem(`ng.class.${id}.teacher`, token),
        [classId, teacherToken] as const,
      );
      await visit(page, `/class/${classId}`, "main .page:not(.loading) h1");
      await check(page, "teacher");
      await visit(page, `/class/${classId}/projector`, "main .page:not(.loading) h1");
      await check(page, "projector");
      await visit(page, `/c/${code}`, "main .page:not(.loading) h1");
      await check(page, "student join");
    });
  });
}
