// `numbers play [game]`: a game in the terminal against computer opponents. The person sees
// only their seat's observation (the engine's `observe`), never the state or others' moves
// as raw actions, so nothing hidden can leak through this screen.

import { randomBytes } from "node:crypto";
import type { Bot, BotLevel } from "@number-games/bots";
import { BOT_LEVELS, createBot, isBotLevel } from "@number-games/bots";
import type { AnyGame, GameId } from "@number-games/engine";
import { CHANCE, GAME_IDS, GAMES, Rng, TERMINAL } from "@number-games/engine";
import type { Command } from "commander";
import { InvalidArgumentError } from "commander";
import type { Prompter } from "../lines";
import { stdinPrompter } from "../lines";
import { completeAction } from "../moves";
import { configFromFlags, gameArg, intArg, jsonObjectArg } from "../options";

interface PlayOptions {
  players?: number;
  seat?: number;
  seed?: string;
  level: BotLevel;
  config?: Record<string, unknown>;
}

function levelArg(value: string): BotLevel {
  if (!isBotLevel(value)) {
    throw new InvalidArgumentError(
      `unknown level "${value}"; choose one of ${BOT_LEVELS.join(", ")}`,
    );
  }
  return value;
}

const RULE = "-".repeat(60);

/** Plays one game; returns the final result line. Exposed for tests. */
export async function playGame(
  game: AnyGame,
  cfg: unknown,
  seat: number,
  seed: string,
  level: BotLevel,
  io: Prompter,
  write: (s: string) => void,
): Promise<"finished" | "quit"> {
  const rng = Rng.fromSeed(`${seed}/chance`);
  const P = game.numPlayers(cfg);
  const bots: (Bot | null)[] = Array.from({ length: P }, (_, i) =>
    i === seat ? null : createBot(game, level, { seed: `${seed}/bot${i}` }),
  );
  let state = game.newGame(cfg);
  write(`${game.title}: you are player ${seat} of ${P}; opponents play "${level}".\n`);
  write(`Type an action, "help" for the legal ones, "rules" or "quit".\n`);
  for (;;) {
    const m = game.toMove(state);
    if (m === TERMINAL) break;
    if (m === CHANCE) {
      state = must(game.apply(state, game.sampleChance(state, rng)));
      continue;
    }
    if (m !== seat) {
      const bot = bots[m]!;
      state = must(game.apply(state, bot.act(game.observe(state, m))));
      continue;
    }
    const obs = game.observe(state, seat);
    write(`${RULE}\n${game.formatObservation(obs)}\n`);
    for (;;) {
      const line = await io.ask("your move> ");
      if (line === null) return "quit";
      const text = line.trim().toLowerCase();
      if (text === "") continue;
      if (text === "quit" || text === "q" || text === "exit") return "quit";
      if (text === "help" || text === "?") {
        write(`legal: ${obs.legal.map((a: unknown) => game.formatAction(a)).join(" | ")}\n`);
        continue;
      }
      if (text === "rules") {
        write(`${game.rulesText.trimEnd()}\n`);
        continue;
      }
      const parsed = game.parseActionText(text);
      if (!parsed.ok) {
        write(`${parsed.error.message}. Type "help" for the legal moves.\n`);
        continue;
      }
      const chosen = completeAction(game, obs.legal, parsed.value);
      if (Array.isArray(chosen)) {
        write(`Which one? ${chosen.map((a) => game.formatAction(a)).join(" | ")}\n`);
        continue;
      }
      const next = game.apply(state, chosen);
      if (!next.ok) {
        write(`Not allowed: ${next.error.message}. Type "help" for the legal moves.\n`);
        continue;
      }
      state = next.value;
      break;
    }
  }
  const final = game.observe(state, seat);
  write(`${RULE}\n${game.formatObservation(final)}\n`);
  const res = game.result(state);
  const winners = res.winners.map((w) => (w === seat ? "you" : `player ${w}`));
  write(
    winners.length === 0
      ? "Game over: no winner.\n"
      : `Game over: ${winners.join(" and ")} ${winners.length > 1 ? "share the win" : "won"}.\n`,
  );
  return "finished";
}

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(`engine refused its own move: ${r.error.message}`);
  return r.value;
}

async function chooseGame(io: Prompter, write: (s: string) => void): Promise<GameId | null> {
  write("Which game?\n");
  for (const [i, g] of GAME_IDS.entries()) write(`  ${i + 1}. ${GAMES[g].title}\n`);
  for (;;) {
    const line = await io.ask("game (1-3)> ");
    if (line === null) return null;
    const t = line.trim().toLowerCase();
    const byIndex = GAME_IDS[Number(t) - 1];
    if (byIndex) return byIndex;
    const byName = GAME_IDS.find((g) => g === t || GAMES[g].title.toLowerCase() === t);
    if (byName) return byName;
    write(`Please type 1, 2 or 3.\n`);
  }
}

export function register(program: Command): void {
  program
    .command("play")
    .description("play a game in the terminal against computer opponents")
    .argument("[game]", `one of ${GAME_IDS.join(", ")} (asked when missing)`, gameArg)
    .option("--players <n>", "number of players", intArg)
    .option("--seat <k>", "your seat, 0-based (default 0)", intArg, 0)
    .option("--level <level>", `opponents' level: ${BOT_LEVELS.join(", ")}`, levelArg, "random")
    .option("--config <json>", 'config as JSON, e.g. \'{"preset":"classic"}\'', jsonObjectArg)
    .option("--seed <seed>", "seed for the deal, dice and bots (default: random)")
    .action(async (id: GameId | undefined, opts: PlayOptions) => {
      const io = stdinPrompter();
      const write = (s: string) => process.stdout.write(s);
      try {
        const gid = id ?? (await chooseGame(io, write));
        if (gid === null) return;
        const game = GAMES[gid];
        const players = opts.players ?? Math.max(game.minPlayers, 3);
        const cfg = configFromFlags(game, { players, config: opts.config });
        const P = game.numPlayers(cfg);
        if (!Number.isInteger(opts.seat) || opts.seat! < 0 || opts.seat! >= P) {
          process.stderr.write(`numbers: --seat must be between 0 and ${P - 1}\n`);
          process.exitCode = 2;
          return;
        }
        const seed = opts.seed ?? randomBytes(8).toString("hex");
        await playGame(game, cfg, opts.seat ?? 0, seed, opts.level, io, write);
      } finally {
        io.close();
      }
    });
}
