// The print page in a real browser: reached from the home page, it makes the PDF on the
// device (the PDF code and the fonts load only then, from this server) and downloads it.

import { readFileSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { fastLocal, keepShot } from "./support/pages";

test("prints Take or Pay cards in Chinese on Letter paper as a download", async ({
  page,
}, testInfo) => {
  await fastLocal(page);
  const requests: string[] = [];
  page.on("request", (r) => requests.push(r.url()));

  await page.goto("/");
  await page.getByTestId("print-link").click();
  await expect(page.getByRole("heading", { name: "Print cards" })).toBeVisible();
  // Nothing of the PDF code or the fonts is loaded before it is asked for.
  expect(requests.filter((u) => /makePdf|\.woff/.test(u))).toEqual([]);

  // The learning aids start on, as the boards show them.
  await expect(page.getByRole("checkbox", { name: "Pinyin under the characters" })).toBeChecked();
  await expect(
    page.getByRole("checkbox", { name: "Arabic numerals in the corners" }),
  ).toBeChecked();
  await page.getByRole("radio", { name: "Letter" }).check();
  await page.getByRole("radio", { name: "简体中文" }).check();
  await page.getByRole("checkbox", { name: "Arabic numerals in the corners" }).uncheck();
  await expect(page.locator(".print-rules")).toContainText("分数越少越好");
  await keepShot(page, testInfo, "print-page");

  const download = page.waitForEvent("download");
  await page.getByTestId("make-pdf").click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("take-or-pay-letter-zh.pdf");
  await expect(page.getByRole("status")).toContainText("6 pages");

  const doc = await PDFDocument.load(readFileSync((await file.path())!));
  expect(doc.getPageCount()).toBe(6);
  expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
  const fonts = requests.filter((u) => u.endsWith(".woff"));
  expect(fonts.length).toBeGreaterThan(0);
  const origin = new URL(page.url()).origin;
  for (const u of fonts) expect(u.startsWith(`${origin}/assets/`), u).toBe(true);
});

test("the Magic Numbers page speaks of score sheets, never cards, in both languages", async ({
  page,
}) => {
  await fastLocal(page);
  await page.goto("/print/magic-numbers");
  const main = page.locator(".print-page");
  await expect(page.getByRole("heading", { level: 1, name: "Print score sheets" })).toBeVisible();
  await expect(main).toContainText("The second page continues the turns");
  await expect(page).toHaveTitle(/^Print score sheets/);
  await expect(main).not.toContainText(/cards?\b/i);
  await page.getByRole("button", { name: "简体中文" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "打印记录单" })).toBeVisible();
  await expect(main).not.toContainText("卡牌");
  // A card game keeps its card words.
  await page.goto("/print/number-line");
  await expect(page.getByRole("heading", { level: 1, name: "打印卡牌" })).toBeVisible();
});
