// The lesson report on the teacher's page (docs/classroom.md, "After the lesson: the lesson
// report"), from a real lesson: a Number Line class made through the API, Ana (a phone) playing
// one game against a computer to its end, and Ana and Bo (who came late and only did the
// warm-up) reporting their warm-ups, 十二 taken for 二十 among them. The teacher's laptop shows
// the review's progress (the first answer is held back as "computing", as the server says while
// its workers rate the decisions) and no figure until the report is complete; then each
// student's lines, the class's misread numbers and the moments worth discussing; a moment opens
// at its position with the better move drawn; the projector view shows it without names, then
// with them when the teacher ticks the box. The same in Chinese, on a laptop and a 320-px
// phone; axe finds nothing. With SCREENSHOTS=1 the laptop's picture of the report is kept in
// docs/img/classroom-report.png, with the moment on the projector
// (classroom-report-projector.png).

import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { AnyGame, GameRecord } from "@number-games/engine";
import { GAMES } from "@number-games/engine";
import type { LessonReport, ReportMoment } from "@number-games/protocol";
import type { APIRequestContext, Browser, Locator, Page, TestInfo } from "@playwright/test";
import { PDFDocument } from "pdf-lib";
import { axeViolations } from "./support/axe";
import { device, joinByLink } from "./support/classroom";
import type { GameId } from "./support/pages";
import { keepShot, playOnlineUntilOver } from "./support/pages";
import { atRest, sidewaysOverflow } from "./support/reflow";
import { expect, test } from "./support/test";

const IMG =
  process.env.SCREENSHOTS === "1"
    ? fileURLToPath(new URL("../../../docs/img/", import.meta.url))
    : fileURLToPath(new URL("../../../test-results/classroom-img/", import.meta.url));

interface Made {
  readonly classId: string;
  readonly code: string;
  readonly teacherToken: string;
}

/** A Number Line class in which Ana played one game against a computer to its end. */
async function lessonPlayed(browser: Browser, request: APIRequestContext): Promise<Made> {
  const made = await request.post("/api/classes", {
    data: { game: "number-line", tableSize: 2 },
  });
  expect(made.ok()).toBe(true);
  const c = (await made.json()) as Made;
  const ana = await device(browser, true);
  await joinByLink(ana, c.code, "Ana");
  const seated = await request.post(`/api/classes/${c.classId}/seat`, {
    headers: { authorization: `Bearer ${c.teacherToken}` },
    data: { mode: "random", botLevel: "medium" },
  });
  expect(seated.ok()).toBe(true);
  // Bo comes late: he waits, and does the warm-up.
  const bo = await request.post(`/api/classes/${c.code}/join`, { data: { name: "Bo" } });
  expect(bo.ok()).toBe(true);
  const boToken = ((await bo.json()) as { studentToken: string }).studentToken;
  const anaToken = await ana.evaluate(
    (code) =>
      (
        JSON.parse(localStorage.getItem(`ng.class.student.${code}`) ?? "{}") as {
          studentToken: string;
        }
      ).studentToken,
    c.code,
  );
  for (const [token, body] of [
    [anaToken, { score: 11, total: 12, misses: [{ shown: 12, chosen: 20 }] }],
    [
      boToken,
      {
        score: 10,
        total: 12,
        misses: [
          { shown: 12, chosen: 20 },
          { shown: 13, chosen: 31 },
        ],
      },
    ],
  ] as const) {
    const done = await request.post(`/api/classes/${c.classId}/warmup`, {
      headers: { authorization: `Bearer ${token}` },
      data: body,
    });
    expect(done.ok()).toBe(true);
  }
  await playOnlineUntilOver([ana], "number-line");
  return c;
}

