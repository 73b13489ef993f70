// Plays tournament games by index, in the main thread or in a worker: the index alone fixes
// the seat arrangement and every seed, so results do not depend on which thread played them.

import type { GameId } from "@number-games/engine";
import { exhaustive, getGame } from "@number-games/engine";
import { ExternalBot } from "../external/process-bot";
import { botGameOf } from "../games/registry";
import type { BotSpec } from "./lineup";
import { specLabel } from "./lineup";
import type { SeatPlayer } from "./play-game";
import { externalPlayer, levelPlayer, playGame } from "./play-game";
import type { GameOutcome } from "./stats";

/** Everything a thread needs to play any game of the tournament (structured-cloneable). */
export interface TournamentPlan {
  readonly game: GameId;
  /** A config the game's parseConfig accepted. */
  readonly config: unknown;
  /** The lineup: one spec per entry; `permutations[k][seat]` is an entry index. */
  readonly entries: readonly BotSpec[];
  readonly permutations: readonly (readonly number[])[];
  readonly seed: string;
  readonly moveTimeoutMs: number;
  readonly cwd?: string;
  /** Read the game's own numbers from every finished game (its analysis entry's features). */
  readonly features?: boolean;
}

/**
 * Games are played in blocks of one game per seat arrangement, and every game of a block
 * shares the chance seed (duplicate style: the same deals and rolls with the bots moved
 * round the table), which removes much of the luck from the comparison.
 */
export function gameSeeds(plan: TournamentPlan, index: number) {
  const k = plan.permutations.length;
  const block = Math.floor(index / k);
  const arrangement = plan.permutations[index % k]!;
  return {
    arrangement,
    chance: `${plan.seed}/chance/${block}`,
    bot: (seat: number) => `${plan.seed}/bot/${index}/${seat}`,
  };
}

export class GameRunner {
  private readonly externals = new Map<number, ExternalBot>();

  constructor(private readonly plan: TournamentPlan) {}

  async play(index: number): Promise<GameOutcome> {
    const plan = this.plan;
    const game = getGame(plan.game);
    const { arrangement, chance, bot } = gameSeeds(plan, index);
    const seats: SeatPlayer[] = arrangement.map((entry, seat) => {
      const spec = plan.entries[entry]!;
      const label = specLabel(spec);
      switch (spec.kind) {
        case "level":
          return levelPlayer(game, label, spec.level, bot(seat), spec);
        case "command": {
          let ext = this.externals.get(entry);
          if (ext === undefined) {
            ext = new ExternalBot(spec.command, {
              moveTimeoutMs: plan.moveTimeoutMs,
              ...(plan.cwd !== undefined ? { cwd: plan.cwd } : {}),
            });
            this.externals.set(entry, ext);
          }
          return externalPlayer(game, plan.config, label, ext);
        }
        default:
          return exhaustive(spec);
      }
    });
    const analysis = plan.features === true ? botGameOf(plan.game).analysis : undefined;
    const features =
      analysis === undefined ? undefined : (s: unknown) => analysis.features(game, s);
    return playGame(game, plan.config, seats, index, chance, features);
  }

  async close(): Promise<void> {
    await Promise.all([...this.externals.values()].map((e) => e.close()));
    this.externals.clear();
  }
}
