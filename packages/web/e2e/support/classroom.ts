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