/** A class of `game` (config as given) in which Ana played one game against computers to its end. */
async function gamePlayed(
  browser: Browser,
  request: APIRequestContext,
  game: GameId,
  config: Record<string, unknown>,
  tableSize: number,
): Promise<Made> {
  const made = await request.post("/api/classes", { data: { game, config, tableSize } });
  expect(made.ok()).toBe(true);
  const c = (await made.json()) as Made;
  const ana = await device(browser, true);
  await joinByLink(ana, c.code, "Ana");
  const seated = await request.post(`/api/classes/${c.classId}/seat`, {
    headers: { authorization: `Bearer ${c.teacherToken}` },
    data: { mode: "random", botLevel: "medium" },
  });
  expect(seated.ok()).toBe(true);
  await playOnlineUntilOver([ana], game);
  await ana.context().close();
  return c;
}

/** The class's report once every decision is rated (asked again until it is). */
async function readyReport(request: APIRequestContext, c: Made): Promise<LessonReport> {
  let report: LessonReport | null = null;
  await expect
    .poll(async () => {
      const got = await request.get(`/api/classes/${c.classId}/report`, {
        headers: { authorization: `Bearer ${c.teacherToken}` },
      });
      report = got.ok() ? ((await got.json()) as LessonReport) : null;
      return report?.status.state;
    })
    .toBe("ready");
  return report!;
}

/**
 * A moment of the class's one finished game: the report's first, or, when the report found
 * none (Ana played well enough), her last decision with another of her legal moves as the
 * better one: the projector shows the position it is given, which is what is looked at here.
 */
