// Projector and control apart (issue #23, item 5; docs/classroom.md "Projector and control"):
// the teacher's laptop at 1366×768 opens the projector view in a second window. It shows the
// class code, the QR code and how many have joined, then the table's progress and the podium,
// with no control, no name but the podium's and nothing hidden (a table's line is its number,
// its state and its moves). The control view has every action above the fold at 1366×768 and
// fits a 390×844 phone; the teacher renames a student (a name someone has is refused, the name
// unchanged) and the student's phone and the podium show the new name.
// With SCREENSHOTS=1 the pictures docs/classroom.md shows are refreshed in docs/img (the control
// view's: classroom-control.spec.ts, a lesson of 15).

import { fileURLToPath } from "node:url";
import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { device, joinByLink, startClass } from "./support/classroom";
import { playOnlineUntilOver } from "./support/pages";
import { atRest, sidewaysOverflow } from "./support/reflow";
import { expect, test } from "./support/test";

const IMG =
  process.env.SCREENSHOTS === "1"
    ? fileURLToPath(new URL("../../../docs/img/", import.meta.url))
    : fileURLToPath(new URL("../../../test-results/classroom-img/", import.meta.url));

/** The element's box lies within the first screen of the page (nothing to scroll to). */
async function aboveTheFold(page: Page, target: Locator): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const box = await target.boundingBox();
  const height = page.viewportSize()!.height;
  expect(box, "on screen").not.toBeNull();
  expect(box!.y + box!.height, `${await target.textContent()} above the fold`).toBeLessThanOrEqual(
    height,
  );
}

/** The projector view holds no control: no button, link, field or list to pick from. */
async function noControls(projector: Locator): Promise<void> {
  await expect(projector.locator("button, a, input, select, textarea, details")).toHaveCount(0);
}

test("the projector view and the control view of a lesson", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript(() => {
    if (!localStorage.getItem("ng.lang")) localStorage.setItem("ng.lang", "en");
  });
  const teacher = await context.newPage();
  const code = await startClass(teacher, { size: "3" });

  // The control view: every action of the lesson on the first screen of a 1366×768 laptop.
  // (Before the seating: seating, the aids, the grace time; the code and the projector's link.)
  for (const id of ["seat-everyone", "arrange", "fill", "aid-pinyin", "grace"]) {
    await aboveTheFold(teacher, teacher.getByTestId(id));
  }
  await aboveTheFold(teacher, teacher.getByTestId("open-projector"));
  await aboveTheFold(teacher, teacher.getByTestId("join-code"));

  // The projector view opens in a second window of the same browser.
  const opened = context.waitForEvent("page");
  await teacher.getByTestId("open-projector").click();
  const wall = await opened;
  const projector = wall.getByTestId("projector-page");
  await expect(wall.getByTestId("projector-code")).toHaveText(code);
  await expect(wall.getByTestId("projector-qr")).toBeVisible();
  await expect(wall.getByTestId("projector-count")).toHaveText("0 students have joined");
  await noControls(projector);
  // The code is readable from the back of the room, and everything is on the one screen.
  const codeSize = await wall
    .getByTestId("projector-code")
    .evaluate((e) => Number.parseFloat(getComputedStyle(e).fontSize));
  expect(codeSize).toBeGreaterThanOrEqual(88);
  await aboveTheFold(wall, wall.getByTestId("projector-count"));
  await aboveTheFold(wall, wall.getByTestId("projector-qr"));

  const ana = await device(browser, true);
  const bo = await device(browser, true);
  await joinByLink(ana, code, "Ana");
  await joinByLink(bo, code, "Bo");
  await expect(wall.getByTestId("projector-count")).toHaveText("2 students have joined");
  // Nobody's name is projected while they join.
  await expect(projector).not.toContainText("Ana");
  await expect(projector).not.toContainText("Bo");
  await atRest(wall);
  await wall.screenshot({ path: `${IMG}classroom-projector-join.png` });
  expect(await axeViolations(wall)).toEqual([]);

  // The teacher renames Bo. A name someone has is refused, the name unchanged; a computer's
  // name is refused as it is typed.
  const students = teacher.getByTestId("students");
  await students.getByRole("button", { name: "Rename Bo" }).click();
  const form = teacher.getByTestId("rename-form");
  const field = form.getByTestId("name-field");
  expect(await axeViolations(teacher)).toEqual([]);
  await field.fill("Computer 2");
  await expect(form.getByTestId("name-problem")).toBeVisible();
  await expect(form.getByTestId("rename-save")).toBeDisabled();
  await field.fill("ana");
  await form.getByTestId("rename-save").click();
  await expect(form.getByTestId("rename-problem")).toContainText(
    "Someone in this class already has this name",
  );
  await expect(students.getByTestId("student")).toHaveText([/Ana/, /Bo/]);
  // Editing clears the refusal.
  await field.fill("Bob");
  await expect(form.getByTestId("rename-problem")).toHaveCount(0);
  await form.getByTestId("rename-save").click();
  await expect(form).toHaveCount(0);
  await expect(students.getByTestId("student").nth(1)).toContainText("Bob");
  // Bo's phone says the new name.
  await expect(bo.getByTestId("waiting")).toContainText("Bob");

  // The lesson runs: the projector shows the table's progress, still no name, no control.
  await teacher.getByTestId("fill").selectOption("random");
  await teacher.getByTestId("seat-everyone").click();
  const tables = wall.getByTestId("projector-table");
  await expect(tables).toHaveCount(1);
  await expect(tables.first()).toHaveAttribute("data-status", "playing");
  // A table's line is its number, its state and its moves: nothing a spectator may not know.
  await expect(tables.first()).toHaveText(/^Table 1playing · \d+ moves?$/);
  await expect(projector).not.toContainText("Ana");
  await expect(projector).not.toContainText("Bob");
  await noControls(projector);
  // The control view keeps its actions above the fold with a table running.
  for (const id of ["pause", "end-game", "next-game", "end-lesson", "grace", "rename"]) {
    await aboveTheFold(teacher, teacher.getByTestId(id).first());
  }
  await teacher.getByTestId("pause").click();
  await expect(wall.getByTestId("projector-paused")).toBeVisible();
  await expect(tables.first()).toHaveText(/^Table 1paused · \d+ moves?$/);
  await teacher.getByTestId("resume").click();
  await expect(wall.getByTestId("projector-paused")).toHaveCount(0);

  // After the game: the table finished and the podium, with the names as renamed.
  await playOnlineUntilOver([ana, bo], "take-or-pay");
  await expect(tables.first()).toHaveAttribute("data-status", "finished");
  await expect(tables.first()).toHaveText("Table 1finished");
  const podium = wall.getByTestId("podium");
  await expect(podium).toBeVisible();
  await expect(podium.getByTestId("podium-place")).toHaveCount(2);
  await expect(podium).toContainText("Ana");
  await expect(podium).toContainText("Bob");
  await expect(podium).not.toContainText("Computer");
  await noControls(projector);
  await atRest(wall);
  await wall.screenshot({ path: `${IMG}classroom-projector-podium.png` });
  expect(await axeViolations(wall)).toEqual([]);
  await aboveTheFold(wall, podium);

  // The end of the lesson: the projector thanks the class and keeps the podium.
  await teacher.getByTestId("end-lesson").click();
  await teacher.getByRole("dialog").getByRole("button", { name: "End the lesson" }).click();
  await expect(wall.getByRole("heading", { level: 1 })).toHaveText(
    "The lesson is over. Thank you!",
  );
  await expect(podium).toBeVisible();
  await noControls(projector);

  // The control view on a 390×844 phone: nothing sticks out, nothing to scroll sideways.
  await teacher.setViewportSize({ width: 390, height: 844 });
  expect(await sidewaysOverflow(teacher)).toEqual([]);
  // And the projector view on a 320-px phone, in Chinese too.
  await wall.setViewportSize({ width: 320, height: 700 });
  expect(await sidewaysOverflow(wall)).toEqual([]);
  await wall.evaluate(() => localStorage.setItem("ng.lang", "zh"));
  await wall.reload();
  await expect(wall.getByRole("heading", { level: 1 })).toHaveText("本节课结束了，谢谢大家！");
  await expect(wall.getByTestId("projector-table").first()).toHaveText("第 1 桌已结束");
  expect(await sidewaysOverflow(wall)).toEqual([]);
});

