// The analysis behind `numbers analyze`: the statistics against known values, the planner's
// refusals (typed codes), the figures on hand-made outcomes, the per-game features against
// the engine's own history, and the same figures whatever the thread count.

import type { AnyGame } from "@number-games/engine";
import { getGame, Rng } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { distinctGames } from "../src/analysis/honest";
import { numberLineFeatures } from "../src/games/number-line/analysis";
import { firstPlacementValues, solveRound1 } from "../src/games/number-line/round1";
import { takeOrPayFeatures } from "../src/games/take-or-pay/analysis";
import type { BatchResult, GameOutcome, Pace } from "../src/index";
import {
  buildReport,
  differenceOfMeans,
  histogram,
  MAX_GAMES,
  meanInterval,
  planAnalysis,
  quantile,
  runAnalysis,
  runArena,
  wilson,
} from "../src/index";

const PACE: Pace = { secondsPerMove: 6, measured: false, moves: 0, tables: 0 };

describe("statistics", () => {
  it("Wilson intervals match published values", () => {
    // Newcombe (1998), table I: 0/10, 1/10, 81/263 (rounded to 4 decimals).
    const r = (x: number) => Math.round(x * 10000) / 10000;
    const a = wilson(0, 10);
    expect([r(a.low), r(a.high)]).toEqual([0, 0.2775]);
    const b = wilson(1, 10);
    expect([r(b.low), r(b.high)]).toEqual([0.0179, 0.4042]);
    const c = wilson(81, 263);
    expect([r(c.low), r(c.high)]).toEqual([0.2553, 0.3662]);
    expect(Number.isNaN(wilson(0, 0).value)).toBe(true);
  });

  it("means, differences, quantiles and histograms", () => {
    const m = meanInterval([1, 2, 3, 4]);
    expect(m.value).toBe(2.5);
    // sd = 1.2910, 1.96 · sd / 2
    expect(m.high - m.value).toBeCloseTo((1.959964 * Math.sqrt(5 / 3)) / 2, 3);
    const d = differenceOfMeans([2, 4], [1, 1, 1]);
    expect(d.value).toBe(2);
    expect(d.n).toBe(5);
    expect(quantile([5, 1, 3], 0.5)).toBe(3);
    expect(quantile([1, 2], 0.25)).toBe(1.25);
    expect(histogram([2, 1, 2, 2])).toEqual([
      { x: 1, count: 1, share: 0.25 },
      { x: 2, count: 3, share: 0.75 },
    ]);
  });
});

