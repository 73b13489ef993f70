// The arena: fair seating, reproducibility whatever the thread count, and the statistics.

import { describe, expect, it } from "vitest";
import type { BotSpec, GameOutcome } from "../src/index";
import {
  eloTable,
  estimate,
  planArena,
  runArena,
  seatPermutations,
  summarise,
  winShares,
} from "../src/index";

const lv = (level: "random" | "easy" | "medium"): BotSpec => ({ kind: "level", level });

describe("seating", () => {
  it.each([
    [["a", "b", "c"], 6],
    [["a", "b", "b"], 3],
    [["a", "b", "b", "b"], 4],
    [["a", "a"], 1],
    [["a", "b", "c", "d", "e"], 120],
  ])("%j has %i distinct arrangements, each bot in every seat equally often", (labels, count) => {
    const perms = seatPermutations(labels);
    expect(perms).toHaveLength(count);
    for (const label of new Set(labels)) {
      const perSeat = labels.map(
        (_, seat) => perms.filter((p) => labels[p[seat]!] === label).length,
      );
      expect(new Set(perSeat).size).toBe(1);
    }
  });

  it("rounds the number of games up to whole sets of arrangements; the last bot fills the table", () => {
    const r = planArena({
      game: "take-or-pay",
      bots: [lv("medium"), lv("easy")],
      games: 10,
      config: { players: 4 },
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.plan.entries.map((e) => (e.kind === "level" ? e.level : ""))).toEqual([
      "medium",
      "easy",
      "easy",
      "easy",
    ]);
    expect(r.value.total).toBe(12);
  });

  it("refuses more bots than seats and bad configs with stable codes", () => {
    const many = planArena({
      game: "magic-numbers",
      bots: [lv("easy"), lv("easy"), lv("easy")],
      games: 3,
      config: { players: 2 },
    });
    expect(many.ok ? null : many.error.code).toBe("ERR_LINEUP");
    const bad = planArena({
      game: "take-or-pay",
      bots: [lv("easy")],
      games: 3,
      config: { players: 9 },
    });
    expect(bad.ok ? null : bad.error.code).toBe("ERR_ARENA_CONFIG");
  });
});

describe("reproducibility", () => {
  it("the same seed gives the same games with 1 or 2 worker threads", async () => {
    const options = {
      game: "magic-numbers" as const,
      bots: [lv("medium"), lv("easy"), lv("random")],
      games: 24,
      seed: "threads",
    };
    const one = await runArena({ ...options, threads: 1 });
    const progress: number[] = [];
    const two = await runArena({ ...options, threads: 2, onProgress: (d) => progress.push(d) });
    expect(one.ok && two.ok).toBe(true);
    if (!one.ok || !two.ok) return;
    expect(two.value.outcomes).toEqual(one.value.outcomes);
    expect(two.value.summary).toEqual(one.value.summary);
    expect(progress).toHaveLength(24);
    const other = await runArena({ ...options, seed: "other" });
    expect(
      other.ok && JSON.stringify(other.value.outcomes) !== JSON.stringify(one.value.outcomes),
    ).toBe(true);
  });
});

describe("statistics", () => {
  it("estimate: mean and a 95% normal interval", () => {
    const e = estimate([0, 1, 0, 1]);
    expect(e.mean).toBe(0.5);
    expect(e.ci95).toBeCloseTo((1.96 * Math.sqrt(1 / 3)) / 2, 12);
  });

  const outcome = (
    seats: string[],
    winners: number[],
    extra: Partial<GameOutcome> = {},
  ): GameOutcome => ({
    index: 0,
    seats,
    scores: seats.map(() => 0),
    winners,
    decisions: 10,
    ...extra,
  });

  it("ties split the win; a forfeit hands it to the others", () => {
    expect(winShares(outcome(["a", "b", "c"], [0, 2]))).toEqual([0.5, 0, 0.5]);
    const f = outcome(["a", "b", "c"], [], {
      forfeit: { seat: 1, code: "ERR_BOT_CRASH", message: "x" },
    });
    expect(winShares(f)).toEqual([0.5, 0, 0.5]);
  });

  it("win rates are per seat, so a bot in two seats has the same fair share", () => {
    const s = summarise([outcome(["a", "b", "b"], [0]), outcome(["b", "a", "b"], [0])], 3);
    expect(s.bots.find((b) => b.label === "a")!.winRate.value).toBe(0.5);
    expect(s.bots.find((b) => b.label === "b")!.winRate.value).toBe(0.25);
    expect(s.fairShare).toBeCloseTo(1 / 3, 12);
  });

  it("Elo: the stronger bot rates higher, equal bots equal, mean 1500", () => {
    const games = [
      ...Array.from({ length: 30 }, () => outcome(["a", "b"], [0])),
      ...Array.from({ length: 10 }, () => outcome(["a", "b"], [1])),
    ];
    const elo = eloTable(games, ["a", "b"]);
    expect(elo[0]!.label).toBe("a");
    // 75% expected score ≈ 191 Elo points apart (a little less with the prior).
    expect(elo[0]!.elo - elo[1]!.elo).toBeGreaterThan(150);
    expect(elo[0]!.elo - elo[1]!.elo).toBeLessThan(200);
    expect((elo[0]!.elo + elo[1]!.elo) / 2).toBeCloseTo(1500, 0);
    const even = eloTable([outcome(["a", "b"], [0]), outcome(["a", "b"], [1])], ["a", "b"]);
    expect(even[0]!.elo).toBe(even[1]!.elo);
  });
});
