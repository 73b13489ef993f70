// Noninterference of the takeback news (issue 24, item 5): the `table` events that carry a
// takeback request and its outcome say who asked and who answered, nothing of the game's hidden
// part. Two tables dealt differently (other decks, decoys, secret numbers), the same requests:
// every viewer (the asker, the other person, a spectator) hears the same takeback news, with
// exactly the documented fields, and no token or seed. Also the refusals no other test can
// reach over a socket: a stale seat token, a class table.

import type { TableInfo } from "@number-games/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TestServer } from "./support/server";
import { GAME_SETUPS, humans, setUpTable, startTestServer, waitFor } from "./support/server";
import { code, Watcher } from "./support/watcher";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/** The takeback news a viewer heard, in order, the position numbers left out. */
function takebackNews(v: Watcher): unknown[] {
  return v.tables
    .map((t: TableInfo) => t.takeback)
    .filter((tb) => tb !== undefined)
    .map((tb) => ({
      by: tb.by,
      agreed: tb.agreed,
      outcome: tb.outcome,
      decliner: tb.decliner ?? null,
    }));
}

describe.each(GAME_SETUPS)("noninterference of the takeback news: $game", ({ game, config }) => {
  /** One run: seat 0 moves and asks; seat 1 declines; seat 0 asks again; seats 1 and 2 agree. */
  async function run(): Promise<{ news: unknown[]; secrets: string[]; tables: TableInfo[][] }> {
    const t = await setUpTable(server.api, game, { ...config, firstPlayer: 0 }, humans(3));
    const [s0, s1, s2, spectator] = [
      await Watcher.join(server.url, t.tableId, t.tokens[0]!),
      await Watcher.join(server.url, t.tableId, t.tokens[1]!),
      await Watcher.join(server.url, t.tableId, t.tokens[2]!),
      await Watcher.join(server.url, t.tableId, null),
    ];
    await waitFor(
      () => s0.frames.length > 0 && s0.frame.observation.legal.length > 0,
      "seat 0's turn",
    );
    const f = s0.frame;
    expect(code(await s0.client.act(t.tableId, f.seq, f.observation.legal[0]))).toBe("ok");
    await waitFor(
      () => [s0, s1, s2].some((v) => v.frame.observation.legal.length > 0),
      "a person's turn",
    );
    expect(code(await s0.client.takeback(t.tableId))).toBe("ok");
    await waitFor(() => s1.tables.at(-1)?.takeback?.outcome === "open", "the request");
    expect(code(await s1.client.answerTakeback(t.tableId, false))).toBe("ok");
    await waitFor(() => spectator.tables.at(-1)?.takeback?.outcome === "declined", "the decline");
    expect(code(await s0.client.takeback(t.tableId))).toBe("ok");
    await waitFor(() => s1.tables.at(-1)?.takeback?.outcome === "open", "the second request");
    expect(code(await s1.client.answerTakeback(t.tableId, true))).toBe("ok");
    await waitFor(() => s2.tables.at(-1)?.takeback?.agreed.length === 1, "seat 1's yes");
    expect(code(await s2.client.answerTakeback(t.tableId, true))).toBe("ok");
    for (const v of [s0, s1, s2, spectator]) {
      await waitFor(() => v.tables.at(-1)?.takeback?.outcome === "done", "the takeback");
    }
    const viewers = [s0, s1, s2, spectator];
    const news = viewers.map(takebackNews);
    const tables = viewers.map((v) => v.tables);
    for (const v of viewers) v.close();
    return { news, secrets: [t.hostToken, ...(t.tokens as string[])], tables };
  }

  it("two tables with different hidden deals give the same takeback news, with only its fields", async () => {
    const [a, b] = await Promise.all([run(), run()]);
    expect(a.news).toEqual(b.news);
    for (const r of [a, b]) {
      for (const heard of r.tables) {
        for (const t of heard) {
          if (t.takeback !== undefined) {
            const keys = Object.keys(t.takeback).sort();
            expect(keys).toEqual(
              t.takeback.outcome === "declined"
                ? ["agreed", "by", "decliner", "outcome", "seq"]
                : ["agreed", "by", "outcome", "seq"],
            );
          }
          expect(t.seed).toBeNull();
        }
        const json = JSON.stringify(heard);
        for (const s of r.secrets) expect(json.includes(s)).toBe(false);
      }
    }
  });
});

describe("takeback refusals a socket cannot reach", () => {
  it("a stale seat token is refused and changes nothing", async () => {
    const t = await setUpTable(
      server.api,
      "number-line",
      { players: 2, firstPlayer: 0 },
      humans(2),
    );
    const stale = { seat: 0, tokenHash: "0".repeat(64) };
    const before = await server.store.actions(t.tableId);
    const asked = await server.service.askTakeback(t.tableId, stale);
    expect(asked.ok ? "ok" : asked.error.code).toBe("ERR_UNAUTHORIZED");
    const answered = await server.service.answerTakeback(t.tableId, stale, true);
    expect(answered.ok ? "ok" : answered.error.code).toBe("ERR_UNAUTHORIZED");
    expect(await server.store.actions(t.tableId)).toEqual(before);
  });

  it("a class table refuses a takeback, as it refuses resigning", async () => {
    const [a, b] = ["a".repeat(64), "b".repeat(64)];
    const created = await server.service.createClassTable({
      game: "number-line",
      config: { players: 2, firstPlayer: 0 },
      seats: [
        { kind: "human", name: "Ann", tokenHash: a },
        { kind: "human", name: "Ben", tokenHash: b },
      ],
      classTable: { classId: "class-takeback", round: 1, number: 1 },
      hostTokenHash: "c".repeat(64),
      turnClockSeconds: null,
      graceSeconds: 60,
      pausedAt: null,
    });
    if (!created.ok) throw new Error(created.error.message);
    const id = created.value.id;
    const before = await server.store.actions(id);
    const asked = await server.service.askTakeback(id, { seat: 0, tokenHash: a });
    expect(asked.ok ? "ok" : asked.error.code).toBe("ERR_WRONG_ROLE");
    const answered = await server.service.answerTakeback(id, { seat: 1, tokenHash: b }, true);
    expect(answered.ok ? "ok" : answered.error.code).toBe("ERR_WRONG_ROLE");
    expect(await server.store.actions(id)).toEqual(before);
  });
});
