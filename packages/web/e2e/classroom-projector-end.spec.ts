// The projector after "End the lesson" (docs/classroom.md, "Projector and control"), at a
// 1366×768 projector and a 1920×1080 screen: the podium uses the screen (not a narrow column),
// every place of it (five, with a tie for third) is on the one screen, its names are at least
// 32 px, and the page has no site header. While the lesson runs, the class code and the code
// in the join link each stay on one line. The podium's leaderboard is the test's (five
// finished students would take two games played to their end); the rest is the real server.

import type { Page } from "@playwright/test";
import { device, joinByLink, startClass } from "./support/classroom";
import { expect, test } from "./support/test";

const NAMES = ["Alexandra", "Benjamin Lee", "陈小明", "Dorothea", "Emmanuel"];
const RANKS = [1, 2, 3, 3, 3];

/** Each place's bottom edge and its name's font size, on the first screen. */
async function places(wall: Page) {
  await wall.evaluate(() => window.scrollTo(0, 0));
  return wall.getByTestId("podium-place").evaluateAll((els) =>
    els.map((e) => ({
      bottom: e.getBoundingClientRect().bottom,
      name: Number.parseFloat(getComputedStyle(e.querySelector(".podium-name")!).fontSize),
    })),
  );
}

/** Whether the element's text lies on one line (one box, not wrapped). */
const oneLine = (wall: Page, selector: string) =>
  wall.locator(selector).evaluate((e) => {
    const range = document.createRange();
    range.selectNodeContents(e);
    const tops = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
    return tops.size;
  });

test("the projector after the lesson: the whole podium, large, on one screen", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript(() => {
    if (!localStorage.getItem("ng.lang")) localStorage.setItem("ng.lang", "en");
  });
  const teacher = await context.newPage();
  const code = await startClass(teacher, { size: "3" });
  // The projector's leaderboard is the test's from its first request: set on the context before
  // the projector's window opens (a route set on the new page once the test hears of it may come
  // after the page's first requests). The teacher's own window keeps the real one.
  await context.route("**/api/classes/*/leaderboard", async (route) => {
    if (route.request().frame().page() === teacher) return route.fallback();
    const real = await (await route.fetch()).json();
    const entries = NAMES.map((name, i) => ({
      rank: RANKS[i],
      studentId: `s${String(i).padStart(24, "z")}`,
      name,
      games: 2,
      wins: 1,
      points: 10 - RANKS[i]! * 2,
      stopped: 0,
      results: [],
    }));
    await route.fulfill({ json: { ...real, finishedGames: 2, entries } });
  });
  const opened = context.waitForEvent("page");
  await teacher.getByTestId("open-projector").click();
  const wall = await opened;
  await expect(wall.getByTestId("projector-code")).toHaveText(code);
  await expect(wall.locator(".app-header")).toHaveCount(0);

  const ana = await device(browser, true);
  const bo = await device(browser, true);
  await joinByLink(ana, code, "Ana");
  await joinByLink(bo, code, "Bo");
  await teacher.getByTestId("fill").selectOption("random");
  await teacher.getByTestId("seat-everyone").click();
  await expect(wall.getByTestId("projector-table")).toHaveCount(1);
  // Running, the code in its column: the code and the link's code each on one line.
  for (const size of [
    { width: 1366, height: 768 },
    { width: 1920, height: 1080 },
  ]) {
    await wall.setViewportSize(size);
    expect(await oneLine(wall, '[data-testid="projector-code"]')).toBe(1);
    expect(await oneLine(wall, ".projector-link-code")).toBe(1);
  }

  await teacher.getByTestId("end-lesson").click();
  await teacher.getByTestId("confirm-yes").click();
  await expect(wall.locator(".projector-over")).toBeVisible();
  await expect(wall.getByTestId("podium-place")).toHaveCount(5);
  for (const size of [
    { width: 1366, height: 768 },
    { width: 1920, height: 1080 },
  ]) {
    await wall.setViewportSize(size);
    const seen = await places(wall);
    for (const p of seen) {
      expect(
        p.bottom,
        `a podium place below the fold at ${size.width}×${size.height}`,
      ).toBeLessThanOrEqual(size.height);
      expect(p.name).toBeGreaterThanOrEqual(32);
    }
    // The podium uses the screen: at least half its width.
    const box = (await wall.getByTestId("podium").boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(size.width / 2);
    await expect(wall.locator(".app-header")).toHaveCount(0);
    await expect(wall.getByRole("link")).toHaveCount(0);
  }
});