describe("planning refuses bad input with a code, and plans the batches", () => {
  const code = (input: Parameters<typeof planAnalysis>[0]) => {
    const r = planAnalysis(input);
    return r.ok ? "ok" : r.error.code;
  };
  it.each([
    [{ game: "chess" }, "ERR_ANALYSIS_GAME"],
    [{ game: "number-line", players: "6" }, "ERR_ANALYSIS_PLAYERS"],
    [{ game: "take-or-pay", players: "2-4" }, "ERR_ANALYSIS_PLAYERS"],
    [{ game: "take-or-pay", players: "8" }, "ERR_ANALYSIS_PLAYERS"],
    // 7 players: the classic preset only (the classroom one stops at 6), and no token sweep.
    [{ game: "take-or-pay", players: "7" }, "ok"],
    [{ game: "magic-numbers", players: "five" }, "ERR_ANALYSIS_PLAYERS"],
    [{ game: "magic-numbers", players: "4-2" }, "ERR_ANALYSIS_PLAYERS"],
    [{ game: "number-line", bots: "hard,genius" }, "ERR_ANALYSIS_BOTS"],
    [{ game: "number-line", self: "genius" }, "ERR_ANALYSIS_BOTS"],
    [{ game: "number-line", bots: 'cmd:"python3 x.py"' }, "ERR_ANALYSIS_BOTS"],
    [{ game: "number-line", bots: "hard@20ms,easy" }, "ERR_ANALYSIS_BOTS"],
    [{ game: "number-line", games: 0 }, "ERR_ANALYSIS_GAMES"],
    [{ game: "number-line", games: 1e9 }, "ERR_ANALYSIS_GAMES"],
    [{ game: "number-line", games: MAX_GAMES + 1 }, "ERR_ANALYSIS_GAMES"],
    [{ game: "number-line", skillGames: 0 }, "ERR_ANALYSIS_GAMES"],
    [{ game: "number-line", games: 2.5 }, "ERR_ANALYSIS_GAMES"],
    [{ game: "number-line", players: "2-5", games: MAX_GAMES }, "ok"],
  ])("%j → %s", (input, expected) => {
    expect(code(input)).toBe(expected);
  });

  it("7 players of Take or Pay: classic only, no token sweep (classroom cards)", () => {
    const r = planAnalysis({ game: "take-or-pay", players: "7", games: 10, skillGames: 7 });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.batches.map((b) => b.key)).toEqual([
      "self/classic/7",
      "skill/classic/7/hard@500-easy",
    ]);
  });

  it("self-play and skill batches per player count and rule set, plus the game's own", () => {
    const r = planAnalysis({ game: "take-or-pay", players: "3-4", games: 10, skillGames: 4 });
    if (!r.ok) throw new Error(r.error.message);
    const keys = r.value.batches.map((b) => b.key);
    // 2 presets × 2 counts × (self + 1 skill pairing: hard@500 vs easy), then the token sweep.
    expect(keys.slice(0, 8)).toEqual([
      "self/classroom/3",
      "skill/classroom/3/hard@500-easy",
      "self/classic/3",
      "skill/classic/3/hard@500-easy",
      "self/classroom/4",
      "skill/classroom/4/hard@500-easy",
      "self/classic/4",
      "skill/classic/4/hard@500-easy",
    ]);
    expect(keys.filter((k) => k.startsWith("tokens/"))).toHaveLength(10);
    // Skill games are rounded up to whole seat rotations (3 players: 3, 4 players: 4).
    expect(r.value.totals.slice(0, 2)).toEqual([10, 6]);
    expect(new Set(r.value.plans.map((p) => p.seed)).size).toBe(keys.length);
  });
});

/** Hand-made outcomes of 2-player games: seat 0 wins `w` of `n`, one shared. */
function outcomes(n: number, w: number): GameOutcome[] {
  return Array.from({ length: n }, (_, index) => ({
    index,
    seats: ["medium", "medium"],
    scores: [index, 3],
    winners: index < w ? [0] : index === w ? [0, 1] : [1],
    decisions: 10 + (index % 3),
  }));
}