async function momentOf(request: APIRequestContext, c: Made): Promise<ReportMoment> {
  const report = await readyReport(request, c);
  if (report.moments.length > 0) return report.moments[0]!;
  const line = report.students.find((s) => s.name === "Ana")!.games[0]!;
  const got = await request.get(`/api/tables/${line.tableId}/record`, {
    headers: { authorization: `Bearer ${c.teacherToken}` },
  });
  expect(got.ok()).toBe(true);
  const record = (await got.json()) as GameRecord;
  const g = GAMES[record.game] as AnyGame;
  const config = g.parseConfig(record.config);
  if (!config.ok) throw new Error(config.error.message);
  const seat = record.players!.indexOf("Ana");
  let state = g.newGame(config.value);
  let last: { index: number; played: unknown; other: unknown } | null = null;
  for (const [index, action] of record.actions.entries()) {
    const actor = g.actor(state);
    if (actor.kind === "player" && actor.player === seat) {
      const played = g.formatAction(action);
      const other = g.legalActions(state).find((a) => g.formatAction(a) !== played);
      if (other !== undefined) last = { index, played: action, other };
    }
    const next = g.apply(state, action);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  expect(last).not.toBeNull();
  return {
    studentId: report.students.find((s) => s.name === "Ana")!.studentId,
    name: "Ana",
    gameNumber: line.gameNumber,
    tableId: line.tableId,
    game: record.game,
    seat,
    index: last!.index,
    actionText: g.formatAction(last!.played),
    bestText: g.formatAction(last!.other),
    cost: 0.25,
    unit: "win",
    kind: null,
    type: "costly",
  };
}

const PROJECTORS = [
  { width: 1366, height: 768 },
  { width: 1920, height: 1080 },
] as const;

/**
 * The moment on the projector is whole on its first screen at 1366×768 and 1920×1080: the
 * title, where it was, what was played and the better move, whose turn, and the whole board
 * with its ★; its words are at least 20 px (read from the back of the room).
 */
async function momentOnOneScreen(
  projector: Page,
  /** Keeps a screenshot at each size (named by it, e.g. "1366x768"). */
  keep: (size: string) => Promise<unknown> = async () => {},
): Promise<void> {
  const shown = projector.getByTestId("projector-moment");
  const parts = {
    title: shown.getByRole("heading", { level: 1 }),
    where: shown.getByTestId("moment-where"),
    type: shown.getByTestId("moment-type"),
    better: shown.getByTestId("better-move"),
    status: shown.getByTestId("status"),
    board: shown.locator(".board"),
    star: shown.getByTestId("better-mark"),
    // What was played (a strong move's banner says it: no line of its own).
    ...((await shown.getByTestId("moment-played").count()) > 0
      ? { played: shown.getByTestId("moment-played") }
      : {}),
    // The student's name, when the teacher shows it.
    ...((await shown.getByTestId("moment-name").count()) > 0
      ? { name: shown.getByTestId("moment-name") }
      : {}),
  };
  const words = ["where", "type", "played", "better", "status", "name"];
  for (const size of PROJECTORS) {
    await projector.setViewportSize(size);
    await atRest(projector);
    await projector.evaluate(() => window.scrollTo(0, 0));
    for (const [name, part] of Object.entries(parts)) {
      await expect(part).toBeVisible();
      const box = await part.evaluate((e) => {
        const r = e.getBoundingClientRect();
        return {
          top: r.top,
          bottom: r.bottom,
          font: Number.parseFloat(getComputedStyle(e).fontSize),
        };
      });
      expect(
        box.top,
        `${name} above the screen at ${size.width}×${size.height}`,
      ).toBeGreaterThanOrEqual(0);
      expect(
        box.bottom,
        `${name} below the fold at ${size.width}×${size.height}`,
      ).toBeLessThanOrEqual(size.height);
      if (words.includes(name)) {
        expect(box.font, `${name}'s text at ${size.width}×${size.height}`).toBeGreaterThanOrEqual(
          20,
        );
      }
    }
    expect(await sidewaysOverflow(projector)).toEqual([]);
    await keep(`${size.width}x${size.height}`);
  }
}

/** The banner's words before the move, on a strong move (the best one, and the one played). */
const BEST_AND_PLAYED = {
  en: "★ Best move here, and the one played: ",
  zh: "★ 这里的最佳走法，正是所走的：",
} as const;

/**
 * A strong move on the projector names the move once: in the banner, as the best move and the
 * one played, with no "Played: …" line saying it again, nor the heading.
 */
async function strongNamedOnce(projector: Page, lang: "en" | "zh"): Promise<void> {
  const shown = projector.getByTestId("projector-moment");
  await expect(shown.getByTestId("moment-type")).toHaveAttribute("data-type", "strong");
  await expect(shown.getByTestId("moment-played")).toHaveCount(0);
  const banner = (await shown.getByTestId("better-move").textContent()) ?? "";
  expect(banner.startsWith(BEST_AND_PLAYED[lang]), banner).toBe(true);
  const move = banner.slice(BEST_AND_PLAYED[lang].length);
  expect(move.length).toBeGreaterThan(0);
  const words = [
    await shown.getByTestId("moment-where").textContent(),
    await shown.locator(".moment-moves").textContent(),
  ].join("\n");
  expect(words.split(move).length - 1, words).toBe(1);
}

/** The projector of class `c` in a window of the teacher's browser, showing `moment`. */
async function projecting(browser: Browser, c: Made, moment: ReportMoment, lang: "en" | "zh") {
  const context = await browser.newContext({ viewport: PROJECTORS[0] });
  await context.addInitScript(
    ([id, token, l, shown]) => {
      localStorage.setItem(`ng.class.${id}.teacher`, token);
      localStorage.setItem("ng.lang", l);
      localStorage.setItem(`ng.class.${id}.projected`, shown);
    },
    [c.classId, c.teacherToken, lang, JSON.stringify({ moment, names: false })] as const,
  );
  const projector = await context.newPage();
  await projector.goto(`/class/${c.classId}/projector`);
  await expect(projector.getByTestId("projector-moment").getByTestId("better-mark")).toBeVisible();
  return projector;
}

for (const [game, config, tableSize] of [
  ["take-or-pay", { minCard: 1, maxCard: 12, removed: 3 }, 3],
  ["magic-numbers", { target: 12, maxTurns: 12 }, 2],
] as const) {
  test(`a moment of ${game} on the projector: whole on one screen, large; a strong move named once`, async ({
    browser,
    request,
  }, testInfo) => {
    const c = await gamePlayed(browser, request, game, config, tableSize);
    const moment = await momentOf(request, c);
    // The same decision as a strong move: the move played was the best one (no kind of
    // mistake).
    const strong: ReportMoment = {
      ...moment,
      type: "strong",
      bestText: moment.actionText,
      kind: null,
    };
    for (const lang of ["en", "zh"] as const) {
      const projector = await projecting(browser, c, moment, lang);
      await momentOnOneScreen(projector, (size) =>
        keepShot(projector, testInfo, `projector-moment-${game}-${lang}-${size}`, false),
      );
      expect(await axeViolations(projector)).toEqual([]);
      await projector.context().close();
      const strongShown = await projecting(browser, c, strong, lang);
      await strongNamedOnce(strongShown, lang);
      await momentOnOneScreen(strongShown, (size) =>
        keepShot(strongShown, testInfo, `projector-strong-${game}-${lang}-${size}`, false),
      );
      expect(await axeViolations(strongShown)).toEqual([]);
      await strongShown.context().close();
    }
  });
}

/**
 * A moment's board speaks to nobody: the seat whose decision it was is nobody in the room, so
 * no "(you)" after a name and a status line that addresses no one as "you" ("Player 1's turn").
 */
async function speaksToNobody(moment: Locator, lang: "en" | "zh"): Promise<void> {
  const board = moment.getByTestId("moment-board");
  await expect(board.getByTestId("status")).toBeVisible();
  if (lang === "en") {
    await expect(board).not.toContainText("(you)");
    await expect(board.getByTestId("status")).toHaveText(/^.+'s turn$/);
    await expect(board.getByTestId("status")).not.toContainText(/\byou/i);
    await expect(board).not.toContainText("You start");
  } else {
    await expect(board).not.toContainText("（你）");
    await expect(board.getByTestId("status")).toHaveText(/^轮到/);
    await expect(board.getByTestId("status")).not.toContainText("你");
    await expect(board).not.toContainText("你先开始");
  }
}

/**
 * Keeps 320-px phone screenshots of the report dialog, one a screenful as the dialog scrolls
 * (test-results/, to be looked at), after checking nothing sticks out sideways.
 */
async function phoneShots(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dialog = page.getByTestId("report-dialog");
  await atRest(page);
  expect(await sidewaysOverflow(page)).toEqual([]);
  const screens = await dialog.evaluate((el) => Math.ceil(el.scrollHeight / el.clientHeight));
  for (let i = 0; i < screens; i++) {
    await dialog.evaluate((el, n) => {
      el.scrollTop = n * el.clientHeight;
    }, i);
    await keepShot(page, testInfo, `${name}-${i + 1}`, false);
  }
  await dialog.evaluate((el) => {
    el.scrollTop = 0;
  });
}

/** A student's card in the report. */
const card = (dialog: Locator, name: string) =>
  dialog
    .getByTestId("report-student")
    .filter({ has: dialog.page().getByRole("heading", { name, exact: true }) });

/** The teacher's laptop (the same browser opens the projector), in `lang`. */
async function teacherLaptop(browser: Browser, c: Made, lang: "en" | "zh"): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 } });
  await context.addInitScript(
    ([id, token, l]) => {
      localStorage.setItem(`ng.class.${id}.teacher`, token);
      localStorage.setItem("ng.lang", l);
    },
    [c.classId, c.teacherToken, lang] as const,
  );
  return context.newPage();
}

