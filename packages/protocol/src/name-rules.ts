// Player names, the light part of the rule: everything but the Unicode confusables table
// (`nameKey`, and the bot check's TR39 skeleton, are in names.ts, which loads that ~29 KB
// table). A name must be plain text (well-formed Unicode, no control or invisible
// characters, at most LIMITS.maxNameLength) with a visible letter or digit, and must not
// pass for a computer player; blanks at its ends (spaces, the blank Braille pattern, Hangul
// fillers) are stripped. `checkNameShape` applies all of it with the bot check it is
// given; `checkNameQuick` with the folded check alone (accents, case, Cyrillic and Greek
// look-alikes, digits for letters), which is what a page can check before the confusables
// table is loaded: the server applies the whole rule (names.ts) and its refusal is shown.

import type { Result } from "@number-games/engine/result";
import { err, ok } from "@number-games/engine/result";
import { LIMITS } from "./limits";

export const NAME_PROBLEMS = [
  "malformed", // a lone surrogate: not well-formed Unicode
  "control", // control, format (zero-width, bidi), private-use or line-separator characters
  "empty", // nothing left after trimming
  "too-long", // over LIMITS.maxNameLength UTF-16 units after NFC and trimming
  "no-letter", // no visible letter or digit (only fillers, blanks, marks or punctuation)
  "bot", // reads as a computer player's name
] as const;
export type NameProblem = (typeof NAME_PROBLEMS)[number];

/** Why a name was refused: a stable problem code and a sentence (the name is not repeated). */
export interface NameRejection {
  readonly problem: NameProblem;
  readonly message: string;
}

/** The words the app's bot labels are made of, in every language it has (folded form). */
export const BOT_NAME_WORDS = [
  "bot",
  "robot",
  "computer",
  "cpu",
  "电脑",
  "電腦",
  "机器人",
  "機器人",
] as const;

/** Bot levels as labels may spell them: the ids (= English labels) and the 简体中文 labels. */
export const BOT_LEVEL_WORDS = [
  "random",
  "easy",
  "medium",
  "hard",
  "expert",
  "随机",
  "简单",
  "中等",
  "困难",
  "专家",
] as const;

// Characters no name may hold. `\p{Cs}` matches only unpaired surrogates in a `u` regex.
const FORBIDDEN_RE = /[\p{Cc}\p{Cf}\p{Co}\p{Zl}\p{Zp}]/u;
const LONE_SURROGATE_RE = /\p{Cs}/u;

/** Letters that look like the Latin letters of the bot words (Cyrillic and Greek). */
const LOOKALIKES: Readonly<Record<string, string>> = {
  А: "a",
  а: "a",
  В: "b",
  Ь: "b",
  ь: "b",
  С: "c",
  с: "c",
  Е: "e",
  е: "e",
  М: "m",
  м: "m",
  О: "o",
  о: "o",
  Р: "p",
  р: "p",
  Т: "t",
  т: "t",
  У: "y",
  у: "y",
  Α: "a",
  Β: "b",
  Ε: "e",
  Μ: "m",
  Ο: "o",
  ο: "o",
  Ρ: "p",
  ρ: "p",
  Τ: "t",
  τ: "t",
  υ: "u",
};

/**
 * Characters that show nothing: default-ignorable code points (variation selectors, the
 * combining grapheme joiner, Hangul fillers, …) and the blank Braille pattern.
 */
export const INVISIBLE_RE = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;

/**
 * Blank ends, stripped like spaces: whitespace, the blank Braille pattern, and at the start
 * any character that shows nothing (a variation selector there has nothing to vary); at the
 * end those that are not marks (a variation selector there is an emoji's presentation).
 */
const BLANK_ENDS_RE =
  /^(?:\s|\u2800|\p{Default_Ignorable_Code_Point})+|(?:\s|\u2800|(?!\p{M})\p{Default_Ignorable_Code_Point})+$/gu;

function fold(name: string): string {
  let out = "";
  for (const ch of name.normalize("NFKD").replace(/\p{M}/gu, "")) out += LOOKALIKES[ch] ?? ch;
  return out.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
}

const BOT_NAME_RE = (() => {
  const words = BOT_NAME_WORDS.join("|");
  const levels = BOT_LEVEL_WORDS.join("|");
  return new RegExp(`^(?:(?:${levels})?(?:${words})(?:${levels})?)$`, "u");
})();

/**
 * Whether a name, folded (compatibility forms, accents, case, Cyrillic and Greek look-alikes,
 * spacing and punctuation removed), reads as a computer player's: a bot word alone, with a
 * level before or after it, and any digits ("Bot (expert)", "Computer 0", "B0T", "电脑（专家）").
 */
export function isFoldedBotName(name: string): boolean {
  const key = fold(name);
  // Digits are seat numbers ("Computer 2"), or letters in disguise ("B0t", "Comput3r").
  const plain = key.replace(/\p{N}/gu, "");
  const disguised = key.replace(/0/g, "o").replace(/3/g, "e").replace(/\p{N}/gu, "");
  return BOT_NAME_RE.test(plain) || BOT_NAME_RE.test(disguised);
}

/**
 * A typed name → the name to store and show (NFC, trimmed), or why it is refused, with
 * `isBotLike` as the bot check (names.ts's `checkPlayerName` gives it the whole one).
 */
export function checkNameShape(
  raw: string,
  isBotLike: (name: string) => boolean,
): Result<string, NameRejection> {
  if (LONE_SURROGATE_RE.test(raw)) {
    return err({ problem: "malformed", message: "a name must be well-formed Unicode text" });
  }
  const trimmed = raw.normalize("NFC").trim();
  if (FORBIDDEN_RE.test(trimmed)) {
    return err({
      problem: "control",
      message: "a name may not contain control or invisible characters",
    });
  }
  if (trimmed === "") return err({ problem: "empty", message: "a name may not be empty" });
  // A name of blanks only is left empty here, and refused below for having no letter.
  const name = trimmed.replace(BLANK_ENDS_RE, "");
  if (name.length > LIMITS.maxNameLength) {
    return err({
      problem: "too-long",
      message: `a name has at most ${LIMITS.maxNameLength} characters`,
    });
  }
  if (!/[\p{L}\p{N}]/u.test(name.replace(INVISIBLE_RE, ""))) {
    return err({
      problem: "no-letter",
      message: "a name needs at least one visible letter or digit",
    });
  }
  if (isBotLike(name)) {
    return err({
      problem: "bot",
      message: "a person's name may not look like a computer player's; choose another",
    });
  }
  return ok(name);
}

/**
 * The rule without the confusables table: what `checkPlayerName` refuses, except the rare
 * names only the TR39 skeleton shows to be a bot's ("ʙᴏᴛ", "🅱ot"), which the server refuses.
 */
export function checkNameQuick(raw: string): Result<string, NameRejection> {
  return checkNameShape(raw, isFoldedBotName);
}
