// The rules page's first visit was slow (issue 24): it took the rule sheets' text from the
// print package's main entry, which is the PDF maker (pdf-lib, fontkit, ~500 KB gzipped).
// Only the PDF maker, loaded on "Make the PDF", may import that entry; every other module
// takes the light ones (`@number-games/print/rules`, `/options`). npm run bench:web measures it.

import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("..", import.meta.url));
// The PDF makers: the print page's and the lesson report's, each loaded when asked for.
const ALLOWED = new Set(["print/makePdf.ts", "print/lessonReportPdf.ts"]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}

describe("the print package's heavy entry", () => {
  it("is imported (with a value, not a type) only by the PDF maker", () => {
    const heavy = sources(SRC)
      .filter((f) =>
        /^import (?!type)[^;]*from "@number-games\/print";/m.test(readFileSync(f, "utf8")),
      )
      .map((f) => relative(SRC, f).replaceAll("\\", "/"));
    expect(heavy.filter((f) => !ALLOWED.has(f))).toEqual([]);
    expect(heavy).toContain("print/makePdf.ts");
  });
});
