// benchPlayouts: the figure `numbers bench` prints and the web app's speed page measures.
// Timing is injected (a fake clock), so the counts are exact and nothing depends on speed.

import { GAME_IDS, GAMES, Rng, randomPlayoutInPlace } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { BOT_GAMES, benchPlayouts } from "../src/index";

describe("benchPlayouts", () => {
  for (const id of GAME_IDS) {
    it(`${id}: counts whole playouts and their actions over the measured window`, () => {
      const game = GAMES[id];
      const parsed = game.parseConfig({ ...BOT_GAMES[id].benchConfig, players: 4 });
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      // A clock that advances 1 ms per reading, read once per batch of 256 playouts: the
      // warm-up (2 ms for a 0.01 s run) takes 2 batches, the measured 10 ms take 10.
      let t = 0;
      const f = benchPlayouts(game, parsed.value, 0.01, () => t++);
      expect(f).toMatchObject({ game: id, players: 4 });
      expect(f.playouts_per_s).toBe(Math.round((10 * 256 * 1000) / 10));
      // The actions are those of the same playouts replayed from the same seed.
      const rng = Rng.fromSeed(`bench-${id}`);
      const buf = new Int32Array(game.maxActionId(parsed.value));
      let actions = 0;
      for (let i = 0; i < 2 * 256; i++)
        randomPlayoutInPlace(game, game.newGame(parsed.value), rng, buf);
      for (let i = 0; i < 10 * 256; i++)
        actions += randomPlayoutInPlace(game, game.newGame(parsed.value), rng, buf);
      expect(f.actions_per_s).toBe(Math.round((actions * 1000) / 10));
    });
  }
});
