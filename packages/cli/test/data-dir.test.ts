// Issue 26, finding 12 (command line): `numbers analyze --data-dir X` names where the server's
// data is; a missing folder, a file, or a folder whose store is not a Number Games SQLite file
// is said in one line with exit 2, not silently replaced by the assumed pace. A folder with no
// store yet still means "no measured pace".

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { runNode } from "./support/spawn";

const BIN = fileURLToPath(new URL("../bin/numbers.js", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "numbers-data-dir-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const analyze = (dataDir: string) =>
  runNode(
    BIN,
    ["analyze", "number-line", "--games", "4", "--threads", "1", "--json", "--data-dir", dataDir],
    { cwd: dir, timeoutMs: 120_000 },
  );

describe.concurrent("numbers analyze --data-dir", () => {
  it("refuses a missing folder", async () => {
    const r = await analyze(join(dir, "missing"));
    expect(r.status).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/^numbers: --data-dir [^\n]*: no such folder\n$/);
  });

  it("refuses a file", async () => {
    writeFileSync(join(dir, "a-file"), "x");
    const r = await analyze(join(dir, "a-file"));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^numbers: --data-dir [^\n]*: not a folder\n$/);
  });

  it("refuses a store that is not a Number Games SQLite file", async () => {
    mkdirSync(join(dir, "bad-store"));
    writeFileSync(join(dir, "bad-store", "number-games.sqlite"), "this is not SQLite\n");
    const r = await analyze(join(dir, "bad-store"));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^numbers: --data-dir [^\n]*: not a Number Games store\n$/);
  });

  it("takes a folder without a store as no measured pace", async () => {
    mkdirSync(join(dir, "empty"));
    const r = await analyze(join(dir, "empty"));
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).pace).toMatchObject({ measured: false });
  });
});
