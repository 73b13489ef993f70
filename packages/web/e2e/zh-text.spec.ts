// Chinese sentences the app puts together at run time read as Chinese: no space between two
// Chinese characters ("你 放了 1", "你是 欧阳明月同学") and no ASCII punctuation beside them
// ("筹码: 2", "欧阳明月同学 (你)"), in what is on the screen and in what a screen reader reads
// (aria-labels, visually hidden text, titles). The unit test (src/i18n/zhPunctuation.test.ts)
// checks the templates; this walks the composed sentences: every game against the computer
// from its first move to its result, and an online table's seat list.

import type { Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import type { GameId } from "./support/pages";
import { E2E_SEED, fastLocal, takeTurn } from "./support/pages";
import { beHost, onlineTable } from "./support/seed";

/** Every text on the page that breaks the rules, with what it breaks. */
async function zhProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const han = "\\p{Script=Han}";
    const rules: [RegExp, string][] = [
      [new RegExp(`${han}\\s+${han}`, "u"), "a space between Chinese characters"],
      [new RegExp(`${han}\\s?[:,;!?()]|[:,;!?()]\\s?${han}`, "u"), "ASCII punctuation"],
    ];
    // innerText, not textContent: the text as laid out (a block or a table cell is its own line).
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what is read
    const texts: string[] = document.body.innerText.split(/[\n\t]/);
    for (const el of document.querySelectorAll("[aria-label], [title]")) {
      texts.push(el.getAttribute("aria-label") ?? "", el.getAttribute("title") ?? "");
    }
    for (const el of document.querySelectorAll(".visually-hidden")) {
      texts.push(el.textContent ?? "");
    }
    return texts.flatMap((text) =>
      rules.filter(([re]) => re.test(text)).map(([, what]) => `${what}: ${text.trim()}`),
    );
  });
}

const GAMES: readonly GameId[] = ["number-line", "take-or-pay", "magic-numbers"];

for (const game of GAMES) {
  test(`${game} against the computer reads as Chinese from the first move to the result`, async ({
    page,
  }) => {
    await fastLocal(page, "zh");
    await page.goto(`/setup/${game}/computer?seed=${E2E_SEED}`);
    const found = new Set(await zhProblems(page));
    await page.getByTestId("start").click();
    await expect(page).toHaveURL(/\/local\//);
    const result = page.getByTestId("result");
    const mine = page.locator(".status-line.mine");
    for (let step = 0; step < 400; step++) {
      await expect(mine.or(result).first()).toBeVisible();
      for (const p of await zhProblems(page)) found.add(p);
      if (await result.isVisible()) break;
      if (!(await takeTurn(page, game, step).catch(() => false))) {
        await expect
          .poll(async () => (await result.isVisible()) || (await takeTurn(page, game, step)))
          .toBe(true);
      }
    }
    await expect(result).toBeVisible();
    for (const p of await zhProblems(page)) found.add(p);
    expect([...found]).toEqual([]);
  });
}

test("an online table's seat list reads as Chinese", async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem("ng.lang", "zh"));
  const table = await onlineTable(request, "take-or-pay", "欧阳明月同学");
  await beHost(page, table);
  await page.goto(`/t/${table.code}`);
  await expect(page.getByText("欧阳明月同学").first()).toBeVisible();
  const found = new Set(await zhProblems(page));
  expect([...found]).toEqual([]);
});

test("an online game in play reads as Chinese", async ({ page, request }) => {
  await page.addInitScript(() => localStorage.setItem("ng.lang", "zh"));
  const table = await onlineTable(request, "take-or-pay", "欧阳明月同学", {
    start: true,
    alone: true,
  });
  await beHost(page, table);
  await page.goto(`/t/${table.code}`);
  await expect(page.locator(".status-line.mine")).toBeVisible();
  await takeTurn(page, "take-or-pay", 1);
  await expect(page.locator(".status-line.mine")).toBeVisible();
  expect(await zhProblems(page)).toEqual([]);
});
