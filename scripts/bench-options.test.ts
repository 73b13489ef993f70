// The bench scripts as they are run read their command lines strictly (scripts/bench-args.ts):
// a misspelt flag, a missing value, a number that is not one or out of range ends the script at
// once with exit code 2 and a line naming the problem and the script's usage, instead of
// running the whole benchmark with the default it silently kept. A script of each bench folder
// (the bots', the server's, the web's, scripts/; the CLI's bench:compare has its own test) and
// each kind of problem.

import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "..");

interface Ran {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs a bench script with Node and tsx, as its npm script does; its exit code and output. */
async function bench(script: string, args: readonly string[]): Promise<Ran> {
  try {
    const r = await promisify(execFile)(process.execPath, ["--import", "tsx", script, ...args], {
      cwd: ROOT,
      encoding: "utf8",
    });
    return { code: 0, stdout: r.stdout, stderr: r.stderr };
  } catch (e) {
    const x = e as { code?: number; stdout?: string; stderr?: string };
    if (typeof x.code !== "number") throw e;
    return { code: x.code, stdout: x.stdout ?? "", stderr: x.stderr ?? "" };
  }
}

describe("bench scripts' options", () => {
  it("a misspelt flag is an error naming it and the script's options (bench:hard)", async () => {
    const r = await bench("packages/bots/bench/hard-vs-v1.ts", ["--gmaes", "10"]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toContain("hard-vs-v1.ts: Unknown option '--gmaes'");
    expect(r.stderr).toContain("--games <2500>");
  });

  it("a boolean flag misspelt is an error too (speed.ts)", async () => {
    const r = await bench("packages/bots/bench/speed.ts", ["--ismcts-onyl"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("speed.ts: Unknown option '--ismcts-onyl'");
    expect(r.stderr).toContain("--ismcts-only");
  });

  it("an option without its value, or with a value that is not a number, is an error", async () => {
    const missing = await bench("packages/bots/bench/top-ties.ts", ["--deals"]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain("top-ties.ts: Option '--deals <value>' argument missing");
    const nan = await bench("packages/bots/bench/secrecy-deals.ts", ["--deals", "lots"]);
    expect(nan.code).toBe(2);
    expect(nan.stderr).toContain('secrecy-deals.ts: --deals takes a number, not "lots"');
  });

  it("the web's bundle-size script refuses a misspelt flag before it builds", async () => {
    const r = await bench("packages/web/bench/size.mjs", ["--no-biuld"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("bench:web: Unknown option '--no-biuld'");
  });

  it("a whole number out of its range, a choice not offered (the server's bench:class)", async () => {
    const size = await bench("packages/server/bench/class.ts", ["--size", "9"]);
    expect(size.code).toBe(2);
    expect(size.stderr).toContain('bench:class: --size takes a whole number from 3 to 6, not "9"');
    expect(size.stderr).toContain("[--mode <single|redis|both>]");
    const mode = await bench("packages/server/bench/class.ts", ["--", "--mode", "all"]);
    expect(mode.code).toBe(2);
    expect(mode.stderr).toContain('--mode takes single, redis or both, not "all"');
  });

  it("a script with a positional (bench:table)", async () => {
    const r = await bench("scripts/bench-table.ts", ["--runs", "3"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("bench:table: one area expected (engine, web or server), got none");
    expect(r.stderr).toContain("usage: bench:table <engine|web|server> [--runs <5>]");
  });
});
