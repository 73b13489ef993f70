// The bots' registry of games: it covers every game of the engine and nothing else, each
// entry's parts are usable as generic code will use them, and generic code outside
// src/games/ never names a game. (Games registered at run time: toy-nim.test.ts.)

import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { GAME_IDS, gameIds, getGame } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import {
  BOT_GAMES,
  botGameIds,
  botGameOf,
  gamesWithSolver,
  STRATEGIES,
  solverOf,
  strategyOf,
} from "../src/index";

const SRC = fileURLToPath(new URL("../src", import.meta.url));

function tsFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return tsFiles(path);
    return name.endsWith(".ts") ? [path] : [];
  });
}

describe("the bots registry", () => {
  it("has an entry for every game of the engine, and only those", () => {
    expect(botGameIds()).toEqual(gameIds());
    expect(Object.keys(BOT_GAMES).sort()).toEqual([...GAME_IDS].sort());
    expect(Object.keys(STRATEGIES).sort()).toEqual([...GAME_IDS].sort());
    for (const id of GAME_IDS) expect(botGameOf(id)).toBe(BOT_GAMES[id]);
  });

  it("sees only the built-in games: another test file's registrations do not leak here", () => {
    // toy-nim.test.ts registers a game in both registries; vitest runs each file with its
    // own module graph, so this file's registries are the ones the packages load with.
    expect(gameIds()).toEqual(GAME_IDS);
    expect(botGameIds()).toEqual(GAME_IDS);
  });

  it.each(GAME_IDS.map((id) => [id] as const))("%s: a complete strategy", (id) => {
    const { strategy } = BOT_GAMES[id];
    expect(strategyOf(getGame(id))).toBe(strategy);
    expect(STRATEGIES[id]).toBe(strategy);
    expect(typeof strategy.easy).toBe("function");
    expect(typeof strategy.medium).toBe("function");
    expect(typeof strategy.playoutPolicy).toBe("function");
    expect(strategy.hardIterations).toBeGreaterThan(0);
    expect(strategy.expertIterations).toBeGreaterThanOrEqual(strategy.hardIterations);
  });

  it.each(GAME_IDS.map((id) => [id] as const))("%s: a solver, if any, is its own", (id) => {
    const solver = solverOf(id);
    if (solver !== undefined) expect(solver.game).toBe(id);
    expect(gamesWithSolver().includes(id)).toBe(solver !== undefined);
  });

  it("Number Line and Magic Numbers have solvers, each entry naming its game", () => {
    expect(gamesWithSolver()).toEqual(["number-line", "magic-numbers"]);
    for (const id of gamesWithSolver()) expect(BOT_GAMES[id].solver?.game).toBe(id);
  });

  it("every game has an analysis whose default player counts the game accepts", () => {
    for (const id of GAME_IDS) {
      const analysis = BOT_GAMES[id].analysis;
      expect(analysis).toBeDefined();
      for (const players of analysis!.players) {
        expect(getGame(id).parseConfig({ players }).ok).toBe(true);
      }
    }
  });

  it.each(GAME_IDS.map((id) => [id] as const))("%s: bench settings are a valid config", (id) => {
    const game = getGame(id);
    const parsed = game.parseConfig({ ...BOT_GAMES[id].benchConfig, players: game.minPlayers });
    expect(parsed.ok, parsed.ok ? "" : parsed.error.message).toBe(true);
  });

  it("generic code (everything outside src/games/) never names a game", () => {
    const offenders: string[] = [];
    for (const file of tsFiles(SRC)) {
      const rel = relative(SRC, file).split("\\").join("/");
      if (rel.startsWith("games/")) continue;
      const text = readFileSync(file, "utf8");
      for (const id of GAME_IDS) if (text.includes(`"${id}"`)) offenders.push(`${rel}: ${id}`);
    }
    expect(offenders).toEqual([]);
  });
});
