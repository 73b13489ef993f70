// Positions for browser tests, instead of playing whole games through the page and hoping:
// a local game against the computer is played here in Node by seeded random players up to a
// chosen point, written where the web app keeps its saved games (localStorage, the format
// local/referee.ts restores and checks), and opened at /local/<id>. The page then goes on
// from that position with its own seeded chance and computer players, so what follows is the
// same on every run.

import type { AnyGame } from "@number-games/engine";
import { GAMES, Rng } from "@number-games/engine";
import type { Page } from "@playwright/test";
import { expect } from "@playwright/test";
import type { GameId } from "./pages";
import { E2E_SEED } from "./pages";

export interface Position {
  readonly game: GameId;
  readonly config: unknown;
  /** The record's actions so far (chance included), as the engine's history has them. */
  readonly actions: readonly unknown[];
}

/**
 * A game played by seeded random players (chance drawn from the same seed) and cut where seat
 * 0, the person at the page, is to move for the `left`-th time before the end of that playout
 * (1: their last decision). The page may play on differently (its own chance and bots): the
 * position is near the end, not a promise of how it ends.
 */
export function nearEnd(game: GameId, config: unknown, left = 1, seed = E2E_SEED): Position {
  const g = GAMES[game] as AnyGame;
  const cfg = g.parseConfig(config);
  if (!cfg.ok) throw new Error(cfg.error.message);
  const rng = Rng.fromSeed(`${seed}/position`);
  let state = g.newGame(cfg.value);
  const ours: number[] = []; // history lengths at which seat 0 was to move
  for (let step = 0; step < 10_000; step++) {
    const actor = g.actor(state);
    if (actor.kind === "terminal") break;
    let action: unknown;
    if (actor.kind === "chance") action = g.sampleChance(state, rng);
    else {
      if (actor.player === 0) ours.push(g.history(state).length);
      const legal = g.legalActions(state);
      action = legal[rng.int(legal.length)];
    }
    const next = g.apply(state, action);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
  }
  const cut = ours[ours.length - left];
  if (cut === undefined) throw new Error(`seat 0 moved fewer than ${left} times`);
  return { game, config: g.configOf(state), actions: g.history(state).slice(0, cut) };
}

/** Seat 0 is "You", the others computer players of `level` ("random" answers at once). */
function seatsFor(players: number, level: string) {
  return Array.from({ length: players }, (_, i) =>
    i === 0 ? { kind: "human", name: "You" } : { kind: "bot", name: `Computer ${i}`, level },
  );
}

/**
 * Saves `position` as a local game against the computer on this page's origin and opens it;
 * returns when the board is showing. Call `fastLocal` first (language, no bot delay).
 */
export async function openPosition(
  page: Page,
  position: Position,
  opts: { level?: string; seed?: string } = {},
): Promise<void> {
  const g = GAMES[position.game] as AnyGame;
  const cfg = g.parseConfig(position.config);
  if (!cfg.ok) throw new Error(cfg.error.message);
  const id = `e2e-${position.game}-${position.actions.length}`;
  const save = {
    v: 1,
    id,
    game: position.game,
    mode: "computer",
    config: cfg.value,
    seats: seatsFor(g.numPlayers(cfg.value), opts.level ?? "random"),
    seed: opts.seed ?? E2E_SEED,
    actions: position.actions,
    createdAt: 1,
    updatedAt: 1,
  };
  await page.goto("/");
  await page.evaluate(
    ([key, value]) => localStorage.setItem(key as string, value as string),
    [`ng.game.${id}`, JSON.stringify(save)],
  );
  await page.goto(`/local/${id}`);
  await expect(page.getByTestId("status").or(page.getByTestId("result")).first()).toBeVisible();
}