/**
 * Opens the teacher's page with the report's answers held back as "computing" (half of its
 * decisions rated) until the page has been seen showing the progress and no figure; then the
 * page's next asking gets the server's own answer, the complete report.
 */
async function openWithProgress(teacher: Page, c: Made): Promise<void> {
  let hold = true;
  const path = `**/api/classes/${c.classId}/report`;
  await teacher.route(path, async (route) => {
    const real = await route.fetch();
    const body = (await real.json()) as { status: { total: number } };
    if (!hold) return route.fulfill({ response: real, json: body });
    const total = Math.max(2, body.status.total);
    await route.fulfill({
      response: real,
      json: { ...body, status: { state: "computing", done: Math.floor(total / 2), total } },
    });
  });
  await teacher.goto(`/class/${c.classId}`);
  await expect(teacher.getByTestId("report-progress")).toBeVisible();
  await expect(teacher.getByTestId("report-progress")).toContainText(
    /\d+ of \d+ rated|已评 \d+\/\d+ 个决定/,
  );
  await expect(teacher.getByTestId("open-report")).toHaveCount(0);
  await expect(teacher.getByTestId("report-ready")).toHaveCount(0);
  hold = false;
  await expect(teacher.getByTestId("report-ready")).toBeVisible();
  await expect(teacher.getByTestId("report-progress")).toHaveCount(0);
  await teacher.unroute(path);
}

