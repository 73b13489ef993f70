// A class's grace time (docs/classroom.md, "When a student's phone dies"), a laptop and two
// phones against the real server: the teacher sets the grace time to 10 s; the student whose
// turn it is closes their page; after the grace time the computer plays for them (the
// dashboard says so); they open the class again and their seat is theirs, with a note.

import type { Page } from "@playwright/test";
import { anaBoAndAComputer } from "./support/classroom";
import { atRest, sidewaysOverflow } from "./support/reflow";
import { expect, test } from "./support/test";

const isMyTurn = async (p: Page) => (await p.locator(".status-line.mine").count()) > 0;

test("grace: a student away on their turn has the computer play for them, then comes back", async ({
  browser,
}) => {
  const { teacher, ana, bo, table } = await anaBoAndAComputer(browser);
  const grace = teacher.getByTestId("grace");
  await expect(grace).toHaveValue("60");
  await grace.selectOption("10");
  await expect(grace).toHaveValue("10");

  // Whichever of Ana and Bo is first to play: that student's page closes on their turn.
  let away: { page: Page; name: string } | null = null;
  await expect
    .poll(async () => {
      if (await isMyTurn(ana)) away = { page: ana, name: "Ana" };
      else if (await isMyTurn(bo)) away = { page: bo, name: "Bo" };
      return away !== null;
    })
    .toBe(true);
  const { page, name } = away!;
  const state = table.getByTestId("table-state");
  await expect(state).toContainText(`${name} to play`);
  const atClose = (await state.textContent())!;
  const address = page.url();
  const context = page.context();
  await page.close();

  // After the grace time the computer plays for them: the dashboard marks the seat, and the
  // table moves on.
  await expect(table).toContainText(`${name} (away: the computer plays)`);
  await expect(state).not.toHaveText(atClose);

  // Back on the class's page: the seat is theirs again, and they are told what happened.
  const back = await context.newPage();
  await back.goto(address);
  await expect(back.getByTestId("returned")).toContainText("the computer played for you");
  await expect(table).not.toContainText("(away: the computer plays)");
  await expect(back.locator(".player-name", { hasText: `${name} (you)` })).toBeVisible();

  // The dashboard with its grace time fits a 320-px phone, in English and in Chinese.
  await teacher.setViewportSize({ width: 320, height: 800 });
  await atRest(teacher);
  expect(await sidewaysOverflow(teacher)).toEqual([]);
  await teacher.evaluate(() => localStorage.setItem("ng.lang", "zh"));
  await teacher.reload();
  await expect(teacher.getByText("学生轮到时不在，多久后由电脑代打")).toBeVisible();
  await expect(teacher.getByTestId("grace")).toHaveValue("10");
  await atRest(teacher);
  expect(await sidewaysOverflow(teacher)).toEqual([]);
});
