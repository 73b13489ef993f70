// Issue 24, item 5 (online): takeback only if every other person agrees. Ann moves, asks to
// take the move back (a confirmation says what will be undone), Ben is asked and agrees with
// the keyboard; the board is exactly the one before Ann's move, the record says it had a
// takeback, and Ann plays on. The table is made through the HTTP API; every wait is for a
// condition.

import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { takeTurn } from "./support/pages";
import { sidewaysOverflow } from "./support/reflow";
import { expect, test } from "./support/test";

interface Seat {
  readonly tableId: string;
  readonly seat: number;
  readonly seatToken: string;
  readonly hostToken: string | null;
  readonly name: string;
}

/** A started public Number Line table: Ann at seat 0 (she moves first), Ben at seat 1. */
async function table(request: APIRequestContext) {
  const created = await request.post("/api/tables", {
    data: {
      game: "number-line",
      config: { players: 2, firstPlayer: 0 },
      seats: [{ kind: "human" }, { kind: "human" }],
      visibility: "public",
    },
  });
  expect(created.ok()).toBe(true);
  const { tableId, code, hostToken } = (await created.json()) as Record<string, string>;
  const seats: Seat[] = [];
  for (const [seat, name] of ["Ann", "Ben"].entries()) {
    const claim = await request.post(`/api/tables/${tableId}/claim`, { data: { name, seat } });
    expect(claim.ok()).toBe(true);
    const { seatToken } = (await claim.json()) as { seatToken: string };
    seats.push({
      tableId: tableId!,
      seat,
      seatToken,
      hostToken: seat === 0 ? hostToken! : null,
      name,
    });
  }
  const started = await request.post(`/api/tables/${tableId}/start`, {
    headers: { authorization: `Bearer ${hostToken}` },
  });
  expect(started.ok()).toBe(true);
  return { code: code!, tableId: tableId!, ann: seats[0]!, ben: seats[1]! };
}

/** A browser of its own (a person's device) holding this seat. */
async function device(
  browser: Browser,
  seat: Seat,
  opts: { width: number; lang: "en" | "zh" },
): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: opts.width, height: opts.width < 600 ? 640 : 900 },
  });
  await context.addInitScript(
    ([held, lang]) => {
      if (!localStorage.getItem("ng.lang")) localStorage.setItem("ng.lang", lang);
      if (sessionStorage.getItem("seeded") !== null) return;
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem(`ng.table.${held.tableId}`, JSON.stringify(held));
    },
    [seat, opts.lang] as const,
  );
  return context.newPage();
}

test("one player asks to take back a move, the other agrees: the position is restored exactly", async ({
  browser,
  request,
}) => {
  const { code, tableId, ann, ben } = await table(request);
  const annPage = await device(browser, ann, { width: 1280, lang: "en" });
  // Ben is on a 320-px phone, in Chinese.
  const benPage = await device(browser, ben, { width: 320, lang: "zh" });
  await annPage.goto(`/t/${code}`);
  await benPage.goto(`/t/${code}`);
  /** The line as a person sees it: each number's spot, card and label, and whether it is open. */
  const line = (p: Page) => ({
    innerHTML: () =>
      p.locator(".nl-line li").evaluateAll((lis) =>
        JSON.stringify(
          lis.map((li) => {
            const b = li.querySelector("button");
            return [li.textContent, b?.getAttribute("aria-label"), b?.hasAttribute("disabled")];
          }),
        ),
      ),
  });
  // Ann's turn: the board as it is before her move.
  await expect(annPage.locator("button.nl-place").first()).toBeVisible();
  // Nothing to take back yet.
  await annPage.getByTestId("online-takeback").click();
  await annPage.getByTestId("online-takeback-ask").click();
  await expect(annPage.getByText("You have no move to take back yet.")).toBeVisible();
  const before = await line(annPage).innerHTML();
  // Ben's page shows the line too before it is read (on a busy machine it may still be loading).
  await expect(benPage.locator(".nl-line li")).toHaveCount(10);
  const benBefore = await line(benPage).innerHTML();
  const record = async () =>
    (await (await request.get(`/api/tables/${tableId}/record`)).json()) as {
      actions: unknown[];
      meta: { takebacks?: number };
    };
  const actionsBefore = (await record()).actions;
  expect(await takeTurn(annPage, "number-line", 0)).toBe(true);
  // Ben's turn now.
  await expect(benPage.locator("button.nl-place").first()).toBeVisible();
  await expect.poll(async () => (await line(annPage).innerHTML()) !== before).toBe(true);

  // Ann asks; the confirmation says what will be undone; focus is on its way back.
  await annPage.getByTestId("online-takeback").click();
  const confirm = annPage.getByTestId("online-takeback-confirm");
  await expect(confirm).toContainText("The moves played after it are undone too");
  await expect(annPage.getByTestId("online-takeback-cancel")).toBeFocused();
  await annPage.getByTestId("online-takeback-ask").click();
  await expect(annPage.getByTestId("online-takeback-news")).toContainText(
    "waiting for the others to agree",
  );

  // Ben is asked (in Chinese, on his phone); the prompt takes the keyboard's focus.
  const news = benPage.getByTestId("online-takeback-news");
  await expect(news).toContainText("Ann请求撤回上一步");
  const agree = benPage.getByTestId("online-takeback-agree");
  await expect(agree).toBeFocused();
  await expect(benPage.getByRole("status").filter({ hasText: "Ann请求撤回上一步" })).toHaveCount(1);
  expect(await sidewaysOverflow(benPage)).toEqual([]);
  await benPage.keyboard.press("Enter");

  // Taken back: both boards are exactly as before Ann's move, and it is her turn again.
  await expect(annPage.getByTestId("online-takeback-news")).toContainText(
    "Ann's last move was taken back.",
  );
  await expect(news).toContainText("Ann的上一步已撤回。");
  await expect.poll(() => line(annPage).innerHTML()).toBe(before);
  await expect.poll(() => line(benPage).innerHTML()).toBe(benBefore);
  await expect(annPage.locator("button.nl-place").first()).toBeVisible();
  const after = await record();
  expect(after.actions).toEqual(actionsBefore);
  expect(after.meta.takebacks).toBe(1);

  // Ann plays on.
  expect(await takeTurn(annPage, "number-line", 1)).toBe(true);
  await expect(benPage.locator("button.nl-place").first()).toBeVisible();
});