/**
 * The lesson played, the teacher's laptop in `lang` with the report's progress seen, the
 * projector opened from it (as a teacher does, before the report) and the report opened.
 */
async function reportAndProjector(browser: Browser, request: APIRequestContext, lang: "en" | "zh") {
  const c = await lessonPlayed(browser, request);
  const teacher = await teacherLaptop(browser, c, lang);
  await openWithProgress(teacher, c);
  const opened = teacher.context().waitForEvent("page");
  await teacher.getByTestId("open-projector").click();
  const projector = await opened;
  await expect(projector.getByTestId("projector-table")).toHaveCount(1);
  await teacher.bringToFront();
  await teacher.getByTestId("open-report").click();
  const dialog = teacher.getByTestId("report-dialog");
  await expect(dialog).toBeVisible();
  return { teacher, projector, dialog };
}

test("the teacher's report, a moment at its position, and the projector with and without names", async ({
  browser,
  request,
}, testInfo) => {
  const { teacher, projector, dialog } = await reportAndProjector(browser, request, "en");
  await expect(dialog.getByTestId("report-status")).toContainText(
    "Every decision of the finished games is rated",
  );

  // Ana: her game, place and points, her share of good decisions, her warm-up.
  const anaCard = card(dialog, "Ana");
  await expect(anaCard.getByTestId("report-game")).toHaveText(/^Game 1: place [12], -?\d+ points$/);
  await expect(anaCard.getByTestId("report-good")).toHaveText(/^Good decisions: \d+% of \d+$/);
  await expect(anaCard.getByTestId("report-warmup")).toContainText("11 of 12 read right");
  await expect(anaCard.getByTestId("report-warmup")).toContainText("十二 (12) taken for 二十 (20)");
  // Bo played no game: no decisions, but his warm-up.
  const boCard = card(dialog, "Bo");
  await expect(boCard.getByTestId("report-good")).toHaveText("No decisions yet");
  await expect(boCard.getByTestId("report-warmup")).toContainText("10 of 12 read right");
  // The class: 十二 misread twice, taken for 二十 both times; then 十三.
  const misread = dialog.getByTestId("report-misread").getByRole("listitem");
  await expect(misread.first()).toHaveText("十二 (12), misread 2 times: taken for 二十 (20) (2×)");
  await expect(misread.nth(1)).toHaveText("十三 (13), misread 1 time: taken for 三十一 (31) (1×)");
  expect(await axeViolations(teacher)).toEqual([]);

  // The moments: Ana's opens at its move with the better move drawn.
  const moments = dialog.getByTestId("report-moment");
  await expect(moments.first()).toBeVisible();
  await teacher.screenshot({ path: `${IMG}classroom-report.png` });
  await moments.first().getByTestId("open-moment").click();
  const board = dialog.getByTestId("moment-board");
  await expect(board.getByTestId("better-mark")).toBeVisible();
  await expect(board.getByTestId("better-move")).toBeVisible();
  await expect(dialog.getByTestId("moment-name")).toHaveText("Played by Ana");
  await speaksToNobody(dialog, "en");
  expect(await axeViolations(teacher)).toEqual([]);

  // The projector (opened before the report, as a teacher does): the moment without names…
  await dialog.getByTestId("project-moment").click();
  await expect(dialog.getByTestId("projecting")).toBeVisible();
  const shown = projector.getByTestId("projector-moment");
  await expect(shown.getByTestId("better-mark")).toBeVisible();
  await expect(shown.getByTestId("moment-board")).toHaveAttribute(
    "data-index",
    (await board.getAttribute("data-index"))!,
  );
  await expect(shown.getByTestId("moment-name")).toHaveCount(0);
  await speaksToNobody(shown, "en");
  await momentOnOneScreen(projector);
  await projector.setViewportSize(PROJECTORS[0]);
  await atRest(projector);
  await projector.screenshot({ path: `${IMG}classroom-report-projector.png` });
  await teacher.screenshot({ path: `${IMG}classroom-report-moment.png` });
  await expect(shown).not.toContainText("Ana");
  await expect(projector.getByRole("link")).toHaveCount(0);
  expect(await axeViolations(projector)).toEqual([]);
  // …and with them, once the teacher ticks the box.
  await dialog.getByTestId("project-names").check();
  await expect(shown.getByTestId("moment-name")).toHaveText("Played by Ana");
  await speaksToNobody(shown, "en");
  // Taken off the wall: the projector is back to the lesson.
  await dialog.getByTestId("stop-projecting").click();
  await expect(projector.getByTestId("projector-moment")).toHaveCount(0);
  await expect(projector.getByTestId("projector-table")).toHaveCount(1);

  // On a 320-px phone: the moment, then the report, nothing cut off.
  await teacher.setViewportSize({ width: 320, height: 640 });
  await phoneShots(teacher, testInfo, "report-moment-phone-en");
  await dialog.getByRole("button", { name: "Back to the report" }).click();
  await expect(moments.first()).toBeVisible();
  await phoneShots(teacher, testInfo, "report-phone-en");
});

