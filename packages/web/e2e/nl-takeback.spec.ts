// Number Line's board after a takeback and at a game's end, against the computer: a takeback
// of a decoy puts the Real/Decoy switch back on Real (the choice was for the card taken back)
// and the screen-reader line no longer names the computer's answer that was undone; a game
// that is over (here resigned) leaves its free numbers looking and acting like plain numbers,
// not buttons. On a 320-px phone in Chinese, and on a laptop in English.

import type { AnyGame } from "@number-games/engine";
import { GAMES, Rng } from "@number-games/engine";
import { expect, test } from "@playwright/test";
import { axeViolations } from "./support/axe";
import { E2E_SEED, fastLocal } from "./support/pages";
import type { Position } from "./support/positions";
import { openPosition } from "./support/positions";
import { sidewaysOverflow } from "./support/reflow";

/** Two players; seeded random moves until seat 0 is to place a card of either kind. */
function decoyChoice(): Position {
  const g = GAMES["number-line"] as AnyGame;
  const cfg = g.parseConfig({ players: 2 });
  if (!cfg.ok) throw new Error(cfg.error.message);
  const rng = Rng.fromSeed(`${E2E_SEED}/decoy`);
  let state = g.newGame(cfg.value);
  for (let step = 0; step < 1000; step++) {
    const actor = g.actor(state);
    if (actor.kind === "terminal") break;
    let action: unknown;
    if (actor.kind === "chance") action = g.sampleChance(state, rng);
    else {
      const legal = g.legalActions(state) as { decoy?: boolean }[];
      const kinds = new Set(legal.map((a) => a.decoy));
      if (actor.player === 0 && kinds.has(true) && kinds.has(false)) {
        return { game: "number-line", config: g.configOf(state), actions: g.history(state) };
      }
      action = legal[rng.int(legal.length)];
    }
    const next = g.apply(state, action);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  throw new Error("no decoy choice for seat 0");
}

test("a takeback of a decoy: the switch is back on Real, the undone answer is not read out (320 px, Chinese)", async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await fastLocal(page, "zh");
  await openPosition(page, decoyChoice());
  const kind = page.locator(".nl-kind");
  const real = kind.getByRole("button", { name: "真牌" });
  const decoy = kind.getByRole("button", { name: "诱饵牌" });
  await expect(real).toHaveAttribute("aria-pressed", "true");
  await decoy.click();
  await expect(decoy).toHaveAttribute("aria-pressed", "true");
  const announce = page.getByTestId("announce");
  const before = (await announce.textContent()) ?? "";

  // The decoy placed; the computer answers; our turn again, for the real card now.
  await page.locator("button.nl-place").first().click();
  await expect(page.locator(".status-line.mine")).toBeVisible();
  await expect(announce).not.toHaveText(before);
  const answer = (await announce.textContent()) ?? "";
  expect(answer).toContain("Computer 1");
  await expect(decoy).toBeDisabled();

  await page.getByTestId("takeback").click();
  await expect(page.getByTestId("local-note")).toBeVisible();
  await expect(page.locator(".status-line.mine")).toBeVisible();
  await expect(decoy).toBeEnabled();
  await expect(real).toHaveAttribute("aria-pressed", "true");
  await expect(decoy).toHaveAttribute("aria-pressed", "false");
  await expect(announce).not.toContainText(answer);
  expect(await sidewaysOverflow(page)).toEqual([]);
});

test("a resigned game: the free numbers look and act like plain numbers, not buttons", async ({
  page,
}) => {
  await fastLocal(page);
  await openPosition(page, decoyChoice());
  const free = page.locator(".nl-line .nl-free");
  await expect(free.first()).toBeVisible();
  // On our turn they are buttons to press.
  await expect(page.locator("button.nl-place").first()).toBeEnabled();
  await page.getByTestId("resign").click();
  await page.getByTestId("resign-yes").click();
  await expect(page.getByTestId("resigned")).toBeVisible();

  const count = await free.count();
  expect(count).toBeGreaterThan(0);
  await free.first().hover({ force: true });
  const looks = await free.evaluateAll((els) =>
    els.map((el) => {
      const s = getComputedStyle(el);
      const taken = document.querySelector(".nl-line .nl-slot.taken .nl-number");
      const t = taken === null ? null : getComputedStyle(taken);
      return {
        pressable: el instanceof HTMLButtonElement && !el.disabled,
        cursor: s.cursor,
        transform: s.transform,
        border: s.borderColor === t?.borderColor,
        background: s.backgroundColor === t?.backgroundColor,
      };
    }),
  );
  for (const l of looks) {
    expect(l).toEqual({
      pressable: false,
      cursor: "default",
      transform: "none",
      border: true,
      background: true,
    });
  }
  expect(await axeViolations(page)).toEqual([]);
});
