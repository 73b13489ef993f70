// Player names: the one rule every client and the server apply to a name a person types.
// A name is shown to everyone at the table, so it must be plain text (well-formed Unicode,
// no control or invisible characters) and must not pass for a computer player: bots are
// marked by their seat's `kind`, and a person called "Bot (expert)" or "电脑（专家）" would
// undo that. The bot check compares a folded form (compatibility forms, accents, case,
// look-alike letters, spacing and punctuation removed) against the bot labels of every
// language the app speaks (English, 简体中文): the server's "Bot (<level>)", the web app's
// "Computer (<level>)" and "Computer <n>", "CPU", "电脑", "机器人".

import type { Result } from "@number-games/engine";
import { err, ok } from "@number-games/engine";
import unhomoglyph from "unhomoglyph";
import type { ProtocolError } from "./errors";
import { protocolError } from "./errors";
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
const INVISIBLE_RE = /[\p{Default_Ignorable_Code_Point}\u2800]/gu;

/**
 * The key two names are the same by (one class may not hold both): NFKC, case folded,
 * invisible characters removed, then the Unicode TR39 confusables skeleton (`Ａｎｎ`, Cyrillic
 * `Аnn`, `Ann` with a variation selector and `ann` are one name).
 */
export function nameKey(name: string): string {
  const folded = name.normalize("NFKC").toLowerCase().replace(INVISIBLE_RE, "");
  return unhomoglyph(folded.normalize("NFD")).normalize("NFD").toLowerCase();
}

/**
 * Letters the confusables table leaves alone but that read as Latin letters: the small
 * capitals (ʙᴏᴛ), hooked and struck letters, the squared and circled emoji letters.
 */
const MORE_LOOKALIKES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    [..."ᴀʙᴄᴅᴇꜰɢʜɪᴊᴋʟᴍɴᴏᴘǫʀꜱᴛᴜᴠᴡʏᴢ"].map((ch, i) => [ch, "abcdefghijklmnopqrstuvwyz"[i]!]),
  ),
  "🅱": "b",
  "🅑": "b",
  Ɓ: "b",
  ɓ: "b",
  ø: "o",
  Ø: "o",
};

/** The skeleton's letters only (marks, digits, spacing and punctuation dropped). */
function skeletonLetters(name: string): string {
  let out = "";
  for (const ch of name) out += MORE_LOOKALIKES[ch] ?? ch;
  return nameKey(out)
    .replace(/\p{M}/gu, "")
    .replace(/[^\p{L}]/gu, "");
}

const BOT_SKELETON_RE = (() => {
  const words = BOT_NAME_WORDS.map(skeletonLetters).join("|");
  const levels = BOT_LEVEL_WORDS.map(skeletonLetters).join("|");
  return new RegExp(`^(?:(?:${levels})?(?:${words})(?:${levels})?)$`, "u");
})();

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
 * Whether a name reads as a computer player's: after folding, a bot word alone, with a level
 * before or after it, and any digits ("Bot (expert)", "Computer 0", "B0T", "电脑（专家）").
 */
export function isBotLikeName(name: string): boolean {
  const key = fold(name);
  // Digits are seat numbers ("Computer 2"), or letters in disguise ("B0t", "Comput3r").
  const plain = key.replace(/\p{N}/gu, "");
  const disguised = key.replace(/0/g, "o").replace(/3/g, "e").replace(/\p{N}/gu, "");
  return (
    BOT_NAME_RE.test(plain) ||
    BOT_NAME_RE.test(disguised) ||
    BOT_SKELETON_RE.test(skeletonLetters(name))
  );
}

/**
 * A typed name → the name to store and show (NFC, trimmed), or why it is refused. The web
 * app checks with it before sending; the server's claim route refuses with ERR_BAD_NAME.
 */
export function checkPlayerName(raw: string): Result<string, NameRejection> {
  if (LONE_SURROGATE_RE.test(raw)) {
    return err({ problem: "malformed", message: "a name must be well-formed Unicode text" });
  }
  const name = raw.normalize("NFC").trim();
  if (FORBIDDEN_RE.test(name)) {
    return err({
      problem: "control",
      message: "a name may not contain control or invisible characters",
    });
  }
  if (name === "") return err({ problem: "empty", message: "a name may not be empty" });
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
  if (isBotLikeName(name)) {
    return err({
      problem: "bot",
      message: "a person's name may not look like a computer player's; choose another",
    });
  }
  return ok(name);
}

/** `checkPlayerName` with the protocol's error: ERR_BAD_NAME, the problem in `rule`. */
export function parsePlayerName(raw: string): Result<string, ProtocolError> {
  const r = checkPlayerName(raw);
  return r.ok ? r : err(protocolError("ERR_BAD_NAME", r.error.message, r.error.problem));
}
