// Classroom mode (docs/classroom.md), the teacher's page on a laptop and students' pages on
// phones side by side, against the real server: start a class, join (by the link, and by the
// home page's code box), the warm-up shown to the teacher, seat everyone with a computer
// player, class-wide learning aids, pause and resume, watch a table as a spectator, a
// student's reload, a game played to its end, the leaderboard and its CSV, a late joiner,
// the next game, a release, the end of the lesson; then the join page's errors and a roster.
// With SCREENSHOTS=1 the pictures docs/classroom.md shows are refreshed in docs/img.

import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { JoinClassResponse } from "@number-games/protocol";
import { axeViolations } from "./support/axe";
import { device, joinByLink, startClass } from "./support/classroom";
import { playOnlineUntilOver } from "./support/pages";
import { atRest, sidewaysOverflow } from "./support/reflow";
import { expect, test } from "./support/test";

const IMG =
  process.env.SCREENSHOTS === "1"
    ? fileURLToPath(new URL("../../../docs/img/", import.meta.url))
    : fileURLToPath(new URL("../../../test-results/classroom-img/", import.meta.url));

test("a lesson: teacher and students side by side", async ({ browser }) => {
  const teacher = await device(browser, false);
  const code = await startClass(teacher, { size: "3" });
  await expect(teacher.locator("img.qr")).toBeVisible();

  const ana = await device(browser, true);
  const bo = await device(browser, true);
  // Ana types the class code in the home page's box (the same box as a table's code).
  await ana.goto("/");
  await ana.getByLabel("Table code").fill(code.toLowerCase());
  await ana.getByRole("button", { name: "Join" }).click();
  await expect(ana).toHaveURL(new RegExp(`/c/${code}$`));
  await ana.getByTestId("name-field").fill("Ana");
  await ana.getByTestId("join-class").click();
  await expect(ana.getByTestId("waiting")).toBeVisible();
  await joinByLink(bo, code, "Bo");

  const students = teacher.getByTestId("students");
  await expect(students.getByTestId("student")).toHaveCount(2);
  await expect(students).toContainText("Ana");
  await expect(students).toContainText("Bo");

  // Bo does the warm-up while waiting; the teacher sees it done.
  for (let i = 0; i < 12; i++) await bo.getByTestId("warmup-option").first().click();
  await expect(bo.getByTestId("warmup-done")).toBeVisible();
  await expect(
    students.getByTestId("student").filter({ hasText: "Bo" }).getByTestId("warmup-done"),
  ).toBeVisible();
  await ana.screenshot({ path: `${IMG}classroom-student-waiting.png` });
  expect(await axeViolations(ana)).toEqual([]);
  await teacher.screenshot({ path: `${IMG}classroom-teacher-join.png` });
  expect(await axeViolations(teacher)).toEqual([]);

  // One tap: a table of three, the short seat taken by a computer player.
  await teacher.getByTestId("fill").selectOption("random");
  await teacher.getByTestId("seat-everyone").click();
  const table = teacher.getByTestId("class-table");
  await expect(table).toHaveCount(1);
  await expect(table).toContainText("Ana");
  await expect(table).toContainText("Computer");
  for (const p of [ana, bo]) {
    await expect(p.getByText("Table 1").first()).toBeVisible();
    await expect(p.locator(".top-board")).toBeVisible();
    // The class's aids: pinyin shown, and no toggles to change them.
    await expect(p.locator(".top-board .hz-card .py").first()).toBeVisible();
    await expect(p.locator(".toggles")).toHaveCount(0);
  }
  // The teacher turns pinyin off for everyone.
  // (The box shows the class's setting: it changes when the server has applied it.)
  await teacher.getByTestId("aid-pinyin").click();
  await expect(teacher.getByTestId("aid-pinyin")).not.toBeChecked();
  for (const p of [ana, bo]) await expect(p.locator(".top-board .hz-card .py")).toHaveCount(0);

  // Pause: the students are told and offered no move; resume.
  await teacher.getByTestId("pause").click();
  for (const p of [ana, bo]) {
    await expect(p.getByTestId("paused")).toBeVisible();
    // Nobody is offered a move while the class is paused.
    await expect(p.locator(".top-board .actions")).toHaveCount(0);
  }
  await expect(table).toContainText("Paused");
  await teacher.getByTestId("resume").click();
  for (const p of [ana, bo]) await expect(p.getByTestId("paused")).toHaveCount(0);

  // The teacher watches the table: a spectator's view, nobody's tokens shown.
  await table.getByTestId("watch").click();
  const watching = teacher.getByTestId("watching");
  await expect(watching.locator(".top-board")).toBeVisible();
  await expect(watching.getByText("You are watching this table.")).toBeVisible();
  const tokenStats = await watching
    .locator(".top-player .top-stat")
    .filter({ hasText: "Tokens" })
    .allTextContents();
  expect(tokenStats.length).toBe(3);
  for (const s of tokenStats) expect(s).toContain("hidden");

  // A reload brings a student back to the same seat.
  await ana.reload();
  await expect(ana.locator(".top-board")).toBeVisible();
  // Her chip on the board (the list of who is connected names her too).
  await expect(ana.locator(".top-board").getByText("Ana (you)")).toBeVisible();
  await ana.screenshot({ path: `${IMG}classroom-student-table.png` });
  // The control view fills the screen, its columns scrolling on their own: the screen is the picture.
  await teacher.screenshot({ path: `${IMG}classroom-teacher-dashboard.png` });

  await playOnlineUntilOver([ana, bo], "take-or-pay");
  await expect(table).toHaveAttribute("data-status", "finished");
  await expect(table).toContainText("Finished");
  const board = teacher.getByTestId("leaderboard");
  await expect(board.locator("tbody tr")).toHaveCount(2);
  // Points and each game's place and score.
  await expect(board.getByTestId("board-game")).toHaveCount(2);
  const download = teacher.waitForEvent("download");
  await teacher.getByTestId("csv").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(
    new RegExp(`^class-${code}-\\d{4}-\\d\\d-\\d\\d\\.csv$`),
  );
  // UTF-8 with a byte-order mark (Excel), one row per student and game.
  const bytes = readFileSync(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows = bytes.subarray(3).toString("utf8").split("\r\n");
  // One header whatever the lesson report's state (reviewed as the games are played, it may
  // be complete already or not): its columns are always there, empty until it is complete.
  expect(rows[0]).toBe(
    "class_rank,name,total_points,game,date,time,game_name,table,seat,result,score,rank,points," +
      "decisions_reviewed,good_decisions_percent,costly_mistakes,warmup_right,warmup_wrong",
  );
  expect(rows.filter((r) => r.includes(",take-or-pay,1,"))).toHaveLength(2);
  expect(rows.join("\n")).toContain("Ana");
  expect(rows.join("\n")).toContain("Bo");

  // A late joiner waits; the next game seats everyone again.
  const cy = await device(browser, true);
  await joinByLink(cy, code, "Cy");
  await expect(teacher.getByText("Waiting to be seated: 1")).toBeVisible();
  await teacher.getByTestId("next-game").click();
  for (const p of [ana, bo, cy]) await expect(p.getByTestId("waiting")).toBeVisible();
  await expect(teacher.getByTestId("seat-everyone")).toContainText("3");
  await teacher.getByTestId("seat-everyone").click();
  for (const p of [ana, bo, cy]) await expect(p.locator(".top-board")).toBeVisible();

  // Released: Bo's page forgets the seat and offers to join again.
  await students
    .getByTestId("student")
    .filter({ hasText: "Bo" })
    .getByRole("button", { name: "Release Bo" })
    .click();
  // The teacher is asked first, and told what the release does.
  await expect(teacher.getByTestId("confirm-losses")).toContainText("seat at table 1 opens");
  await teacher.getByTestId("confirm-yes").click();
  await expect(bo.getByTestId("released")).toBeVisible();
  await expect(students.getByTestId("student")).toHaveCount(2);

  // The teacher ends this game before its end: the students' boards stop offering moves.
  await teacher.getByTestId("end-game").click();
  await expect(teacher.getByTestId("confirm-losses")).toContainText("Table 1 (");
  await expect(teacher.getByTestId("confirm-losses")).toContainText("undo this for 10 seconds");
  await teacher.getByTestId("confirm-yes").click();
  // The table waits out the undo window paused; the teacher goes on at once.
  await expect(teacher.getByTestId("undo-bar")).toContainText("table 1 is paused");
  await teacher.getByTestId("stop-now").click();
  for (const p of [ana, cy]) {
    await expect(p.getByTestId("status")).toHaveText(
      "This game was stopped before its end: it has no result.",
    );
    await expect(p.locator(".top-board .actions")).toHaveCount(0);
  }
  await expect(teacher.getByTestId("class-table").first()).toHaveAttribute(
    "data-status",
    "stopped",
  );

  await teacher.getByTestId("end-lesson").click();
  await teacher.getByTestId("confirm-yes").click();
  for (const p of [ana, cy]) await expect(p.getByTestId("lesson-over")).toBeVisible();
  await expect(teacher.getByText("The lesson is over.")).toBeVisible();
  for (const p of [teacher, ana, bo, cy]) await p.context().close();
});

test("joining: wrong codes, a taken name, a roster, and the teacher's page without its link", async ({
  browser,
}) => {
  const teacher = await device(browser, false);
  const code = await startClass(teacher, { roster: "Dana\nEli\nFay" });
  await expect(teacher.getByTestId("missing-name")).toHaveText(["Dana", "Eli", "Fay"]);

  const dana = await device(browser, true);
  await dana.goto(`/c/${code}`);
  await dana.getByTestId("roster-name").filter({ hasText: "Dana" }).click();
  // A name tapped is asked about first.
  await expect(dana.getByTestId("is-this-you")).toContainText("Are you Dana?");
  await dana.getByTestId("roster-yes").click();
  await expect(dana.getByTestId("waiting")).toContainText("Dana");
  await expect(teacher.getByTestId("missing-name")).toHaveText(["Eli", "Fay"]);

  // On another device Dana's name is taken: its button is disabled.
  const other = await device(browser, true);
  await other.goto(`/c/${code}`);
  await expect(other.getByTestId("roster-name").filter({ hasText: "Dana" })).toBeDisabled();
  await expect(other.getByTestId("roster-name").filter({ hasText: "Eli" })).toBeEnabled();

  // Eli joins too; the teacher arranges the tables: Eli alone at a new table (filled with
  // computer players), Dana at the first.
  const eli = await device(browser, true);
  await eli.goto(`/c/${code}`);
  await eli.getByTestId("roster-name").filter({ hasText: "Eli" }).click();
  await eli.getByTestId("roster-yes").click();
  await expect(teacher.getByTestId("students").getByTestId("student")).toHaveCount(2);
  await teacher.getByTestId("fill").selectOption("random");
  await teacher.getByTestId("arrange").click();
  await expect(teacher.getByTestId("group")).toHaveCount(2); // one table and "New table"
  await teacher.getByLabel("Table for Eli").selectOption({ label: "New table" });
  await expect(teacher.getByTestId("group")).toHaveCount(3);
  await teacher.getByTestId("seat-groups").click();
  await expect(teacher.getByTestId("class-table")).toHaveCount(2);
  await expect(teacher.getByTestId("class-table").nth(0)).toContainText("Dana");
  await expect(teacher.getByTestId("class-table").nth(1)).toContainText("Eli");
  await expect(eli.getByText("Table 2").first()).toBeVisible();

  // A roster that bends: Fay's name taken by mistake is given back ("that's not me", and the
  // teacher is told); a student missing from the list asks to join and the teacher lets him in.
  await other.getByTestId("roster-name").filter({ hasText: "Fay" }).click();
  await other.setViewportSize({ width: 320, height: 700 });
  await atRest(other);
  expect(await sidewaysOverflow(other)).toEqual([]);
  await other.getByTestId("roster-yes").click();
  await other.getByTestId("not-me").click();
  await other.getByTestId("not-me-yes").click();
  await expect(other.getByTestId("not-me-done")).toContainText("Fay is free again");
  await expect(teacher.getByTestId("roster-notices")).toContainText("joined as Fay");
  await expect(other.getByTestId("roster-name").filter({ hasText: "Fay" })).toBeEnabled();
  await other.getByTestId("name-field").fill("Gil");
  await other.getByTestId("ask-join").click();
  await expect(other.getByTestId("ask-waiting")).toContainText("Gil");
  const request = teacher.getByTestId("join-request").filter({ hasText: "Gil" });
  await expect(request).toBeVisible();
  // The teacher's list, the request and the notice fit a 320-px phone.
  await teacher.setViewportSize({ width: 320, height: 800 });
  await atRest(teacher);
  expect(await sidewaysOverflow(teacher)).toEqual([]);
  await teacher.setViewportSize({ width: 1280, height: 900 });
  await request.getByTestId("approve").click();
  await expect(other.getByTestId("waiting")).toContainText("Gil");
  await expect(teacher.getByTestId("join-requests")).toHaveCount(0);
  // The teacher adds a name; one like a name on the list is refused in words.
  await teacher.getByTestId("roster-panel").getByTestId("name-field").fill("Hana");
  await teacher.getByTestId("add-name").click();
  await expect(teacher.getByTestId("missing-name")).toHaveText(["Fay", "Hana"]);
  await teacher.getByTestId("roster-panel").getByTestId("name-field").fill("ELI");
  await teacher.getByTestId("add-name").click();
  await expect(teacher.getByTestId("roster-panel").getByTestId("class-problem")).toContainText(
    "already has this name",
  );

  // A code nobody has.
  await other.goto("/c/ZZZZZ-ZZZZZ");
  await expect(other.getByTestId("class-problem")).toContainText("No class has this code");
  // Not a code at all.
  await other.goto("/c/%21%21");
  await expect(other.getByRole("alert")).toContainText("A code has 10 letters");

  // Without a roster, a name already used in the class is refused at the field.
  const free = await startClass(teacher);
  await joinByLink(dana, free, "Gus");
  await other.goto(`/c/${free}`);
  await other.getByTestId("name-field").fill("gus");
  await other.getByTestId("join-class").click();
  await expect(other.getByTestId("join-problem")).toContainText("already has this name");

  // The teacher's page in a browser that never had the link.
  const stranger = await device(browser, false);
  await stranger.goto(new URL(teacher.url()).pathname);
  await expect(stranger.getByRole("alert")).toContainText("teacher's link");
  for (const p of [teacher, dana, eli, other, stranger]) await p.context().close();
});

test("the podium on each student's phone once their game is over, in Chinese and English", async ({
  browser,
  request,
}) => {
  // A class made through the API, in Chinese: 李明 and Ana at one table of two.
  const made = await request.post("/api/classes", {
    data: {
      game: "number-line",
      tableSize: 2,
      settings: { pinyin: true, arabic: true, hintLanguage: "zh" },
    },
  });
  expect(made.ok()).toBe(true);
  const c = (await made.json()) as { classId: string; code: string; teacherToken: string };
  const headers = { authorization: `Bearer ${c.teacherToken}` };
  const phones = [];
  for (const name of ["李明", "Ana"]) {
    const joined = await request.post(`/api/classes/${c.code}/join`, { data: { name } });
    expect(joined.ok()).toBe(true);
    const j = (await joined.json()) as JoinClassResponse;
    const phone = await device(browser, true);
    await phone.addInitScript(
      ([key, creds, langKey, own]) => {
        localStorage.setItem(key, creds);
        // Ana chose English for herself: the class language does not override it.
        if (own) localStorage.setItem(langKey, "own");
      },
      [
        `ng.class.student.${c.code}`,
        JSON.stringify({ classId: c.classId, code: c.code, studentToken: j.studentToken, name }),
        `ng.class.${c.classId}.language`,
        name === "Ana",
      ] as const,
    );
    phones.push({ phone, studentId: j.studentId, name });
  }
  const seated = await request.post(`/api/classes/${c.classId}/seat`, {
    headers,
    data: { mode: "random" },
  });
  expect(seated.ok()).toBe(true);
  for (const { phone } of phones) {
    await phone.goto(`/c/${c.code}`);
    await expect(phone.getByTestId("student-page")).toHaveAttribute("data-status", "seated");
    // Never during their own game.
    await expect(phone.getByTestId("podium")).toHaveCount(0);
  }
  // The game is played to its end by computers in their seats (it still counts as theirs).
  for (const { studentId } of phones) {
    const handed = await request.post(`/api/classes/${c.classId}/students/${studentId}/computer`, {
      headers,
      data: { botLevel: "random" },
    });
    expect(handed.ok()).toBe(true);
  }
  const [li, ana] = phones.map((p) => p.phone);
  const liPodium = li!.getByTestId("podium");
  await expect(liPodium.getByRole("heading")).toHaveText("全班领奖台");
  await expect(liPodium.getByTestId("podium-place")).toHaveCount(2);
  await expect(liPodium).toContainText("李明（你）");
  await expect(liPodium).toContainText("Ana");
  const anaPodium = ana!.getByTestId("podium");
  await expect(anaPodium.getByRole("heading")).toHaveText("Top of the class");
  await expect(anaPodium).toContainText("Ana (you)");
  await expect(anaPodium).toContainText("李明");
  // Students only: the computers that played are on no podium.
  await expect(anaPodium).not.toContainText("Bot");
  await expect(anaPodium.locator('[data-rank="1"]').first()).toContainText("3 points");
  // It fits a 320-px phone.
  await li!.setViewportSize({ width: 320, height: 800 });
  await atRest(li!);
  expect(await sidewaysOverflow(li!)).toEqual([]);
  await li!.screenshot({ path: `${IMG}classroom-student-podium.png` });
  expect(await axeViolations(ana!)).toEqual([]);
  for (const { phone } of phones) await phone.context().close();
});
