// A lint check: user-visible text in the app's components goes through i18n (`t(...)`), so
// it exists in English and Chinese. Finds, in every .tsx file under src/, JSX text with a
// letter in it, and string literals with letters in attributes a person reads or hears
// (aria-label, title, placeholder, alt, …). Brand and proper names are allowed below, each
// with its reason; anything else fails with file:line and the text.

import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("..", import.meta.url));

/** Attributes whose text is shown or read out to the user. */
const VISIBLE_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-roledescription",
  "aria-valuetext",
  "title",
  "placeholder",
  "alt",
  "label",
]);

/** Text that is the same in every language, with the reason. */
const ALLOWED: ReadonlyMap<string, string> = new Map([
  ["English", "a language's own name in the language switch"],
  ["简体中文", "a language's own name in the language switch"],
  [
    "十七",
    "Take or Pay's picture shows a real card: its characters are the game's, in any language",
  ],
  ["shíqī", "the pinyin printed on that card"],
  ["ABCDE-23456", "the shape of a join code, as placeholder: codes are the same in every language"],
  ["ABCD-2345", "the shape of a move code, as placeholder: codes are the same in every language"],
]);

const LETTER = /\p{L}/u;

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return tsxFiles(p);
    return e.name.endsWith(".tsx") && !e.name.endsWith(".test.tsx") ? [p] : [];
  });
}

/** Each piece of user-visible literal text in `source`: where and what. */
function untranslated(fileName: string, source: string): string[] {
  const sf = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    const t = text.replace(/\s+/g, " ").trim();
    if (!LETTER.test(t) || ALLOWED.has(t)) return;
    const { line } = sf.getLineAndCharacterOfPosition(node.getStart(sf));
    found.push(`${fileName}:${line + 1}: ${JSON.stringify(t)}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxAttribute(node) && VISIBLE_ATTRIBUTES.has(node.name.getText(sf))) {
      const init = node.initializer;
      if (init !== undefined && ts.isStringLiteral(init)) report(init, init.text);
      else if (init !== undefined && ts.isJsxExpression(init) && init.expression !== undefined) {
        const e = init.expression;
        if (ts.isStringLiteral(e) || ts.isNoSubstitutionTemplateLiteral(e)) report(e, e.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return found;
}

describe("user-visible text goes through i18n", () => {
  it("finds literal text in JSX and in visible attributes (the check itself)", () => {
    const sample = [
      "const A = () => <p>Hello {name}</p>;",
      'const B = () => <button aria-label="Close">×</button>;',
      "const C = () => <input placeholder={'Your name'} />;",
      'const D = () => <p title={t("ok")}>{t("x")} · 17 ✓</p>;',
      "const E = () => <span>English</span>;",
    ].join("\n");
    expect(untranslated("sample.tsx", sample)).toEqual([
      'sample.tsx:1: "Hello"',
      'sample.tsx:2: "Close"',
      'sample.tsx:3: "Your name"',
    ]);
  });

  it("every component of the web app", () => {
    const found = tsxFiles(SRC).flatMap((f) =>
      untranslated(relative(SRC, f), readFileSync(f, "utf8")),
    );
    expect(found).toEqual([]);
  });
});
