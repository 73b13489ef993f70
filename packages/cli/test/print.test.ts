// `numbers print` as a user runs it: a PDF on success; on bad input one line on stderr,
// exit 2, and no file written.

import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PDFDocument } from "pdf-lib";
import { afterAll, describe, expect, it } from "vitest";
import { runNode } from "./support/spawn";

const BIN = fileURLToPath(new URL("../bin/numbers.js", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "numbers-print-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(args: string[]) {
  const r = await runNode(BIN, args);
  return { code: r.status, out: r.stdout, err: r.stderr };
}

describe("numbers print", () => {
  it("writes the PDF named by --out: Take or Pay in Chinese on Letter, 6 pages", async () => {
    const out = join(dir, "cards.pdf");
    const r = await run([
      "print",
      "take-or-pay",
      "--paper",
      "letter",
      "--lang",
      "zh",
      "--out",
      out,
    ]);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toBe("");
    expect(r.err).toMatch(/^wrote .*cards\.pdf: \d+ bytes\n$/);
    const doc = await PDFDocument.load(readFileSync(out));
    expect(doc.getPageCount()).toBe(6);
    expect(doc.getPage(0).getSize()).toEqual({ width: 612, height: 792 });
    expect(doc.getTitle()).toBe("拿还是付 (cards, tokens, rules)");
  });

  it("prints only the parts --what asks for, with the learning aids turned off", async () => {
    const out = join(dir, "rules.pdf");
    const r = await run([
      "print",
      "take-or-pay",
      "--what",
      "cards",
      "--no-pinyin",
      "--arabic",
      "--out",
      out,
    ]);
    expect(r.code, r.err).toBe(0);
    expect((await PDFDocument.load(readFileSync(out))).getPageCount()).toBe(4);
  });
});

// Each case is its own process: run them side by side.
describe.concurrent("numbers print, bad input", () => {
  const bad: [string, string[], RegExp][] = [
    ["an unknown game", ["print", "chess"], /unknown game "chess"/],
    [
      "a bad --paper",
      ["print", "number-line", "--paper", "a5"],
      /unknown paper "a5"; choose a4 or letter/,
    ],
    [
      "a bad --lang",
      ["print", "number-line", "--lang", "fr"],
      /unknown language "fr"; choose en or zh/,
    ],
    ["a part the game does not have", ["print", "magic-numbers", "--what", "cards"], /no "cards"/],
    [
      "a bad --players",
      ["print", "magic-numbers", "--players", "nine"],
      /player columns, not "nine"/,
    ],
    [
      "--out in a missing folder",
      ["print", "number-line", "--out", "missing/cards.pdf"],
      /cannot write missing\/cards\.pdf: no such directory/,
    ],
    [
      "--out that is a folder",
      ["print", "number-line", "--out", "."],
      /cannot write \.: it is a directory/,
    ],
    [
      "--out under a file",
      ["print", "number-line", "--out", "file.txt/cards.pdf"],
      /cannot write file\.txt\/cards\.pdf: no such directory/,
    ],
  ];
  for (const [name, args, message] of bad) {
    it(`refuses ${name}: one line, exit 2, nothing written`, async () => {
      const cwd = join(dir, name.replace(/\W+/g, "-"));
      mkdirSync(cwd);
      writeFileSync(join(cwd, "file.txt"), "x");
      const r = await runNode(BIN, args, { cwd });
      expect(r.status).toBe(2);
      expect(r.stdout).toBe("");
      expect(r.stderr).toMatch(message);
      expect(r.stderr).toMatch(/^numbers: [^\n]+\n$/);
      expect(readdirSync(cwd)).toEqual(["file.txt"]);
    });
  }
});
