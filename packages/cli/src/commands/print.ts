// `numbers print <game> [--paper a4|letter] [--lang en|zh] [--what …] [--out file.pdf]`:
// printable cards, token or score sheets and the rules sheet as one PDF (@number-games/print).
// Bad input is one line on stderr and exit 2, and then no file is written.

import { resolve } from "node:path";
import {
  DEFAULT_SHEET_PLAYERS,
  GAME_PARTS,
  LANGUAGES,
  PAPERS,
  parsePrintOptions,
} from "@number-games/print/options";
import type { Command } from "commander";
import { checkWritable, writeAtomically } from "../files";
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
    .option("--pinyin", "Take or Pay cards: pinyin under the characters (the default)")
    .option("--no-pinyin", "Take or Pay cards: no pinyin")
    .option("--arabic", "Take or Pay cards: Arabic numerals in the corners (the default)")
    .option("--no-arabic", "Take or Pay cards: no Arabic numerals")
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
        pinyin: flags.pinyin,
        arabic: flags.arabic,
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
