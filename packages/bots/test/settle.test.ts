// Rollouts that stop once the rating is settled (src/review/settle.ts, evaluate.ts `settle`,
// ReviewOptions.settle): the stopping rule on made-up differences; a clear decision stops
// early with the values of the full review's first determinizations; on a played game every
// rating is the full count's; the crafted blunder is still found.

import type { GameRecord } from "@number-games/engine";
import { CHANCE, getGame, RECORD_FORMAT, Rng, TERMINAL } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { createBot, REVIEW_THRESHOLDS, reviewSeat, strategyOf } from "../src/index";
import { rolloutValues } from "../src/review/evaluate";
import { BATCH, MIN_SAMPLES, PairedDifferences } from "../src/review/settle";

const CUTS = [REVIEW_THRESHOLDS.win.best, REVIEW_THRESHOLDS.win.fine];
const FULL = 300;

/** `n` determinizations where action 1 is worth `gap` more than the played action 0, ± `noise`. */
function differences(n: number, gap: number, noise: number): PairedDifferences {
  const d = new PairedDifferences(2, 0);
  for (let k = 0; k < n; k++) d.add([0.5, 0.5 + gap + (k % 2 === 0 ? noise : -noise)]);
  return d;
}

describe("the stopping rule", () => {
  it("never stops before MIN_SAMPLES", () => {
    expect(differences(MIN_SAMPLES - 1, 0, 0).settled(CUTS, FULL)).toBe(false);
    expect(differences(MIN_SAMPLES, 0, 0).settled(CUTS, FULL)).toBe(true);
  });

  it("stops on a clear best move and a clear mistake, not near a cut point", () => {
    expect(differences(MIN_SAMPLES, -0.2, 0.1).settled(CUTS, FULL)).toBe(true);
    expect(differences(MIN_SAMPLES, 0.4, 0.1).settled(CUTS, FULL)).toBe(true);
    expect(differences(MIN_SAMPLES, 0.1, 0.1).settled(CUTS, FULL)).toBe(false);
    expect(differences(MIN_SAMPLES, 0.03, 0.3).settled(CUTS, FULL)).toBe(false);
  });

  it("a rare difference not seen yet still widens the interval (the prior)", () => {
    // Ten identical determinizations say nothing about the eleventh.
    const d = new PairedDifferences(2, 0);
    for (let k = 0; k < 10; k++) d.add([0.5, 0.5]);
    expect(d.costBounds(FULL).high).toBeGreaterThan(REVIEW_THRESHOLDS.win.best);
  });

  it("at the full count the cost is the sample's", () => {
    const d = differences(FULL, 0.05, 0.2);
    expect(d.costBounds(FULL).low).toBeCloseTo(0.05, 9);
    expect(d.costBounds(FULL).high).toBeCloseTo(0.05, 9);
  });
});

const rec = (game: string, config: unknown, actions: unknown[]): GameRecord =>
  ({ format: RECORD_FORMAT, game, config, actions }) as GameRecord;

// Take or Pay: the first card is 35 with no tokens on it, and seat 0 takes it at once.
const others = Array.from({ length: 34 }, (_, i) => i + 1).filter((n) => n !== 35);
const takeAt35 = rec("take-or-pay", { players: 3 }, [
  { type: "deal", deck: [35, ...others].slice(0, 30) },
  { type: "take" },
]);

describe("rollouts that settle", () => {
  it("stop early on a clear mistake, with the full review's first determinizations", () => {
    const game = getGame("take-or-pay");
    const cfg = game.parseConfig(takeAt35.config);
    if (!cfg.ok) throw new Error(cfg.error.message);
    const dealt = game.apply(game.newGame(cfg.value), takeAt35.actions[0] as never);
    if (!dealt.ok) throw new Error(dealt.error.message);
    const observation = game.observe(dealt.value, 0);
    const played = observation.legal.findIndex(
      (a: unknown) => (a as { type: string }).type === "take",
    );
    const base = { seed: "s", cancelled: () => false };
    const settled = rolloutValues(game as never, strategyOf(game as never), observation, {
      ...base,
      determinizations: FULL,
      settle: { played, cuts: CUTS },
    })!;
    expect(settled.samples).toBeLessThan(FULL);
    expect(settled.samples % BATCH).toBe(0);
    const prefix = rolloutValues(game as never, strategyOf(game as never), observation, {
      ...base,
      determinizations: settled.samples,
    })!;
    expect(settled.values).toEqual(prefix.values);
  });

  it("the crafted blunder is still that seat's mistake, with its kind", () => {
    const [d] = reviewSeat(takeAt35, 0, { seed: "lesson", determinizations: FULL, settle: true });
    expect(d).toMatchObject({ index: 1, rating: "mistake", kind: "take-high-small-pot" });
  });

  it("rate every decision of a played game as the full count does", () => {
    const game = getGame("take-or-pay");
    const cfg = game.parseConfig({ players: 3 });
    if (!cfg.ok) throw new Error(cfg.error.message);
    const bots = [
      createBot(game as never, "medium", { seed: "a" }),
      createBot(game as never, "random", { seed: "b" }),
      createBot(game as never, "easy", { seed: "c" }),
    ];
    const rng = Rng.fromSeed("settle");
    let state = game.newGame(cfg.value);
    const actions: unknown[] = [];
    for (;;) {
      const m = game.toMove(state);
      if (m === TERMINAL) break;
      const a = m === CHANCE ? game.sampleChance(state, rng) : bots[m]!.act(game.observe(state, m));
      actions.push(a);
      const next = game.apply(state, a as never);
      if (!next.ok) throw new Error(next.error.message);
      state = next.value;
    }
    const record = rec("take-or-pay", { players: 3 }, actions);
    const opts = { seed: "agree", determinizations: FULL };
    const full = reviewSeat(record, 1, opts);
    const quick = reviewSeat(record, 1, { ...opts, settle: true });
    expect(full.length).toBeGreaterThan(10);
    expect(full.some((d) => d.rating === "mistake")).toBe(true);
    expect(quick.map((d) => [d.index, d.rating])).toEqual(full.map((d) => [d.index, d.rating]));
  });
});
