// `numbers solve number-line --full`: the whole 2-player game with the win objective, as a
// user runs it (a real process). Short lines keep it quick; the 10-number line is the same
// code (docs/analysis/number-line.md has its figures).

import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { runNode } from "./support/spawn";

const BIN = fileURLToPath(new URL("../bin/numbers.js", import.meta.url));

async function run(args: string[]) {
  const r = await runNode(BIN, args, { timeoutMs: 120_000 });
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("numbers solve number-line --full", () => {
  it("prints the value and each seat's P(win) as JSON, by LP and by CFR+", async () => {
    const lp = await run(["solve", "number-line", "--full", "--length", "4", "--json"]);
    expect(lp.code, lp.err).toBe(0);
    const a = JSON.parse(lp.out);
    expect(a).toMatchObject({ players: 2, objective: "win", length: 4, method: "lp" });
    // An even line: the second player (seat 1) wins with certainty.
    expect(a.value).toBeCloseTo(-1, 6);
    expect(a.pWin[0]).toBeCloseTo(0, 6);
    expect(a.pWin[1]).toBeCloseTo(1, 6);
    expect(a.pShared).toBeCloseTo(0, 6);
    expect(a.nashConv).toBeLessThanOrEqual(1e-7);
    const cfr = await run([
      "solve",
      "number-line",
      "--full",
      "--length",
      "3",
      "--method",
      "cfr",
      "--json",
    ]);
    expect(cfr.code, cfr.err).toBe(0);
    const b = JSON.parse(cfr.out);
    expect(b.method).toBe("cfr");
    expect(b.value).toBeCloseTo(1, 4);
    expect(b.nashConv).toBeLessThanOrEqual(1e-4);
  });

  it("prints a readable summary", async () => {
    const r = await run(["solve", "number-line", "--full", "--length", "3"]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain("value to seat 0: 1.000000");
    expect(r.out).toContain("P(win): seat 0 100.0000%, seat 1 0.0000%");
  });

  it("refuses what it does not solve, with a clear message", async () => {
    const three = await run(["solve", "number-line", "--full", "--players", "3"]);
    expect(three.code).not.toBe(0);
    expect(three.err).toContain("--full solves the 2-player game only");
    const check = await run(["solve", "number-line", "--full", "--check", "--length", "6"]);
    expect(check.code).not.toBe(0);
    expect(check.err).toContain("--check walks the engine's game tree");
    const method = await run(["solve", "number-line", "--full", "--method", "simplex"]);
    expect(method.code).not.toBe(0);
    expect(method.err).toContain("choose lp or cfr");
  });
});
