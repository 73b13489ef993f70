// The web app's page paths, as the server needs them: which GET paths are pages of the app
// (answered with index.html, the app routes in the browser) and how each is spelled in a log
// line (a path's ids and codes replaced by their names). It mirrors `parseRoute` in
// packages/web/src/router.ts, which the server may not import; test/page-paths.test.ts checks
// the two agree.

import { GAME_IDS } from "@number-games/engine";

/** A segment: a fixed word, one of the game ids, one of some words, or anything (named). */
type Segment =
  | { readonly word: string }
  | { readonly game: true }
  | { readonly oneOf: readonly string[] }
  | { readonly param: string };

const word = (w: string): Segment => ({ word: w });
const game: Segment = { game: true };
const param = (name: string): Segment => ({ param: name });

/** Every page, as segments after the leading slash (the home page is none). */
const PAGES: readonly (readonly Segment[])[] = [
  [],
  [word("index.html")],
  [word("setup"), game, { oneOf: ["computer", "pass"] }],
  [word("local"), param("id")],
  [word("online")],
  [word("online"), game],
  [word("t"), param("table")],
  [word("replay")],
  [word("replay"), param("source")],
  [word("speed")],
  [word("warmup")],
  [word("print")],
  [word("print"), game],
  [word("rules"), game],
  [word("learn"), game],
  [word("lab")],
  [word("lab"), game],
  [word("class")],
  [word("class"), param("class")],
  [word("class"), param("class"), word("projector")],
  [word("c")],
  [word("c"), param("code")],
];

function safeDecode(p: string): string {
  try {
    return decodeURIComponent(p);
  } catch {
    return p;
  }
}

function matches(segment: Segment, value: string): boolean {
  if ("word" in segment) return value === segment.word;
  if ("game" in segment) return (GAME_IDS as readonly string[]).includes(value);
  if ("oneOf" in segment) return segment.oneOf.includes(value);
  return true;
}

/**
 * The page a URL path (no query string) opens, spelled for a log line (`/c/:code`,
 * `/rules/take-or-pay`), or null when the path is no page of the app. Leading and trailing
 * slashes are ignored as the router ignores them.
 */
export function pagePattern(path: string): string | null {
  const trimmed = path.replace(/^\/+/, "").replace(/\/+$/, "");
  const parts = trimmed === "" ? [] : trimmed.split("/").map(safeDecode);
  const page = PAGES.find(
    (segments) =>
      segments.length === parts.length && segments.every((s, i) => matches(s, parts[i]!)),
  );
  if (page === undefined) return null;
  return `/${page.map((s, i) => ("param" in s ? `:${s.param}` : parts[i])).join("/")}`;
}
