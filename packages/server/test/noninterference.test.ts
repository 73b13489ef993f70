// Noninterference end to end: many random games with 3 seats and a spectator on sockets.
// For every frame a viewer received: it is exactly game.observe of the server's state for
// that viewer; it is unchanged when the hidden part is redrawn consistently (resample);
// and it contains none of the other seats' secrets, the deck order, tokens or the seed. The
// presence, hand-over and early-ending frames (issue 24) tell nothing of the hidden game either.

import type { AnyGame, Viewer } from "@number-games/engine";
import { GAMES, Rng, TERMINAL } from "@number-games/engine";
import type { ObservationFrame } from "@number-games/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toJson } from "../src/common/json";
import type { TestServer } from "./support/server";
import {
  GAME_SETUPS,
  humans,
  RandomPlayer,
  setUpTable,
  startTestServer,
  unwrap,
  waitFor,
  withTimeout,
} from "./support/server";
import { code, Watcher } from "./support/watcher";

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

/**
 * The frames issue 24 added (presence events, the join's presence and return note, a table's
 * hand-overs and early ending) are made of connections, times and public moves only: two tables
 * of the same game whose hidden deals differ (each table draws its own seed), through the same
 * comings and goings, give every viewer the same such frames (times aside); none carries a
 * token, or the seed before the end; each has exactly its documented fields.
 */
describe.each(GAME_SETUPS)("noninterference of presence and endings: $game", ({ game, config }) => {
  type Seen = { events: unknown[]; secrets: string[]; replies: unknown[] };

  /** A started three-person table with a 1 s grace time, watched by its seats and a spectator. */
  async function startWatched(
    cfg: Record<string, unknown>,
    awayAction: "computer" | "claim",
  ): Promise<{ t: Awaited<ReturnType<typeof setUpTable>>; seen: Seen; viewers: Watcher[] }> {
    const t = await setUpTable(server.api, game, cfg, humans(3), {
      start: false,
      awayAction,
      awayGraceSeconds: 1,
    });
    unwrap(await server.api.start(t.tableId, t.hostToken));
    const seen: Seen = {
      events: [],
      secrets: [t.hostToken, ...(t.tokens as string[])],
      replies: [],
    };
    const viewers = [
      await Watcher.join(server.url, t.tableId, t.tokens[0]!),
      await Watcher.join(server.url, t.tableId, t.tokens[1]!),
      await Watcher.join(server.url, t.tableId, t.tokens[2]!),
      await Watcher.join(server.url, t.tableId, null),
    ];
    return { t, seen, viewers };
  }

  /** One run: seat 2 leaves and is handed to the computer, comes back, seat 1 resigns. */
  async function handOverRun(): Promise<Seen> {
    const { t, seen, viewers } = await startWatched({ ...config, firstPlayer: 2 }, "computer");
    const [s0, s1, s2, spectator] = viewers as [Watcher, Watcher, Watcher, Watcher];
    s2.close();
    await waitFor(() => typeof s0.awaySince(2) === "number", "seat 2 to be away");
    const since = s0.awaySince(2)!;
    await waitFor(() => Date.now() > since + 1100, "the grace time");
    expect(code(await s0.client.handOver(t.tableId, 2))).toBe("ok");
    await waitFor(
      () => spectator.tables.some((x) => x.seats[2]?.handedOver != null),
      "the hand-over to be heard",
    );
    const back = await Watcher.join(server.url, t.tableId, t.tokens[2]!);
    // The note counts public moves only: the computer's for this seat, as its frame marks them.
    const note = back.joined!.returned!;
    const marked = (back.frames.at(-1)?.autoplayed ?? []).filter(
      (a) => a.seat === 2 && a.reason === "away",
    );
    expect(note.moves).toBe(marked.length);
    await waitFor(() => spectator.awaySince(2) === null, "seat 2 to be back");
    expect(code(await s1.client.resign(t.tableId))).toBe("ok");
    for (const v of [s0, back, spectator]) {
      await waitFor(() => v.tables.some((x) => x.status === "finished"), "the end to be heard");
    }
    for (const v of [s0, s1, spectator, back]) {
      seen.events.push(normalEvents(v));
      seen.replies.push(normalReply(v));
      checkShapes(v, seen.secrets);
    }
    for (const v of [...viewers, back]) v.close();
    return seen;
  }

  /** One run: seats 1 and 2 leave; after the grace time seat 0 claims the win. */
  async function claimRun(): Promise<Seen> {
    const { t, seen, viewers } = await startWatched(config, "claim");
    const [s0, s1, s2, spectator] = viewers as [Watcher, Watcher, Watcher, Watcher];
    s1.close();
    await waitFor(() => typeof spectator.awaySince(1) === "number", "seat 1 to be away");
    s2.close();
    await waitFor(() => typeof spectator.awaySince(2) === "number", "seat 2 to be away");
    const since = spectator.awaySince(2)!;
    await waitFor(() => Date.now() > since + 1100, "the grace time");
    expect(code(await s0.client.claimWin(t.tableId))).toBe("ok");
    await waitFor(() => spectator.tables.some((x) => x.status === "finished"), "the end");
    for (const v of [s0, spectator]) {
      seen.events.push(normalEvents(v));
      seen.replies.push(normalReply(v));
      checkShapes(v, seen.secrets);
    }
    for (const v of viewers) v.close();
    return seen;
  }

  it("two tables with different hidden deals give the same presence and ending frames", async () => {
    const [a, b] = await Promise.all([handOverRun(), handOverRun()]);
    expect(a.events).toEqual(b.events);
    expect(a.replies).toEqual(b.replies);
    const [c, d] = await Promise.all([claimRun(), claimRun()]);
    expect(c.events).toEqual(d.events);
    expect(c.replies).toEqual(d.replies);
  });
});

