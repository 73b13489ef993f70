// The bins' bundles (scripts/bundle/build.mjs): a bundle runs only while it is fresh, and a
// command gives the same output from the bundle as from its TypeScript sources (FROM_SOURCE=1,
// what a stale bundle falls back to). The server's two ways: packages/server/test/bin.test.ts.

import { mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
// @ts-expect-error: a plain-JavaScript module of scripts/, without types
import { BUNDLES, isFresh, MANIFEST, runsBundle } from "../../../scripts/bundle/fresh.mjs";
import { runNode } from "./support/spawn";

const BIN = fileURLToPath(new URL("../bin/numbers.js", import.meta.url));
const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "ng-bundle-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("a bundle is fresh only while none of its inputs changed", () => {
  const input = join(dir, "a.ts");
  const manifest = (built: number, inputs: string[]) =>
    writeFileSync(join(dir, MANIFEST), JSON.stringify({ built, inputs }));

  it("fresh when every input is older than the build; stale when one is newer", () => {
    writeFileSync(input, "export {};");
    const past = new Date(Date.now() - 60_000);
    utimesSync(input, past, past);
    manifest(Date.now(), [input]);
    expect(isFresh(dir)).toBe(true);
    const future = new Date(Date.now() + 60_000);
    utimesSync(input, future, future);
    expect(isFresh(dir)).toBe(false);
  });

  it("stale when an input is gone, the manifest is missing or lists nothing", () => {
    manifest(Date.now(), [join(dir, "deleted.ts")]);
    expect(isFresh(dir)).toBe(false);
    manifest(Date.now(), []);
    expect(isFresh(dir)).toBe(false);
    expect(isFresh(join(dir, "no-such-dir"))).toBe(false);
  });
});

describe("numbers from its bundle and from its sources", () => {
  it("the tests run the fresh bundle (built by Vitest's global set-up)", () => {
    expect(runsBundle(join(ROOT, BUNDLES.numbers.outdir))).toBe(true);
  });

  it.each([
    [["rules", "take-or-pay", "--lang", "zh"]],
    [["new", "magic-numbers", "--players", "3", "--seed", "bundle"]],
    [["arena", "--game", "chess"]],
  ])("%j: the same output and exit code both ways", async (args) => {
    const [bundled, source] = await Promise.all([
      runNode(BIN, args),
      runNode(BIN, args, { env: { FROM_SOURCE: "1" } }),
    ]);
    expect(bundled.stdout.length + bundled.stderr.length).toBeGreaterThan(0);
    expect(bundled).toEqual(source);
  });
});
