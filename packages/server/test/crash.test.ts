// Durability: kill -9 a server child process (SQLite file) mid-game under load, restart it
// on the same file: every accepted action is there, every unfinished table resumes exactly
// where storage says, the clients reconnect, and the games finish and verify. Before the
// kill one player of every table drops its connection and comes back; at the end every
// frame any player got is exactly its seat's observation and holds no secret (the issue's
// "done when": nothing lost and nothing leaked across a disconnect and a crash).

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { AnyGame } from "@number-games/engine";
import { GAMES } from "@number-games/engine";
import { afterAll, describe, expect, it } from "vitest";
import { toJson } from "../src/common/json";
import { ApiClient } from "../src/http/client";
import { openStore } from "../src/storage/sql-store";
import { verifyRecord } from "../src/tables/fairness";
import type { ChildServer } from "./support/child";
import { spawnServer } from "./support/child";
import type { SeatedTable } from "./support/server";
import {
  GAME_SETUPS,
  humans,
  RandomPlayer,
  setUpTable,
  unwrap,
  waitFor,
  withTimeout,
} from "./support/server";

const dir = mkdtempSync(join(tmpdir(), "ng-crash-"));
const children: ChildServer[] = [];
afterAll(async () => {
  for (const c of children) await c.stop().catch(() => {});
  rmSync(dir, { recursive: true, force: true });
});

describe("kill -9 and restart (SQLite)", () => {
  it("loses no accepted action and resumes every unfinished table", async () => {
    const env = { DATA_DIR: dir };
    const first = await spawnServer(env);
    children.push(first);
    const api = new ApiClient(first.url);
    const tables: { t: SeatedTable; players: RandomPlayer[] }[] = [];
    for (const setup of [...GAME_SETUPS, ...GAME_SETUPS]) {
      const t = await setUpTable(api, setup.game, setup.config, humans(3), { start: false });
      const players = await Promise.all(
        t.tokens.map((tok, i) => RandomPlayer.connect(first.url, t.tableId, tok, i)),
      );
      tables.push({ t, players });
    }
    // A table with bot seats too: its bots must resume after the restart.
    const botTable = await setUpTable(
      api,
      "take-or-pay",
      { players: 3 },
      [{ kind: "human" }, { kind: "bot", level: "medium" }, { kind: "bot", level: "easy" }],
      { start: false },
    );
    const botHuman = await RandomPlayer.connect(
      first.url,
      botTable.tableId,
      botTable.tokens[0]!,
      5,
    );
    tables.push({ t: botTable, players: [botHuman] });
    for (const { t } of tables) unwrap(await api.start(t.tableId, t.hostToken));

    // Kill once every table has made some progress, not after a fixed time: on a quiet
    // machine short games could finish within any fixed delay. Take or Pay needs at least
    // one action per card, so its tables are surely unfinished a few actions in.
    await waitFor(
      () => tables.every(({ players }) => players.some((p) => p.accepted.length >= 2)),
      "every table to make progress before the kill",
      20_000,
    ).catch((e: Error) => {
      // Which table did not move, what its players saw, and what the server said.
      const state = tables.map(({ t, players }) => {
        const seen = players.map((p) => `${p.accepted.length} acked/${p.frames.length} frames`);
        return `${t.tableId}: ${seen.join(", ")}`;
      });
      throw new Error(`${e.message}\n${state.join("\n")}\nserver:\n${first.output().slice(-3000)}`);
    });
    // One player of every table loses its connection and comes back (same seat token, new
    // socket); the others play on meanwhile.
    await Promise.all(tables.map(({ players }) => players[0]!.reconnect(first.url)));
    await first.kill9();
    const all = tables.flatMap((x) => x.players);
    for (const p of all) p.paused = true;

    // Every acknowledged action is in storage at its seq.
    const store = await openStore({ sqliteFile: join(dir, "number-games.sqlite") });
    const stored = new Map<string, unknown[]>();
    for (const { t, players } of tables) {
      const rows = await store.actions(t.tableId);
      stored.set(
        t.tableId,
        rows.map((r) => r.action),
      );
      for (const p of players) {
        for (const a of p.accepted) expect(rows[a.seq - 1]?.action).toEqual(a.action);
      }
    }
    await store.close();
    const unfinished = tables.filter(
      ({ players }) => !players[0]!.frames.at(-1)?.observation.result,
    );
    expect(unfinished.length).toBeGreaterThan(0);

    const second = await spawnServer(env);
    children.push(second);
    const api2 = new ApiClient(second.url);
    for (const { t } of tables) {
      const info = unwrap(await api2.table(t.tableId));
      // Resumed exactly where storage says (a pending chance action or bot turn may follow).
      expect(info.seq).toBeGreaterThanOrEqual(stored.get(t.tableId)!.length);
    }
    for (const p of all) {
      p.paused = false;
      await p.reconnect(second.url); // the rejoin frame sets it going
    }
    await withTimeout(
      Promise.all(all.map((p) => p.finished)),
      60_000,
      "games to finish after restart",
    );
    for (const { t, players } of tables) {
      const rec = unwrap(await api2.record(t.tableId));
      // The record continues the stored one, and its chance still follows the seed.
      const before = stored.get(t.tableId)!;
      expect(rec.actions.slice(0, before.length)).toEqual(before);
      expect(unwrap(verifyRecord(rec)).terminal).toBe(true);
      for (const p of players) {
        expect(p.errors).toEqual([]);
        for (const a of p.accepted) expect(rec.actions[a.seq - 1]).toEqual(a.action);
      }
      // Nothing leaked: each frame is its seat's observation at that seq, before the crash,
      // across the reconnects and after the restart, and no frame carries a secret.
      const g: AnyGame = GAMES[rec.game];
      let state = g.newGame(unwrap(g.parseConfig(rec.config)));
      const states = [state];
      for (const a of rec.actions) {
        state = unwrap(g.apply(state, unwrap(g.parseAction(a))));
        states.push(state);
      }
      const secrets = [rec.meta.seed!, t.hostToken, ...t.tokens.filter((x) => x !== null)];
      players.forEach((p, seat) => {
        expect(p.frames.length).toBeGreaterThan(1);
        for (const f of p.frames) {
          expect(f.observation).toEqual(toJson(g.observe(states[f.seq], seat)));
          const json = JSON.stringify(f);
          for (const secret of secrets) expect(json.includes(secret)).toBe(false);
        }
      });
    }
    for (const p of all) p.close();
    await second.stop();
  });
});
