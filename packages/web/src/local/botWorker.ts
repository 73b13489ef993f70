// The computer players' thread: a bot thinks here so the page never freezes. It receives a
// seat's observation (never a state) and answers one action.

import type { BotLevel } from "@number-games/bots";
import { createBot } from "@number-games/bots";
import type { GameId, ObservationBase } from "@number-games/engine";
import { GAMES } from "@number-games/engine";

export interface BotRequest {
  readonly id: number;
  readonly game: GameId;
  readonly level: BotLevel;
  readonly seed: string;
  readonly observation: ObservationBase<unknown>;
}

export type BotReply =
  | { readonly id: number; readonly ok: true; readonly action: unknown }
  | { readonly id: number; readonly ok: false; readonly message: string };

export function think(req: BotRequest): BotReply {
  try {
    const bot = createBot(GAMES[req.game], req.level, { seed: req.seed });
    return { id: req.id, ok: true, action: bot.act(req.observation) };
  } catch (e) {
    return { id: req.id, ok: false, message: e instanceof Error ? e.message : String(e) };
  }
}

// In a worker, answer messages; imported elsewhere (tests, fallback) this does nothing.
const scope = globalThis as unknown as {
  WorkerGlobalScope?: unknown;
  onmessage: ((e: MessageEvent<BotRequest>) => void) | null;
  postMessage(m: BotReply): void;
};
if (typeof scope.WorkerGlobalScope !== "undefined") {
  scope.onmessage = (e) => scope.postMessage(think(e.data));
}
