// What to print, from untrusted input (CLI flags, a web form): one parse function that
// returns a checked `PrintOptions` or a typed error with a stable code (STYLE.md habit 2).

import type { GameId, Result } from "@number-games/engine";
import { err, GAME_IDS, GAMES, isGameId, ok } from "@number-games/engine";
import type { Paper } from "./paper";
import { PAPERS } from "./paper";

// `@number-games/print/options` is this module alone: what a form or a command line needs
// to check its input, without loading the PDF code.
export type { Paper };
export { PAPERS };

export const LANGUAGES = ["en", "zh"] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The kinds of page: cards (Take or Pay, Number Line), a token sheet (Take or Pay), a
 * score sheet (Magic Numbers) and a one-page rules sheet (every game).
 */
export const PARTS = ["cards", "tokens", "sheet", "rules"] as const;
export type Part = (typeof PARTS)[number];

/** Which parts each game has, in the order they are printed. */
export const GAME_PARTS = {
  "take-or-pay": ["cards", "tokens", "rules"],
  "number-line": ["cards", "rules"],
  "magic-numbers": ["sheet", "rules"],
} as const satisfies Readonly<Record<GameId, readonly Part[]>>;

/** Score sheet columns for Magic Numbers when not given. */
export const DEFAULT_SHEET_PLAYERS = 4;

export interface PrintOptions {
  readonly game: GameId;
  readonly paper: Paper;
  readonly lang: Language;
  /** Non-empty, in the game's order, no repeats. */
  readonly parts: readonly Part[];
  /** Take or Pay cards: the pinyin under the characters (on unless turned off). */
  readonly pinyin: boolean;
  /** Take or Pay cards: Arabic numerals in the corners (on unless turned off). */
  readonly arabic: boolean;
  /** Magic Numbers score sheet: one column per player. */
  readonly players: number;
}

export const PRINT_ERROR_CODES = [
  "ERR_UNKNOWN_GAME",
  "ERR_PAPER",
  "ERR_LANG",
  "ERR_PART",
  "ERR_PLAYERS",
] as const;
export type PrintErrorCode = (typeof PRINT_ERROR_CODES)[number];

export interface PrintError {
  readonly code: PrintErrorCode;
  readonly message: string;
}

/** What a form or the command line hands over; every field is optional except the game. */
export interface PrintRequest {
  readonly game: unknown;
  readonly paper?: unknown;
  readonly lang?: unknown;
  /** "all", one part, or a comma-separated list ("cards,rules"). */
  readonly what?: unknown;
  readonly pinyin?: unknown;
  readonly arabic?: unknown;
  readonly players?: unknown;
}

function printError(code: PrintErrorCode, message: string): Result<never, PrintError> {
  return err({ code, message });
}

function oneOf<T extends string>(list: readonly T[], x: unknown): x is T {
  return typeof x === "string" && (list as readonly string[]).includes(x);
}

const show = (x: unknown) => (typeof x === "string" ? `"${x}"` : String(x));

function parseParts(game: GameId, what: unknown): Result<readonly Part[], PrintError> {
  const has: readonly Part[] = GAME_PARTS[game];
  if (what === undefined || what === "all") return ok(has);
  const asked = typeof what === "string" ? what.split(",").map((s) => s.trim()) : [what];
  for (const p of asked) {
    if (!oneOf(PARTS, p) || !has.includes(p)) {
      return printError(
        "ERR_PART",
        `${GAMES[game].title} has no ${show(p)} to print; choose all or ${has.join(", ")}`,
      );
    }
  }
  return ok(has.filter((p) => asked.includes(p)));
}

export function parsePrintOptions(input: PrintRequest): Result<PrintOptions, PrintError> {
  const { game } = input;
  if (!isGameId(game)) {
    return printError(
      "ERR_UNKNOWN_GAME",
      `unknown game ${show(game)}; choose one of ${GAME_IDS.join(", ")}`,
    );
  }
  const paper = input.paper ?? "a4";
  if (!oneOf(PAPERS, paper)) {
    return printError("ERR_PAPER", `unknown paper ${show(paper)}; choose ${PAPERS.join(" or ")}`);
  }
  const lang = input.lang ?? "en";
  if (!oneOf(LANGUAGES, lang)) {
    return printError(
      "ERR_LANG",
      `unknown language ${show(lang)}; choose ${LANGUAGES.join(" or ")}`,
    );
  }
  const parts = parseParts(game, input.what);
  if (!parts.ok) return parts;
  const { minPlayers, maxPlayers } = GAMES["magic-numbers"];
  const players = input.players ?? DEFAULT_SHEET_PLAYERS;
  if (
    typeof players !== "number" ||
    !Number.isInteger(players) ||
    players < minPlayers ||
    players > maxPlayers
  ) {
    return printError(
      "ERR_PLAYERS",
      `the score sheet has ${minPlayers} to ${maxPlayers} player columns, not ${show(players)}`,
    );
  }
  return ok({
    game,
    paper,
    lang,
    parts: parts.value,
    // The learning aids are on unless asked off, as in a class and on the boards: a card
    // printed for a class should show what the class's screens show.
    pinyin: input.pinyin !== false,
    arabic: input.arabic !== false,
    players,
  });
}
