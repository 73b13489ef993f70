// The optional start race (17 × 34): the first seat to answer 578 in the lobby plays first.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { START_RACE } from "@number-games/protocol";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiClient } from "../src/http/client";
import { startServer } from "../src/server";
import type { TestServer } from "./support/server";
import { GAME_SETUPS, humans, startTestServer, unwrap } from "./support/server";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
});

/** A lobby table with three claimed human seats. */
async function lobby(game = GAME_SETUPS[1]!, startRace = true) {
  const created = unwrap(
    await server.api.createTable({
      game: game.game,
      config: game.config,
      seats: humans(3),
      startRace,
    }),
  );
  const tokens: string[] = [];
  for (let i = 0; i < 3; i++) {
    tokens.push(unwrap(await server.api.claim(created.tableId, `Player ${i}`, i)).seatToken);
  }
  return { ...created, tokens };
}

describe("start race", () => {
  it("is shown in the table info, off by default", async () => {
    const on = await lobby();
    expect(on.table.startRace).toEqual({ winner: null });
    const off = await lobby(GAME_SETUPS[1], false);
    expect(off.table.startRace).toBeNull();
  });

  it("the first right answer wins; wrong answers may try again; later answers are refused", async () => {
    const t = await lobby();
    const wrong = await server.api.race(t.tableId, t.tokens[1]!, 568);
    expect(wrong.ok || wrong.error.code).toBe("ERR_RACE_WRONG");
    expect(unwrap(await server.api.table(t.tableId)).startRace).toEqual({ winner: null });

    const won = unwrap(await server.api.race(t.tableId, t.tokens[1]!, START_RACE.answer));
    expect(won.startRace).toEqual({ winner: 1 });
    expect(JSON.stringify(won)).not.toContain(t.tokens[1]!);

    const late = await server.api.race(t.tableId, t.tokens[0]!, START_RACE.answer);
    expect(late.ok || late.error.code).toBe("ERR_RACE_OVER");
    const again = await server.api.race(t.tableId, t.tokens[1]!, START_RACE.answer);
    expect(again.ok || again.error.code).toBe("ERR_RACE_OVER");

    // Stored with the table (so it survives a restart).
    expect((await server.store.getTable(t.tableId))?.startRace).toEqual({ winner: 1 });
    expect(unwrap(await server.api.table(t.code)).startRace).toEqual({ winner: 1 });
  });

  it("refuses tables without a race, bad tokens, bad bodies and started tables", async () => {
    const off = await lobby(GAME_SETUPS[1], false);
    const noRace = await server.api.race(off.tableId, off.tokens[0]!, START_RACE.answer);
    expect(noRace.ok || noRace.error.code).toBe("ERR_NO_RACE");

    const t = await lobby();
    const stranger = await server.api.race(t.tableId, off.tokens[0]!, START_RACE.answer);
    expect(stranger.ok || stranger.error.code).toBe("ERR_UNAUTHORIZED");
    const res = await fetch(`${server.url}/api/tables/${t.tableId}/race`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${t.tokens[0]}` },
      body: JSON.stringify({ answer: "578" }),
    });
    expect(res.status).toBe(400);

    unwrap(await server.api.start(t.tableId, t.hostToken));
    const started = await server.api.race(t.tableId, t.tokens[0]!, START_RACE.answer);
    expect(started.ok || started.error.code).toBe("ERR_ALREADY_STARTED");
  });

  it("a kicked winner's race is open again", async () => {
    const t = await lobby();
    unwrap(await server.api.race(t.tableId, t.tokens[2]!, START_RACE.answer));
    const kicked = unwrap(await server.api.kick(t.tableId, t.hostToken, 2));
    expect(kicked.startRace).toEqual({ winner: null });
  });

  it.each(GAME_SETUPS)("the winner plays first in $game", async (setup) => {
    const t = await lobby(setup);
    unwrap(await server.api.race(t.tableId, t.tokens[2]!, START_RACE.answer));
    const started = unwrap(await server.api.start(t.tableId, t.hostToken));
    expect(started.config).toMatchObject({ firstPlayer: 2 });
    const frame = await server.service.currentFrame(t.tableId, 2);
    expect(frame?.observation.actor).toEqual({ kind: "player", player: 2 });
    expect(frame?.observation.legal.length).toBeGreaterThan(0);
  });

  it("without a winner the config's firstPlayer starts", async () => {
    const setup = GAME_SETUPS[1]!;
    const t = await lobby({ ...setup, config: { ...setup.config, firstPlayer: 1 } });
    const started = unwrap(await server.api.start(t.tableId, t.hostToken));
    expect(started.config).toMatchObject({ firstPlayer: 1 });
    expect((await server.service.currentFrame(t.tableId, 1))?.observation.actor).toEqual({
      kind: "player",
      player: 1,
    });
  });

  it("the winner survives a restart", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ng-race-"));
    const sqliteFile = join(dir, "number-games.sqlite");
    const options = { port: 0, sqliteFile, webDist: null, botDelayMs: 0 } as const;
    try {
      const a = await startServer(options);
      const api = new ApiClient(a.url);
      const created = unwrap(
        await api.createTable({ game: "number-line", seats: humans(2), startRace: true }),
      );
      const token = unwrap(await api.claim(created.tableId, "Ann", 1)).seatToken;
      unwrap(await api.claim(created.tableId, "Ben", 0));
      unwrap(await api.race(created.tableId, token, START_RACE.answer));
      await a.close();
      const b = await startServer(options);
      try {
        const api2 = new ApiClient(b.url);
        expect(unwrap(await api2.table(created.tableId)).startRace).toEqual({ winner: 1 });
        const started = unwrap(await api2.start(created.tableId, created.hostToken));
        expect(started.config).toMatchObject({ firstPlayer: 1 });
      } finally {
        await b.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
