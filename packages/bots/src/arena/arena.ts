// The arena: seat-permuted tournaments between bots (built-in levels and external programs),
// played in parallel worker threads, summarised with honest 95% intervals (summary.ts) and Elo.
// Reproducible from the seed: game i's seats and seeds depend on i alone (runner.ts), and
// the summary is computed over the outcomes in index order.

import type { GameId, Result } from "@number-games/engine";
import { err, getGame, ok } from "@number-games/engine";
import type { ArenaError, BotSpec } from "./lineup";
import { lineupFor, seatPermutations, specLabel } from "./lineup";
import { playJobs } from "./pool";
import type { TournamentPlan } from "./runner";
import type { GameOutcome } from "./stats";
import type { Summary } from "./summary";
import { summarise } from "./summary";

export interface ArenaOptions {
  readonly game: GameId;
  /** Raw config (validated here by the game); `players` defaults to the number of bots. */
  readonly config?: Readonly<Record<string, unknown>>;
  readonly bots: readonly BotSpec[];
  /** Games wanted; rounded up to a whole number of seat arrangements. */
  readonly games: number;
  readonly seed?: string | number;
  /** Worker threads; 0 or 1 plays in this thread. */
  readonly threads?: number;
  readonly moveTimeoutMs?: number;
  /** Working directory of external bots. */
  readonly cwd?: string;
  /** Read the game's own numbers from every finished game (GameOutcome.features). */
  readonly features?: boolean;
  readonly onProgress?: (done: number, total: number) => void;
  readonly onForfeit?: (outcome: GameOutcome) => void;
}

export interface ArenaReport {
  readonly game: GameId;
  readonly config: unknown;
  readonly seed: string;
  readonly lineup: readonly string[];
  readonly arrangements: number;
  readonly summary: Summary;
  readonly outcomes: readonly GameOutcome[];
}

export const DEFAULT_MOVE_TIMEOUT_MS = 5000;

/** Validates the options into a plan: the config, the lineup and the seat arrangements. */
export function planArena(
  options: ArenaOptions,
): Result<{ plan: TournamentPlan; total: number }, ArenaError> {
  const game = getGame(options.game);
  const raw = { ...(options.config ?? {}) };
  if (raw.players === undefined) raw.players = Math.max(options.bots.length, game.minPlayers);
  const config = game.parseConfig(raw);
  if (!config.ok) return err({ code: "ERR_ARENA_CONFIG", message: config.error.message });
  const players = game.numPlayers(config.value);
  const lineup = lineupFor(options.bots, players);
  if (!lineup.ok) return lineup;
  if (!Number.isInteger(options.games) || options.games < 1) {
    return err({
      code: "ERR_ARENA_CONFIG",
      message: "the number of games must be a whole number of at least 1",
    });
  }
  const permutations = seatPermutations(lineup.value.map(specLabel));
  const k = permutations.length;
  const total = Math.ceil(options.games / k) * k;
  return ok({
    plan: {
      game: options.game,
      config: config.value,
      entries: lineup.value,
      permutations,
      seed: String(options.seed ?? 1),
      moveTimeoutMs: options.moveTimeoutMs ?? DEFAULT_MOVE_TIMEOUT_MS,
      ...(options.cwd !== undefined ? { cwd: options.cwd } : {}),
      ...(options.features === true ? { features: true } : {}),
    },
    total,
  });
}

export async function runArena(options: ArenaOptions): Promise<Result<ArenaReport, ArenaError>> {
  const planned = planArena(options);
  if (!planned.ok) return planned;
  const { plan, total } = planned.value;
  const outcomes = new Array<GameOutcome>(total);
  let done = 0;
  const record = (o: GameOutcome) => {
    outcomes[o.index] = o;
    done++;
    if (o.forfeit !== undefined) options.onForfeit?.(o);
    options.onProgress?.(done, total);
  };
  await playJobs({ plans: [plan], totals: [total] }, options.threads ?? 1, (_, o) => record(o));
  return ok({
    game: plan.game,
    config: plan.config,
    seed: plan.seed,
    lineup: plan.entries.map(specLabel),
    arrangements: plan.permutations.length,
    summary: summarise(outcomes, plan.permutations.length),
    outcomes,
  });
}
