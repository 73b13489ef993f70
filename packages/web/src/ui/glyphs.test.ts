// No character that only an emoji font draws: a phone or a laptop without one (this machine's
// browser, many Linux desktops, some school computers) shows such a character as an empty box.
// Scans the web app's source (every .ts, .tsx and .css under src/, and index.html) for code
// points that are emoji (Unicode's Emoji, Emoji_Presentation or Extended_Pictographic
// property, emoji variation selector, keycap, zero-width joiner): pictures are inline SVGs
// (ui/icons.tsx, ui/emoteIcons.tsx), arrows and marks are text symbols every text font has
// (★ ✓ ✕ ‹ ›). The few emoji-property characters every text font draws are allowed below,
// each with its reason. Comments are scanned too: name a character there by its code point.

import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const WEB = fileURLToPath(new URL("../..", import.meta.url));

/** Emoji-property characters every text font draws, with the reason. */
const ALLOWED: ReadonlyMap<string, string> = new Map([
  ["\u{00A9}", "©: Latin-1, in every text font"],
  ["\u{00AE}", "®: Latin-1, in every text font"],
  ["\u{2122}", "™: in every text font"],
]);

const EMOJI = /[\p{Emoji}\p{Emoji_Presentation}\p{Extended_Pictographic}]/u;
/** The emoji variation selector, the keycap's combining mark, the zero-width joiner. */
const EMOJI_JOINERS: ReadonlySet<number> = new Set([0xfe0f, 0x20e3, 0x200d]);

/** Whether `ch` (one code point) may need an emoji font to be drawn. */
function emojiOnly(ch: string): boolean {
  // ASCII digits, # and * have the Emoji property (keycap bases): plain text on their own.
  if (ch.codePointAt(0)! < 0x80) return false;
  return (EMOJI.test(ch) || EMOJI_JOINERS.has(ch.codePointAt(0)!)) && !ALLOWED.has(ch);
}

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx|css)$/.test(e.name) ? [path] : [];
  });
}

function codePoint(ch: string): string {
  return `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, "0")}`;
}

describe("emoji-font-only characters", () => {
  it.each([
    ["\u{23F1}", true], // stopwatch: the chip clock's old icon
    ["\u{25B6}", true], // play button: an emoji with text presentation by default
    ["\u{25C0}", true],
    ["\u{2B50}", true],
    ["\u{1F44D}", true],
    ["\u{FE0F}", true],
    ["\u{200D}", true],
    ["\u{20E3}", true],
    ["\u{2605}", false], // ★
    ["\u{2713}", false], // ✓
    ["\u{2715}", false], // ✕
    ["\u{2039}", false], // ‹
    ["\u{2192}", false], // →
    ["\u{00A9}", false], // allowed
    ["7", false],
    ["#", false],
    ["十", false],
  ])("%s is emoji-only: %s", (ch, expected) => {
    expect(emojiOnly(ch)).toBe(expected);
  });

  it("none in the web app's source", () => {
    const files = [...sources(join(WEB, "src")), join(WEB, "index.html")];
    expect(files.length).toBeGreaterThan(100);
    const found: string[] = [];
    for (const file of files) {
      readFileSync(file, "utf8")
        .split("\n")
        .forEach((line, i) => {
          for (const ch of line) {
            if (emojiOnly(ch)) {
              found.push(`${relative(WEB, file)}:${i + 1}: ${codePoint(ch)} in ${line.trim()}`);
            }
          }
        });
    }
    expect(found).toEqual([]);
  });
});
