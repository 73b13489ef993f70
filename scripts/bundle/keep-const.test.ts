// keep-const.mjs: which of a bundle's top-level `var`s become `const` again, and that the built
// `numbers` bundle has the playout kernels' tables as constants.

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
// @ts-expect-error: a plain-JavaScript module of scripts/, without types
import { BUNDLES } from "./fresh.mjs";
// @ts-expect-error: a plain-JavaScript module of scripts/, without types
import { keepConst } from "./keep-const.mjs";

const restore = keepConst as (code: string) => string;

describe("keepConst", () => {
  it.each([
    [
      "a table read only",
      "var T = new Int32Array(8);\nf(T[1]);",
      "const T = new Int32Array(8);\nf(T[1]);",
    ],
    ["several names, none written", "var a = 1, b = a + 1;", "const a = 1, b = a + 1;"],
    ["a class", "var C = class _C {};\nnew C();", "const C = class _C {};\nnew C();"],
    [
      "a local of the same name read",
      "var n = 1;\nfunction f(n) { return n; }",
      "const n = 1;\nfunction f(n) { return n; }",
    ],
    [
      "a function's own var",
      "function f() { var x = 1; return x; }",
      "function f() { var x = 1; return x; }",
    ],
  ])("restores const: %s", (_, code, expected) => {
    expect(restore(code)).toBe(expected);
  });

  it.each([
    ["assigned later", "var x = null;\nfunction f() { x = 2; }"],
    ["compound assignment", "var x = 1;\nx += 1;"],
    ["incremented", "var x = 0;\nfunction f() { x++; }"],
    ["decremented first", "var x = 0;\n--x;"],
    ["no initializer (assigned by a lazy module's init)", "var x;\ninit();"],
    ["a destructuring target", "var x = 1;\n[x] = [2];"],
    ["an object destructuring target", "var x = 1;\n({ a: x } = o);"],
    ["a for-of target", "var x = 0;\nfor (x of xs) f(x);"],
    ["a destructuring declaration", "var { a, b } = o;"],
    ["one of its names written", "var a = 1, b = 2;\nb = 3;"],
    ["declared twice in the module's scope", "var x = 1;\nif (c) { var x = 2; }"],
    [
      "a shadowing local written (by name, to be safe)",
      "var x = 1;\nfunction f() { let x = 0; x = 2; }",
    ],
  ])("keeps var: %s", (_, code) => {
    expect(restore(code)).toBe(code);
  });

  it("the result runs as the bundle did", () => {
    const code =
      "var K = 3;\nvar n = 0;\nfunction bump() { n += K; return n; }\nbump();\nreturn bump();";
    const out = restore(code);
    expect(out).toContain("const K = 3;");
    expect(out).toContain("var n = 0;");
    expect(new Function(out)()).toBe(new Function(code)());
  });
});

describe("the numbers bundle", () => {
  it("has the playout kernels' tables and scratch arrays as constants", () => {
    const dist = fileURLToPath(new URL(`../../${BUNDLES.numbers.outdir}/`, import.meta.url));
    const code = readdirSync(dist)
      .filter((f) => f.endsWith(".mjs"))
      .map((f) => readFileSync(join(dist, f), "utf8"))
      .join("\n");
    for (const table of ["ACCEPT", "RECIPROCAL", "SWAP_WITH", "FACES"]) {
      expect(code).toMatch(new RegExp(`^const ${table} = `, "m"));
      expect(code).not.toMatch(new RegExp(`^var ${table} = `, "m"));
    }
  });
});
