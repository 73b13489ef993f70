// Seat rescue from the teacher's dashboard (docs/classroom.md, "Seat rescue"), a laptop and
// three phones against the real server: a late joiner takes a computer player's seat at a
// running table, a released student who joins again is put back into the seat they left
// open, and a student's seat goes to a computer and back. The tables never wait for anyone
// the teacher cannot seat.

import type { Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { anaBoAndAComputer, device, joinByLink } from "./support/classroom";
import { atRest, sidewaysOverflow } from "./support/reflow";
import { expect, test } from "./support/test";

/** The student's page shows their own seat at the table. */
async function expectAtTable(page: Page, name: string) {
  await expect(page.locator(".top-board")).toBeVisible();
  await expect(page.locator(".player-name", { hasText: `${name} (you)` })).toBeVisible();
}

test("rescue: a late joiner replaces a computer, a released student is put back, a seat goes to a computer and back", async ({
  browser,
}) => {
  const { teacher, code, ana, bo, table } = await anaBoAndAComputer(browser);
  await expect(table).toContainText("Computer");
  for (const [p, name] of [
    [ana, "Ana"],
    [bo, "Bo"],
  ] as const)
    await expectAtTable(p, name);

  // A late joiner takes the computer's seat: the game goes on with Cy in it.
  const cy = await device(browser, true);
  await joinByLink(cy, code, "Cy");
  const rescue = table.getByTestId("rescue");
  await expect(rescue.getByTestId("rescue-seat")).toContainText("Computer");
  await rescue.getByTestId("rescue-student").selectOption({ label: "Cy" });
  expect(await axeViolations(teacher)).toEqual([]);
  // The dashboard with its rescue controls fits a 320-px phone.
  await teacher.setViewportSize({ width: 320, height: 800 });
  await atRest(teacher);
  expect(await sidewaysOverflow(teacher)).toEqual([]);
  await teacher.setViewportSize({ width: 1280, height: 900 });
  await rescue.getByTestId("rescue-go").click();
  await expectAtTable(cy, "Cy");
  await expect(table).not.toContainText("Computer");
  await expect(table.getByTestId("rescue")).toHaveCount(0); // nobody waits: nothing to offer
  await expect(
    teacher.getByTestId("student").filter({ hasText: "Cy" }).getByText("table 1"),
  ).toBeVisible();

  // Bo is released by mistake; he joins again and is put back into the seat he left open.
  await teacher.getByRole("button", { name: "Release Bo" }).click();
  await teacher.getByTestId("confirm-yes").click();
  await expect(bo.getByTestId("released")).toBeVisible();
  await expect(table).toContainText("open seat");
  await joinByLink(bo, code, "Bo");
  await expect(rescue.getByTestId("rescue-seat")).toContainText("open");
  await rescue.getByTestId("rescue-student").selectOption({ label: "Bo" });
  await rescue.getByTestId("rescue-go").click();
  await expectAtTable(bo, "Bo");
  await expect(table).not.toContainText("open seat");

  // Ana's seat goes to a computer for a while (her page waits), then back to her.
  await table.getByRole("button", { name: "To computer: Ana" }).click();
  await expect(ana.getByTestId("waiting")).toBeVisible();
  await expect(table).toContainText("for Ana");
  await table.getByRole("button", { name: "Give back to Ana" }).click();
  await expectAtTable(ana, "Ana");
  await expect(table).not.toContainText("Computer");
  // Every seat is a student's again: the table plays on with all three.
  await expect(teacher.getByTestId("students").getByTestId("student")).toHaveCount(3);
  await expect(teacher.getByTestId("students").locator('[data-status="seated"]')).toHaveCount(3);
});
