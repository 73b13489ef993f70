// Smaller classroom things (issue #23, item 9): "Start a class" above the fold of a laptop,
// the class code box taking the code as the projector shows it, the name's length limit
// shown while typing (a long name refused in words, never cut short), and a join error
// cleared once the name is edited.

import { device, joinByLink, startClass } from "./support/classroom";
import { keepShot } from "./support/pages";
import { expect, test } from "./support/test";

// Issue #23 item 9: at 1366×768 the class link was below the fold (viewport ratio 0); it
// now sits under the home page's tagline.
test("the home page shows “Start a class” without scrolling at 1366×768", async ({
  browser,
}, testInfo) => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  for (const lang of ["en", "zh"] as const) {
    const page = await context.newPage();
    await page.addInitScript((l) => localStorage.setItem("ng.lang", l), lang);
    await page.goto("/");
    const link = page.getByTestId("class-link");
    await expect(link).toBeVisible();
    await expect(link).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await keepShot(page, testInfo, `home-1366-${lang}`);
    await page.close();
  }
  await context.close();
});

test("the class code box takes the code as shown; the name's limit shows while typing; a join error clears on edit", async ({
  browser,
}) => {
  const teacher = await device(browser, false);
  const code = await startClass(teacher);
  const ana = await device(browser, true);
  await joinByLink(ana, code, "Ana");

  // Bo types the projected code loosely: lower case, a dash and spaces.
  const bo = await device(browser, true);
  await bo.goto("/c");
  const loose = ` ${code.slice(0, 5).toLowerCase()} - ${code.slice(5).toLowerCase()} `;
  await bo.getByLabel("Class code").fill(loose);
  await bo.getByRole("button", { name: "Join" }).click();
  await expect(bo).toHaveURL(new RegExp(`/c/${code}$`));

  // The limit shows while typing; a 40-character name is refused in words, not cut to 32.
  const name = bo.getByTestId("name-field");
  await name.fill("Bo");
  await expect(bo.getByTestId("name-length")).toHaveText("2 of at most 32 characters");
  const long = "B".repeat(40);
  await name.fill(long);
  await expect(name).toHaveValue(long);
  await expect(bo.getByTestId("name-length")).toHaveText("40 of at most 32 characters");
  await expect(bo.getByTestId("name-problem")).toHaveText("A name has at most 32 characters.");
  await expect(bo.getByTestId("join-class")).toBeDisabled();

  // A name already taken: the server's answer shows, and goes once the name is edited.
  await name.fill("Ana");
  await bo.getByTestId("join-class").click();
  await expect(bo.getByTestId("join-problem")).toBeVisible();
  await name.fill("Bo");
  await expect(bo.getByTestId("join-problem")).toHaveCount(0);
  await bo.getByTestId("join-class").click();
  await expect(bo.getByTestId("waiting")).toBeVisible();
});

test("a seating error shows beside the seating buttons, in view", async ({ browser }) => {
  const teacher = await device(browser, false);
  await teacher.setViewportSize({ width: 1366, height: 768 });
  const code = await startClass(teacher);
  const ana = await device(browser, true);
  await joinByLink(ana, code, "Ana");
  // One student and no computer players: too few for a table of Take or Pay.
  await teacher.getByTestId("fill").selectOption("none");
  await teacher.getByTestId("seat-everyone").click();
  const problem = teacher.getByTestId("class-problem");
  await expect(problem).toBeVisible();
  await expect(problem).toBeInViewport();
  // Beside the buttons: inside the seating panel, right after them.
  await expect(
    teacher.locator('section[aria-labelledby="seating-title"]').getByTestId("class-problem"),
  ).toBeVisible();
});

// Found under load (docs/testing.md, the second busy-loop run): after "that's not me" the
// page stayed on "Loading…". The server frees the name and tells the student's socket, so the
// page forgot its token and fetched the class again; when that answer came before the answer
// to "that's not me", the latter blanked the class info with nothing left to fetch it again.
// Here the answer to "that's not me" is held until the class has been fetched again.
test("“that's not me” answered after the page already fetched the class again still shows the names", async ({
  browser,
}) => {
  const teacher = await device(browser, false);
  const code = await startClass(teacher, { roster: "Dana\nFay" });
  const fay = await device(browser, true);
  await fay.goto(`/c/${code}`);
  await fay.getByTestId("roster-name").filter({ hasText: "Fay" }).click();
  await fay.getByTestId("roster-yes").click();
  await expect(fay.getByTestId("waiting")).toContainText("Fay");

  const refetched = fay.waitForResponse(
    (r) => r.request().method() === "GET" && new URL(r.url()).pathname === `/api/classes/${code}`,
  );
  await fay.route("**/api/classes/*/not-me", async (route) => {
    const answer = await route.fetch();
    await refetched;
    await route.fulfill({ response: answer });
  });
  await fay.getByTestId("not-me").click();
  await fay.getByTestId("not-me-yes").click();
  await expect(fay.getByTestId("not-me-done")).toContainText("Fay is free again");
  await expect(fay.getByTestId("roster-name").filter({ hasText: "Fay" })).toBeEnabled();
  await expect(fay.getByTestId("roster-name").filter({ hasText: "Dana" })).toBeEnabled();
  for (const p of [teacher, fay]) await p.context().close();
});
