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
