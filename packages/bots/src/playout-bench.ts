// Random playouts per second through a game's fast path (`randomPlayoutInPlace`), one
// thread: the figure `numbers bench` prints in Node and the web app's speed page measures in
// the browser (the same code in both, so the two figures compare the JavaScript engines).

import type { AnyGame, GameId } from "@number-games/engine";
import { Rng, randomPlayoutInPlace } from "@number-games/engine";

export interface BenchFigure {
  readonly game: GameId;
  readonly players: number;
  readonly playouts_per_s: number;
  readonly actions_per_s: number;
}

/**
 * Random playouts of `cfg` for about `seconds` (after a short warm-up that lets the JIT
 * settle). `now` is the clock in milliseconds (performance.now where there is one).
 */
export function benchPlayouts(
  game: AnyGame,
  cfg: unknown,
  seconds: number,
  now: () => number = () => performance.now(),
): BenchFigure {
  const rng = Rng.fromSeed(`bench-${game.id}`);
  const buf = new Int32Array(game.maxActionId(cfg));
  const run = (ms: number) => {
    let games = 0;
    let actions = 0;
    const t0 = now();
    let t = t0;
    while (t - t0 < ms) {
      for (let i = 0; i < 256; i++) {
        actions += randomPlayoutInPlace(game, game.newGame(cfg), rng, buf);
      }
      games += 256;
      t = now();
    }
    return { games, actions, ms: t - t0 };
  };
  run(Math.min(500, seconds * 200));
  const { games, actions, ms } = run(seconds * 1000);
  return {
    game: game.id,
    players: game.numPlayers(cfg),
    playouts_per_s: Math.round((games * 1000) / ms),
    actions_per_s: Math.round((actions * 1000) / ms),
  };
}
