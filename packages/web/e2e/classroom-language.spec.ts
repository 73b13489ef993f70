// The class language is each student's default only (issue #23, item 6): a student's own
// switch sticks, across a reload and a teacher's later change of the class language.

import { device, joinByLink, startClass } from "./support/classroom";
import { expect, test } from "./support/test";

test("the class language is a student's default; their own switch sticks across reloads and the teacher's changes", async ({
  browser,
}) => {
  const teacher = await device(browser, false);
  const code = await startClass(teacher);
  const classLanguage = teacher.getByLabel("Language of the students' pages");
  await classLanguage.selectOption("zh");
  await expect(classLanguage).toHaveValue("zh");

  const ana = await device(browser, true);
  const lang = () => ana.evaluate(() => document.documentElement.lang);
  await joinByLink(ana, code, "Ana");
  // The class's default: Chinese, though this phone was in English.
  await expect.poll(lang).toBe("zh-Hans");
  await expect(ana.getByRole("button", { name: "English" })).toHaveAttribute(
    "aria-pressed",
    "false",
  );

  // Ana's own switch sticks, also after a reload.
  await ana.getByRole("button", { name: "English" }).click();
  await expect.poll(lang).toBe("en");
  await ana.reload();
  await expect(ana.getByTestId("waiting")).toBeVisible();
  await expect(ana.getByRole("button", { name: "English" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  expect(await lang()).toBe("en");

  // The teacher changes the class language and back: Ana keeps her choice.
  await classLanguage.selectOption("en");
  await expect(classLanguage).toHaveValue("en");
  await classLanguage.selectOption("zh");
  await expect(classLanguage).toHaveValue("zh");

  // Bo, who never switched, follows the class language both times.
  const bo = await device(browser, true);
  const boLang = () => bo.evaluate(() => document.documentElement.lang);
  await joinByLink(bo, code, "Bo");
  await expect.poll(boLang).toBe("zh-Hans");
  await classLanguage.selectOption("en");
  await expect.poll(boLang).toBe("en");
  await classLanguage.selectOption("zh");
  await expect.poll(boLang).toBe("zh-Hans");
  // By now Ana's page has had both changes pushed to it too (one push each, to every student).
  await ana.reload();
  await expect(ana.getByTestId("waiting")).toBeVisible();
  expect(await lang()).toBe("en");
});
