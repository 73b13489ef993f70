// Issue 26, finding 12 (command line): `numbers replay` of a file with no record, or of a
// file that is not text, says so in one line and exits 2 (it exited 0 silently, or printed
// one line per newline of the binary); `numbers verify` says what it checked: chance, not
// who made the players' moves.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { verifyText } from "../src/commands/verify";
import { runNode } from "./support/spawn";

const BIN = fileURLToPath(new URL("../bin/numbers.js", import.meta.url));
const FIXTURE = fileURLToPath(
  new URL("../../server/test/fixtures/record-chacha20.json", import.meta.url),
);
const dir = mkdtempSync(join(tmpdir(), "numbers-replay-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.concurrent("numbers replay of a file with no record", () => {
  const binary = Buffer.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0xff, 0xfe, 0x0a, 0x0a,
  ]);
  const cases: [string, string | Buffer, RegExp][] = [
    ["an empty file", "", /holds no record/],
    ["a file of blank lines", "\n \n\t\n", /holds no record/],
    ["a binary file", binary, /is not a text file/],
  ];
  for (const [name, content, message] of cases) {
    it(`refuses ${name}: one line, exit 2`, async () => {
      const file = join(dir, name.replace(/\W+/g, "-"));
      writeFileSync(file, content);
      const r = await runNode(BIN, ["replay", file]);
      expect(r.status).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(/^numbers: [^\n]+\n$/);
      expect(r.stderr).toMatch(message);
    });
  }
});

describe("numbers verify", () => {
  it("says it checked chance, not who made the players' moves", () => {
    const r = verifyText(readFileSync(FIXTURE, "utf8"));
    expect(r.code).toBe(0);
    expect(r.output).toMatch(/chance/);
    expect(r.output).toMatch(/not (?:checked|proof)[^\n]*players' moves/);
  });
});
