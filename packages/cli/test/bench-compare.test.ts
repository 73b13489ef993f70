// bench:compare (packages/cli/bench/compare.ts): its command line read strictly, the per-game
// figures from paired runs, and one real comparison of the working tree with HEAD.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { readCommandLine, summarize } from "../bench/compare";
import { runNode } from "./support/spawn";

describe("bench:compare's command line", () => {
  it("defaults: every game, 6 runs of 2 s in CPU time", () => {
    const r = readCommandLine(["main"]);
    expect(r).toEqual({
      ok: true,
      value: {
        commit: "main",
        games: ["number-line", "take-or-pay", "magic-numbers"],
        runs: 6,
        seconds: 2,
        clock: "cpu",
        json: false,
        failBelow: null,
      },
    });
  });

  it("reads every option", () => {
    const r = readCommandLine([
      "1b2231b",
      "--game",
      "take-or-pay",
      "--game",
      "magic-numbers",
      "--runs",
      "3",
      "--seconds",
      "0.5",
      "--clock",
      "wall",
      "--json",
      "--fail-below",
      "0.95",
    ]);
    expect(r.ok && r.value).toEqual({
      commit: "1b2231b",
      games: ["take-or-pay", "magic-numbers"],
      runs: 3,
      seconds: 0.5,
      clock: "wall",
      json: true,
      failBelow: 0.95,
    });
  });

  it.each([
    [["main", "--run", "3"], "Unknown option '--run'"],
    [["main", "--runs"], "--runs"],
    [[], "one baseline commit expected, got 0"],
    [["main", "HEAD~1"], "one baseline commit expected, got 2"],
    [["main", "--game", "chess"], '--game "chess" is not one of'],
    [["main", "--runs", "0"], '--runs takes a whole number from 1, not "0"'],
    [["main", "--runs", "2.5"], '--runs takes a whole number from 1, not "2.5"'],
    [["main", "--seconds", "two"], '--seconds takes a number above 0, not "two"'],
    [["main", "--clock", "gpu"], '--clock takes cpu or wall, not "gpu"'],
    [["main", "--fail-below", "0"], '--fail-below takes a ratio above 0, not "0"'],
  ])("refuses %j", (argv, problem) => {
    const r = readCommandLine(argv);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.why).toContain(problem);
  });
});

describe("summarize", () => {
  it("takes each run's ratio, then medians", () => {
    const s = summarize("take-or-pay", "abc", [90, 100, 120], [100, 100, 100]);
    expect(s.ratios).toEqual([0.9, 1, 1.2]);
    expect(s.ratio_median).toBe(1);
    expect([s.ratio_min, s.ratio_max]).toEqual([0.9, 1.2]);
    expect([s.ours_median, s.baseline_median]).toEqual([100, 100]);
  });

  it("refuses runs that do not pair", () => {
    expect(() => summarize("take-or-pay", "abc", [1, 2], [1])).toThrow(/do not pair/);
  });
});

describe("npm run bench:compare", () => {
  const TSX = fileURLToPath(new URL("../../../node_modules/tsx/dist/cli.mjs", import.meta.url));
  const SCRIPT = fileURLToPath(new URL("../bench/compare.ts", import.meta.url));
  const baselines = mkdtempSync(join(tmpdir(), "ng-bench-baselines-"));
  afterAll(() => rmSync(baselines, { recursive: true, force: true }));
  const env = { NUMBERS_BENCH_BASELINES: baselines };

  it("runs HEAD beside the working tree; --fail-below fails a game below the ratio", async () => {
    const args = [SCRIPT, "HEAD", "--game", "number-line", "--runs", "2", "--seconds", "0.1"];
    const r = await runNode(TSX, [...args, "--json", "--fail-below", "1000"], { env });
    expect(r.status, r.stderr).toBe(1);
    expect(r.stderr).toContain("run 2/2 number-line: this tree");
    expect(r.stderr).toMatch(/number-line at [\d.]+ of [0-9a-f]{9}'s speed, below 1000/);
    const rows = r.stdout
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(rows).toHaveLength(1);
    expect(rows[0].game).toBe("number-line");
    expect(rows[0].baseline).toMatch(/^[0-9a-f]{40}$/);
    expect(rows[0].ours).toHaveLength(2);
    expect(rows[0].theirs).toHaveLength(2);
    expect(rows[0].ratio_median).toBeGreaterThan(0);
    // The baseline's files stay for the next comparison, which reuses them.
    const again = await runNode(TSX, [...args, "--runs", "1"], { env });
    expect(again.status, again.stderr).toBe(0);
    expect(again.stderr).not.toContain("extracting");
    expect(again.stdout).toMatch(/^number-line\s+[\d,]+\s+[\d,]+\s+[\d.]+\s+/m);
  });

  it("an unknown commit: exit code 2 before any work", async () => {
    const r = await runNode(TSX, [SCRIPT, "no-such-commit-anywhere"], { env });
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('"no-such-commit-anywhere" is not a commit');
    expect(r.stderr).not.toContain("extracting");
  });
});
