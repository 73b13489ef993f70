// Requests to join under the teacher's control (docs/classroom.md, "A class list that
// bends"): two phones ask to join with names not on the list; the teacher declines both at
// once (each phone says so), closes requests (a phone asking again is told), and opens them
// again. The teacher's panel fits a 320-px phone in English and Chinese, and axe finds
// nothing. In a class whose language is Chinese, a phone asking while requests are closed is
// told so in Chinese (the join page speaks the class's language), on a 320-px phone.

import type { Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { device, startClass } from "./support/classroom";
import { keepShot } from "./support/pages";
import { atRest, sidewaysOverflow } from "./support/reflow";
import { expect, test } from "./support/test";

async function ask(page: Page, code: string, name: string) {
  await page.goto(`/c/${code}`);
  await expect(page.getByTestId("roster-name")).toHaveCount(1);
  await page.getByTestId("name-field").fill(name);
  await page.getByTestId("ask-join").click();
}

/** The teacher's page at a phone's width: nothing sideways, nothing for axe. */
async function fitsAPhone(teacher: Page) {
  await teacher.setViewportSize({ width: 320, height: 800 });
  await atRest(teacher);
  expect(await sidewaysOverflow(teacher)).toEqual([]);
  expect(await axeViolations(teacher)).toEqual([]);
  await teacher.setViewportSize({ width: 1280, height: 900 });
}

test("the teacher declines every request at once and closes requests to join", async ({
  browser,
}) => {
  const teacher = await device(browser, false);
  const code = await startClass(teacher, { roster: "Ana" });
  const dan = await device(browser, true);
  const mei = await device(browser, true);
  await ask(dan, code, "Dan");
  await expect(dan.getByTestId("ask-waiting")).toContainText("Dan");
  await ask(mei, code, "Mei");
  await expect(mei.getByTestId("ask-waiting")).toContainText("Mei");

  const panel = teacher.getByTestId("roster-panel");
  await expect(panel.getByTestId("join-request")).toHaveCount(2);
  await expect(panel.getByTestId("requests-state")).toHaveText(
    "Students not on the list can ask to join.",
  );
  await fitsAPhone(teacher);
  await panel.getByTestId("decline-all").click();
  await expect(panel.getByTestId("join-request")).toHaveCount(0);
  await expect(dan.getByTestId("ask-declined")).toContainText("Dan");
  await expect(mei.getByTestId("ask-declined")).toContainText("Mei");

  await panel.getByTestId("close-requests").click();
  await expect(panel.getByTestId("requests-state")).toHaveText(
    "Requests to join are closed: nobody new can ask.",
  );
  await mei.getByTestId("name-field").fill("Mei");
  await mei.getByTestId("ask-join").click();
  // The join page speaks the class's language (English here).
  await expect(mei.getByTestId("ask-problem")).toContainText(
    "Your teacher is not taking requests to join just now: ask them to add your name.",
  );

  // In Chinese, closed: the panel fits a phone too.
  await teacher.evaluate(() => localStorage.setItem("ng.lang", "zh"));
  await teacher.reload();
  await expect(panel.getByTestId("requests-state")).toHaveText(
    "已停止接受加入申请：不能再有新的申请。",
  );
  await fitsAPhone(teacher);
  await panel.getByTestId("open-requests").click();
  await expect(panel.getByTestId("requests-state")).toHaveText("名单上没有的学生可以申请加入。");
  await ask(dan, code, "Dan");
  await expect(panel.getByTestId("join-request")).toHaveCount(1);
});

test("in a Chinese class, a phone asking while requests are closed is told so in Chinese", async ({
  browser,
}, testInfo) => {
  const teacher = await device(browser, false);
  const code = await startClass(teacher, { roster: "Ana" });
  const classLanguage = teacher.getByLabel("Language of the students' pages");
  await classLanguage.selectOption("zh");
  await expect(classLanguage).toHaveValue("zh");
  const panel = teacher.getByTestId("roster-panel");
  await panel.getByTestId("close-requests").click();
  await expect(panel.getByTestId("requests-state")).toHaveText(
    "Requests to join are closed: nobody new can ask.",
  );

  // A phone set to English: the join page speaks the class's language.
  const mei = await device(browser, true);
  await mei.setViewportSize({ width: 320, height: 700 });
  await ask(mei, code, "小美");
  await expect.poll(() => mei.evaluate(() => document.documentElement.lang)).toBe("zh-Hans");
  await expect(mei.getByTestId("ask-problem")).toContainText(
    "老师现在不接受加入申请：请老师把你的名字加到名单上。",
  );
  await expect(mei.getByTestId("ask-waiting")).toHaveCount(0);
  await expect(panel.getByTestId("join-request")).toHaveCount(0);
  await atRest(mei);
  expect(await sidewaysOverflow(mei)).toEqual([]);
  expect(await axeViolations(mei)).toEqual([]);
  await keepShot(mei, testInfo, "requests-closed-zh-320");
});
