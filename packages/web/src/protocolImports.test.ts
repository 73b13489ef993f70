// A lint check on the bundle (docs/benchmarks.md, "the seated student's table"): the web app
// takes the protocol's values from `@number-games/protocol/light`. The main entry adds the
// sameness of names (names.ts) and with it a ~29 KB (gzipped) confusables table; a module that
// imports a value from it puts that table in every page that loads the module (the seated
// student's table, the online table, the teacher's page loaded it for nothing). Only the pages
// that check a whole name in the browser may: listed below, each with its reason. Type imports
// cost nothing and are free.

import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL(".", import.meta.url));

const ALLOWED: ReadonlyMap<string, string> = new Map([
  ["classroom/NewClassPage.tsx", "checks the class list's names with checkPlayerName"],
  ["play/SetupPage.tsx", "checks the players' names with checkPlayerName"],
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

/** The value imports (not `import type`) from the protocol's main entry in a source text. */
function mainEntryValueImports(text: string): string[] {
  const found = text.matchAll(/import\s+(type\s+)?\{[^}]*\}\s*from\s*"@number-games\/protocol"/g);
  return [...found].filter((m) => m[1] === undefined).map((m) => m[0]);
}

describe("the web app's imports of @number-games/protocol", () => {
  it("finds a value import and leaves a type import alone", () => {
    expect(mainEntryValueImports('import { nameKey } from "@number-games/protocol";')).toHaveLength(
      1,
    );
    expect(
      mainEntryValueImports('import type {\n  TableInfo,\n} from "@number-games/protocol";'),
    ).toEqual([]);
    expect(mainEntryValueImports('import { EMOTES } from "@number-games/protocol/light";')).toEqual(
      [],
    );
  });

  it("takes values from /light, but for the pages that check whole names", () => {
    const offenders = sources(SRC)
      .map((path) => relative(SRC, path).split("\\").join("/"))
      .filter((file) => !ALLOWED.has(file))
      .filter((file) => mainEntryValueImports(readFileSync(join(SRC, file), "utf8")).length > 0);
    expect(offenders).toEqual([]);
  });
});
