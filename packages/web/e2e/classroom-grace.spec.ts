// A class's grace time (docs/classroom.md, "When a student's phone dies"), a laptop and two
// phones against the real server: the teacher sets the grace time to 10 s; the student whose
// turn it is closes their page; after the grace time the computer plays for them (the
// dashboard says so); they open the class again and their seat is theirs, with a note. And
// during the grace time: the teacher's card says at once that the student is away, counts the
// grace time down, and its To computer button gives the seat to a computer now (a phone in Chinese too).

import type { Page } from "@playwright/test";
import { anaBoAndAComputer } from "./support/classroom";
import { atRest, sidewaysOverflow } from "./support/reflow";
import { expect, test } from "./support/test";

const isMyTurn = async (p: Page) => (await p.locator(".status-line.mine").count()) > 0;

/** Whichever of Ana and Bo is first to play. */
async function firstToPlay(ana: Page, bo: Page): Promise<{ page: Page; name: string }> {
  let away: { page: Page; name: string } | null = null;
  await expect
    .poll(async () => {
      if (await isMyTurn(ana)) away = { page: ana, name: "Ana" };
      else if (await isMyTurn(bo)) away = { page: bo, name: "Bo" };
      return away !== null;
    })
    .toBe(true);
  return away!;
}

test("grace: a student away on their turn has the computer play for them, then comes back", async ({
  browser,
}) => {
  const { teacher, ana, bo, table } = await anaBoAndAComputer(browser);
  const grace = teacher.getByTestId("grace");
  await expect(grace).toHaveValue("60");
  await grace.selectOption("10");
  await expect(grace).toHaveValue("10");

  // Whichever of Ana and Bo is first to play: that student's page closes on their turn.
  const { page, name } = await firstToPlay(ana, bo);
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

test("grace: the teacher's card shows a student away at once, counts down, and can hand the seat over now", async ({
  browser,
}) => {
  const { teacher, ana, bo, table } = await anaBoAndAComputer(browser);
  await expect(teacher.getByTestId("grace")).toHaveValue("60");
  const { page, name } = await firstToPlay(ana, bo);
  const other = page === ana ? bo : ana;
  const state = table.getByTestId("table-state");
  await expect(state).toContainText(`${name} to play`);
  await expect(table.getByTestId("seat-away")).toHaveCount(0);
  await page.close();

  // At once, as the other players see it: away, for how long, and when the computer plays.
  await expect(other.locator(`.presence-seat[data-state="away"]`, { hasText: name })).toBeVisible();
  await expect(state).toContainText(`${name} to play, away for 0:`);
  await expect(state).toContainText("the computer plays for them in 0:");
  const seat = table.locator("li[data-away='true']");
  await expect(seat).toHaveCount(1);
  await expect(seat).toContainText(name);
  await expect(seat.getByTestId("seat-away")).toContainText("away for 0:");
  // The countdown runs.
  const first = (await state.textContent())!;
  await expect(state).not.toHaveText(first);
  await expect(table).not.toContainText("(away: the computer plays)");

  // On a 320-px phone in Chinese: the same, nothing cut off.
  await teacher.setViewportSize({ width: 320, height: 800 });
  await teacher.evaluate(() => localStorage.setItem("ng.lang", "zh"));
  await teacher.reload();
  await expect(state).toContainText(`轮到${name}，已离开 0:`);
  await expect(state).toContainText("后由电脑代打");
  await expect(seat.getByTestId("seat-away")).toContainText("已离开 0:");
  await atRest(teacher);
  expect(await sidewaysOverflow(teacher)).toEqual([]);

  // The teacher need not wait: 交给电脑 (To computer) gives the seat to a computer player now,
  // kept for the student (还给 gives it back).
  await seat.getByRole("button", { name: `交给电脑：${name}` }).click();
  await expect(table).toContainText(`（代${name}）`);
  await expect(table.getByTestId("give-back")).toContainText(`还给${name}`);
  await expect(table.getByTestId("seat-away")).toHaveCount(0);
  await expect(state).not.toContainText("后由电脑代打");
});
