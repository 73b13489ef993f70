// `numbers print <game> [--paper a4|letter] [--lang en|zh] [--what …] [--out file.pdf]`:
// printable cards, token or score sheets and the rules sheet as one PDF (@number-games/print).
// Bad input is one line on stderr and exit 2, and then no file is written.

import { constants } from "node:fs";
import { access, rename, stat, unlink, writeFile } from "node:fs/promises";
import { basename, dirname, join, resolve } from "node:path";
import {
  DEFAULT_SHEET_PLAYERS,
  GAME_PARTS,
  LANGUAGES,
  PAPERS,
  parsePrintOptions,
} from "@number-games/print/options";
import type { Command } from "commander";
import { fail } from "../options";

interface Flags {
  paper?: string;
  lang?: string;
  what?: string;
  out?: string;
  pinyin?: boolean;
  arabic?: boolean;
  players?: string;
}

const partsHelp = Object.entries(GAME_PARTS)
  .map(([g, parts]) => `${g}: ${parts.join(", ")}`)
  .join("; ");

function reason(e: unknown): string {
  const code = (e as NodeJS.ErrnoException).code;
  switch (code) {
    case "EACCES":
    case "EPERM":
    case "EROFS":
      return "permission denied";
    case "ENOENT":
    case "ENOTDIR":
      return "no such directory";
    case "EISDIR":
      return "it is a directory";
    default:
      return (e as Error).message;
  }
}

/** Fails (exit 2) unless `file` can be created or replaced; checked before the slow part. */
async function checkWritable(file: string, shown: string): Promise<void> {
  const existing = await stat(file).catch(() => null);
  if (existing?.isDirectory()) fail(`cannot write ${shown}: it is a directory`);
  try {
    await access(existing ? file : dirname(file), constants.W_OK);
  } catch (e) {
    fail(`cannot write ${shown}: ${reason(e)}`);
  }
}

/** Written beside the target, then renamed: a failed write leaves no half file behind. */
async function writeAtomically(file: string, shown: string, bytes: Uint8Array): Promise<void> {
  const tmp = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  try {
    await writeFile(tmp, bytes);
    await rename(tmp, file);
  } catch (e) {
    await unlink(tmp).catch(() => {});
    fail(`cannot write ${shown}: ${reason(e)}`);
  }
}

export function register(program: Command): void {
  program
    .command("print")
    .description("write printable cards, sheets and rules of a game as a PDF")
    .argument("<game>", "number-line, take-or-pay or magic-numbers")
    .option("--paper <paper>", PAPERS.join(" or "), "a4")
    .option("--lang <lang>", `${LANGUAGES.join(" or ")} (English or Chinese)`, "en")
    .option(
      "--what <parts>",
      `all, or some of the game's parts, comma-separated (${partsHelp})`,
      "all",
    )
    .option("--pinyin", "Take or Pay cards: pinyin under the characters")
    .option("--arabic", "Take or Pay cards: Arabic numerals in the corners")
    .option(
      "--players <n>",
      `Magic Numbers score sheet: player columns, 2 to 8 (default ${DEFAULT_SHEET_PLAYERS})`,
    )
    .option("--out <file>", "where to write the PDF (default: <game>-<paper>-<lang>.pdf)")
    .action(async (game: string, flags: Flags) => {
      const parsed = parsePrintOptions({
        game,
        paper: flags.paper,
        lang: flags.lang,
        what: flags.what,
        pinyin: flags.pinyin === true,
        arabic: flags.arabic === true,
        players:
          flags.players !== undefined && /^\d+$/.test(flags.players)
            ? Number(flags.players)
            : flags.players,
      });
      if (!parsed.ok) fail(parsed.error.message);
      const options = parsed.value;
      // The PDF code (pdf-lib, fontkit, the layouts) loads only when a PDF is made, so the
      // other commands start as fast as before.
      const { makePrintPdf, printFileName } = await import("@number-games/print");
      const { nodeFontLoader } = await import("@number-games/print/node");
      const shown = flags.out ?? printFileName(options);
      const out = resolve(shown);
      await checkWritable(out, shown);
      const bytes = await makePrintPdf(options, nodeFontLoader);
      await writeAtomically(out, shown, bytes);
      process.stderr.write(`wrote ${shown}: ${bytes.length} bytes\n`);
    });
}
