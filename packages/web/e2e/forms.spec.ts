// Friendly forms (issue #13 item 10): a wrong value gets its message at the field (tied to
// it with aria-describedby), a disabled button says why beside it, nothing is submitted, and
// the console stays clean.

import type { Locator, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { fastLocal } from "./support/pages";

/** Collects console errors and uncaught exceptions of the page. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return errors;
}

/** The control names its message: the element its aria-describedby points at, visible. */
async function describedBy(control: Locator): Promise<Locator> {
  const id = await control.getAttribute("aria-describedby");
  expect(id, "aria-describedby").toBeTruthy();
  const note = control.page().locator(`[id="${id}"]`);
  await expect(note).toBeVisible();
  return note;
}

test("set-up: an out-of-range number and a bot-like name are flagged at their fields", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await fastLocal(page);
  await page.goto("/setup/magic-numbers/pass");
  const start = page.getByTestId("start");
  await expect(start).toBeEnabled();

  const target = page.getByLabel("Target score");
  await target.fill("500");
  await expect(target).toHaveAttribute("aria-invalid", "true");
  await expect(await describedBy(target)).toHaveText("Enter a whole number from 5 to 100.");
  // The message sits at the field: inside the same label.
  await expect(page.locator(".field", { has: target }).getByTestId("field-problem")).toBeVisible();
  await expect(start).toBeDisabled();
  await expect(await describedBy(start)).toHaveText("Fix the options marked above first.");
  await target.fill("40");
  await expect(target).toHaveAttribute("aria-invalid", "false");
  await expect(start).toBeEnabled();
  await expect(start).not.toHaveAttribute("aria-describedby");

  const name = page.getByLabel("Seat 2: Name");
  await name.fill("Computer (easy)");
  await expect(await describedBy(name)).toHaveText(
    "That name looks like a computer player's: choose another.",
  );
  await expect(page.locator(".seat-row", { has: name }).getByTestId("name-problem")).toBeVisible();
  await expect(start).toBeDisabled();
  await expect(await describedBy(start)).toContainText("Choose a name");
  await name.fill("Ben");
  await expect(start).toBeEnabled();
  await start.click();
  await expect(page).toHaveURL(/\/local\//);
  expect(errors).toEqual([]);
});

test("join by code: the button says why it waits; a malformed code is flagged at the field", async ({
  page,
}) => {
  const errors = consoleErrors(page);
  await fastLocal(page);
  for (const [path, label] of [
    ["/", "Table code"],
    ["/online", "Code"],
  ] as const) {
    await page.goto(path);
    const field = page.getByLabel(label, { exact: true });
    const join = page.getByRole("button", { name: /^Join/ }).first();
    await expect(join).toBeDisabled();
    await expect(await describedBy(join)).toHaveText("Type the table's code first.");
    await field.fill(path === "/" ? "no way!" : "ABC");
    await expect(join).toBeEnabled();
    await join.click();
    await expect(page).toHaveURL(path === "/" ? /\/$/ : /\/online$/);
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(await describedBy(field)).toHaveText(
      "A code has 10 letters and digits, like ABCDE-23456.",
    );
    // Typing again clears the message.
    await field.fill("ABCDE-23456");
    await expect(field).toHaveAttribute("aria-invalid", "false");
  }
  expect(errors).toEqual([]);
});

test("print: with no sheet picked the button says why", async ({ page }) => {
  const errors = consoleErrors(page);
  await fastLocal(page);
  await page.goto("/print/number-line");
  const make = page.getByTestId("make-pdf");
  await expect(make).toBeEnabled();
  const checked = page.locator("fieldset input[type=checkbox]:checked");
  while ((await checked.count()) > 0) await checked.first().uncheck();
  await expect(make).toBeDisabled();
  await expect(await describedBy(make)).toHaveText("Pick at least one sheet first.");
  expect(errors).toEqual([]);
});
