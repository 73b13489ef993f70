// Gives a bundle's top-level bindings back the `const` that esbuild took from them. When it
// bundles, esbuild declares every top-level `const`, `let` and `class` as `var` (a Safari
// workaround, with no option to turn it off). V8 treats a module's `const` as a constant: the
// playout kernels' tables (sfc32's ACCEPT and RECIPROCAL, a deal's scratch array, Magic
// Numbers' FACES) are read as constants and their checks leave the loops. As `var`s they are
// read afresh and checked every time, and the bundled `numbers bench` played Take or Pay and
// Magic Numbers about 15% slower than the same sources run through tsx (docs/benchmarks.md).
//
// A top-level `var` becomes `const` again when that is sure to mean the same: every name it
// declares has an initializer, is declared once in the module's scope, and is never the target
// of an assignment anywhere in the file (any scope: a shadowing local that is assigned keeps the
// `var` too, which costs nothing but speed). Declarations that esbuild splits from their
// initializer (lazily initialized modules) are assigned later, so they stay `var`. The only
// other difference, the temporal dead zone, is the one the sources have: the bundle runs its
// modules in the order the sources run, and the packages have no import cycles.

import ts from "typescript";

const ASSIGNMENTS = new Set([
  ts.SyntaxKind.EqualsToken,
  ts.SyntaxKind.PlusEqualsToken,
  ts.SyntaxKind.MinusEqualsToken,
  ts.SyntaxKind.AsteriskEqualsToken,
  ts.SyntaxKind.AsteriskAsteriskEqualsToken,
  ts.SyntaxKind.SlashEqualsToken,
  ts.SyntaxKind.PercentEqualsToken,
  ts.SyntaxKind.LessThanLessThanEqualsToken,
  ts.SyntaxKind.GreaterThanGreaterThanEqualsToken,
  ts.SyntaxKind.GreaterThanGreaterThanGreaterThanEqualsToken,
  ts.SyntaxKind.AmpersandEqualsToken,
  ts.SyntaxKind.BarEqualsToken,
  ts.SyntaxKind.CaretEqualsToken,
  ts.SyntaxKind.AmpersandAmpersandEqualsToken,
  ts.SyntaxKind.BarBarEqualsToken,
  ts.SyntaxKind.QuestionQuestionEqualsToken,
]);

/** The names an assignment target writes: `x`, `[x, y]`, `{ a: x, ...y }`, `(x)`. */
function targets(node, out) {
  if (ts.isIdentifier(node)) out.add(node.text);
  else if (ts.isParenthesizedExpression(node)) targets(node.expression, out);
  else if (ts.isArrayLiteralExpression(node)) for (const e of node.elements) targets(e, out);
  else if (ts.isSpreadElement(node) || ts.isSpreadAssignment(node)) targets(node.expression, out);
  else if (ts.isObjectLiteralExpression(node)) {
    for (const p of node.properties) {
      if (ts.isPropertyAssignment(p)) targets(p.initializer, out);
      else if (ts.isShorthandPropertyAssignment(p)) out.add(p.name.text);
      else targets(p, out);
    }
  } else if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.EqualsToken) {
    targets(node.left, out); // a default in a destructuring target
  }
}

/** Every name written by an assignment, `++`/`--` or a `for (x of/in …)` anywhere in `file`. */
function assignedNames(file) {
  const out = new Set();
  const visit = (node) => {
    if (ts.isBinaryExpression(node) && ASSIGNMENTS.has(node.operatorToken.kind)) {
      targets(node.left, out);
    } else if (
      (ts.isPrefixUnaryExpression(node) || ts.isPostfixUnaryExpression(node)) &&
      (node.operator === ts.SyntaxKind.PlusPlusToken ||
        node.operator === ts.SyntaxKind.MinusMinusToken)
    ) {
      targets(node.operand, out);
    } else if (
      (ts.isForInStatement(node) || ts.isForOfStatement(node)) &&
      !ts.isVariableDeclarationList(node.initializer)
    ) {
      targets(node.initializer, out);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return out;
}

const isVar = (list) => (list.flags & (ts.NodeFlags.Let | ts.NodeFlags.Const)) === 0;

/** How many times each name is declared in the module's own scope (hoisted `var`s included). */
function moduleScopeDeclarations(file) {
  const counts = new Map();
  const add = (name) => counts.set(name, (counts.get(name) ?? 0) + 1);
  const addBinding = (name) => {
    if (ts.isIdentifier(name)) add(name.text);
    else for (const e of name.elements) if (!ts.isOmittedExpression(e)) addBinding(e.name);
  };
  const visit = (node, topLevel) => {
    if (ts.isFunctionLike(node) || ts.isClassLike(node)) {
      if (topLevel && node.name !== undefined && ts.isIdentifier(node.name)) add(node.name.text);
      return; // its own scope: nothing inside is the module's
    }
    if (ts.isVariableDeclarationList(node) && (isVar(node) || topLevel)) {
      for (const d of node.declarations) addBinding(d.name);
    }
    const childTopLevel = topLevel && (ts.isSourceFile(node) || ts.isVariableStatement(node));
    ts.forEachChild(node, (child) => visit(child, childTopLevel));
  };
  visit(file, true);
  return counts;
}

/** `code` (one bundle chunk, an ES module) with its safe top-level `var`s made `const`. */
export function keepConst(code) {
  const file = ts.createSourceFile(
    "chunk.mjs",
    code,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.JS,
  );
  const assigned = assignedNames(file);
  const declared = moduleScopeDeclarations(file);
  const starts = [];
  for (const statement of file.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    const list = statement.declarationList;
    if (!isVar(list)) continue;
    const safe = list.declarations.every(
      (d) =>
        ts.isIdentifier(d.name) &&
        d.initializer !== undefined &&
        !assigned.has(d.name.text) &&
        declared.get(d.name.text) === 1,
    );
    if (safe) starts.push(list.getStart(file));
  }
  let out = code;
  for (const at of starts.reverse()) {
    if (out.slice(at, at + 3) !== "var") throw new Error(`keepConst: no "var" at ${at}`);
    out = `${out.slice(0, at)}const${out.slice(at + 3)}`;
  }
  return out;
}
