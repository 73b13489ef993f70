// Play on one device: pass-and-play hides everything between turns, a reload mid-game
// resumes, the language switch persists, and a whole game can be played with the keyboard.

import { expect, test } from "@playwright/test";
import { fastLocal, keepShot, playUntilOver, startLocal } from "./support/pages";
import { nearEnd, openPosition } from "./support/positions";

test("pass-and-play hides the screen between people's turns", async ({ page }, testInfo) => {
  await fastLocal(page);
  await startLocal(page, "magic-numbers", "pass", { players: 2, names: ["Ann", "Ben"], first: 0 });
  const cover = page.getByTestId("pass-cover");
  const secrets = page.locator(".mn-secrets");

  // Before Ann taps, nothing of the game is on the page: no board, no secrets.
  await expect(cover).toContainText("Pass the device to Ann");
  await expect(secrets).toHaveCount(0);
  await expect(page.locator(".board")).toHaveCount(0);
  await keepShot(page, testInfo, "pass-cover");

  await page.getByRole("button", { name: "I am Ann: show my view" }).click();
  await expect(secrets).toBeVisible();
  const annGood = await page.getByTestId("own-good").textContent();
  await page.getByRole("button", { name: /^Keep the/ }).click();

  // Ben's turn: the cover is back before anything of Ann's or Ben's shows.
  await expect(cover).toContainText("Pass the device to Ben");
  await expect(secrets).toHaveCount(0);
  await expect(page.locator(".notepad")).toHaveCount(0);
  await page.getByRole("button", { name: "I am Ben: show my view" }).click();
  await expect(secrets).toBeVisible();
  await expect(page.locator(".mn-secrets")).toHaveCount(1);
  await expect(page.getByTestId("status")).toHaveText("Your turn");
  // Ben sees Ben's view: Ann's name carries no "(you)", Ben's does.
  await expect(page.locator(".mn-players")).toContainText("Ben (you)");
  await expect(page.locator(".mn-players")).not.toContainText("Ann (you)");
  expect(annGood).toMatch(/^[1-6]$/);

  // A reload mid-game shows the cover again, never the last person's view.
  await page.reload();
  await expect(cover).toBeVisible();
  await expect(secrets).toHaveCount(0);
});

test("Number Line pass-and-play: the hand-off screen comes before round 2 and every decoy", async ({
  page,
}, testInfo) => {
  await fastLocal(page);
  await startLocal(page, "number-line", "pass", {
    players: 3,
    names: ["Ann", "Ben", "Cid"],
    first: 0,
  });
  const cover = page.getByTestId("pass-cover");
  const board = page.locator(".nl-board");
  const ready = (name: string) =>
    page.getByRole("button", { name: `I am ${name}: show my view` }).click();

  // Round 1 (Ann, Ben, Cid): nothing is secret, but the device changes hands every turn.
  for (const name of ["Ann", "Ben", "Cid"]) {
    await expect(cover).toContainText(`Pass the device to ${name}`);
    await expect(board).toHaveCount(0);
    await ready(name);
    await expect(board).toHaveAttribute("data-round", "1");
    await expect(page.getByTestId("status")).toHaveText("Your turn");
    await page.locator("button.nl-place").first().click();
  }

  // Round 2, the decoy round, starts with Ben while Cid holds the device: the cover first.
  await expect(cover).toContainText("Pass the device to Ben");
  await expect(board).toHaveCount(0);
  await keepShot(page, testInfo, "nl-round-2-hand-off");
  await ready("Ben");
  await expect(board).toHaveAttribute("data-round", "2");
  await page.locator(".nl-kind button", { hasText: "Decoy card" }).click();
  await page.locator("button.nl-place").first().click();

  // Cid is next. Until Cid taps, nothing of Ben's view (his decoy mark) is on the page.
  await expect(cover).toContainText("Pass the device to Cid");
  await expect(board).toHaveCount(0);
  await expect(page.locator(".nl-mark.decoy")).toHaveCount(0);
  await keepShot(page, testInfo, "nl-round-2-hand-off-after-decoy");
  await ready("Cid");
  await expect(board).toHaveAttribute("data-round", "2");
  // Cid sees Ben's card face down, with no decoy mark.
  const line = page.locator(".nl-board > .nl-line");
  await expect(line.locator(".nl-token.face-down")).toHaveCount(1);
  await expect(line.locator(".nl-mark.decoy")).toHaveCount(0);
  await keepShot(page, testInfo, "nl-round-2-cid-view");
});

