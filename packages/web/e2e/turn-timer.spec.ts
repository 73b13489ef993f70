// The turn timer: chosen in the create-table form, sent to the server, counted down beside
// the name of the player on turn, and a warning from 10 seconds (the page's clock is
// fast-forwarded; the server's deadline stays where it is, so nothing is played for us).

import { expect, test } from "@playwright/test";

test("a table with a 30 s turn timer counts down and warns at 10 s", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("ng.lang", "en"));
  await page.clock.install();
  await page.goto("/online/number-line");
  await page.getByLabel("Your name").fill("Ann");
  await page.getByRole("radio", { name: "2", exact: true }).click();
  await page.getByLabel("Seat 2").selectOption("random");
  await page.getByRole("radio", { name: "30 s", exact: true }).click();
  const created = page.waitForResponse(
    (r) => r.url().endsWith("/api/tables") && r.request().method() === "POST",
  );
  await page.getByTestId("create-table").click();
  const body = (await created).request().postDataJSON() as { turnClockSeconds: unknown };
  expect(body.turnClockSeconds).toBe(30);
  await expect(page).toHaveURL(/\/t\/[A-Z0-9]{6,}$/);
  await page.getByTestId("start-table").click();

  // Our turn (the computer may move first): the countdown names us, with up to 30 s.
  const deadline = page.getByTestId("deadline");
  await expect(deadline).toContainText(/Your turn: \d+ s left/);
  const left = Number(/(\d+) s left/.exec((await deadline.textContent()) ?? "")?.[1]);
  expect(left).toBeGreaterThan(10);
  expect(left).toBeLessThanOrEqual(30);
  await expect(deadline).not.toHaveClass(/warning/);

  // 10 s or less: the warning, said once to a screen reader.
  await page.clock.fastForward((left - 9) * 1000);
  await expect(deadline).toHaveClass(/warning/);
  await expect(deadline).toContainText("10 seconds left for your turn");
});
