// "That's not me" only until the seating (docs/classroom.md, "A class list that bends"), a
// laptop and two phones against the real server: a tap asks first
// (and "No" keeps the name); once Ana has been seated the page no longer offers it, neither
// while she plays nor between games (after "Next game", when she waits again), nor after a
// reload.

import type { Page } from "@playwright/test";
import { device, startClass } from "./support/classroom";
import { atRest, sidewaysOverflow } from "./support/reflow";
import { expect, test } from "./support/test";

async function tapName(page: Page, code: string, name: string) {
  await page.goto(`/c/${code}`);
  await page.getByTestId("roster-name").filter({ hasText: name }).click();
  await page.getByTestId("roster-yes").click();
  await expect(page.getByTestId("waiting")).toContainText(name);
}

test("that's not me: asked first, and gone once the student has been seated", async ({
  browser,
}) => {
  const teacher = await device(browser, false);
  const code = await startClass(teacher, { size: "3", roster: "Ana\nBo" });
  const ana = await device(browser, true);
  const bo = await device(browser, true);
  await tapName(ana, code, "Ana");
  await tapName(bo, code, "Bo");

  // Before the seating: offered, and a tap asks first; "No" keeps the name.
  await ana.getByTestId("not-me").click();
  await expect(ana.getByTestId("not-me-ask")).toContainText("Give up the name Ana?");
  await atRest(ana);
  expect(await sidewaysOverflow(ana)).toEqual([]);
  await ana.getByTestId("not-me-no").click();
  await expect(ana.getByTestId("not-me-ask")).toHaveCount(0);
  await expect(ana.getByTestId("waiting")).toContainText("Ana");
  await expect(teacher.getByTestId("students").getByTestId("student")).toHaveCount(2);

  // Seated: no longer offered.
  await teacher.getByTestId("fill").selectOption("random");
  await teacher.getByTestId("seat-everyone").click();
  await expect(ana.locator(".top-board")).toBeVisible();
  await expect(ana.getByTestId("not-me")).toHaveCount(0);

  // Between games (everyone waits again), and after a reload: still not offered.
  await teacher.getByTestId("next-game").click();
  await teacher.getByTestId("confirm-yes").click(); // the table is still being played
  await expect(ana.getByTestId("waiting")).toBeVisible();
  await expect(bo.getByTestId("waiting")).toBeVisible();
  await expect(ana.getByTestId("not-me")).toHaveCount(0);
  await ana.reload();
  await expect(ana.getByTestId("waiting")).toBeVisible();
  await expect(ana.getByTestId("not-me")).toHaveCount(0);
});
