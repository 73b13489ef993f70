// Adding a game touches its folder (games/<id>/) and the registries beside it, never a
// switch in shared code (docs/adding-a-game.md): this scan fails when a source file outside
// games/ names a game, by its id in a string or a path (`"take-or-pay"`,
// `../games/take-or-pay/speech`) or by the engine's namespace for it (`takeOrPayGame`).
// Left out: tests (they name games to exercise them), and the few files listed below, each
// with its reason.

import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { GAME_IDS } from "@number-games/engine";
import { describe, expect, it } from "vitest";

const SRC = fileURLToPath(new URL("..", import.meta.url));

const ALLOWED: ReadonlyMap<string, string> = new Map([
  // i18next's keys are `games.<id>.title`, `result.rule.<id>`, `tutorial.<id>.<hint>`: the
  // dictionaries are data keyed by id (each game's board texts already come from its
  // folder), and i18n.test.ts checks both languages have the same keys.
  ["i18n/en.ts", "the English dictionary, keyed by game id"],
  ["i18n/zh.ts", "the Chinese dictionary, keyed by game id"],
  ["i18n/sections/en/tutorial.ts", "the tutorials' hints in English, keyed by game id"],
  ["i18n/sections/zh/tutorial.ts", "the tutorials' hints in Chinese, keyed by game id"],
  // Not switches: adding a game never touches them.
  ["i18n/sections/labDescriptions.ts", "the lab's figure notes cite docs/analysis/<id>.md"],
  ["index.ts", "the package's entry exports Number Line's scoring helper for tools"],
  ["warmup/numerals.ts", "the warm-up drills Take or Pay's cards, the Chinese numerals"],
]);

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$|\.testing\.ts$/.test(e.name) ? [path] : [];
  });
}

/** The engine's namespace export for a game: "take-or-pay" → "takeOrPayGame". */
function namespaceOf(id: string): string {
  return `${id.replace(/-(\w)/g, (_, c: string) => c.toUpperCase())}Game`;
}

/** How `text` names a game of `ids`: each id in a string or a path, each namespace. */
function gameNames(text: string, ids: readonly string[]): string[] {
  return ids.flatMap((id) => {
    const quoted = new RegExp(`["'\`/]${id}(?![\\w-])`);
    const namespace = new RegExp(`\\b${namespaceOf(id)}\\b`);
    return [...(quoted.test(text) ? [id] : []), ...(namespace.test(text) ? [namespaceOf(id)] : [])];
  });
}

const FILES = sources(SRC).map((path) => ({
  rel: relative(SRC, path).split("\\").join("/"),
  text: readFileSync(path, "utf8"),
}));

describe("shared web code (outside games/) never names a game", () => {
  it("finds an id in a string or a path, and a namespace, and leaves prose alone", () => {
    const ids = ["take-or-pay", "magic-numbers"];
    expect(gameNames('if (game === "take-or-pay") return;', ids)).toEqual(["take-or-pay"]);
    expect(gameNames('import { sayCard } from "../games/take-or-pay/speech";', ids)).toEqual([
      "take-or-pay",
    ]);
    expect(gameNames("const x = import(`./reports/magic-numbers.json`);", ids)).toEqual([
      "magic-numbers",
    ]);
    expect(gameNames('href="/rules/take-or-pay#rules-1"', ids)).toEqual(["take-or-pay"]);
    expect(gameNames("takeOrPayGame.hanzi(4)", ids)).toEqual(["takeOrPayGame"]);
    expect(
      gameNames("// Take or Pay's pinyin; games/<game>/log.ts; '/take-or-paying'", ids),
    ).toEqual([]);
  });

  it("holds for every source file outside games/, tests and the listed ones", () => {
    const offenders = FILES.filter((f) => !f.rel.startsWith("games/") && !ALLOWED.has(f.rel))
      .map((f) => ({ file: f.rel, names: gameNames(f.text, GAME_IDS) }))
      .filter((f) => f.names.length > 0);
    expect(offenders).toEqual([]);
  });

  it("lists only files that exist and still name a game", () => {
    const stale = [...ALLOWED.keys()].filter((rel) => {
      const file = FILES.find((f) => f.rel === rel);
      return file === undefined || gameNames(file.text, GAME_IDS).length === 0;
    });
    expect(stale).toEqual([]);
  });
});
