// A file that is not a record gets a message a person can act on, in their language, with
// the line where it stops being a record; never the JSON parser's own text, and no console
// error.

import { expect, test } from "@playwright/test";

const BROKEN = '{\n  "format": "number-games/record@1",\n  oops: 1\n}\n';

for (const [lang, expected] of [
  ["en", "This is not a Number Games record (line 3: oops: 1)"],
  ["zh", "这不是 Number Games 的棋谱（第 3 行：oops: 1）"],
] as const) {
  test(`a broken record file names its line (${lang})`, async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    await page.addInitScript((l) => localStorage.setItem("ng.lang", l), lang);
    await page.goto("/replay");
    await page.getByTestId("record-file").setInputFiles({
      name: "not-a-record.json",
      mimeType: "application/json",
      buffer: Buffer.from(BROKEN),
    });
    await expect(page.getByRole("alert")).toHaveText(expected);
    await expect(page.getByRole("alert")).not.toContainText(/JSON|position/);
    expect(errors).toEqual([]);
  });
}
