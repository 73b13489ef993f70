// Player names: the one rule every client and the server apply to a name a person types.
// A name is shown to everyone at the table, so it must be plain text (well-formed Unicode,
// no control or invisible characters) and must not pass for a computer player: bots are
// marked by their seat's `kind`, and a person called "Bot (expert)" or "电脑（专家）" would
// undo that. The bot check compares a folded form (compatibility forms, accents, case,
// look-alike letters, spacing and punctuation removed) against the bot labels of every
// language the app speaks (English, 简体中文): the server's "Bot (<level>)", the web app's
// "Computer (<level>)" and "Computer <n>", "CPU", "电脑", "机器人". The rule's light part
// (name-rules.ts) has no confusables table; this module adds it (`nameKey`, the TR39
// skeleton of the bot check). The subpath `@number-games/protocol/light` is the protocol
// without this module, for pages that need no sameness of names (~29 KB less).

import type { Result } from "@number-games/engine/result";
import { err } from "@number-games/engine/result";
import unhomoglyph from "unhomoglyph";
import type { ProtocolError } from "./errors";
import { protocolError } from "./errors";
import type { NameRejection } from "./name-rules";
import {
  BOT_LEVEL_WORDS,
  BOT_NAME_WORDS,
  checkNameShape,
  INVISIBLE_RE,
  isFoldedBotName,
} from "./name-rules";

/**
 * The key two names are the same by (one class may not hold both): invisible characters
 * removed, then letter by letter (`letterKey`) the Unicode TR39 confusables skeleton with case
 * folded, and compatibility forms (NFKC) for characters the confusables table does not list:
 * `Ａｎｎ`, Cyrillic `Аnn`, `Ann` with a variation selector and `ann` are one name, and so are
 * `Ben` and Cyrillic `Вen`, `Bea` and Greek `Βea`.
 */
export function nameKey(name: string): string {
  let key = "";
  for (const ch of name.replace(INVISIBLE_RE, "").normalize("NFD")) key += letterKey(ch);
  return key.normalize("NFD").toLowerCase();
}

const skeleton = (text: string) => unhomoglyph(text.normalize("NFD")).normalize("NFD");
const LATIN_LETTERS_RE = /^[A-Za-z]+$/;
const CAPITAL_RE = /^\p{Lu}$/u;

/**
 * One character's part of the key. Folding case first, as a plain case-insensitive
 * comparison would, misses capitals from other scripts: Cyrillic `В` and Greek `Β` look like
 * `B` (the table says so), but their small letters `в` and `β` look like `ʙ` and `ß`, never
 * `b`. So a character the table takes for Latin letters becomes those letters first and is
 * folded after (then the small letters' skeleton: the table takes `m` for `rn`). The table
 * writes the capital I as `l` (`I` and `l` look alike); a capital taken for `l` is a capital
 * I and folds to `i`, so that `Ian`, `ian` and Greek `Ιan` stay one name. Every other
 * character: case folded, then the skeleton. A character the table does not list may have a
 * compatibility form it does (`Ⓐ`, `²`, `㎏`): that form's key (NFKC).
 */
function letterKey(ch: string, compatibility = true): string {
  const seen = skeleton(ch);
  if (seen !== ch) {
    if (seen === "l" && (CAPITAL_RE.test(ch) || ch.toLowerCase() !== ch)) return "i";
    if (LATIN_LETTERS_RE.test(seen)) return skeleton(seen.toLowerCase());
  } else if (compatibility) {
    const compatible = ch.normalize("NFKC");
    if (compatible !== ch) {
      return [...compatible.normalize("NFD")].map((c) => letterKey(c, false)).join("");
    }
  }
  return skeleton(ch.toLowerCase());
}

/**
 * Letters the confusables table leaves alone but that read as Latin letters: the small
 * capitals (ʙᴏᴛ), hooked and struck letters, the squared and circled emoji letters; sharp s
 * (ß, which the table gives for Greek β, B's small letter) and eth (ð). For the bot check only:
 * as keys, `Weiß` and `Weib` stay two names.
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
  ß: "b",
  ð: "o",
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

/**
 * Whether a name reads as a computer player's: folded (`isFoldedBotName`: "Bot (expert)",
 * "Computer 0", "B0T", "电脑（专家）"), or by its TR39 skeleton ("ʙᴏᴛ", "🅱ot").
 */
export function isBotLikeName(name: string): boolean {
  return isFoldedBotName(name) || BOT_SKELETON_RE.test(skeletonLetters(name));
}

/**
 * A typed name → the name to store and show (NFC, trimmed), or why it is refused. The
 * server's routes refuse with it (ERR_BAD_NAME); the web app checks with `checkNameQuick`
 * before sending, and with this once the confusables table is loaded.
 */
export function checkPlayerName(raw: string): Result<string, NameRejection> {
  return checkNameShape(raw, isBotLikeName);
}

/** `checkPlayerName` with the protocol's error: ERR_BAD_NAME, the problem in `rule`. */
export function parsePlayerName(raw: string): Result<string, ProtocolError> {
  const r = checkPlayerName(raw);
  return r.ok ? r : err(protocolError("ERR_BAD_NAME", r.error.message, r.error.problem));
}
