// Shared steps for the end-to-end tests: fast computer players, starting local games, and
// one "take a sensible turn" per game that only uses what the page shows.

import type { Page, TestInfo } from "@playwright/test";
import { expect } from "@playwright/test";

export type GameId = "number-line" | "take-or-pay" | "magic-numbers";

/** Computer players move at once; English unless told otherwise. */
export async function fastLocal(page: Page, lang: "en" | "zh" = "en"): Promise<void> {
  await page.addInitScript(
    ([l]) => {
      if (!localStorage.getItem("ng.prefs")) {
        localStorage.setItem(
          "ng.prefs",
          JSON.stringify({ names: [], botDelay: 0, pinyin: true, arabic: true }),
        );
      }
      if (!localStorage.getItem("ng.lang")) localStorage.setItem("ng.lang", l as string);
    },
    [lang],
  );
}

/**
 * The seed every local game of the browser tests is dealt from (the set-up page's `?seed=`):
 * the deal, chance and the computer players' moves then depend only on the moves the test
 * makes, so a test meets the same game on every run and every machine.
 */
export const E2E_SEED = "e2e";

/** Opens the set-up page and starts a game; returns when the board is showing. */
export async function startLocal(
  page: Page,
  game: GameId,
  mode: "computer" | "pass",
  opts: {
    players?: number;
    target?: number;
    first?: number;
    names?: string[];
    level?: string;
    seed?: string;
  } = {},
): Promise<void> {
  await page.goto(`/setup/${game}/${mode}?seed=${opts.seed ?? E2E_SEED}`);
  if (opts.players !== undefined) {
    await page.getByRole("radio", { name: String(opts.players), exact: true }).click();
  }
  if (opts.level !== undefined) {
    // Every computer seat at this level ("random" answers at once: for tests about the UI).
    const seats = page.getByTestId("seat-kind");
    for (const sel of await seats.all()) {
      if ((await sel.inputValue()) !== "human") await sel.selectOption(opts.level);
    }
  }
  if (opts.names) {
    for (let i = 0; i < opts.names.length; i++) {
      await page.getByLabel(`Seat ${i + 1}: Name`).fill(opts.names[i]!);
    }
  }
  if (opts.target !== undefined) await page.getByLabel("Target score").fill(String(opts.target));
  if (opts.first !== undefined)
    await page.getByLabel("Who starts").selectOption(String(opts.first));
  await page.getByTestId("start").click();
  await expect(page).toHaveURL(/\/local\//);
}

/** Takes one turn for the viewer if it is their turn; returns false when there is nothing to do. */
export async function takeTurn(page: Page, game: GameId, step: number): Promise<boolean> {
  switch (game) {
    case "number-line": {
      const places = page.locator("button.nl-place");
      const n = await places.count();
      if (n === 0) return false;
      const kind = page.locator(".nl-kind button:not([disabled])");
      if ((await kind.count()) === 2) await kind.nth(step % 2).click();
      await places.nth((step * 7) % n).click();
      return true;
    }
    case "take-or-pay": {
      // Keyboard shortcuts: one round trip per move (games have many moves).
      if ((await page.locator(".top-board .actions").count()) === 0) return false;
      const canPay = await page
        .locator(".top-board .actions button:nth-child(2):not([disabled])")
        .count();
      // Mostly take: every pay passes the turn on, and games should stay short.
      await page.keyboard.press(step % 4 === 1 && canPay > 0 ? "p" : "t");
      return true;
    }
    case "magic-numbers": {
      // The primary action is "Keep" (in any language); the others give the die away.
      const keep = page.locator(".mn-board .actions button.primary");
      if ((await keep.count()) === 0) return false;
      // Play to win, so games stay short: keep what brings you towards the target, give
      // away your Evil number and anything that would overshoot. Only the page is read.
      const roll = Number(await page.locator(".mn-die-area .die").getAttribute("data-value"));
      const good = Number(await page.getByTestId("own-good").textContent());
      const evil = Number(await page.getByTestId("own-evil").textContent());
      const [score, target] = ((await page.getByTestId("own-score").textContent()) ?? "")
        .split("/")
        .map((x) => Number.parseInt(x, 10));
      const next = roll === good ? score! + 10 : score! + roll;
      const give = page.locator("button.give");
      const giveAway = roll === evil || next > target! || (step % 5 === 4 && next < target!);
      if (giveAway && (await give.count()) > 0) await give.nth(step % (await give.count())).click();
      else await keep.click();
      return true;
    }
  }
}

/**
 * How often the play loops look again while nobody they drive can move: a polling interval,
 * not a budget. There is no limit on time but the test's own (a bot that thinks slowly on a
 * busy machine is waited for).
 */
const LOOK_AGAIN = { intervals: [20, 50, 100] };

/** Whether the viewer's controls for a move are on the page. */
async function hasControls(page: Page, game: GameId): Promise<boolean> {
  const controls = {
    "number-line": "button.nl-place",
    "take-or-pay": ".top-board .actions",
    "magic-numbers": ".mn-board .actions button.primary",
  }[game];
  return (await page.locator(controls).count()) > 0;
}

/** Plays the viewer's turns until the result shows. */
export async function playUntilOver(page: Page, game: GameId, limit = 400): Promise<void> {
  const result = page.getByTestId("result");
  const mine = page.locator(".status-line.mine");
  for (let step = 0; step < limit; step++) {
    await expect(mine.or(result).first()).toBeVisible();
    if (await result.isVisible()) return;
    // The status says it is our turn; the controls may be a render behind: look again.
    if (!(await takeTurn(page, game, step).catch(() => false))) {
      await expect
        .poll(async () => (await result.isVisible()) || (await hasControls(page, game)), LOOK_AGAIN)
        .toBe(true);
    }
  }
  await expect(result).toBeVisible();
}

/**
 * Plays an online table whose seats are `pages`: waits until some page may move, takes that
 * seat's turn, and so on until every page shows the result or `stop(page, moves)` says so
 * after a move. `afterMove(page, moves)` runs after each move (checks, screenshots). Returns
 * the number of moves made.
 */
export async function playOnline(
  pages: readonly Page[],
  game: GameId,
  opts: {
    afterMove?: (page: Page, moves: number) => Promise<void>;
    stop?: (page: Page, moves: number) => boolean;
  } = {},
): Promise<number> {
  const look = () =>
    Promise.all(
      pages.map(async (p) => {
        const over = await p.getByTestId("result").isVisible();
        const mine = !over && (await p.locator(".status-line.mine").count()) > 0;
        return { over, mine: mine && (await hasControls(p, game)) };
      }),
    );
  let moves = 0;
  for (let step = 0; step < 2000; step++) {
    let states = await look();
    // Wait (as long as the test may) until some page can move or every page shows the end.
    await expect
      .poll(async () => {
        states = await look();
        return states.every((st) => st.over) || states.some((st) => st.mine);
      }, LOOK_AGAIN)
      .toBe(true);
    if (states.every((st) => st.over)) break;
    const p = pages[states.findIndex((st) => st.mine)]!;
    if (!(await takeTurn(p, game, moves).catch(() => false))) continue;
    moves++;
    await opts.afterMove?.(p, moves);
    if (opts.stop?.(p, moves) === true) break;
  }
  return moves;
}

/** Plays an online table to the end (see `playOnline`); every page shows the result. */
export async function playOnlineUntilOver(
  pages: readonly Page[],
  game: GameId,
  afterMove: (page: Page, moves: number) => Promise<void> = async () => {},
): Promise<void> {
  await playOnline(pages, game, { afterMove });
  for (const p of pages) await expect(p.getByTestId("result")).toBeVisible();
}

/** A screenshot (full page unless told) kept as a test artifact under test-results/. */
export async function keepShot(
  page: Page,
  testInfo: TestInfo,
  name: string,
  fullPage = true,
): Promise<string> {
  const path = testInfo.outputPath(`${name}.png`);
  // Finite animations (the reveal, dealing) are fast-forwarded to their end state.
  // (A full-page shot re-sizes the page, which ends touch emulation for that shot.)
  await page.screenshot({ path, fullPage, animations: "disabled" });
  await testInfo.attach(name, { path, contentType: "image/png" });
  return path;
}
