// Every level of every game: legal on thousands of games (each answer goes through the
// engine's checked door in the arena), and honest: a bot's choice depends on its seat's
// observation and seed only, so states that differ only in what the seat may not know
// (drawn by the engine's resample) get the same choice.

import type { AnyGame, GameId } from "@number-games/engine";
import { CHANCE, GAME_IDS, getGame, Rng, TERMINAL } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import type { BotLevel, BotSpec } from "../src/index";
import { createBot, runArena } from "../src/index";

const lv = (level: BotLevel, iterations?: number): BotSpec => ({
  kind: "level",
  level,
  ...(iterations !== undefined ? { iterations } : {}),
});

describe("legality: thousands of arena games through the checked door", () => {
  const lineups: [GameId, number, BotSpec[], number][] = [
    ["number-line", 3, [lv("random"), lv("easy"), lv("medium")], 600],
    ["number-line", 2, [lv("medium"), lv("random")], 300],
    ["number-line", 5, [lv("medium"), lv("easy"), lv("random"), lv("medium"), lv("easy")], 120],
    ["take-or-pay", 3, [lv("random"), lv("easy"), lv("medium")], 600],
    ["take-or-pay", 4, [lv("medium"), lv("easy")], 200],
    ["magic-numbers", 3, [lv("random"), lv("easy"), lv("medium")], 600],
    ["magic-numbers", 2, [lv("medium"), lv("easy")], 300],
    ["magic-numbers", 4, [lv("medium"), lv("random")], 200],
  ];
  it.each(lineups)("%s, %i players: no forfeits", async (game, players, bots, games) => {
    const r = await runArena({ game, bots, games, seed: `legal-${game}`, config: { players } });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.summary.forfeits).toBe(0);
    expect(r.value.outcomes.every((o) => o.scores.length === players)).toBe(true);
  });

  it.each(GAME_IDS.map((g) => [g] as const))(
    "%s: hard and expert (small budgets) play legal games",
    async (game) => {
      const r = await runArena({
        game,
        bots: [lv("hard", 40), lv("expert", 40), lv("medium")],
        games: 3,
        seed: "search",
        config: { players: 3 },
      });
      expect(r.ok).toBe(true);
      if (r.ok) expect(r.value.summary.forfeits).toBe(0);
    },
  );
});

/** Decision points of random games: a state and the seat to act there. */
function decisionPoints(
  game: AnyGame,
  players: number,
  count: number,
  seed: string,
): [unknown, number][] {
  const rng = Rng.fromSeed(seed);
  const cfg = game.parseConfig({ players });
  if (!cfg.ok) throw new Error(cfg.error.message);
  const out: [unknown, number][] = [];
  while (out.length < count) {
    let s = game.newGame(cfg.value);
    for (;;) {
      const m = game.toMove(s);
      if (m === TERMINAL) break;
      if (m === CHANCE) {
        game.sampleChanceInPlace(s, rng);
        continue;
      }
      const legal = game.legalActions(s);
      if (legal.length > 1 && rng.int(4) === 0) out.push([game.clone(s), m]);
      s = game.clone(s);
      game.applyInPlace(s, legal[rng.int(legal.length)]);
    }
  }
  return out.slice(0, count);
}

describe("honesty: what a seat may not know never changes its choice", () => {
  const levels: [BotLevel, number | undefined][] = [
    ["random", undefined],
    ["easy", undefined],
    ["medium", undefined],
    ["hard", 60],
    ["expert", 60],
  ];
  it.each(GAME_IDS.map((g) => [g] as const))("%s", (id) => {
    const game = getGame(id);
    const players = 3;
    const points = decisionPoints(game, players, 12, `honest-${id}`);
    let varied = 0;
    for (const [k, [state, seat]] of points.entries()) {
      const obs = game.observe(state, seat);
      // Other states behind the same observation: the hidden parts drawn afresh.
      const rng = Rng.fromSeed(`alt-${k}`);
      const alternatives = [state, ...Array.from({ length: 4 }, () => game.resample(obs, rng))];
      for (const alt of alternatives) {
        expect(game.observe(alt, seat)).toEqual(obs);
        if (JSON.stringify(game.history(alt)) !== JSON.stringify(game.history(state))) varied++;
      }
      for (const [level, iterations] of levels) {
        const choices = alternatives.map((alt) => {
          const bot = createBot(game, level, {
            seed: `seed-${k}`,
            ...(iterations ? { iterations } : {}),
          });
          return JSON.stringify(bot.act(game.observe(alt, seat)));
        });
        expect(new Set(choices).size, `${level} at point ${k}`).toBe(1);
      }
    }
    // The test means something only if hidden information did vary.
    expect(varied).toBeGreaterThan(0);
  });
});

describe("reproducibility", () => {
  it("the same seed and observation give the same choice; bots keep no state between moves", () => {
    const game = getGame("take-or-pay");
    const [[state, seat]] = decisionPoints(game, 3, 1, "repro") as [[unknown, number]];
    const obs = game.observe(state, seat);
    const a = createBot(game, "hard", { seed: 7, iterations: 80 });
    const first = JSON.stringify(a.act(obs));
    expect(JSON.stringify(a.act(obs))).toBe(first);
    expect(JSON.stringify(createBot(game, "hard", { seed: 7, iterations: 80 }).act(obs))).toBe(
      first,
    );
  });
});
