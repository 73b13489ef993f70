// Time budgets: a search given a deadline stops once it expires and still answers a legal
// move. The clock is injected (a counter), so nothing here depends on the machine's speed.

import type { AnyGame, GameId } from "@number-games/engine";
import { CHANCE, GAME_IDS, getGame, Rng, TERMINAL } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { hardV1Bot } from "../bench/baselines/hard-v1";
import { hardV2Bot } from "../bench/baselines/hard-v2";
import { ismctsV1 } from "../bench/baselines/ismcts-v1";
import { createBot, ismcts, runArena } from "../src/index";
import { Deadline } from "../src/search/budget";

/** A clock that moves one unit each time it is read. */
function countingClock(): { clock: () => number; reads: () => number } {
  let t = 0;
  return { clock: () => t++, reads: () => t };
}

/** The first decision with a choice in a game of medium bots, after `skip` such decisions. */
function position(game: AnyGame, skip: number): { state: unknown; seat: number } {
  const cfg = game.parseConfig({ players: 3 });
  if (!cfg.ok) throw new Error(cfg.error.message);
  const rng = Rng.fromSeed(`budget-${game.id}`);
  const bots = [0, 1, 2].map((p) => createBot(game, "medium", { seed: p }));
  let s = game.newGame(cfg.value);
  for (;;) {
    const m = game.toMove(s);
    if (m === TERMINAL) throw new Error("no position");
    if (m === CHANCE) {
      game.sampleChanceInPlace(s, rng);
      continue;
    }
    const obs = game.observe(s, m);
    if (obs.legal.length > 1 && skip-- === 0) return { state: s, seat: m };
    s = game.clone(s);
    game.applyInPlace(s, bots[m]!.act(obs));
  }
}

const legalIn = (game: AnyGame, state: unknown, action: unknown) => game.apply(state, action).ok;

describe("time budgets (injected clock)", () => {
  it.each(GAME_IDS.map((g) => [g] as GameId[]))(
    "%s: ismcts and ismcts-v1 stop when the deadline passes",
    (id) => {
      const game = getGame(id);
      const { state, seat } = position(game, 3);
      const obs = game.observe(state, seat);
      for (const search of [ismcts, ismctsV1]) {
        // The deadline is read once when made (t = 0, end = 7), then once per iteration after
        // the first: iterations 1..7 read 1..7, and the read of 7 stops the loop.
        const { clock } = countingClock();
        const r = search(game, obs, Rng.fromSeed(1), {
          iterations: Number.POSITIVE_INFINITY,
          deadline: new Deadline(7, clock),
        });
        expect(r.iterations).toBe(7);
        expect(legalIn(game, state, game.actionFromId(r.id))).toBe(true);
      }
    },
  );

  it.each(GAME_IDS.map((g) => [g] as GameId[]))(
    "%s: hard, hard-v1 and hard-v2 with timeMs answer legal moves and stop",
    (id) => {
      const game = getGame(id);
      for (const skip of [0, 2, 5]) {
        const { state, seat } = position(game, skip);
        const obs = game.observe(state, seat);
        for (const make of [
          (clock: () => number) => createBot(game, "hard", { seed: 3, timeMs: 40, clock }),
          (clock: () => number) => hardV1Bot(game, { seed: 3, timeMs: 40, clock }),
          (clock: () => number) => hardV2Bot(game, { seed: 3, timeMs: 40, clock }),
        ]) {
          const { clock, reads } = countingClock();
          expect(legalIn(game, state, make(clock).act(obs))).toBe(true);
          // It stopped on the clock: a bounded number of reads (one per iteration at most).
          expect(reads()).toBeGreaterThan(0);
          expect(reads()).toBeLessThanOrEqual(41);
        }
      }
    },
  );

  it("the arena plays hard against hard-v1 at a time per move", async () => {
    const r = await runArena({
      game: "take-or-pay",
      bots: [
        { kind: "level", level: "hard", timeMs: 2 },
        { kind: "level", level: "hard-v1", timeMs: 2 },
      ],
      games: 3,
      seed: "budget",
      config: { players: 3 },
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.lineup).toEqual(["hard@2ms", "hard-v1@2ms", "hard-v1@2ms"]);
    expect(r.value.summary.forfeits).toBe(0);
  });

  it("the arena plays hard against hard-v2 (Magic Numbers' frozen search) at a time per move", async () => {
    const r = await runArena({
      game: "magic-numbers",
      bots: [
        { kind: "level", level: "hard", timeMs: 2 },
        { kind: "level", level: "hard-v2", timeMs: 2 },
      ],
      games: 3,
      seed: "budget",
      config: { players: 3 },
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.lineup).toEqual(["hard@2ms", "hard-v2@2ms", "hard-v2@2ms"]);
    expect(r.value.summary.forfeits).toBe(0);
  });
});