test("the control view on a phone: a finger drags a name to another table by its whole chip", async ({
  browser,
}) => {
  const teacher = await device(browser, true);
  await teacher.setViewportSize({ width: 390, height: 844 });
  const code = await startClass(teacher, { size: "3" });
  for (const name of ["Ana", "Bo", "Cy"]) await joinByLink(await device(browser, true), code, name);
  await expect(teacher.getByTestId("students").getByTestId("student")).toHaveCount(3);
  await teacher.getByTestId("arrange").click();
  await expect(teacher.getByTestId("group")).toHaveCount(2); // one table and "New table"
  await expect(teacher.getByTestId("arrangement")).toContainText(
    "Drag a name with your finger to another table",
  );
  // A real touch (the browser's own touch events, not a mouse): down on the chip's name, away
  // from its list, moved onto "New table", lifted.
  const chip = teacher.getByTestId("chip").filter({ hasText: "Ana" });
  const target = teacher.getByTestId("group").last();
  await target.scrollIntoViewIfNeeded();
  const from = (await chip.locator("span").boundingBox())!;
  const to = (await target.boundingBox())!;
  const cdp = await teacher.context().newCDPSession(teacher);
  const touch = (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) =>
    cdp.send("Input.dispatchTouchEvent", {
      type,
      touchPoints: type === "touchEnd" ? [] : [{ x, y, id: 1 }],
    });
  const start = { x: from.x + from.width / 2, y: from.y + from.height / 2 };
  const end = { x: to.x + to.width / 2, y: to.y + to.height / 2 };
  await touch("touchStart", start.x, start.y);
  for (let i = 1; i <= 5; i++) {
    await touch(
      "touchMove",
      start.x + ((end.x - start.x) * i) / 5,
      start.y + ((end.y - start.y) * i) / 5,
    );
  }
  await touch("touchEnd", end.x, end.y);
  // Ana sits alone at a new table; the others stay; a new "New table" appears.
  await expect(teacher.getByTestId("group")).toHaveCount(3);
  await expect(teacher.getByTestId("group").nth(0)).not.toContainText("Ana");
  await expect(teacher.getByTestId("group").nth(1)).toContainText("Ana");
  expect(await sidewaysOverflow(teacher)).toEqual([]);
});