/** What a viewer heard of presence and of the table's facts, times and ids left out. */
function normalEvents(v: Watcher): unknown {
  return {
    presence: v.presence.map((p) => ({ seat: p.seat, away: p.awaySince !== null })),
    tables: v.tables.map((t) => ({
      status: t.status,
      handedOver: t.seats.map((s) => s.handedOver?.by ?? null),
      ending:
        t.ending === null
          ? null
          : t.ending.kind === "resigned"
            ? { kind: t.ending.kind, seat: t.ending.seat, winners: t.ending.winners }
            : {
                kind: t.ending.kind,
                by: t.ending.by,
                away: t.ending.away,
                winners: t.ending.winners,
              },
    })),
  };
}

/** The join's answer, times and ids left out (the return note's move count is public). */
function normalReply(v: Watcher): unknown {
  const r = v.joined!;
  return {
    presence: r.presence.map((p) => ({ seat: p.seat, away: p.awaySince !== null })),
    returned:
      r.returned === undefined
        ? null
        : { by: r.returned.handedOver.by, away: r.returned.awaySince !== null },
  };
}

/** Exactly the documented fields, and no token (nor the seed before the end) anywhere. */
function checkShapes(v: Watcher, secrets: readonly string[]): void {
  const keys = (o: object) => Object.keys(o).sort();
  for (const p of v.presence) expect(keys(p)).toEqual(["awaySince", "seat", "tableId"]);
  for (const p of v.joined!.presence) expect(keys(p)).toEqual(["awaySince", "seat"]);
  const note = v.joined!.returned;
  if (note !== undefined) {
    expect(keys(note)).toEqual(["awaySince", "handedOver", "moves"]);
    expect(keys(note.handedOver)).toEqual(["at", "by"]);
  }
  for (const t of v.tables) {
    for (const s of t.seats)
      if (s.handedOver !== null) expect(keys(s.handedOver)).toEqual(["at", "by"]);
    if (t.ending !== null) {
      expect(keys(t.ending)).toEqual(
        t.ending.kind === "resigned"
          ? ["at", "kind", "seat", "seq", "winners"]
          : ["at", "away", "by", "kind", "seq", "winners"],
      );
    }
    if (t.status !== "finished") expect(t.seed).toBeNull();
  }
  const json = JSON.stringify([v.presence, v.joined, v.tables]);
  for (const s of secrets) expect(json.includes(s)).toBe(false);
}
