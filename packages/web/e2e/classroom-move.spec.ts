// "Move to this device" (docs/classroom.md, "When a student's phone dies"), a laptop and two
// phones against the real server: the student whose turn it is closes their page; after the
// grace time (10 s) the computer plays for them; the teacher shows that student's move code;
// the student opens its link on another phone (a new browser context, 390 × 844) and is back
// in their seat, with a note, and plays; the old phone's credential no longer works there, and
// its class page, opened again, says the student continued on another device.

import { fileURLToPath } from "node:url";
import type { Browser, Page } from "@playwright/test";
import { device, joinByLink } from "./support/classroom";
import { playOnline } from "./support/pages";
import { atRest, sidewaysOverflow } from "./support/reflow";
import { expect, test } from "./support/test";

/** With SCREENSHOTS=1 the pictures docs/classroom.md shows are refreshed in docs/img. */
const IMG =
  process.env.SCREENSHOTS === "1"
    ? fileURLToPath(new URL("../../../docs/img/", import.meta.url))
    : fileURLToPath(new URL("../../../test-results/classroom-img/", import.meta.url));

const isMyTurn = async (p: Page) => (await p.locator(".status-line.mine").count()) > 0;

/** Another phone: a new browser context at 390 × 844, in English. */
async function newPhone(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
  });
  await context.addInitScript(() => {
    if (!localStorage.getItem("ng.lang")) localStorage.setItem("ng.lang", "en");
  });
  return context.newPage();
}

/**
 * A Number Line class of tables of three (each turn passes to the next seat, so the computer
 * playing for an absent student plays one move and then waits for the others): Ana and Bo
 * (phones) join by link and the teacher (a laptop) seats everyone, a computer filling the
 * third seat of their one table.
 */
async function numberLineClass(browser: Browser) {
  const teacher = await device(browser, false);
  await teacher.goto("/class");
  await teacher.getByRole("radio", { name: "Number Line", exact: true }).check();
  await teacher.getByRole("radio", { name: "3", exact: true }).check();
  await teacher.getByTestId("create-class").click();
  await expect(teacher.getByTestId("teacher-page")).toBeVisible();
  const code = (await teacher.getByTestId("join-code").textContent())!.trim();
  const ana = await device(browser, true);
  const bo = await device(browser, true);
  await joinByLink(ana, code, "Ana");
  await joinByLink(bo, code, "Bo");
  await teacher.getByTestId("fill").selectOption("random");
  await teacher.getByTestId("seat-everyone").click();
  return { teacher, code, ana, bo, table: teacher.getByTestId("class-table") };
}

test("move: a student whose phone died gets back into their seat on another phone with the teacher's code", async ({
  browser,
}) => {
  const { teacher, code, ana, bo, table } = await numberLineClass(browser);
  await teacher.getByTestId("grace").selectOption("10");
  await expect(teacher.getByTestId("grace")).toHaveValue("10");

  // Whichever of Ana and Bo is first to play: that student's phone dies on their turn.
  let away: { page: Page; name: string; other: Page } | null = null;
  await expect
    .poll(async () => {
      if (await isMyTurn(ana)) away = { page: ana, name: "Ana", other: bo };
      else if (await isMyTurn(bo)) away = { page: bo, name: "Bo", other: ana };
      return away !== null;
    })
    .toBe(true);
  const { page, name, other } = away!;
  const oldPhone = page.context();
  await page.close();
  await expect(table).toContainText(`${name} (away: the computer plays)`);

  // The teacher shows the student's move code: the code, its link and QR code.
  const move = teacher.getByTestId("move");
  await move.locator("summary").click();
  await move.getByTestId("move-student").selectOption({ label: name });
  await move.getByTestId("move-make").click();
  await expect(move.getByTestId("move-code")).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(move.locator("img.qr")).toBeVisible();
  const link = await move.getByRole("textbox", { name: "Link" }).inputValue();
  const shown = (await move.getByTestId("move-code").textContent())!.replace("-", "");
  await move.screenshot({ path: `${IMG}classroom-move-code.png`, animations: "disabled" });
  expect(link).toMatch(new RegExp(`/c/${code}#move=${shown}$`));

  // The new phone opens the link (the QR code's): the student is back in their seat.
  const phone = await newPhone(browser);
  const url = new URL(link);
  await phone.goto(`${url.pathname}${url.hash}`);
  await expect(phone.getByTestId("student-page")).toHaveAttribute("data-status", "seated");
  await expect(phone.locator(".player-name", { hasText: `${name} (you)` })).toBeVisible();
  await expect(phone.getByTestId("returned")).toContainText("the computer played for you");
  await expect(table).not.toContainText("(away: the computer plays)");
  // The code left the address bar (it is spent).
  expect(new URL(phone.url()).hash).toBe("");
  await phone.screenshot({ path: `${IMG}classroom-moved-phone.png`, animations: "disabled" });

  // And plays: the other student plays their turns until the new phone has made a move.
  await playOnline([phone, other], "number-line", { stop: (p) => p === phone });

  // The old phone's credential no longer works: the server refuses it, and the class page
  // there says why and offers the join form.
  const old = await oldPhone.newPage();
  await old.goto("/");
  const refused = await old.evaluate(async (c) => {
    const creds = JSON.parse(localStorage.getItem(`ng.class.student.${c}`) ?? "null") as {
      classId: string;
      studentToken: string;
    } | null;
    if (creds === null) return "no credential kept";
    const r = await fetch(`/api/classes/${creds.classId}/me`, {
      headers: { authorization: `Bearer ${creds.studentToken}` },
    });
    return r.status;
  }, code);
  expect(refused).toBe(401);
  await old.goto(`/c/${code}`);
  await expect(old.getByTestId("class-join")).toBeVisible();
  await expect(old.getByTestId("student-page")).toHaveCount(0);
  // It says why (the server answered ERR_MOVED): not "your teacher released your seat".
  await expect(old.getByTestId("moved-away")).toContainText(
    `You continued on another device, so this one is no longer in the class as ${name}.`,
  );
  await expect(old.getByTestId("released")).toHaveCount(0);

  // A used code is refused on the join page, with the reason.
  const third = await newPhone(browser);
  await third.goto(`/c/${code}#move=${shown}`);
  await expect(third.getByTestId("move-link-problem")).toContainText("used already");
  await expect(third.getByTestId("move-here")).toHaveAttribute("open", "");

  // The move panel fits a 320-px phone, in English and in Chinese.
  await teacher.setViewportSize({ width: 320, height: 800 });
  await atRest(teacher);
  expect(await sidewaysOverflow(teacher)).toEqual([]);
  await teacher.evaluate(() => localStorage.setItem("ng.lang", "zh"));
  await teacher.reload();
  const zhMove = teacher.getByTestId("move");
  await zhMove.locator("summary").click();
  await expect(zhMove).toContainText("让学生换一台设备");
  await zhMove.getByTestId("move-make").click();
  await expect(zhMove.getByTestId("move-code")).toBeVisible();
  await atRest(teacher);
  expect(await sidewaysOverflow(teacher)).toEqual([]);
  await third.setViewportSize({ width: 320, height: 700 });
  await atRest(third);
  expect(await sidewaysOverflow(third)).toEqual([]);
});
