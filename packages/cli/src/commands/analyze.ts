// `numbers analyze <game> [--players N|2-6] [--bots strong,weak…] [--self bot] [--games N]
// [--skill-games N] [--seed S] [--threads T] [--out report.html] [--json]`: simulations on
// worker threads, then the figures (packages/bots/src/analysis) as one self-contained HTML
// report or as JSON. Bad input is one line on stderr and exit 2 before anything runs; the
// report is written to a temporary file and renamed at the end, so Ctrl-C (which stops the
// workers) and failures leave no partial file.

import { stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import type { AnalysisReport, Pace } from "@number-games/bots";
import { botGameOf, PoolAborted, planAnalysis, runAnalysis } from "@number-games/bots";
import { isGameId } from "@number-games/engine";
import type { Command } from "commander";
import { checkWritable, writeAtomically } from "../files";
import { fail, GAME_CHOICES } from "../options";

interface Flags {
  players?: string;
  bots?: string;
  self?: string;
  games?: string;
  skillGames?: string;
  seed: string;
  threads?: string;
  out?: string;
  json?: boolean;
  dataDir?: string;
  progress: boolean;
}

/** "1000" → 1000; anything else (including "1e3" and "12abc") is refused. */
function wholeNumber(flag: string, text: string | undefined): number | undefined {
  if (text === undefined) return undefined;
  if (!/^\s*\d+\s*$/.test(text))
    fail(`${flag} must be a whole number, got ${JSON.stringify(text)}`);
  return Number(text);
}

/**
 * Fails (exit 2) unless `dataDir` is a folder whose store, if any, is a Number Games SQLite
 * file: a --data-dir given by hand must say where the data is, not fall back silently.
 */
async function checkDataDir(dataDir: string): Promise<void> {
  const entry = await stat(dataDir).catch(() => null);
  if (entry === null) fail(`--data-dir ${dataDir}: no such folder`);
  if (!entry.isDirectory()) fail(`--data-dir ${dataDir}: not a folder`);
  const { isStoreOrAbsent } = await import("@number-games/server");
  if (!isStoreOrAbsent(join(dataDir, "number-games.sqlite"))) {
    fail(`--data-dir ${dataDir}: not a Number Games store`);
  }
}

/** The pace of real play: from the store's timestamps where it has some, else assumed. */
async function paceOf(game: string, dataDir: string, assumed: number): Promise<Pace> {
  const { storedPace } = await import("@number-games/server");
  const stored = storedPace(join(dataDir, "number-games.sqlite"), game);
  if (stored === null) return { secondsPerMove: assumed, measured: false, moves: 0, tables: 0 };
  return { ...stored, measured: true };
}

/** A progress bar with an ETA on a terminal; elsewhere one plain line at the end. */
function progress(enabled: boolean) {
  const t0 = Date.now();
  if (!enabled) return undefined;
  if (!process.stderr.isTTY) {
    return (done: number, total: number) => {
      if (done === total) {
        process.stderr.write(
          `${total} games simulated in ${((Date.now() - t0) / 1000).toFixed(0)} s\n`,
        );
      }
    };
  }
  let last = 0;
  return (done: number, total: number) => {
    const now = Date.now();
    if (done < total && now - last < 200) return;
    last = now;
    const width = 30;
    const filled = Math.round((width * done) / total);
    const eta = done > 0 ? Math.round((((now - t0) / done) * (total - done)) / 1000) : 0;
    const clock =
      eta >= 60 ? `${Math.floor(eta / 60)}m${String(eta % 60).padStart(2, "0")}s` : `${eta}s`;
    process.stderr.write(
      `\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${done}/${total} games, ~${clock} left `,
    );
    if (done === total) process.stderr.write("\n");
  };
}

function commandLine(): string {
  const quote = (a: string) => (/^[\w@%+=:,./-]+$/.test(a) ? a : `'${a.replaceAll("'", "'\\''")}'`);
  return ["numbers", ...process.argv.slice(2).map(quote)].join(" ");
}

function summaryText(r: AnalysisReport, file: string | undefined): string {
  return `${r.title}: ${r.games} games, ${r.figures.length} figures${file === undefined ? "" : `, written to ${file}`}\n`;
}

export function register(program: Command): void {
  program
    .command("analyze")
    .description(
      "simulate many games and write a report: balance by seat, scores, length, skill gap and the game's own questions, with 95% intervals",
    )
    .argument("<game>", GAME_CHOICES)
    .option(
      "--players <n>",
      "a player count or a range such as 2-6 (default: the game's usual counts)",
    )
    .option(
      "--bots <list>",
      "skill gap: the strong bot first, then the weaker ones it plays (default hard,easy,random; Take or Pay hard@500,easy)",
    )
    .option("--self <bot>", "the bot in every seat of the self-play games (default medium)")
    .option("--games <n>", "self-play games per player count (and rule set), default 1000")
    .option("--skill-games <n>", "games per skill-gap pairing and player count, default 60")
    .option("--seed <seed>", "the same seed gives the same figures, whatever the thread count", "1")
    .option("--threads <n>", "worker threads (default: all cores)")
    .option("--out <file>", "where to write the HTML report (default <game>-analysis.html)")
    .option("--json", "print the figures as JSON instead of writing HTML")
    .option(
      "--data-dir <dir>",
      "the server's data directory, to measure the pace of real games",
      process.env.DATA_DIR || "./data",
    )
    .option("--no-progress", "no progress bar")
    .action(async (game: string, flags: Flags) => {
      if (!isGameId(game)) fail(`unknown game "${game}"; choose one of ${GAME_CHOICES}`);
      const games = wholeNumber("--games", flags.games);
      const skillGames = wholeNumber("--skill-games", flags.skillGames);
      const threads = wholeNumber("--threads", flags.threads) ?? availableParallelism();
      if (threads < 1 || threads > 256) fail("--threads must be from 1 to 256");
      const planned = planAnalysis({
        game,
        ...(flags.players !== undefined ? { players: flags.players } : {}),
        ...(flags.bots !== undefined ? { bots: flags.bots } : {}),
        ...(flags.self !== undefined ? { self: flags.self } : {}),
        ...(games !== undefined ? { games } : {}),
        ...(skillGames !== undefined ? { skillGames } : {}),
        seed: flags.seed,
      });
      if (!planned.ok) fail(planned.error.message);
      const shown = flags.json === true ? undefined : (flags.out ?? `${game}-analysis.html`);
      const out = shown === undefined ? undefined : resolve(shown);
      if (out !== undefined) await checkWritable(out, shown!);
      if (flags.dataDir !== undefined) await checkDataDir(flags.dataDir);
      const analysis = botGameOf(game).analysis!;
      const pace = await paceOf(game, flags.dataDir ?? "./data", analysis.assumedSecondsPerMove);

      // Listen before saying so: until a listener exists, SIGINT kills the process outright.
      const controller = new AbortController();
      const onSigint = () => controller.abort();
      process.on("SIGINT", onSigint);
      const total = planned.value.totals.reduce((a, b) => a + b, 0);
      if (flags.progress) {
        process.stderr.write(`simulating ${total} games on ${threads} thread(s); Ctrl-C stops\n`);
      }
      let report: AnalysisReport;
      try {
        report = await runAnalysis(planned.value, {
          threads,
          pace,
          signal: controller.signal,
          ...(flags.progress ? { onProgress: progress(true)! } : {}),
        });
      } catch (e) {
        if (e instanceof PoolAborted) {
          process.stderr.write(
            `${process.stderr.isTTY ? "\n" : ""}numbers: stopped; nothing written\n`,
          );
          process.exit(130);
        }
        throw e;
      } finally {
        process.off("SIGINT", onSigint);
      }
      if (out === undefined) {
        process.stdout.write(`${JSON.stringify(report)}\n`);
        return;
      }
      // Plot and the DOM load only when a report is drawn.
      const { renderHtml } = await import("../analyze/html");
      await writeAtomically(out, shown!, renderHtml(report, commandLine()));
      process.stderr.write(summaryText(report, shown));
    });
}