describe("figures", () => {
  it("seat win rates count a shared win as half, with Wilson intervals; lengths in minutes", () => {
    const plan = planAnalysis({ game: "magic-numbers", players: "2", bots: "hard", games: 20 });
    if (!plan.ok) throw new Error(plan.error.message);
    const results: BatchResult[] = [
      {
        spec: plan.value.batches[0]!,
        config: plan.value.plans[0]!.config,
        outcomes: outcomes(20, 12),
      },
    ];
    const report = buildReport(plan.value.settings, results, PACE);
    const seat = report.figures.find((f) => f.id === "seat-win-rate")!;
    expect(seat.table!.rows[0]).toEqual([2, wilson(12.5, 20), wilson(7.5, 20), 20, 20]);
    expect(seat.games).toBe(20);
    const length = report.figures.find((f) => f.id === "length")!;
    const row = length.table!.rows[0]!;
    const mean = (7 * 10 + 7 * 11 + 6 * 12) / 20;
    expect(row[1]).toMatchObject({ value: mean, n: 20 });
    expect((row[5] as { value: number }).value).toBeCloseTo((mean * 6) / 60, 10);
    expect(length.description).toContain("ASSUMED");
    // No weak bots listed: no skill-gap figure.
    expect(report.figures.some((f) => f.id === "skill-gap")).toBe(false);
  });

  it("games that repeat get exact shares, no intervals, and say how many distinct games", () => {
    const plan = planAnalysis({ game: "magic-numbers", players: "2", bots: "hard", games: 20 });
    if (!plan.ok) throw new Error(plan.error.message);
    // 20 games, but only 3 distinct ones (fingerprints): 12.5 of 20 won by seat 1.
    const repeated = outcomes(20, 12).map((o) => ({ ...o, fingerprint: `g${o.index % 3}` }));
    const spec = plan.value.batches[0]!;
    const config = plan.value.plans[0]!.config;
    const report = buildReport(plan.value.settings, [{ spec, config, outcomes: repeated }], PACE);
    const seat = report.figures.find((f) => f.id === "seat-win-rate")!;
    expect(seat.table!.rows[0]).toEqual([2, 12.5 / 20, 7.5 / 20, 20, 3]);
    expect(seat.basis).toContain("distinct games 3 of 20");
    const points = seat.chart!.kind === "intervals" ? seat.chart!.points : [];
    expect(points[0]).toMatchObject({ value: 12.5 / 20, low: 12.5 / 20, high: 12.5 / 20 });
    // Distinct fingerprints everywhere: intervals again, and no note.
    const distinct = outcomes(20, 12).map((o) => ({ ...o, fingerprint: `g${o.index}` }));
    const again = buildReport(plan.value.settings, [{ spec, config, outcomes: distinct }], PACE);
    const seat2 = again.figures.find((f) => f.id === "seat-win-rate")!;
    expect(seat2.table!.rows[0]).toEqual([2, wilson(12.5, 20), wilson(7.5, 20), 20, 20]);
    expect(seat2.basis).not.toContain("distinct");
  });

  it("the arena fingerprints analysis games: equal games alike, different games apart", async () => {
    const play = async (game: "number-line" | "magic-numbers") => {
      const r = await runArena({
        game,
        bots: [{ kind: "level", level: "medium" }],
        games: 8,
        seed: "fingerprints",
        config: { players: 2 },
        features: true,
      });
      if (!r.ok) throw new Error(r.error.message);
      return r.value.outcomes;
    };
    // Number Line has no chance: medium's games repeat (tie-breaks are all that vary).
    const nl = await play("number-line");
    expect(nl.every((o) => typeof o.fingerprint === "string" && o.fingerprint.length === 16)).toBe(
      true,
    );
    const nlDistinct = distinctGames(nl);
    expect(nlDistinct).toBeLessThan(8);
    // Games with the same fingerprint are the same game: same scores and length.
    const byPrint = new Map<string, GameOutcome>();
    for (const o of nl) {
      const first = byPrint.get(o.fingerprint!);
      if (first === undefined) byPrint.set(o.fingerprint!, o);
      else expect([o.scores, o.decisions]).toEqual([first.scores, first.decisions]);
    }
    // Magic Numbers has dice: its games differ.
    expect(distinctGames(await play("magic-numbers"))).toBe(8);
  });

  it("Number Line's exact figures come from the round-1 solver", () => {
    expect(firstPlacementValues(2, "lowest")).toEqual([1, 2, 3, 4, 5, 5, 4, 3, 2, 1]);
    // The best first placement is worth the solved value of the whole round.
    for (const p of [2, 3, 4]) {
      for (const t of ["lowest", "highest", "random", "paranoid"] as const) {
        expect(Math.max(...firstPlacementValues(p, t))).toBeCloseTo(
          solveRound1(p, t).values[0]!,
          9,
        );
      }
    }
  });
});

