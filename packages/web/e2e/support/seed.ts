// Ready-made positions for browser tests that must not play whole games to reach a state:
// a local game saved in this browser's storage (mid-game or finished, drawn by the engine
// from a seed), and online tables made through the HTTP API (lobby or playing).

import { CHANCE, getGame, Rng, TERMINAL } from "@number-games/engine";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "@playwright/test";
import type { GameId } from "./pages";

export interface SeededGame {
  readonly id: string;
  readonly save: Record<string, unknown>;
}

/**
 * A local game vs two computer players, played at random from `seed` until `stop` says so
 * (or to the end). Seat 0 is the person ("Ann"); the others are random computer players.
 */
export function localGame(
  game: GameId,
  seed: string,
  stop: (
    moves: number,
    toMove: number | typeof CHANCE | typeof TERMINAL,
    last: unknown,
  ) => boolean = () => false,
  names: readonly string[] = ["Ann", "Ben", "Cleo"],
): SeededGame {
  const g = getGame(game);
  const cfg = g.parseConfig({ players: names.length });
  if (!cfg.ok) throw new Error(cfg.error.message);
  const rng = Rng.fromSeed(seed);
  let state = g.newGame(cfg.value);
  let last: unknown = null;
  for (let moves = 0; ; moves++) {
    const m = g.toMove(state);
    if (m === TERMINAL || stop(moves, m, last)) break;
    const action =
      m === CHANCE
        ? g.sampleChance(state, rng)
        : (() => {
            const legal = g.legalActions(state);
            return legal[rng.int(legal.length)];
          })();
    const next = g.apply(state, action);
    if (!next.ok) throw new Error(next.error.message);
    state = next.value;
    last = action;
  }
  const id = `seeded-${seed}`;
  const now = Date.now();
  return {
    id,
    save: {
      v: 1,
      id,
      game,
      mode: "computer",
      config: g.configOf(state),
      seats: names.map((name, i) =>
        i === 0 ? { kind: "human", name } : { kind: "bot", name, level: "random" },
      ),
      seed,
      actions: [...g.history(state)],
      createdAt: now,
      updatedAt: now,
      over: g.toMove(state) === TERMINAL,
    },
  };
}

/** Puts the games in this page's storage before any script runs. */
export async function storeLocalGames(page: Page, games: readonly SeededGame[]): Promise<void> {
  await page.addInitScript((list) => {
    for (const { id, save } of list) localStorage.setItem(`ng.game.${id}`, JSON.stringify(save));
  }, games as SeededGame[]);
}

export interface SeededTable {
  readonly tableId: string;
  readonly code: string;
  /** What the host's browser keeps (`ng.table.<id>`). */
  readonly hostCredentials: Record<string, unknown>;
}

/**
 * An online table with a human host in seat 0, a second human seat (open, or taken when the
 * table starts) and a computer; `alone`: the two others are computers. A 60 s turn timer.
 */
export async function onlineTable(
  request: APIRequestContext,
  game: GameId,
  hostName: string,
  opts: { start?: boolean; secondName?: string; alone?: boolean } = {},
): Promise<SeededTable> {
  const created = await request.post("/api/tables", {
    data: {
      game,
      config: { players: 3 },
      seats: [
        { kind: "human" },
        opts.alone ? { kind: "bot", level: "random" } : { kind: "human" },
        { kind: "bot", level: "random" },
      ],
      visibility: "private",
      turnClockSeconds: 60,
    },
  });
  expect(created.ok()).toBe(true);
  const { tableId, code, hostToken } = (await created.json()) as {
    tableId: string;
    code: string;
    hostToken: string;
  };
  const claim = await request.post(`/api/tables/${tableId}/claim`, {
    data: { name: hostName, seat: 0 },
  });
  expect(claim.ok()).toBe(true);
  const { seatToken } = (await claim.json()) as { seatToken: string };
  if (opts.start && !opts.alone) {
    const second = await request.post(`/api/tables/${tableId}/claim`, {
      data: { name: opts.secondName ?? "Ben", seat: 1 },
    });
    expect(second.ok()).toBe(true);
  }
  if (opts.start) {
    const started = await request.post(`/api/tables/${tableId}/start`, {
      headers: { authorization: `Bearer ${hostToken}` },
    });
    expect(started.ok()).toBe(true);
  }
  return {
    tableId,
    code,
    hostCredentials: { tableId, seat: 0, seatToken, hostToken, name: hostName },
  };
}

/** Makes this page the table's host (seat 0) before any script runs. */
export async function beHost(page: Page, table: SeededTable): Promise<void> {
  await page.addInitScript(([id, c]) => localStorage.setItem(`ng.table.${id}`, JSON.stringify(c)), [
    table.tableId,
    table.hostCredentials,
  ] as const);
}
