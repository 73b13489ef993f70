// No one-click damage (docs/classroom.md, "Asked first"): a misclick on "Next game" while a
// table is still playing asks first, naming the table and its players; Cancel (or Escape)
// changes nothing; confirmed, the table stops: no points for anybody (the leaderboard says so),
// and the stopped table is in the lesson's history. A confirmed misclick is undone within its
// undo window.

import { axeViolations } from "./support/axe";
import { anaBoAndAComputer } from "./support/classroom";
import { atRest, sidewaysOverflow } from "./support/reflow";
import { expect, test } from "./support/test";

test("a misclick on next game: asked first, cancelled, then confirmed", async ({ browser }) => {
  const { teacher, ana, bo, table } = await anaBoAndAComputer(browser);
  await expect(table).toHaveAttribute("data-status", "playing");
  for (const p of [ana, bo]) await expect(p.locator(".top-board")).toBeVisible();

  // The misclick: the dialog names what would be lost.
  await teacher.getByTestId("next-game").click();
  const dialog = teacher.getByTestId("confirm-dialog");
  await expect(dialog).toBeVisible();
  const losses = dialog.getByTestId("confirm-losses");
  await expect(losses).toContainText("Table 1 (");
  for (const name of ["Ana", "Bo", "Computer"]) await expect(losses).toContainText(name);
  await expect(losses).toContainText("with no result");
  // The safe choice has the focus.
  await expect(dialog.getByTestId("confirm-no")).toBeFocused();
  expect(await axeViolations(teacher)).toEqual([]);
  // The dialog fits a 320-px phone.
  await teacher.setViewportSize({ width: 320, height: 800 });
  await atRest(teacher);
  expect(await sidewaysOverflow(teacher)).toEqual([]);
  await dialog.getByTestId("confirm-no").click();
  await expect(dialog).toHaveCount(0);
  // Nothing changed: the same game, the table still playing, the students at it.
  await expect(teacher.getByRole("heading", { level: 1 })).toContainText("game 1");
  await expect(table).toHaveAttribute("data-status", "playing");
  for (const p of [ana, bo]) await expect(p.locator(".top-board")).toBeVisible();

  // Escape cancels too.
  await teacher.getByTestId("next-game").click();
  await expect(dialog).toBeVisible();
  await teacher.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(table).toHaveAttribute("data-status", "playing");

  // Confirmed: the table stops, everyone waits for the next seating; the stopped game scores
  // nothing, and the leaderboard says so instead of showing a board of zeros.
  await teacher.getByTestId("next-game").click();
  await dialog.getByTestId("confirm-yes").click();
  // The undo window: the table is paused, and the teacher goes on at once.
  await expect(teacher.getByTestId("undo-bar")).toContainText("table 1 is paused");
  await teacher.getByTestId("stop-now").click();
  for (const p of [ana, bo]) await expect(p.getByTestId("waiting")).toBeVisible();
  await expect(teacher.getByRole("heading", { level: 1 })).toContainText("game 2");
  await expect(teacher.getByTestId("seat-everyone")).toContainText("2");
  const panel = teacher.getByTestId("leaderboard-panel");
  await expect(panel.getByTestId("board-none")).toBeVisible();
  await expect(panel.getByTestId("board-stopped")).toHaveText(
    "1 game was stopped before its end: it scores nothing.",
  );
  await expect(panel.getByTestId("leaderboard")).toHaveCount(0);
  // The stopped table is in the lesson's history.
  await expect(teacher.getByTestId("history-table")).toHaveAttribute("data-status", "stopped");
  await expect(teacher.getByTestId("history-table")).toContainText("no result");
});

test("a misclick on next game, confirmed, undone: the table plays on", async ({ browser }) => {
  const { teacher, ana, bo, table } = await anaBoAndAComputer(browser);
  await expect(table).toHaveAttribute("data-status", "playing");
  for (const p of [ana, bo]) await expect(p.locator(".top-board")).toBeVisible();
  await teacher.getByTestId("next-game").click();
  await teacher.getByTestId("confirm-yes").click();
  const bar = teacher.getByTestId("undo-bar");
  await expect(bar).toContainText("The next game starts in");
  // Meanwhile the students' game is paused, not gone.
  for (const p of [ana, bo]) await expect(p.locator(".top-board")).toBeVisible();
  // The bar fits a 320-px phone.
  await teacher.setViewportSize({ width: 320, height: 800 });
  await atRest(teacher);
  expect(await sidewaysOverflow(teacher)).toEqual([]);
  await bar.getByTestId("undo").click();
  await expect(bar).toHaveCount(0);
  await expect(teacher.getByTestId("pause")).toBeVisible();
  await expect(teacher.getByRole("heading", { level: 1 })).toContainText("game 1");
  await expect(table).toHaveAttribute("data-status", "playing");
  await expect(teacher.getByTestId("paused")).toHaveCount(0);
  for (const p of [ana, bo]) await expect(p.locator(".top-board")).toBeVisible();
});
