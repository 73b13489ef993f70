// `numbers analyze` end to end, through the real binary: bad input is one line and exit 2
// with nothing written; --json is the same whatever the thread count; the HTML report is
// one self-contained file; Ctrl-C stops the run and writes nothing.

import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { runNode } from "../../test/support/spawn";

const bin = fileURLToPath(new URL("../../bin/numbers.js", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "ng-analyze-"));
// A data folder with no store yet: the pace is the assumed one.
const noData = join(dir, "no-data");
mkdirSync(noData);
const numbers = (...args: string[]) =>
  runNode(bin, ["analyze", ...args, "--data-dir", noData], { cwd: dir, timeoutMs: 120_000 });
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("numbers analyze: bad input", () => {
  const out = join(dir, "bad.html");
  it.each([
    [["chess"], 'unknown game "chess"'],
    [["number-line", "--players", "6"], "Number Line is played by 2–5 players, not 6"],
    [["take-or-pay", "--players", "2-3"], "not 2"],
    [["number-line", "--bots", "hard,genius"], 'unknown bot "genius"'],
    [["number-line", "--self", "genius"], 'unknown bot "genius"'],
    [["number-line", "--games", "0"], "--games must be a whole number from 1 to 200,000, got 0"],
    [["number-line", "--games", "1000000000"], "--games must be a whole number from 1 to 200,000"],
    [["number-line", "--games", "many"], '--games must be a whole number, got "many"'],
    [["number-line", "--out", join(dir, "nowhere", "r.html")], "no such directory"],
    [["number-line", "--out", dir], "it is a directory"],
  ])("%j: one line, exit 2, no file", async (args, message) => {
    const r = await numbers(...args, ...(args.includes("--out") ? [] : ["--out", out]));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(message);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
    expect(r.stdout).toBe("");
    expect(existsSync(out)).toBe(false);
  });

  // root writes through permission bits, so this one runs only for other users.
  it.skipIf(process.getuid?.() === 0)(
    "a read-only directory is refused before any simulation",
    async () => {
      const ro = join(dir, "ro");
      mkdirSync(ro, { mode: 0o555 });
      const r = await numbers("magic-numbers", "--games", "1", "--out", join(ro, "r.html"));
      expect(r.status).toBe(2);
      expect(r.stderr).toContain("permission denied");
    },
  );
});

const small = [
  "--players",
  "2-3",
  "--games",
  "16",
  "--skill-games",
  "6",
  "--bots",
  "medium,random",
  "--self",
  "easy",
];

describe("numbers analyze: reports", () => {
  it("--json is the same with 1 and 2 threads, and names each figure's sample", async () => {
    const one = await numbers("number-line", ...small, "--json", "--threads", "1");
    expect(one.status, one.stderr).toBe(0);
    const two = await numbers("number-line", ...small, "--json", "--threads", "2");
    expect(two.stdout).toBe(one.stdout);
    const report = JSON.parse(one.stdout);
    expect(report.format).toBe("number-games/analysis@1");
    expect(report.pace).toEqual({ secondsPerMove: 8, measured: false, moves: 0, tables: 0 });
    const ids = report.figures.map((f: { id: string }) => f.id);
    expect(ids).toEqual([
      "seat-win-rate",
      "scores",
      "length",
      "skill-gap",
      "number-line-rounds",
      "number-line-bluff",
      "number-line-round1",
      "number-line-first-placement",
    ]);
    for (const f of report.figures) expect(f.basis).not.toBe("");
    expect(report.figures[0].games).toBe(32);
    // No stray file from a --json run.
    expect(readdirSync(dir).filter((f) => f.endsWith(".html"))).toEqual([]);
  });

  it("writes one self-contained HTML file with SVG charts and interval tables", async () => {
    const out = join(dir, "mn.html");
    const r = await numbers("magic-numbers", ...small, "--out", out);
    expect(r.status, r.stderr).toBe(0);
    const html = readFileSync(out, "utf8");
    expect(html.startsWith("<!doctype html>")).toBe(true);
    expect(html).toContain("<svg");
    expect(html).toContain("Four turns or fifteen minutes?");
    expect(html).toContain("ASSUMED");
    expect(html).toMatch(/\d+\.\d% \[\d+\.\d%, \d+\.\d%\]/);
    // Nothing to fetch: no scripts, stylesheets or images from elsewhere.
    expect(html).not.toMatch(/<script|<link|src="http|href="http/);
    expect(readdirSync(dir).filter((f) => f.includes(".tmp"))).toEqual([]);
    expect(r.stderr).toContain("written to");
  });
});

describe("numbers analyze: Ctrl-C", () => {
  it("stops the workers, exits 130 and writes nothing", async () => {
    const out = join(dir, "stopped.html");
    const child = spawn(
      process.execPath,
      [
        bin,
        "analyze",
        "take-or-pay",
        "--games",
        "100000",
        "--threads",
        "2",
        "--out",
        out,
        "--data-dir",
        noData,
      ],
      { cwd: dir, stdio: "pipe" },
    );
    let stderr = "";
    const started = new Promise<void>((resolve) => {
      child.stderr.setEncoding("utf8").on("data", (d: string) => {
        stderr += d;
        if (stderr.includes("Ctrl-C stops")) resolve();
      });
    });
    const exited = new Promise<number | null>((resolve) =>
      child.on("exit", (code) => resolve(code)),
    );
    await started;
    child.kill("SIGINT");
    expect(await exited, stderr).toBe(130);
    expect(stderr).toContain("stopped; nothing written");
    expect(existsSync(out)).toBe(false);
    expect(readdirSync(dir).filter((f) => f.includes("stopped"))).toEqual([]);
  });
});
