// count-playouts.mjs: the bundle and the sources play the same games for the same count (so
// their instruction counts compare like with like), and its command line is read strictly.

import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SCRIPT = fileURLToPath(new URL("./count-playouts.mjs", import.meta.url));

function run(...args: string[]) {
  const r = spawnSync(process.execPath, [SCRIPT, ...args], { encoding: "utf8" });
  return { status: r.status, out: r.stdout, err: r.stderr };
}

describe("count-playouts", () => {
  it.each(["take-or-pay", "magic-numbers"])("%s: the same playouts from both", (game) => {
    const bundle = run("bundle", game, "600");
    const source = run("source", game, "600");
    expect(bundle.status, bundle.err).toBe(0);
    expect(source.status, source.err).toBe(0);
    const b = JSON.parse(bundle.out);
    expect(b).toMatchObject({ from: "bundle", game, playouts: 512 });
    expect(b.actions_after_warmup).toBeGreaterThan(256);
    expect(JSON.parse(source.out)).toEqual({ ...b, from: "source" });
  });

  it("a run of none plays nothing", () => {
    const r = run("bundle", "take-or-pay", "0");
    expect(r.status, r.err).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ playouts: 0, actions_after_warmup: 0 });
  });

  it.each([
    [["bundle", "take-or-pay"], "usage"],
    [["tsx", "take-or-pay", "10"], "usage"],
    [["bundle", "take-or-pay", "-1"], "usage"],
    [["bundle", "chess", "10"], 'unknown game "chess"'],
  ])("refuses %j", (args, why) => {
    const r = run(...args);
    expect(r.status).toBe(2);
    expect(r.err).toContain(why);
  });
});
