// `numbers arena` and `numbers solve` end to end, through the real binary.

import { fileURLToPath } from "node:url";
import { gamesWithSolver } from "@number-games/bots";
import { GAME_IDS } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { runNode } from "../../test/support/spawn";

const bin = fileURLToPath(new URL("../../bin/numbers.js", import.meta.url));
const numbers = (...args: string[]) => runNode(bin, args);

describe("numbers arena", () => {
  it("--threads 2 plays in worker threads and matches one thread exactly", async () => {
    const args = [
      "arena",
      "--game",
      "number-line",
      "--bots",
      "medium,easy,random",
      "--games",
      "12",
      "--seed",
      "7",
      "--json",
    ];
    const two = await numbers(...args, "--threads", "2");
    expect(two.status, two.stderr).toBe(0);
    const one = await numbers(...args, "--threads", "1");
    const a = JSON.parse(two.stdout);
    expect(a).toEqual(JSON.parse(one.stdout));
    expect(a.games).toBe(12);
    expect(a.bots.map((b: { label: string }) => b.label).sort()).toEqual([
      "easy",
      "medium",
      "random",
    ]);
    expect(a.bots[0].winRate).toMatchObject({ kind: "interval", n: 2 });
    expect(a).toMatchObject({ blocks: 2, arrangements: 6, exact: false });
    expect(a.elo).toHaveLength(3);
  });

  it("prints a table with confidence intervals and an Elo list", async () => {
    const r = await numbers(
      "arena",
      "--game",
      "take-or-pay",
      "--bots",
      "medium,easy",
      "--games",
      "3",
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain("win rate, ties split (95% CI)");
    expect(r.stdout).toContain("Elo");
    expect(r.stdout).toMatch(/medium\s+1\s/);
  });

  it("games that repeat: exact shares, the count of distinct games, no interval", async () => {
    const args = ["arena", "--game", "number-line", "--bots", "medium,easy,easy", "--games", "60"];
    const json = JSON.parse((await numbers(...args, "--json")).stdout);
    expect(json.exact).toBe(true);
    expect(json.distinctGames).toBeLessThan(30);
    expect(json.bots[0].winRate).toEqual({ kind: "exact", value: expect.any(Number), n: 60 });
    const r = await numbers(...args);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain(`exact: 60 games but only ${json.distinctGames} distinct`);
    expect(r.stdout).not.toContain("±");
    expect(r.stdout).not.toContain("95% CI");
    expect(r.stdout).toMatch(/medium\s+1\s+\d+\.\d% \(exact\)/);
  });

  it("win-share intervals stay within 0–100%, and winning every game is not ± 0", async () => {
    const run = (bots: string, seed: string) =>
      numbers("arena", "--game", "number-line", "--bots", bots, "--games", "10", "--seed", seed);
    const json = async (bots: string, seed: string) =>
      JSON.parse(
        (
          await numbers(
            "arena",
            "--game",
            "number-line",
            "--bots",
            bots,
            "--games",
            "10",
            "--seed",
            seed,
            "--json",
          )
        ).stdout,
      );
    const mixed = await json("medium,random", "1");
    for (const b of mixed.bots) {
      expect(b.winRate.low).toBeGreaterThanOrEqual(0);
      expect(b.winRate.high).toBeLessThanOrEqual(1);
    }
    const text = (await run("medium,random", "1")).stdout;
    expect(text).not.toMatch(/-\d+(\.\d+)?%|\b(1\d\d|[2-9]\d\d)\.\d%/);
    // expert wins all 10 of these games (the seed fixes them).
    const sweep = await json("expert,random", "3");
    expect(sweep.bots[0]).toMatchObject({ label: "expert", winRate: { value: 1, high: 1 } });
    expect(sweep.bots[0].winRate.low).toBeLessThan(0.9);
    const line = (await run("expert,random", "3")).stdout
      .split("\n")
      .find((l) => l.startsWith("expert"));
    expect(line).not.toContain("± 0.0");
    expect(line).toMatch(/100\.0%\s+\[\d\d\.\d%, 100\.0%\]/);
  });

  it("reports a bad bot list with a clear message", async () => {
    const r = await numbers("arena", "--game", "take-or-pay", "--bots", "genius");
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('unknown bot "genius"');
  });
});

describe("numbers solve", () => {
  it("round 1 as JSON", async () => {
    const r = await numbers(..."solve number-line --players 3 --tiebreak lowest --json".split(" "));
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({
      players: 3,
      tiebreak: "lowest",
      values: [5, 3, 2],
      line: [8, 3, 2],
    });
  });

  it("random tiebreak: expected points to 4 decimals, no line", async () => {
    const r = await numbers(..."solve number-line --players 3 --tiebreak random --json".split(" "));
    expect(JSON.parse(r.stdout)).toEqual({
      players: 3,
      tiebreak: "random",
      values: [3.6667, 3.6667, 2],
    });
  });

  it("the decoy round reports NashConv", async () => {
    const r = await numbers("solve", "number-line", "--decoy", "--iterations", "200", "--json");
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.algorithm).toBe("CFR+");
    expect(out.nashConv).toBeLessThan(0.01);
  });

  it("Magic Numbers with open secrets: the value over every deal, and the value of secrecy", async () => {
    const r = await numbers(
      ..."solve magic-numbers --target 10 --bonus 4 --secrecy 10 --opponent random --json".split(
        " ",
      ),
    );
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.open.deals).toBe(900);
    expect(out.open.mean).toBeGreaterThan(out.open.min);
    expect(out.secrecy.games).toBe(10);
    expect(out.secrecy.oracle.value).toBeGreaterThan(0.5);
    const bad = await numbers("solve", "magic-numbers", "--opponent", "genius");
    expect(bad.status).toBe(2);
    expect(bad.stderr).toBe('numbers: unknown bot "genius"\n');
  });

  it("the 3-player decoy round: exploitability per player and the paranoid values", async () => {
    const r = await numbers(
      ..."solve number-line --decoy --players 3 --length 6 --iterations 100 --json".split(" "),
    );
    expect(r.status, r.stderr).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.players).toBe(3);
    expect(out.exploitability).toHaveLength(3);
    for (const e of out.exploitability) expect(e).toBeLessThan(0.01);
    expect(out.paranoid).toHaveLength(3);
    for (const [p, par] of out.paranoid.entries()) {
      expect(par.guaranteed).toBeLessThanOrEqual(par.atMost + 1e-9);
      expect(par.guaranteed).toBeLessThanOrEqual(out.values[p] + 1e-3);
    }
    const bad = await numbers(..."solve number-line --decoy --players 4".split(" "));
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("2 or 3 players");
  });

  it("no solver for the other games: one line naming the games that have one, exit 2", async () => {
    const solvable = gamesWithSolver();
    expect(solvable).toEqual(["number-line", "magic-numbers"]);
    for (const id of GAME_IDS.filter((g) => !solvable.includes(g))) {
      const r = await numbers("solve", id);
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(
        `numbers: no solver for ${id}: only number-line and magic-numbers have one\n`,
      );
    }
  });
});
