// Issue 26, finding 3: `--out` of `numbers print`, `numbers analyze` and `numbers backup` writes only regular
// files. A symlink, a FIFO or a device node there is refused with one line and exit 2: never
// followed, never replaced, and no file is left beside it.

import { execFileSync } from "node:child_process";
import {
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { runNode } from "./support/spawn";

const BIN = fileURLToPath(new URL("../bin/numbers.js", import.meta.url));
const dir = mkdtempSync(join(tmpdir(), "numbers-out-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The special file at `cwd/out`, and what it must still be afterwards. */
interface Special {
  readonly name: string;
  /** Makes it; null when this machine cannot (a device node needs root). */
  make(cwd: string): boolean;
  still(cwd: string): void;
}

const isRoot = process.getuid?.() === 0;

const SPECIALS: readonly Special[] = [
  {
    name: "a symlink to a file",
    make(cwd) {
      writeFileSync(join(cwd, "victim.txt"), "keep me");
      symlinkSync(join(cwd, "victim.txt"), join(cwd, "out"));
      return true;
    },
    still(cwd) {
      expect(lstatSync(join(cwd, "out")).isSymbolicLink()).toBe(true);
      expect(readFileSync(join(cwd, "victim.txt"), "utf8")).toBe("keep me");
    },
  },
  {
    name: "a dangling symlink",
    make(cwd) {
      symlinkSync(join(cwd, "nowhere.txt"), join(cwd, "out"));
      return true;
    },
    still(cwd) {
      expect(lstatSync(join(cwd, "out")).isSymbolicLink()).toBe(true);
      expect(readdirSync(cwd)).not.toContain("nowhere.txt");
    },
  },
  {
    name: "a FIFO",
    make(cwd) {
      execFileSync("mkfifo", [join(cwd, "out")]);
      return true;
    },
    still(cwd) {
      expect(lstatSync(join(cwd, "out")).isFIFO()).toBe(true);
    },
  },
  {
    name: "a device node",
    make(cwd) {
      if (!isRoot) return false;
      // The null device's numbers, in the test's own folder.
      execFileSync("mknod", [join(cwd, "out"), "c", "1", "3"]);
      return true;
    },
    still(cwd) {
      expect(lstatSync(join(cwd, "out")).isCharacterDevice()).toBe(true);
    },
  },
];

const COMMANDS: readonly [string, readonly string[]][] = [
  ["numbers print", ["print", "number-line", "--out", "out"]],
  [
    "numbers analyze",
    [
      "analyze",
      "number-line",
      "--games",
      "4",
      "--threads",
      "1",
      "--out",
      "out",
      "--data-dir",
      "no-data",
    ],
  ],
  ["numbers backup", ["backup", "--out", "out", "--force", "--data-dir", "no-data"]],
];

describe.concurrent("--out at a special file", () => {
  for (const [command, args] of COMMANDS) {
    for (const special of SPECIALS) {
      it(`${command} refuses ${special.name}: one line, exit 2, nothing replaced`, async (ctx) => {
        const cwd = join(dir, `${command}-${special.name}`.replace(/\W+/g, "-"));
        mkdirSync(cwd);
        if (!special.make(cwd)) return ctx.skip();
        const before = readdirSync(cwd).sort();
        const r = await runNode(BIN, args, { cwd, timeoutMs: 60_000 });
        expect(r.status).toBe(2);
        expect(r.stdout).toBe("");
        expect(r.stderr).toMatch(/^numbers: cannot write out: not a regular file[^\n]*\n$/);
        special.still(cwd);
        expect(readdirSync(cwd).sort()).toEqual(before);
      });
    }
  }
});
