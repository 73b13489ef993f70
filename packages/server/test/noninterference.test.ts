// Noninterference end to end: many random games with 3 seats and a spectator on sockets.
// For every frame a viewer received: it is exactly game.observe of the server's state for
// that viewer; it is unchanged when the hidden part is redrawn consistently (resample);
// and it contains none of the other seats' secrets, the deck order, tokens or the seed.

import type { AnyGame, Viewer } from "@number-games/engine";
import { GAMES, Rng, TERMINAL } from "@number-games/engine";
import type { ObservationFrame } from "@number-games/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toJson } from "../src/json";
import type { TestServer } from "./support/server";
import {
  GAME_SETUPS,
  humans,
  RandomPlayer,
  setUpTable,
  startTestServer,
  unwrap,
  withTimeout,
} from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

const GAMES_PER_KIND = 4;

type Obs = Record<string, unknown> & { result?: { terminal: boolean } };

/** Game-specific secrets a viewer must not see before the end (test knowledge, not server code). */
function scanSecrets(
  game: string,
  obs: Obs,
  viewer: Viewer,
  actions: readonly unknown[],
): string[] {
  const problems: string[] = [];
  const over = obs.result?.terminal === true;
  if (over) return problems;
  const json = JSON.stringify(obs);
  if (game === "number-line") {
    if (obs.decoyRound) {
      for (const p of obs.placements as { player: number; decoy?: boolean | null }[]) {
        if (p.player !== viewer && p.decoy !== undefined)
          problems.push(`decoy flag of seat ${p.player} shown`);
      }
    }
  } else if (game === "take-or-pay") {
    (obs.tokens as (number | null)[]).forEach((n, j) => {
      if (j !== viewer && n !== null) problems.push(`tokens of seat ${j} shown`);
    });
    if (obs.removed !== null) problems.push("removed cards shown");
    const deal = actions[0] as { deck: number[] } | undefined;
    if (deal) {
      const taken = (obs.events as { type: string }[]).filter((e) => e.type === "take").length;
      const future = deal.deck.slice(taken + 1, taken + 4);
      if (future.length === 3 && json.includes(future.join(",")))
        problems.push("deck order leaked");
    }
  } else if (game === "magic-numbers") {
    if (obs.revealed !== null) problems.push("secrets revealed before the end");
    const secrets = actions[0] as { good: number[]; evil: number[] } | undefined;
    const own = obs.own as { good: number; evil: number } | null;
    if (viewer === "spectator" && own !== null) problems.push("spectator sees a seat's secrets");
    if (viewer !== "spectator" && own !== null && secrets) {
      if (own.good !== secrets.good[viewer] || own.evil !== secrets.evil[viewer]) {
        problems.push("own secrets are someone else's");
      }
    }
  }
  return problems;
}

describe("the secret scanner", () => {
  it("flags what an observation at the end shows when it is taken for a mid-game one", () => {
    for (const { game, config } of GAME_SETUPS.filter((x) => x.game !== "number-line")) {
      const g = GAMES[game];
      let s = g.newGame(unwrap(g.parseConfig(config)));
      const rng = Rng.fromSeed(1);
      while (g.toMove(s) !== TERMINAL) {
        const m = g.toMove(s);
        const a = m < 0 ? g.sampleChance(s, rng) : g.legalActions(s)[0];
        s = unwrap(g.apply(s, a));
      }
      const { result: _, ...obs } = toJson(g.observe(s, 0)) as unknown as Obs;
      expect(scanSecrets(game, obs, 0, g.history(s))).not.toEqual([]);
    }
  });
});

describe.each(GAME_SETUPS)("noninterference over sockets: $game", ({ game, config }) => {
  it(`${GAMES_PER_KIND} random games: every frame is the viewer's observation and nothing more`, async () => {
    const g: AnyGame = GAMES[game];
    const rng = Rng.fromSeed(`noninterference:${game}`);
    const runs = await Promise.all(
      Array.from({ length: GAMES_PER_KIND }, async (_, run) => {
        const t = await setUpTable(server.api, game, config, humans(3), { start: false });
        const players = await Promise.all(
          t.tokens.map((tok, i) => RandomPlayer.connect(server.url, t.tableId, tok, run * 10 + i)),
        );
        const spectator = await RandomPlayer.connect(server.url, t.tableId, null, 0);
        unwrap(await server.api.start(t.tableId, t.hostToken));
        await withTimeout(Promise.all(players.map((p) => p.finished)), 30_000, "games to finish");
        const record = unwrap(await server.api.record(t.tableId));
        for (const p of [...players, spectator]) p.close();
        return { t, players, spectator, record };
      }),
    );
    for (const { t, players, spectator, record } of runs) {
      const secrets = [
        record.meta.seed!,
        t.hostToken,
        ...t.tokens.filter((x): x is string => x !== null),
      ];
      const states: unknown[] = [];
      let s = g.newGame(unwrap(g.parseConfig(record.config)));
      states.push(s);
      for (const a of record.actions) {
        s = unwrap(g.apply(s, unwrap(g.parseAction(a))));
        states.push(s);
      }
      const check = (frames: ObservationFrame[], viewer: Viewer) => {
        expect(frames.length).toBeGreaterThan(3);
        for (const f of frames) {
          const json = JSON.stringify(f);
          for (const secret of secrets) expect(json.includes(secret)).toBe(false);
          const state = states[f.seq];
          const expected = toJson(g.observe(state, viewer));
          expect(f.observation).toEqual(expected);
          expect(
            scanSecrets(game, f.observation as unknown as Obs, viewer, record.actions),
          ).toEqual([]);
          // Redraw everything this viewer may not know: the frame must not change.
          if (g.toMove(state) !== TERMINAL) {
            const other = g.resample(g.observe(state, viewer), rng);
            expect(toJson(g.observe(other, viewer))).toEqual(expected);
          }
        }
      };
      players.forEach((p, seat) => {
        check(p.frames, seat);
      });
      check(spectator.frames, "spectator");
    }
  });
});