/** Plays a game with uniformly random actions through the checked door. */
function randomFinal(game: AnyGame, config: unknown, seed: string): unknown {
  const rng = Rng.fromSeed(seed);
  let s = game.newGame(config);
  for (;;) {
    const m = game.toMove(s);
    if (m === -2) return s;
    const a =
      m === -1 ? game.sampleChance(s, rng) : ((l) => l[rng.int(l.length)])(game.legalActions(s));
    const next = game.apply(s, a);
    if (!next.ok) throw new Error(next.error.message);
    s = next.value;
  }
}

describe("per-game features agree with the history", () => {
  it("Number Line: bluff flags are each player's first round-2 card; round-2 points", () => {
    const game = getGame("number-line");
    for (const players of [2, 3, 5]) {
      const cfg = game.parseConfig({ players, firstPlayer: players - 1 });
      if (!cfg.ok) throw new Error("config");
      for (let g = 0; g < 20; g++) {
        const s = randomFinal(game, cfg.value, `nl-${players}-${g}`);
        const f = numberLineFeatures(game, s);
        const history = game.history(s) as { number: number; decoy?: boolean }[];
        const result = game.result(s);
        // Round 2 starts with the player after firstPlayer, after round 1's `players` cards.
        const r1 = players;
        const r2len = Math.min(2 * players, 10 - players);
        const expected = new Array<number>(players).fill(-1);
        for (let i = 0; i < r2len; i++) {
          const p = (players - 1 + 1 + i) % players;
          if (expected[p] === -1) expected[p] = history[r1 + i]!.decoy === true ? 1 : 0;
        }
        expect(f.bluff).toEqual(expected);
        expect(f.r2).toEqual(result.rounds![1]);
        expect(f.rounds).toBe(result.rounds!.length);
      }
    }
  });

  it("Take or Pay: one pass count per card, adding up to the pays", () => {
    const game = getGame("take-or-pay");
    const cfg = game.parseConfig({ players: 4 });
    if (!cfg.ok) throw new Error("config");
    for (let g = 0; g < 10; g++) {
      const s = randomFinal(game, cfg.value, `top-${g}`);
      const f = takeOrPayFeatures(game, s);
      const history = game.history(s) as { type: string; deck?: number[] }[];
      const deck = history[0]!.deck!;
      expect(f.cards).toEqual(deck);
      const pays = history.filter((a) => a.type === "pay").length;
      expect((f.passes as number[]).reduce((a, b) => a + b, 0)).toBe(pays);
    }
  });
});

describe("running", () => {
  it("gives the same report with 1 or 2 worker threads", async () => {
    const plan = planAnalysis({
      game: "number-line",
      players: "2-3",
      bots: "medium,random",
      self: "easy",
      games: 12,
      skillGames: 6,
      seed: "t",
    });
    if (!plan.ok) throw new Error(plan.error.message);
    const one = await runAnalysis(plan.value, { threads: 1, pace: PACE });
    const two = await runAnalysis(plan.value, { threads: 2, pace: PACE });
    expect(two).toEqual(one);
    expect(one.games).toBe(2 * 12 + 6 + 6);
    const other = planAnalysis({
      game: "number-line",
      players: "2-3",
      bots: "medium,random",
      self: "easy",
      games: 12,
      skillGames: 6,
      seed: "u",
    });
    if (!other.ok) throw new Error("plan");
    const three = await runAnalysis(other.value, { threads: 1, pace: PACE });
    expect(three).not.toEqual(one);
  });

  it("stops when the signal is aborted, with PoolAborted", async () => {
    const plan = planAnalysis({ game: "magic-numbers", players: "2", bots: "medium", games: 400 });
    if (!plan.ok) throw new Error(plan.error.message);
    const controller = new AbortController();
    let seen = 0;
    const run = runAnalysis(plan.value, {
      threads: 2,
      pace: PACE,
      signal: controller.signal,
      onProgress: (done) => {
        seen = done;
        if (done === 5) controller.abort();
      },
    });
    await expect(run).rejects.toThrow("stopped before the end");
    expect(seen).toBeLessThan(400);
  });
});
