// A game the bots package does not ship (the tests' Toy Nim), registered in the engine and in
// the bots' registry at test time: every level plays it, and the arena runs seat-rotated
// tournaments of it, with no change to generic code.

import type { GameId } from "@number-games/engine";
import { GAME_IDS, gameIds, getGame, registerGame } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { MAX_PILE, MIN_PILE, TOY_NIM_ID, toyNim } from "../../engine/test/support/toy-nim";
import type { BotSpec } from "../src/index";
import {
  BOT_LEVELS,
  botGameIds,
  botGameOf,
  createBot,
  gamesWithSolver,
  parseBotSpec,
  registerBotGame,
  runArena,
  solverOf,
  strategyOf,
} from "../src/index";
import { toyNimBots } from "./support/toy-nim-bots";

registerGame(toyNim);
registerBotGame(TOY_NIM_ID, toyNimBots);

const level = (spec: string): BotSpec => {
  const parsed = parseBotSpec(spec);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
};

describe("a game registered at test time, in the bots package", () => {
  it("is in the bots' registry: its strategy, no solver", () => {
    expect(botGameOf(TOY_NIM_ID)).toBe(toyNimBots);
    expect(botGameIds()).toEqual([...GAME_IDS, "toy-nim"]);
    expect(botGameIds()).toEqual(gameIds());
    expect(strategyOf(getGame(TOY_NIM_ID))).toBe(toyNimBots.strategy);
    expect(solverOf(TOY_NIM_ID)).toBeUndefined();
    // Number Line (round-1, decoy and full solvers) and Magic Numbers (open secrets) have solvers.
    expect(gamesWithSolver()).toEqual(["number-line", "magic-numbers"]);
  });

  it("registers an entry once, and only for a game the engine has", () => {
    registerBotGame(TOY_NIM_ID, toyNimBots);
    expect(() => registerBotGame(TOY_NIM_ID, { ...toyNimBots })).toThrow(/already registered/);
    expect(() => registerBotGame("number-line", toyNimBots)).toThrow(/already registered/);
    expect(() => registerBotGame("chess" as GameId, toyNimBots)).toThrow(
      /the engine has no game "chess"/,
    );
    expect(() => botGameOf("chess" as GameId)).toThrow(/no bots are registered for game "chess"/);
  });

  it.each(BOT_LEVELS.map((l) => [l] as const))("%s answers a legal take", (lvl) => {
    const cfg = toyNim.parseConfig({ players: 2 });
    if (!cfg.ok) throw new Error(cfg.error.message);
    let state = toyNim.newGame(cfg.value);
    const pile = toyNim.apply(state, { type: "pile", stones: 13 });
    if (!pile.ok) throw new Error(pile.error.message);
    state = pile.value;
    const bot = createBot(toyNim, lvl, { seed: "toy", iterations: 100 });
    const action = bot.act(toyNim.observe(state, 0));
    expect(toyNim.legalActions(state)).toContainEqual(action);
    // From 13 stones, taking 1 leaves a multiple of 4: the searching levels find it too.
    if (lvl !== "random" && lvl !== "easy") expect(action).toEqual({ type: "take", stones: 1 });
  });

  it("the arena runs a seat-rotated tournament: every bot in every seat, every game legal", async () => {
    const bots = ["random", "easy", "hard@60"].map(level);
    const r = await runArena({ game: TOY_NIM_ID, bots, games: 12, seed: "toy-arena" });
    if (!r.ok) throw new Error(r.error.message);
    const report = r.value;
    expect(report.game).toBe("toy-nim");
    expect(report.config).toEqual({ players: 3, firstPlayer: 0 });
    expect(report.arrangements).toBe(6);
    expect(report.outcomes).toHaveLength(12);
    expect(report.summary.forfeits).toBe(0);
    for (const o of report.outcomes) {
      expect(o.winners).toHaveLength(1);
      expect(o.decisions).toBeGreaterThanOrEqual(Math.ceil(MIN_PILE / 3));
      expect(o.decisions).toBeLessThanOrEqual(MAX_PILE);
    }
    // Seat rotation: each bot sat in each seat equally often.
    for (let seat = 0; seat < 3; seat++) {
      const counts = new Map<string, number>();
      for (const o of report.outcomes)
        counts.set(o.seats[seat]!, (counts.get(o.seats[seat]!) ?? 0) + 1);
      expect([...counts.values()]).toEqual([4, 4, 4]);
    }
  });

  it("the arena ranks the perfect two-player strategy above random play", async () => {
    const r = await runArena({
      game: TOY_NIM_ID,
      bots: [level("medium"), level("random")],
      games: 40,
      seed: "toy-duel",
    });
    if (!r.ok) throw new Error(r.error.message);
    const rows = new Map(r.value.summary.bots.map((b) => [b.label, b]));
    expect(rows.get("medium")!.winRate.value).toBeGreaterThan(rows.get("random")!.winRate.value);
    expect(r.value.summary.elo[0]?.label).toBe("medium");
  });
});
