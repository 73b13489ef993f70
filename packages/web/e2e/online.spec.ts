// An online game of each type with three browser contexts against the real server. Every
// observation frame a page receives must be exactly that seat's view (the engine's observe
// at that seq, replayed from the finished record), and the pages' DOM never shows another
// seat's secret (tokens, decoy flags, Good/Evil numbers, score).

import { GAMES } from "@number-games/engine";
import type { Browser, Page } from "@playwright/test";
import { expect, test } from "@playwright/test";
import type { GameId } from "./helpers";
import { keepShot, takeTurn } from "./helpers";

interface Frame {
  readonly seq: number;
  readonly observation: { readonly viewer: number | "spectator"; readonly result?: unknown };
}

async function player(browser: Browser): Promise<{ page: Page; frames: Frame[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.addInitScript(() => localStorage.setItem("ng.lang", "en"));
  const page = await context.newPage();
  const frames: Frame[] = [];
  page.on("websocket", (ws) => {
    ws.on("framereceived", ({ payload }) => {
      const text = typeof payload === "string" ? payload : payload.toString();
      // socket.io event packets: 42["observation",{…}]
      if (!text.startsWith("42")) return;
      const [event, body] = JSON.parse(text.slice(2)) as [string, unknown];
      if (event === "observation") frames.push(body as Frame);
    });
  });
  return { page, frames };
}

/**
 * Structural DOM checks that need no knowledge of the secrets: nothing of another seat shows.
 * Read once (no retrying), and only counted when the game was still running after the read.
 */
async function noOtherSecretsInDom(page: Page, game: GameId): Promise<void> {
  const running = async () => !(await page.getByTestId("result").isVisible());
  if (!(await running())) return; // everything is public at the end
  let problems: string[] = [];
  switch (game) {
    case "magic-numbers": {
      const own = await page.locator(".mn-secrets").count();
      const reveals = await page.locator(".mn-reveal").count();
      if (own !== 1 || reveals !== 0) problems.push(`secrets panels ${own}, reveals ${reveals}`);
      break;
    }
    case "take-or-pay": {
      const texts = await page
        .locator(".top-player:not(.me) .top-stat")
        .filter({ hasText: "Tokens" })
        .allTextContents();
      problems = texts.filter((t) => !t.includes("hidden"));
      break;
    }
    case "number-line": {
      // A decoy mark on the current line is only ever on the viewer's own card.
      const mine = await page
        .locator(".nl-scores .player-chip")
        .filter({ hasText: "(you)" })
        .getAttribute("data-seat");
      const colour = ["green", "orange", "red", "yellow", "blue"][Number(mine)];
      const classes = await page
        .locator(".nl-board > .nl-line .nl-token:has(.nl-mark.decoy)")
        .evaluateAll((els) => els.map((e) => e.className));
      problems = classes.filter((c) => !c.includes(`nl-${colour}`));
      break;
    }
  }
  if (await running()) expect(problems, `${game}: another seat's secret on the page`).toEqual([]);
}

const SETUPS: { game: GameId; target?: number }[] = [
  { game: "number-line" },
  { game: "take-or-pay" },
  { game: "magic-numbers", target: 8 },
];

for (const { game, target } of SETUPS) {
  test(`${game}: an online game with three players`, async ({ browser, request }, testInfo) => {
    test.setTimeout(150_000);
    const players = [await player(browser), await player(browser), await player(browser)];
    const [host, ben, cid] = players.map((p) => p.page) as [Page, Page, Page];

    await host.goto(`/online/${game}`);
    await host.getByLabel("Your name").fill("Ann");
    await host.getByRole("radio", { name: "3", exact: true }).click();
    if (target !== undefined) await host.getByLabel("Target score").fill(String(target));
    await host.getByTestId("create-table").click();
    await expect(host).toHaveURL(/\/t\/[A-Z0-9]{6}$/);
    const code = (await host.getByTestId("join-code").textContent())!.trim();
    await expect(host.locator(".qr")).toBeVisible();

    for (const [page, name] of [
      [ben, "Ben"],
      [cid, "Cid"],
    ] as const) {
      await page.goto(`/t/${code}`);
      await page.getByLabel("Your name").fill(name);
      await page.getByTestId("take-seat").click();
      await expect(page.locator(".seat-row").filter({ hasText: `${name} (You)` })).toBeVisible();
    }
    await keepShot(host, testInfo, `${game}-lobby`);
    await expect(host.getByTestId("start-table")).toBeEnabled();
    await host.getByTestId("start-table").click();

    const pages = [host, ben, cid];
    for (const p of pages) await expect(p.getByTestId("status")).toBeVisible();
    let moves = 0;
    for (let step = 0; step < 2000; step++) {
      // Ask all three pages at once whose turn it is, then play that seat.
      const states = await Promise.all(
        pages.map(async (p) => ({
          over: await p.getByTestId("result").isVisible(),
          mine: (await p.locator(".status-line.mine").count()) > 0,
        })),
      );
      if (states.every((st) => st.over)) break;
      const i = states.findIndex((st) => st.mine && !st.over);
      const p = pages[i];
      if (p === undefined || !(await takeTurn(p, game, moves).catch(() => false))) {
        await host.waitForTimeout(25);
        continue;
      }
      moves++;
      await noOtherSecretsInDom(p, game);
      if (moves === 3) await keepShot(ben, testInfo, `${game}-playing`);
    }
    for (const p of pages) await expect(p.getByTestId("result")).toBeVisible();
    await keepShot(cid, testInfo, `${game}-result`);

    // The finished table's full record; replay it and compare every frame each page got.
    const info = await (await request.get(`/api/tables/${code}`)).json();
    const record = await (await request.get(`/api/tables/${info.id}/record`)).json();
    expect(record.meta.public).toBe(false);
    const g = GAMES[game];
    const cfg = g.parseConfig(record.config);
    if (!cfg.ok) throw new Error(cfg.error.message);
    const states: unknown[] = [g.newGame(cfg.value)];
    for (const raw of record.actions) {
      const a = g.parseAction(raw);
      if (!a.ok) throw new Error(a.error.message);
      const next = g.apply(states[states.length - 1], a.value);
      if (!next.ok) throw new Error(next.error.message);
      states.push(next.value);
    }
    const seats = new Set<number>();
    for (const { frames } of players) {
      expect(frames.length).toBeGreaterThan(0);
      const seat = frames[0]!.observation.viewer;
      expect(typeof seat).toBe("number");
      seats.add(seat as number);
      for (const f of frames) {
        expect(f.observation.viewer).toBe(seat);
        expect(f.observation).toEqual(
          JSON.parse(JSON.stringify(g.observe(states[f.seq], seat as number))),
        );
      }
    }
    expect(seats.size).toBe(3);

    // Rematch: Ben creates the successor; Cid's result screen then offers to join it.
    await expect(ben.getByTestId("rematch")).toHaveText("Rematch");
    await ben.getByTestId("rematch").click();
    await expect(ben).toHaveURL(/\/t\/[A-Z0-9]{6}$/);
    expect(ben.url()).not.toContain(code);
    await expect(ben.locator(".seat-row").filter({ hasText: "Ben (You)" })).toBeVisible();
    await expect(cid.getByTestId("rematch")).toHaveText("Join the rematch");
    await cid.getByTestId("rematch").click();
    await expect(cid).toHaveURL(ben.url());
    await expect(cid.locator(".seat-row").filter({ hasText: "Cid (You)" })).toBeVisible();

    // The replay of the finished table opens from the result panel.
    await host.getByRole("link", { name: "Replay this game" }).click();
    await expect(host.getByTestId("replay-step")).toContainText(
      `Step ${record.actions.length} of ${record.actions.length}`,
    );
  });
}
