// Between games (docs/classroom.md, "The lesson's course"), a laptop and two phones against
// the real server: after "Next game, new tables" the class waits to be seated again, and the
// teacher still has Pause, another game and End the lesson at hand (no seating first).

import { anaBoAndAComputer } from "./support/classroom";
import { atRest, sidewaysOverflow } from "./support/reflow";
import { expect, test } from "./support/test";

test("between games: pause, another game and the lesson's end stay at hand", async ({
  browser,
}) => {
  const { teacher, ana } = await anaBoAndAComputer(browser);
  await expect(ana.locator(".top-board")).toBeVisible();
  await teacher.getByTestId("next-game").click();
  await teacher.getByTestId("confirm-yes").click();
  await expect(ana.getByTestId("waiting")).toBeVisible();
  await expect(teacher.getByTestId("seat-everyone")).toBeVisible();

  const controls = teacher.getByTestId("lesson-controls");
  await expect(controls.getByTestId("end-lesson")).toBeEnabled();
  await expect(controls.getByTestId("pause")).toBeEnabled();
  await expect(controls.getByTestId("end-game")).toHaveCount(0);
  // Another game in two clicks: the class waits for it, the game's number unchanged.
  await controls.getByLabel("Game for the next round").selectOption({ label: "Number Line" });
  await controls.getByTestId("next-game").click();
  await expect(teacher.getByTestId("seat-everyone")).toBeEnabled();
  await teacher.reload();
  await expect(controls.getByLabel("Game for the next round")).toHaveValue("number-line");
  await expect(ana.getByTestId("waiting")).toBeVisible();
  await controls.getByTestId("pause").click();
  await expect(teacher.getByTestId("paused")).toBeVisible();
  await expect(controls.getByTestId("resume")).toBeEnabled();
  // The controls fit a 320-px phone.
  await teacher.setViewportSize({ width: 320, height: 800 });
  await atRest(teacher);
  expect(await sidewaysOverflow(teacher)).toEqual([]);
  await controls.getByTestId("end-lesson").click();
  await teacher.getByTestId("confirm-yes").click();
  await expect(ana.getByTestId("lesson-over")).toBeVisible();
});
