// Issue 24, items 3, 4 and 5 (online): when a player leaves. A player closes the tab: the
// other sees them away and, after the table's grace time, claims the win (or, at a table whose
// rule is the hand-over, lets the computer play for them); the first comes back and reads what
// happened. A player resigns, with a confirmation: the game ends with the right winners. The
// home page and /online list this device's online tables, with whose turn it is, after a
// reload too; one can be opened or forgotten. Tables are made through the HTTP API with a
// grace time of 2 s, and every wait is for a condition.

import type { APIRequestContext, Browser, Page } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { lowContrastText } from "./support/contrast";
import type { GameId } from "./support/pages";
import { keepShot, playOnline, takeTurn } from "./support/pages";
import { atRest, sidewaysOverflow } from "./support/reflow";
import { expect, test } from "./support/test";

interface Seat {
  readonly tableId: string;
  readonly seat: number;
  readonly seatToken: string;
  readonly hostToken: string | null;
  readonly name: string;
}

/** A started table: Ann at seat 0 (she moves first), Ben at seat 1, and computers after them. */
async function table(
  request: APIRequestContext,
  opts: {
    game?: GameId;
    awayAction?: "computer" | "claim";
    graceSeconds?: number;
    bots?: number;
    firstPlayer?: number;
    start?: boolean;
    visibility?: "public" | "private";
  } = {},
): Promise<{ code: string; tableId: string; ann: Seat; ben: Seat }> {
  const bots = opts.bots ?? 0;
  const created = await request.post("/api/tables", {
    data: {
      game: opts.game ?? "number-line",
      config: { players: 2 + bots, firstPlayer: opts.firstPlayer ?? 0 },
      seats: [
        { kind: "human" },
        { kind: "human" },
        ...Array.from({ length: bots }, () => ({ kind: "bot", level: "random" })),
      ],
      awayAction: opts.awayAction ?? "claim",
      awayGraceSeconds: opts.graceSeconds ?? 2,
      visibility: opts.visibility ?? "private",
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
  if (opts.start !== false) {
    const started = await request.post(`/api/tables/${tableId}/start`, {
      headers: { authorization: `Bearer ${hostToken}` },
    });
    expect(started.ok()).toBe(true);
  }
  return { code: code!, tableId: tableId!, ann: seats[0]!, ben: seats[1]! };
}

/** A browser of its own (a person's device) that holds these seats, in English by default. */
async function device(
  browser: Browser,
  seats: readonly Seat[],
  opts: { width?: number; lang?: "en" | "zh" } = {},
): Promise<Page> {
  const width = opts.width ?? 1280;
  const context = await browser.newContext({
    viewport: { width, height: width < 600 ? 640 : 900 },
  });
  await context.addInitScript(
    ([held, lang]) => {
      if (!localStorage.getItem("ng.lang")) localStorage.setItem("ng.lang", lang);
      // Only on the first page of this device: later pages find what the app kept or forgot.
      if (sessionStorage.getItem("seeded") !== null) return;
      sessionStorage.setItem("seeded", "1");
      for (const s of held) localStorage.setItem(`ng.table.${s.tableId}`, JSON.stringify(s));
    },
    [seats as Seat[], opts.lang ?? "en"] as const,
  );
  return context.newPage();
}

/** Nothing sticks out sideways, axe finds nothing, and all text reads (4.5:1). */
async function fitsAndReads(page: Page): Promise<void> {
  await atRest(page);
  expect(await sidewaysOverflow(page)).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
  expect(await lowContrastText(page)).toEqual([]);
}

const seatLine = (page: Page, seat: number) =>
  page.getByTestId("presence").locator(`li[data-seat="${seat}"]`);

test("a player closes the tab: the other sees them away and claims the win; back, they see why", async ({
  browser,
  request,
}, testInfo) => {
  const { code, ann, ben } = await table(request, { visibility: "public" });
  const annPage = await device(browser, [ann]);
  let benPage = await device(browser, [ben]);
  const watcher = await device(browser, []);
  await annPage.goto(`/t/${code}`);
  await benPage.goto(`/t/${code}`);
  await watcher.goto(`/t/${code}`);
  for (const p of [annPage, benPage, watcher]) {
    await expect(seatLine(p, 0)).toHaveAttribute("data-state", "here");
    await expect(seatLine(p, 1)).toHaveAttribute("data-state", "here");
  }
  await expect(seatLine(annPage, 1)).toContainText("Ben");
  await expect(seatLine(annPage, 1)).toContainText("connected");

  // Ben closes the tab.
  const benContext = benPage.context();
  await benPage.close();
  await expect(seatLine(annPage, 1)).toHaveAttribute("data-state", "away");
  await expect(seatLine(annPage, 1)).toContainText(/away for \d+:\d\d/);
  // A spectator sees it too, and is offered nothing.
  await expect(seatLine(watcher, 1)).toHaveAttribute("data-state", "away");
  await expect(watcher.getByTestId("claim-offer")).toHaveCount(0);
  const claim = annPage.getByTestId("claim-win");
  await expect(annPage.getByTestId("claim-offer")).toContainText("Ben left the table");
  await expect(claim).toBeVisible();
  await keepShot(annPage, testInfo, "presence-claim-offer");
  await claim.click();
  const ending = annPage.getByTestId("ending");
  await expect(ending).toContainText("You win.");
  await expect(annPage.getByTestId("ending-how")).toHaveText(
    "You claimed the win: Ben had left the table.",
  );
  await expect(annPage.getByTestId("status")).toHaveText(
    "You claimed the win: Ben had left the table.",
  );
  await expect(annPage.getByTestId("presence")).toHaveCount(0);

  // Ben comes back to the table: the game is over, and he reads why.
  benPage = await benContext.newPage();
  await benPage.goto(`/t/${code}`);
  await expect(benPage.getByTestId("ending-how")).toHaveText(
    "Ann claimed the win while you were away.",
  );
  await expect(benPage.getByTestId("ending")).toContainText("Winners: Ann");
  await keepShot(benPage, testInfo, "presence-claimed-return");
});

test("at a hand-over table the computer plays for the player who left; back, they read what it did", async ({
  browser,
  request,
}, testInfo) => {
  const { code, ann, ben } = await table(request, {
    game: "take-or-pay",
    bots: 1,
    awayAction: "computer",
  });
  const annPage = await device(browser, [ann]);
  let benPage = await device(browser, [ben]);
  await annPage.goto(`/t/${code}`);
  await benPage.goto(`/t/${code}`);
  await expect(seatLine(annPage, 1)).toHaveAttribute("data-state", "here");
  const benContext = benPage.context();
  await benPage.close();
  await expect(seatLine(annPage, 1)).toHaveAttribute("data-state", "away");
  const handOver = annPage.getByTestId("hand-over");
  await expect(handOver).toHaveText("Let the computer play for Ben");
  await handOver.click();
  await expect(seatLine(annPage, 1)).toHaveAttribute("data-state", "computer");
  await expect(seatLine(annPage, 1)).toContainText("the computer plays");

  // Ann plays; the computer answers for Ben, marked in the log.
  const marked = annPage
    .locator(".game-log-list li")
    .filter({ hasText: "The player had left, so the computer played for them:" });
  let seen = 0;
  await playOnline([annPage], "take-or-pay", {
    afterMove: async () => {
      seen = await marked.count();
    },
    stop: () => seen >= 1,
  });
  await expect(marked.first()).toContainText(/Ben (took|paid)/);
  await keepShot(annPage, testInfo, "presence-computer-plays");

  // Ben is back: the seat is his again, and a note says what the computer did.
  benPage = await benContext.newPage();
  await benPage.goto(`/t/${code}`);
  await expect(benPage.getByTestId("returned")).toContainText(
    /Welcome back\. While you were away, Ann let the computer play for you: it made \d+ moves?\. Your seat is yours again\./,
  );
  await expect(seatLine(annPage, 1)).toHaveAttribute("data-state", "here");
  await keepShot(benPage, testInfo, "presence-returned");
  // His next turn waits for him: "Your turn" on his page (after Ann's moves if it is hers).
  const mine = async (p: Page) => (await p.locator(".status-line.mine").count()) > 0;
  for (;;) {
    await expect.poll(async () => (await mine(annPage)) || (await mine(benPage))).toBe(true);
    if (await mine(benPage)) break;
    // Ann pays when she can (a take would keep the turn hers), then waits for the next turn.
    const seq = await annPage.locator(".game-log-list li").count();
    await takeTurn(annPage, "take-or-pay", 1);
    await expect.poll(() => annPage.locator(".game-log-list li").count()).toBeGreaterThan(seq);
  }
  await expect(benPage.getByTestId("status")).toHaveText("Your turn");
});

test("a player resigns with a confirmation: the game ends and the others win", async ({
  browser,
  request,
}, testInfo) => {
  const { code, tableId, ann, ben } = await table(request, {
    game: "take-or-pay",
    bots: 1,
    awayAction: "computer",
  });
  const annPage = await device(browser, [ann]);
  const benPage = await device(browser, [ben]);
  await annPage.goto(`/t/${code}`);
  await benPage.goto(`/t/${code}`);
  await expect(annPage.getByTestId("status")).toBeVisible();

  // Asked first; "Keep playing" changes nothing.
  await annPage.getByTestId("resign").click();
  await expect(annPage.locator(".resign-confirm")).toContainText(
    "Resign this game? Ben, Computer (Random) will win.",
  );
  await expect(annPage.getByTestId("resign-cancel")).toBeFocused();
  await annPage.getByTestId("resign-cancel").click();
  await expect(annPage.getByTestId("resign")).toBeFocused();
  await expect(annPage.getByTestId("ending")).toHaveCount(0);

  await annPage.getByTestId("resign").click();
  await keepShot(annPage, testInfo, "resign-confirm");
  // Her network drops while she is asked: the question stays, its answer waits for the
  // connection (the button cannot be pressed offline), and works once she is back.
  await annPage.context().setOffline(true);
  await expect(annPage.getByText("Connection lost, reconnecting…")).toBeVisible();
  await expect(annPage.locator(".resign-confirm")).toContainText("Resign this game?");
  await expect(annPage.getByTestId("resign-confirm")).toBeDisabled();
  await annPage.context().setOffline(false);
  await expect(annPage.getByText("Connection lost, reconnecting…")).toHaveCount(0);
  await expect(annPage.getByTestId("resign-confirm")).toBeEnabled();
  await annPage.getByTestId("resign-confirm").click();
  await expect(annPage.getByTestId("ending-how")).toHaveText("You resigned.");
  await expect(annPage.getByTestId("ending")).toContainText("Winners: Ben, Computer (Random)");
  await expect(annPage.getByTestId("resign")).toHaveCount(0);
  await expect(benPage.getByTestId("ending-how")).toHaveText("Ann resigned.");
  await expect(benPage.getByTestId("ending")).toContainText("You win.");
  await keepShot(benPage, testInfo, "resigned-other");

  // The finished table's record says so too.
  const record = await (
    await request.get(`/api/tables/${tableId}/record`, {
      headers: { authorization: `Bearer ${ben.seatToken}` },
    })
  ).json();
  expect(record.meta.ending).toMatchObject({ kind: "resigned", seat: 0, winners: [1, 2] });
});

test("home and /online list this device's online tables with whose turn it is; open or forget one", async ({
  browser,
  request,
}, testInfo) => {
  const mine = await table(request);
  const theirs = await table(request, { firstPlayer: 1 });
  const lobby = await table(request, { start: false });
  const page = await device(browser, [mine.ann, theirs.ann, lobby.ann]);
  await page.goto("/");
  const list = page.getByTestId("my-tables");
  const line = (t: { tableId: string }) => list.locator(`li[data-table="${t.tableId}"]`);
  await expect(list.getByRole("heading", { name: "My online tables" })).toBeVisible();
  await expect(line(mine)).toContainText("Your turn");
  await expect(line(theirs)).toContainText("Waiting for Ben");
  await expect(line(lobby)).toContainText("Waiting for the start");
  // The table needing this player comes first.
  await expect(list.getByTestId("my-table").first()).toHaveAttribute("data-table", mine.tableId);
  await keepShot(page, testInfo, "my-tables-home");

  // After a reload: still there. Forget one: gone, after a reload too.
  await page.reload();
  await expect(line(theirs)).toContainText("Waiting for Ben");
  await line(lobby)
    .getByRole("button", { name: `Forget table ${lobby.code} on this device` })
    .click();
  await expect(line(lobby)).toHaveCount(0);
  await page.reload();
  await expect(line(mine)).toContainText("Your turn");
  await expect(line(lobby)).toHaveCount(0);

  // Open one; resign it there; /online lists it as finished.
  await line(theirs)
    .getByRole("link", { name: `Open table ${theirs.code}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/t/${theirs.code}$`));
  // On a machine at load 20 the connection can drop between the two clicks or under the
  // answer (the question then waits, or the answer is refused), so it is asked until it lands.
  // Each try waits 10 s at most for its step; the tries go on for as long as the test may.
  const ending = page.getByTestId("ending-how");
  await expect(async () => {
    if ((await ending.count()) === 0) {
      await page.getByTestId("resign").click({ timeout: 10_000 });
      await page.getByTestId("resign-confirm").click({ timeout: 10_000 });
    }
    await expect(ending).toHaveText("You resigned.", { timeout: 10_000 });
  }).toPass();
  await page.goto("/online");
  await expect(line(theirs)).toContainText("Finished: Ben won");
  await expect(line(mine)).toContainText("Your turn");
  await keepShot(page, testInfo, "my-tables-online");
});

test("on a 320 px phone in Chinese: who is away, the claim, the result and my tables fit and read", async ({
  browser,
  request,
}, testInfo) => {
  const { code, ann, ben } = await table(request);
  const other = await table(request, { awayAction: "computer", firstPlayer: 1 });
  const annPage = await device(browser, [ann, other.ann], { width: 320, lang: "zh" });
  const benPage = await device(browser, [ben]);
  await annPage.goto(`/t/${code}`);
  await benPage.goto(`/t/${code}`);
  await expect(seatLine(annPage, 1)).toContainText("在线");
  await benPage.close();
  await expect(seatLine(annPage, 1)).toContainText(/已离开 \d+:\d\d/);
  await expect(annPage.getByTestId("claim-win")).toHaveText("宣布获胜");
  await annPage.getByTestId("resign").click();
  await expect(annPage.locator(".resign-confirm")).toContainText("确定认输吗？Ben 将获胜。");
  await fitsAndReads(annPage);
  await keepShot(annPage, testInfo, "presence-phone-zh");
  await annPage.getByTestId("resign-cancel").click();
  await annPage.getByTestId("claim-win").click();
  await expect(annPage.getByTestId("ending-how")).toHaveText("你宣布获胜：Ben 已离开。");
  await fitsAndReads(annPage);
  await keepShot(annPage, testInfo, "presence-claimed-phone-zh");

  await annPage.goto("/");
  const list = annPage.getByTestId("my-tables");
  await expect(list.locator(`li[data-table="${other.tableId}"]`)).toContainText("等待 Ben");
  await expect(list.locator(`li[data-table="${ann.tableId}"]`)).toContainText("已结束：你赢了");
  await fitsAndReads(annPage);
  await keepShot(annPage, testInfo, "my-tables-phone-zh");
});

test("while your own connection is down, the seat list says nobody's presence is known (320 px, Chinese)", async ({
  browser,
  request,
}) => {
  const { code, ann, ben } = await table(request);
  const annPage = await device(browser, [ann], { width: 320, lang: "zh" });
  const benPage = await device(browser, [ben]);
  await annPage.goto(`/t/${code}`);
  await benPage.goto(`/t/${code}`);
  for (const seat of [0, 1]) {
    await expect(seatLine(annPage, seat)).toHaveAttribute("data-state", "here");
  }

  // Ann's phone loses the network: what she last heard may be stale, so nobody is "connected".
  await annPage.context().setOffline(true);
  await expect(annPage.getByText("连接中断，正在重新连接…")).toBeVisible();
  for (const seat of [0, 1]) {
    await expect(seatLine(annPage, seat)).toHaveAttribute("data-state", "unknown");
    await expect(seatLine(annPage, seat)).toContainText("你离线时无法得知");
  }
  await expect(annPage.getByTestId("presence")).not.toContainText("在线");
  await fitsAndReads(annPage);
  // Ben, still online, sees her away.
  await expect(seatLine(benPage, 0)).toHaveAttribute("data-state", "away");

  // Back: the list is known again.
  await annPage.context().setOffline(false);
  for (const seat of [0, 1]) {
    await expect(seatLine(annPage, seat)).toHaveAttribute("data-state", "here");
  }
  await expect(seatLine(benPage, 0)).toHaveAttribute("data-state", "here");
});
