// One arena game: chance drawn from the game's chance seed, every seat asked through its
// observation only, every answer checked through the engine's checked door. A seat whose
// bot errs (crash, timeout, not JSON, illegal action) forfeits the game.

import type { AnyGame, Result } from "@number-games/engine";
import { CHANCE, err, ok, Rng, TERMINAL } from "@number-games/engine";
import type { Bot, BotOptions } from "../bot";
import type { ExternalBot } from "../external/process-bot";
import type { Forfeit } from "../external/protocol";
import { BOT_PROTOCOL_VERSION, parseAnswer } from "../external/protocol";
import { createBot } from "../levels";
import type { ArenaLevel, FrozenLevel } from "./spec";
import { HARD_V1, HARD_V2 } from "./spec";
import type { GameOutcome } from "./stats";

/** A seat's player for one game. `act` returns the answer, still untrusted. */
export interface SeatPlayer {
  readonly label: string;
  start?(seat: number): Promise<void> | void;
  act(observation: unknown): Promise<Result<unknown, Forfeit>> | Result<unknown, Forfeit>;
  end?(seat: number, result: unknown): Promise<void> | void;
}

export function levelPlayer(
  game: AnyGame,
  label: string,
  level: ArenaLevel,
  seed: string,
  budget: { readonly iterations?: number; readonly timeMs?: number } = {},
): SeatPlayer {
  const options: BotOptions = {
    seed,
    ...(budget.iterations !== undefined ? { iterations: budget.iterations } : {}),
    ...(budget.timeMs !== undefined ? { timeMs: budget.timeMs } : {}),
  };
  if (level === HARD_V1 || level === HARD_V2) return frozenPlayer(game, label, level, options);
  const bot = createBot(game, level, options);
  return {
    label,
    act(observation) {
      try {
        return ok(bot.act(observation as never));
      } catch (e) {
        return err({ code: "ERR_BOT_ERROR", message: `threw: ${(e as Error).message}` });
      }
    },
  };
}

/**
 * A frozen old hard (bench/baselines/), loaded on its first move: kept out of src/ so that what
 * a player loads (the web app's workers) never carries it.
 */
function frozenPlayer(
  game: AnyGame,
  label: string,
  level: FrozenLevel,
  options: BotOptions,
): SeatPlayer {
  let bot: Promise<Bot> | undefined;
  return {
    label,
    async act(observation) {
      bot ??= import("../../bench/baselines/index").then((b) =>
        b.baselineBot(level, game, options),
      );
      try {
        return ok((await bot).act(observation as never));
      } catch (e) {
        return err({ code: "ERR_BOT_ERROR", message: `threw: ${(e as Error).message}` });
      }
    },
  };
}

export function externalPlayer(
  game: AnyGame,
  config: unknown,
  label: string,
  bot: ExternalBot,
): SeatPlayer {
  const players = game.numPlayers(config);
  return {
    label,
    start(seat) {
      return bot.send({
        type: "start",
        protocol: BOT_PROTOCOL_VERSION,
        game: game.id,
        config,
        seat,
        players,
      });
    },
    async act(observation) {
      const legal = (observation as { legal: readonly unknown[] }).legal;
      const line = await bot.ask({ type: "act", observation, legal });
      if (!line.ok) return line;
      return parseAnswer(line.value);
    },
    end(seat, result) {
      return bot.send({ type: "end", seat, result: result as never });
    },
  };
}

export async function playGame(
  game: AnyGame,
  config: unknown,
  seats: readonly SeatPlayer[],
  index: number,
  chanceSeed: string,
  features?: (state: unknown) => GameOutcome["features"],
): Promise<GameOutcome> {
  const rng = Rng.fromSeed(chanceSeed);
  let state = game.newGame(config);
  let decisions = 0;
  const labels = seats.map((s) => s.label);
  // Every game is fingerprinted: the summary counts distinct games (summary.ts).
  const print = new Fingerprint(labels.join("\u0000"));
  for (let seat = 0; seat < seats.length; seat++) await seats[seat]!.start?.(seat);
  let forfeit: GameOutcome["forfeit"];
  for (;;) {
    const m = game.toMove(state);
    if (m === TERMINAL) break;
    if (m === CHANCE) {
      const chance = game.sampleChance(state, rng);
      print.add(JSON.stringify(chance));
      const next = game.apply(state, chance);
      if (!next.ok) throw new Error(`engine bug: sampled chance rejected: ${next.error.message}`);
      state = next.value;
      continue;
    }
    const answer = await seats[m]!.act(game.observe(state, m));
    const applied = answer.ok ? checkedStep(game, state, answer.value) : answer;
    if (!applied.ok) {
      forfeit = { seat: m, code: applied.error.code, message: applied.error.message };
      break;
    }
    state = applied.value;
    print.add(JSON.stringify(answer.ok ? answer.value : null));
    decisions++;
  }
  const result = game.result(state);
  for (let seat = 0; seat < seats.length; seat++) {
    await seats[seat]!.end?.(seat, forfeit === undefined ? result : null);
  }
  return {
    index,
    seats: labels,
    scores: [...result.scores],
    winners: forfeit === undefined ? [...result.winners] : [],
    decisions,
    ...(forfeit !== undefined ? { forfeit } : {}),
    ...(features !== undefined && forfeit === undefined ? { features: features(state) } : {}),
    fingerprint: print.hex(),
  };
}

/** Two 32-bit FNV-1a hashes (different offsets) of a sequence of strings: 64 bits in hex. */
class Fingerprint {
  private a = 0x811c9dc5;
  private b = 0x01000193;
  constructor(first: string) {
    this.add(first);
  }
  add(text: string): void {
    let { a, b } = this;
    for (let i = 0; i < text.length; i++) {
      const c = text.charCodeAt(i);
      a = Math.imul(a ^ c, 0x01000193);
      b = Math.imul(b ^ c, 0x01000193) ^ (b >>> 13);
    }
    // A separator, so that ["ab", "c"] and ["a", "bc"] differ.
    this.a = Math.imul(a ^ 0xff, 0x01000193);
    this.b = Math.imul(b ^ 0xfe, 0x01000193);
  }
  hex(): string {
    return (
      (this.a >>> 0).toString(16).padStart(8, "0") + (this.b >>> 0).toString(16).padStart(8, "0")
    );
  }
}

function checkedStep(game: AnyGame, state: unknown, answer: unknown): Result<unknown, Forfeit> {
  const action = game.parseAction(answer);
  if (!action.ok) {
    return err({
      code: "ERR_BOT_ILLEGAL",
      message: `answered ${short(answer)}, which is not an action of this game: ${action.error.message}`,
    });
  }
  const next = game.apply(state, action.value);
  if (!next.ok) {
    return err({
      code: "ERR_BOT_ILLEGAL",
      message: `answered the illegal action ${short(answer)}: ${next.error.message}`,
    });
  }
  return ok(next.value);
}

function short(x: unknown): string {
  const s = JSON.stringify(x) ?? String(x);
  return s.length > 80 ? `${s.slice(0, 80)}…` : s;
}
