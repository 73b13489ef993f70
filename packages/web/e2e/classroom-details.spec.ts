// Small things a real lesson hit (docs/classroom.md), a laptop and a phone against the real
// server: the join page (its list of names) is in the class language, not the phone's; a tap
// on the class's own language counts as the student's choice, so the teacher's later change
// of the class language leaves it; "Not here yet" lists names one by one ("Smith, Jo" is one
// person); the class link's field is named for the class, not a table.

import { device, startClass } from "./support/classroom";
import { atRest, sidewaysOverflow } from "./support/reflow";
import { expect, test } from "./support/test";

test("the join page in the class language, a re-picked language sticks, names listed one by one", async ({
  browser,
}) => {
  const teacher = await device(browser, false);
  const code = await startClass(teacher, { roster: "Smith, Jo\nAna" });
  const classLanguage = teacher.getByLabel("Language of the students' pages");
  await classLanguage.selectOption("zh");
  await expect(classLanguage).toHaveValue("zh");
  // "Not here yet": two people, each an item of its own; the class's link says so.
  await expect(teacher.getByTestId("missing-name")).toHaveText(["Smith, Jo", "Ana"]);
  await expect(teacher.getByLabel("Link to this class")).toBeVisible();
  await expect(teacher.getByLabel("Link to this table")).toHaveCount(0);

  // An English phone opens the class: the list of names is in the class's Chinese.
  const ana = await device(browser, true);
  const lang = () => ana.evaluate(() => document.documentElement.lang);
  await ana.goto(`/c/${code}`);
  await expect(ana.getByTestId("roster-name")).toHaveCount(2);
  await expect.poll(lang).toBe("zh-Hans");
  await expect(ana.getByRole("heading", { name: "加入课堂" })).toBeVisible();
  await atRest(ana);
  expect(await sidewaysOverflow(ana)).toEqual([]);
  await ana.getByTestId("roster-name").filter({ hasText: "Ana" }).click();
  await ana.getByTestId("roster-yes").click();
  await expect(ana.getByTestId("waiting")).toBeVisible();
  await expect(teacher.getByTestId("missing-name")).toHaveText(["Smith, Jo"]);

  // Ana taps 简体中文, the language her page already shows: her choice. The teacher then
  // switches the class to English; Ana's page stays Chinese, after a reload too.
  await ana.getByRole("button", { name: "简体中文" }).click();
  await classLanguage.selectOption("en");
  await expect(classLanguage).toHaveValue("en");
  // Bo, who never picked, follows (so the change has reached the phones).
  const bo = await device(browser, true);
  const boLang = () => bo.evaluate(() => document.documentElement.lang);
  await bo.goto(`/c/${code}`);
  await expect(bo.getByTestId("roster-name")).toHaveCount(2);
  await expect.poll(boLang).toBe("en");
  await ana.reload();
  await expect(ana.getByTestId("waiting")).toBeVisible();
  expect(await lang()).toBe("zh-Hans");

  // The teacher's Chinese page names the class's link for the class too.
  await teacher.evaluate(() => localStorage.setItem("ng.lang", "zh"));
  await teacher.reload();
  await expect(teacher.getByLabel("这个课堂的链接")).toBeVisible();
});
