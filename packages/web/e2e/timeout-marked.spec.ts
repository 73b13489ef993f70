// A move the computer played because a person's time ran out is marked as such (issue 24
// item 2): in the live log, and in the finished table's record view, in English and Chinese.
// Number Line for two with a 5 s clock; the person never moves, so each of their turns is
// played by the clock (the server's real clock: the test waits for it, no sleeps).

import { expect, test } from "@playwright/test";
import { beHost } from "./support/seed";

test("moves played when time ran out are marked in the log and the record view", async ({
  page,
  request,
}) => {
  await page.addInitScript(() => {
    if (!localStorage.getItem("ng.lang")) localStorage.setItem("ng.lang", "en");
  });
  const created = await request.post("/api/tables", {
    data: {
      game: "number-line",
      config: { players: 2 },
      seats: [{ kind: "human" }, { kind: "bot", level: "random" }],
      turnClockSeconds: 5,
    },
  });
  expect(created.ok()).toBe(true);
  const { tableId, code, hostToken } = (await created.json()) as Record<string, string>;
  const claim = await request.post(`/api/tables/${tableId}/claim`, {
    data: { name: "Ann", seat: 0 },
  });
  const { seatToken } = (await claim.json()) as { seatToken: string };
  await beHost(page, {
    tableId: tableId!,
    code: code!,
    hostCredentials: { tableId, seat: 0, seatToken, hostToken, name: "Ann" },
  });
  const started = await request.post(`/api/tables/${tableId}/start`, {
    headers: { authorization: `Bearer ${hostToken}` },
  });
  expect(started.ok()).toBe(true);
  await page.goto(`/t/${code}`);

  const log = page.locator(".game-log-list");
  const marked = log.locator("li", { hasText: "Time ran out, so the computer played:" });
  await expect(marked.first()).toContainText("Ann (you) placed");
  // The computer's own moves are not marked.
  await expect(log.locator("li", { hasText: /^Computer / }).first()).toBeVisible();
  for (const line of await log.locator("li", { hasText: /^Computer / }).allTextContents()) {
    expect(line).not.toContain("Time ran out");
  }

  // To the end (every one of Ann's turns runs out), then the record's view.
  await expect(page.getByTestId("result")).toBeVisible();
  const ours = await log.locator("li", { hasText: "Ann (you) placed" }).count();
  await expect(marked).toHaveCount(ours);
  // The game ended on this page: focus went to Rematch (issue 24: not 9 Tabs away).
  await expect(page.getByTestId("rematch")).toBeFocused();
  // The breakdown names them too, under Ann's card only.
  const auto = page.getByTestId("breakdown-auto");
  await expect(auto).toHaveCount(ours);
  await expect(auto.first()).toContainText(
    "Time ran out, so the computer played: Ann (you) placed",
  );
  await expect(page.locator(".breakdown-seat").nth(1).getByTestId("breakdown-auto")).toHaveCount(0);
  await page.goto(`/replay/table:${tableId}`);
  const replayLog = page.locator(".game-log-list");
  await page.keyboard.press("End");
  await expect(replayLog.locator("li", { hasText: "Time ran out" })).toHaveCount(ours);
  await expect(page.getByTestId("breakdown-auto")).toHaveCount(ours);
  await page.getByRole("button", { name: "简体中文" }).click();
  await expect(replayLog.locator("li", { hasText: "时间到，电脑代为走了这一步" })).toHaveCount(
    ours,
  );
  await expect(
    page.getByTestId("breakdown-auto").filter({ hasText: "时间到，电脑代为走了这一步" }),
  ).toHaveCount(ours);
});