test("the report in Chinese, on a laptop and a 320-px phone", async ({
  browser,
  request,
}, testInfo) => {
  const { teacher, projector, dialog } = await reportAndProjector(browser, request, "zh");
  await expect(dialog.getByRole("heading", { name: "课堂报告" })).toBeVisible();
  await expect(dialog.getByTestId("report-status")).toContainText("已结束的各局中每个决定都已评定");
  const anaCard = card(dialog, "Ana");
  await expect(anaCard.getByTestId("report-good")).toHaveText(/^好的决定：\d+ 个中占 \d+%$/);
  await expect(anaCard.getByTestId("report-warmup")).toContainText("十二（12）被当成二十（20）");
  await expect(dialog.getByTestId("report-misread").getByRole("listitem").first()).toHaveText(
    "十二（12），读错 2 次：被当成二十（20）（2 次）",
  );
  expect(await axeViolations(teacher)).toEqual([]);

  await teacher.setViewportSize({ width: 320, height: 640 });
  await phoneShots(teacher, testInfo, "report-phone-zh");
  await dialog.getByTestId("report-moment").first().getByTestId("open-moment").click();
  await expect(dialog.getByTestId("moment-board").getByTestId("better-mark")).toBeVisible();
  await speaksToNobody(dialog, "zh");
  await phoneShots(teacher, testInfo, "report-moment-phone-zh");
  expect(await axeViolations(teacher)).toEqual([]);

  // The projector speaks to nobody either, in Chinese, with and without names.
  await dialog.getByTestId("project-moment").click();
  const shown = projector.getByTestId("projector-moment");
  await expect(shown.getByTestId("better-mark")).toBeVisible();
  await speaksToNobody(shown, "zh");
  await expect(shown).not.toContainText("Ana");
  await momentOnOneScreen(projector, (size) =>
    keepShot(projector, testInfo, `projector-moment-number-line-zh-${size}`, false),
  );
  await dialog.getByTestId("project-names").check();
  await expect(shown.getByTestId("moment-name")).toContainText("Ana");
  await speaksToNobody(shown, "zh");
  // Named, it still fits.
  await momentOnOneScreen(projector);
});

