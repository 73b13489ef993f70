// An open seat at a running class table (docs/classroom.md, "Seat rescue"), a laptop and two
// phones against the real server: the teacher releases Bo mid-game; his seat opens, and the
// table would wait on it for good. Ana's phone says the seat is open and that the teacher can
// give it to the computer (no button naming "Free" as if it were a person), in English and in
// Chinese; the teacher's card offers "Computer plays this seat", and the table plays on.

import { anaBoAndAComputer } from "./support/classroom";
import { atRest, sidewaysOverflow } from "./support/reflow";
import { expect, test } from "./support/test";

test("open seat: the teacher lets the computer play a released student's seat", async ({
  browser,
}) => {
  const { teacher, ana, bo, table } = await anaBoAndAComputer(browser);
  await expect(ana.locator(".player-name", { hasText: "Ana (you)" })).toBeVisible();
  await teacher.getByRole("button", { name: "Release Bo" }).click();
  await teacher.getByTestId("confirm-yes").click();
  await expect(bo.getByTestId("released")).toBeVisible();
  await expect(table).toContainText("open seat");

  // Ana's phone: the open seat is a seat, not a person called "Free"; nothing to press.
  const note = ana.getByTestId("open-seat-note");
  await expect(note).toContainText("is open: nobody plays it");
  await expect(ana.getByTestId("hand-over")).toHaveCount(0);
  await ana.evaluate(() => localStorage.setItem("ng.lang", "zh"));
  await ana.reload();
  await expect(note).toContainText("号座位空着");
  await atRest(ana);
  expect(await sidewaysOverflow(ana)).toEqual([]);

  // The teacher's card: the open seat goes to a computer player; the table plays on.
  const action = table.getByTestId("open-to-computer");
  await expect(action).toHaveText("Computer plays this seat");
  await action.click();
  await expect(table).not.toContainText("open seat");
  await expect(table.getByTestId("open-to-computer")).toHaveCount(0);
  await expect(table.locator(".class-seat-name", { hasText: "Computer" })).toHaveCount(2);
  await expect(note).toHaveCount(0);
});
