// A class's people for the classroom specs: a laptop (the teacher) or a phone (a student),
// in English; starting a class and joining it by its link.

import type { Browser, Page } from "@playwright/test";
import { expect } from "@playwright/test";

/** A new browser context's page; the page accepts the browser's own confirm() dialogs. */
export async function device(browser: Browser, phone: boolean): Promise<Page> {
  const context = await browser.newContext(
    phone
      ? { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true }
      : { viewport: { width: 1280, height: 900 } },
  );
  await context.addInitScript(() => {
    if (!localStorage.getItem("ng.lang")) localStorage.setItem("ng.lang", "en");
  });
  const page = await context.newPage();
  page.on("dialog", (d) => void d.accept());
  return page;
}

/** Starts a class from the teacher's page; answers its code. */
export async function startClass(teacher: Page, opts: { size?: string; roster?: string } = {}) {
  await teacher.goto("/class");
  if (opts.size !== undefined)
    await teacher.getByRole("radio", { name: opts.size, exact: true }).check();
  if (opts.roster !== undefined) await teacher.getByTestId("roster").fill(opts.roster);
  await teacher.getByTestId("create-class").click();
  await expect(teacher.getByTestId("teacher-page")).toBeVisible();
  // The secret token left the address bar (the projector shows this page).
  expect(new URL(teacher.url()).hash).toBe("");
  return (await teacher.getByTestId("join-code").textContent())!.trim();
}

export async function joinByLink(page: Page, code: string, name: string) {
  await page.goto(`/c/${code}`);
  await page.getByTestId("name-field").fill(name);
  await page.getByTestId("join-class").click();
  await expect(page.getByTestId("waiting")).toBeVisible();
}

/**
 * A class of tables of three: Ana and Bo (phones) join by link and the teacher (a laptop) seats
 * everyone, a computer filling the third seat of their one table.
 */
export async function anaBoAndAComputer(browser: Browser) {
  const teacher = await device(browser, false);
  const code = await startClass(teacher, { size: "3" });
  const ana = await device(browser, true);
  const bo = await device(browser, true);
  await joinByLink(ana, code, "Ana");
  await joinByLink(bo, code, "Bo");
  await teacher.getByTestId("fill").selectOption("random");
  await teacher.getByTestId("seat-everyone").click();
  return { teacher, code, ana, bo, table: teacher.getByTestId("class-table") };
}