/** A PDF's text as pdftotext (poppler) reads it, with all white space removed. */
async function pdfText(file: string): Promise<string> {
  const { stdout } = await promisify(execFile)("pdftotext", ["-enc", "UTF-8", file, "-"]);
  return stdout.replace(/\s+/g, "");
}

/** Downloads the report's PDF from the open dialog: its name, its pages and its text. */
async function downloadPdf(teacher: Page, c: Made) {
  const dialog = teacher.getByTestId("report-dialog");
  const download = teacher.waitForEvent("download");
  await dialog.getByTestId("report-pdf").click();
  const file = await download;
  const name = file.suggestedFilename();
  expect(name).toMatch(new RegExp(`^lesson-report-${c.code}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
  await expect(dialog.getByTestId("report-pdf-done")).toContainText(name);
  const path = (await file.path())!;
  const bytes = readFileSync(path);
  expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  const doc = await PDFDocument.load(bytes);
  return {
    pages: doc.getPageCount(),
    size: doc.getPage(0).getSize(),
    text: await pdfText(path),
  };
}

const count = (text: string, word: string) => text.split(word).length - 1;

test("the report's PDF from the teacher's page: A4 in English, Letter in Chinese, names of the moments only when ticked", async ({
  browser,
  request,
}) => {
  const c = await lessonPlayed(browser, request);
  const teacher = await teacherLaptop(browser, c, "en");
  await teacher.goto(`/class/${c.classId}`);
  await expect(teacher.getByTestId("report-ready")).toBeVisible();
  // The report the page shows: how many of its moments are Ana's.
  const got = await request.get(`/api/classes/${c.classId}/report`, {
    headers: { authorization: `Bearer ${c.teacherToken}` },
  });
  expect(got.ok()).toBe(true);
  const report = (await got.json()) as LessonReport;
  expect(report.status.state).toBe("ready");
  const anaMoments = report.moments.filter((m) => m.name === "Ana").length;
  expect(anaMoments).toBeGreaterThan(0);
  await teacher.getByTestId("open-report").click();
  const dialog = teacher.getByTestId("report-dialog");

  // A4 in English (the page's language), the moments' names hidden: Ana only in the students'
  // table, each moment's student "(hidden)".
  const en = await downloadPdf(teacher, c);
  expect(en.pages).toBe(1);
  expect(en.size.width).toBeCloseTo((210 / 25.4) * 72, 2);
  expect(en.size.height).toBeCloseTo((297 / 25.4) * 72, 2);
  for (const heading of [
    "Lessonreport",
    "Students",
    "Themostcommonmistakes",
    "Momentsworthdiscussing",
    "Numbersmisreadinthewarm-up",
  ]) {
    expect(en.text).toContain(heading);
  }
  expect(count(en.text, "Ana")).toBe(1);
  expect(count(en.text, "(hidden)")).toBe(report.moments.length);
  // The moves in the players' words ("place on 5"), not the engine's notation ("place 5").
  expect(en.text).toContain("placeon");
  expect(en.text).not.toMatch(/place\d/);

  // Letter in Chinese, the names ticked: Ana also names each of her moments.
  await dialog.getByRole("checkbox", { name: "Name the students of the moments" }).check();
  await dialog.getByLabel("Paper").selectOption("letter");
  await dialog.getByLabel("Language").selectOption("zh");
  const zh = await downloadPdf(teacher, c);
  expect(zh.pages).toBe(1);
  expect(zh.size).toEqual({ width: 612, height: 792 });
  for (const heading of [
    "课堂报告",
    "学生",
    "最常见的失误",
    "值得讨论的时刻",
    "热身中读错的数字",
  ]) {
    expect(zh.text).toContain(heading);
  }
  expect(count(zh.text, "Ana")).toBe(1 + anaMoments);
  expect(zh.text).not.toContain("（隐藏）");
  expect(zh.text).not.toContain("Lessonreport");
  expect(zh.text).toContain("放在");
  expect(zh.text).not.toContain("place");
});
