// The old device of a student who moved to another device ("Move to this device",
// docs/classroom.md): its class page, open while the move happens, says at once that the
// student continued on another device (not that the teacher released them), and says it
// again after a reload; it offers the join form for someone else, never the student's seat.
// The other student's page hears nothing of it. (The old page that was closed during the
// move, opened again, is classroom-move.spec.ts.)

import type { Page } from "@playwright/test";
import { anaBoAndAComputer, device } from "./support/classroom";
import { atRest, sidewaysOverflow } from "./support/reflow";
import { expect, test } from "./support/test";

/** The teacher's move code link for `name`. */
async function moveLink(teacher: Page, name: string): Promise<string> {
  const move = teacher.getByTestId("move");
  await move.locator("summary").click();
  await move.getByTestId("move-student").selectOption({ label: name });
  await move.getByTestId("move-make").click();
  await expect(move.getByTestId("move-code")).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  const link = new URL(await move.getByRole("textbox", { name: "Link" }).inputValue());
  return `${link.pathname}${link.hash}`;
}

test("move: the old device's open page says the student continued on another device, live and after a reload", async ({
  browser,
}) => {
  const { teacher, ana, bo, table } = await anaBoAndAComputer(browser);
  await expect(table).toBeVisible();
  // Ana's old phone is at her table when she moves.
  await expect(ana.getByTestId("student-page")).toHaveAttribute("data-status", "seated");
  await expect(bo.getByTestId("student-page")).toHaveAttribute("data-status", "seated");
  await expect(ana.locator(".player-name", { hasText: "Ana (you)" })).toBeVisible();

  const link = await moveLink(teacher, "Ana");
  const phone = await device(browser, true);
  await phone.goto(link);
  await expect(phone.getByTestId("student-page")).toHaveAttribute("data-status", "seated");
  await expect(phone.locator(".player-name", { hasText: "Ana (you)" })).toBeVisible();

  // Live: the old page says it plainly, with the join form below (for someone else).
  const notice = ana.getByTestId("moved-away");
  await expect(notice).toHaveText(
    "You continued on another device, so this one is no longer in the class as Ana. Carry on there; if this device is for someone else, they can join below.",
  );
  await expect(ana.getByTestId("released")).toHaveCount(0);
  await expect(ana.getByTestId("student-page")).toHaveCount(0);
  await expect(ana.getByTestId("class-join")).toBeVisible();
  // Its credential is gone: it does not hold Ana's place any more.
  const kept = await ana.evaluate(() =>
    Object.keys(localStorage).filter((k) => k.startsWith("ng.class.student.")),
  );
  expect(kept).toEqual([]);

  // After a reload: the same words.
  await ana.reload();
  await expect(ana.getByTestId("moved-away")).toContainText("no longer in the class as Ana");
  await expect(ana.getByTestId("class-join")).toBeVisible();
  // It fits a 320-px phone.
  await ana.setViewportSize({ width: 320, height: 700 });
  await atRest(ana);
  expect(await sidewaysOverflow(ana)).toEqual([]);

  // Bo's page heard nothing of it: still at his table, no such notice.
  await expect(bo.getByTestId("student-page")).toHaveAttribute("data-status", "seated");
  await expect(bo.getByTestId("moved-away")).toHaveCount(0);
  await expect(bo.getByTestId("released")).toHaveCount(0);

  // Someone else joins on the old phone: the note goes, and a reload keeps the new student.
  await ana.getByTestId("name-field").fill("Cy");
  await ana.getByTestId("join-class").click();
  await expect(ana.getByTestId("waiting")).toBeVisible();
  await ana.reload();
  await expect(ana.getByTestId("waiting")).toContainText("Cy");
  await expect(ana.getByTestId("moved-away")).toHaveCount(0);
});
