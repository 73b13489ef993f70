// The value of secrecy in 2-player Magic Numbers: an "oracle" that sees both secret pairs and
// every score and plays the open game's optimal policy (open-secrets.ts) against one of our
// bots, which sees only its own observation. If hidden numbers cost our bot nothing (it played
// as well as perfect play with everything open), the oracle would win half the games with
// seats rotated; what it wins beyond half is what secrecy costs our bot, in win rate. The
// oracle reads the state, so it is no bot (it cheats by design) and plays outside the arena.

import type { AnyGame, Result } from "@number-games/engine";
import { CHANCE, err, getGame, ok, Rng, TERMINAL } from "@number-games/engine";
import type { Interval } from "../../analysis/stats";
import { wilson } from "../../analysis/stats";
import type { Bot, BotLevel, BotOptions } from "../../bot";
import type { OpenRules, OpenSolution } from "./open-secrets";
import { openKeeps, rollOnto, solveOpenSecrets } from "./open-secrets";

export interface SecrecyOptions {
  readonly opponent: BotLevel;
  /**
   * The bots' factory (the package's `createBot`), passed in: this module is part of the
   * registry's Magic Numbers entry, which the levels read, so it cannot import them.
   */
  readonly createBot: (game: AnyGame, level: BotLevel, options: BotOptions) => Bot;
  /** Games, rounded up to an even number: each deal is played with the oracle in both seats. */
  readonly games: number;
  readonly seed?: string;
  readonly rules?: OpenRules;
  readonly onProgress?: (done: number, total: number) => void;
}

export interface SecrecyResult {
  readonly opponent: BotLevel;
  readonly games: number;
  /** The oracle's win rate, seats rotated (no draws: every game has a winner). */
  readonly oracle: Interval;
  readonly oracleFirst: Interval;
  readonly oracleSecond: Interval;
  /** Open-game deals solved (distinct secret pairs met). */
  readonly solves: number;
}

interface Secrets {
  readonly type: "secrets";
  readonly good: readonly number[];
  readonly evil: readonly number[];
}

export function valueOfSecrecy(options: SecrecyOptions): Result<SecrecyResult, string> {
  const rules = options.rules ?? { target: 30, goodBonus: 10, dieSides: 6 };
  const game: AnyGame = getGame("magic-numbers");
  const cfg = game.parseConfig({ players: 2, ...rules });
  if (!cfg.ok) return err(cfg.error.message);
  if (!Number.isInteger(options.games) || options.games < 1) return err("games must be at least 1");
  const seed = options.seed ?? "1";
  const total = 2 * Math.ceil(options.games / 2);
  const cache = new Map<string, OpenSolution>();
  const wins = [0, 0]; // oracle wins as seat 0, as seat 1
  for (let i = 0; i < total; i++) {
    const oracle = (i % 2) as 0 | 1;
    const rng = Rng.fromSeed(`${seed}/chance/${i >> 1}`);
    const bot = options.createBot(game, options.opponent, { seed: `${seed}/bot/${i}` });
    let s = game.newGame(cfg.value);
    let sol: OpenSolution | null = null;
    const scores = [0, 0];
    for (;;) {
      const m = game.toMove(s);
      if (m === TERMINAL) break;
      let action: unknown;
      if (m === CHANCE) action = game.sampleChance(s, rng);
      else if (m === oracle) {
        const roll = (game.history(s).at(-1) as { value: number }).value;
        action = openKeeps(sol!, scores[0]!, scores[1]!, m as 0 | 1, roll)
          ? { type: "keep" }
          : { type: "give", to: 1 - m };
      } else action = bot.act(game.observe(s, m) as never);
      const next = game.apply(s, action);
      if (!next.ok) throw new Error(`secrecy: ${next.error.message}`);
      const a = action as { type: string; to?: number };
      if (a.type === "secrets") {
        const sec = action as Secrets;
        const key = `${sec.good.join()}/${sec.evil.join()}`;
        sol = cache.get(key) ?? null;
        if (sol === null) {
          sol = solveOpenSecrets(
            { good: [sec.good[0]!, sec.good[1]!], evil: [sec.evil[0]!, sec.evil[1]!] },
            rules,
          );
          cache.set(key, sol);
        }
      } else if (a.type === "keep" || a.type === "give") {
        const roll = (game.history(s).at(-1) as { value: number }).value;
        const to = a.type === "keep" ? m : a.to!;
        scores[to] = rollOnto(
          scores[to]!,
          roll,
          sol!.secrets.good[to]!,
          sol!.secrets.evil[to]!,
          rules,
        );
      }
      s = next.value;
    }
    const result = game.result(s);
    // The oracle's own count of the scores must be the engine's.
    if (result.scores[0] !== scores[0] || result.scores[1] !== scores[1]) {
      throw new Error("secrecy: the open model's scores differ from the engine's");
    }
    if (result.winners.length === 1 && result.winners[0] === oracle) wins[oracle]!++;
    options.onProgress?.(i + 1, total);
  }
  const half = total / 2;
  return ok({
    opponent: options.opponent,
    games: total,
    oracle: wilson(wins[0]! + wins[1]!, total),
    oracleFirst: wilson(wins[0]!, half),
    oracleSecond: wilson(wins[1]!, half),
    solves: cache.size,
  });
}
