// The solved 2-player Number Line strategy as an external bot (docs/bot-protocol.md), for
// `numbers arena`: JSON lines on stdin, one answer line per "act". It solves the game (LP)
// once, on the first "act" (give the arena a long --move-timeout for that first move):
//   numbers arena --game number-line --players 2 --move-timeout 600000 \
//     --bots 'cmd:"npx tsx packages/bots/src/games/number-line/full2p/bot-main.ts",expert'
// With an argument naming a level (e.g. `bot-main.ts expert`), rounds the bot has lost
// against perfect play are played by that level instead (solvedBot's fallback).

import { createInterface } from "node:readline";
import { getGame } from "@number-games/engine";
import type { Bot } from "../../../bot";
import { isBotLevel } from "../../../bot";
import { createBot } from "../../../levels";
import { loadHighs } from "./lp";
import { solvedBot } from "./policy";
import type { FullSolution } from "./solve";
import { solveFullGame } from "./solve";

const game = getGame("number-line");
let solution: FullSolution | null = null;
let bot: Bot | null = null;
let games = 0;
const level = process.argv[2];
if (level !== undefined && !isBotLevel(level)) throw new Error(`bot-main: unknown level ${level}`);
const make = (sol: FullSolution, seed: string): Bot =>
  solvedBot(
    game,
    sol,
    { seed },
    level === undefined ? undefined : createBot(game, level, { seed: `${seed}-fallback` }),
  );

for await (const line of createInterface({ input: process.stdin })) {
  if (line.trim() === "") continue;
  const message = JSON.parse(line) as { type: string; seat?: number; observation?: unknown };
  if (message.type === "start") {
    games++;
    bot = null;
    if (solution !== null) bot = make(solution, `${games}-${message.seat}`);
  } else if (message.type === "act") {
    if (solution === null) {
      solution = solveFullGame({ length: 10, method: "lp", highs: await loadHighs() });
    }
    bot ??= make(solution, `${games}`);
    const action = bot.act(message.observation as never);
    process.stdout.write(`${JSON.stringify(action)}\n`);
  }
}