test("a reload mid-game resumes the same game", async ({ page }) => {
  await fastLocal(page);
  // Mid-game from a position (support/positions.ts): a few decisions left before the end.
  await openPosition(page, nearEnd("take-or-pay", { players: 3 }, 8));
  const board = page.locator(".top-board");
  for (let step = 1; step <= 4; step++) {
    await expect(page.locator(".status-line.mine")).toBeVisible();
    await page.keyboard.press(step % 2 === 0 ? "t" : "p");
  }
  await expect(page.locator(".status-line.mine")).toBeVisible();
  const url = page.url();
  const before = await board.textContent();
  expect(before).toContain("Your tokens");

  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.locator(".status-line.mine")).toBeVisible();
  expect(await board.textContent()).toBe(before);

  // The home page lists it, and it plays on to the end from there.
  await page.goto("/");
  await page.getByRole("link", { name: "Continue" }).first().click();
  await expect(page).toHaveURL(url);
  await playUntilOver(page, "take-or-pay");
});

test("the language switch changes the whole interface and persists", async ({ page }) => {
  await fastLocal(page, "en");
  await page.goto("/");
  await expect(page.locator("h1")).toHaveText("Number Games");
  await page.getByRole("button", { name: "简体中文" }).click();
  await expect(page.locator("h1")).toHaveText("数字游戏");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
  await expect(page.getByRole("link", { name: "和电脑玩" }).first()).toBeVisible();

  await page.reload();
  await expect(page.locator("h1")).toHaveText("数字游戏");
  await page.goto("/setup/take-or-pay/computer");
  await page.getByTestId("start").click();
  await expect(page.getByTestId("status")).toHaveText(/轮到你了|等待|轮到|正在思考|洗牌中/);
  await expect(page.getByRole("heading", { name: "拿还是付" })).toBeVisible();

  await page.getByRole("button", { name: "English" }).click();
  await expect(page.getByRole("heading", { name: "Take or Pay" })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("a whole game played with the keyboard only", async ({ page }) => {
  await fastLocal(page);
  await page.goto("/");
  // The home page's games are drawn by a chunk of their own: tabbing before it is in went
  // round the header only (40 presses, then "简体中文" had the focus).
  await expect(page.locator('[data-game="magic-numbers"]')).toBeVisible();
  // Tab to "Against the computer" for Magic Numbers, then Enter.
  const focusedText = () =>
    page.evaluate(
      () =>
        (document.activeElement as HTMLElement | null)
          ?.closest("[data-game]")
          ?.getAttribute("data-game") +
        "|" +
        document.activeElement?.textContent,
    );
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    if ((await focusedText()) === "magic-numbers|Against the computer") break;
  }
  expect(await focusedText()).toBe("magic-numbers|Against the computer");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/setup\/magic-numbers\/computer/);
  await expect(page.getByTestId("start")).toBeVisible();

  // The target score field, then the start button, by Tab.
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press("Tab");
    if (
      await page.evaluate(
        () => (document.activeElement as HTMLInputElement | null)?.type === "number",
      )
    )
      break;
  }
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.type("12");
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press("Tab");
    if (await page.evaluate(() => document.activeElement?.getAttribute("data-testid") === "start"))
      break;
  }
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/local\//);

  // Play: alternately the K shortcut and Tab to the Keep button + Enter.
  const result = page.getByTestId("result");
  // Our turn, with the die rolled: the Keep button is there.
  const mine = page.locator(".mn-board .actions button.primary");
  for (let step = 0; step < 300; step++) {
    await expect(mine.or(result).first()).toBeVisible();
    if (await result.isVisible()) break;
    if (step % 2 === 0) await page.keyboard.press("k");
    else {
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press("Tab");
        const label = await page.evaluate(() => document.activeElement?.textContent ?? "");
        if (label.startsWith("Keep the") || label.startsWith("Give to")) break;
      }
      await page.keyboard.press("Enter");
    }
  }
  await expect(result).toBeVisible();
  await expect(result).toContainText(/wins|No winner/);
});
