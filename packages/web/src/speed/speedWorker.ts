// The speed page's thread: random playouts per second of each game, measured with the same
// engine and code as `numbers bench` (the bots package's `benchPlayouts`), off the page.

import type { BenchFigure } from "@number-games/bots";
import { BOT_GAMES, benchPlayouts } from "@number-games/bots";
import type { GameId } from "@number-games/engine";
import { GAMES } from "@number-games/engine";

export interface SpeedRequest {
  readonly game: GameId;
  readonly players: number;
  readonly seconds: number;
}

export type SpeedReply =
  | { readonly ok: true; readonly figure: BenchFigure }
  | { readonly ok: false; readonly message: string };

export function measure(req: SpeedRequest): SpeedReply {
  const game = GAMES[req.game];
  const cfg = game.parseConfig({ ...BOT_GAMES[req.game].benchConfig, players: req.players });
  if (!cfg.ok) return { ok: false, message: cfg.error.message };
  return { ok: true, figure: benchPlayouts(game, cfg.value, req.seconds) };
}

const scope = globalThis as unknown as {
  WorkerGlobalScope?: unknown;
  onmessage: ((e: MessageEvent<SpeedRequest>) => void) | null;
  postMessage(m: SpeedReply): void;
};
if (typeof scope.WorkerGlobalScope !== "undefined") {
  scope.onmessage = (e) => scope.postMessage(measure(e.data));
}
