// The engine's registry of games: the built-in games are there when the package loads, and a
// game registered at run time (here the tests' Toy Nim) is found by every lookup (getGame,
// isGameId, gameIds, records and replay) exactly as a built-in is.

import { describe, expect, it } from "vitest";
import type { GameId } from "../src/index";
import {
  GAME_IDS,
  GAMES,
  gameIds,
  getGame,
  isGameId,
  makeRecord,
  parseRecord,
  randomGame,
  registerGame,
  replay,
} from "../src/index";
import type { ToyNimState } from "./support/toy-nim";
import { TOY_NIM_ID, toyNim } from "./support/toy-nim";

describe("the engine's registry of games", () => {
  it("holds the built-in games from the start, in GAME_IDS order", () => {
    expect(gameIds()).toEqual(GAME_IDS);
    for (const id of GAME_IDS) {
      expect(isGameId(id)).toBe(true);
      expect(getGame(id)).toBe(GAMES[id]);
      expect(getGame(id).id).toBe(id);
    }
    for (const x of ["toy-nim", "chess", "", "NUMBER-LINE", "__proto__", "toString", 1, null]) {
      expect(isGameId(x)).toBe(false);
    }
    expect(() => getGame("chess" as GameId)).toThrow(/no game is registered as "chess"/);
  });

  it("finds a game registered at run time by every lookup, after the built-ins", () => {
    registerGame(toyNim);
    expect(isGameId("toy-nim")).toBe(true);
    expect(getGame(TOY_NIM_ID)).toBe(toyNim);
    expect(gameIds()).toEqual([...GAME_IDS, "toy-nim"]);
    // GAME_IDS and GAMES stay the built-ins: the typed, compile-time checked part.
    expect(GAME_IDS).toEqual(["number-line", "take-or-pay", "magic-numbers"]);
    expect(Object.keys(GAMES)).toEqual([...GAME_IDS]);

    const cfg = toyNim.parseConfig({ players: 3 });
    if (!cfg.ok) throw new Error(cfg.error.message);
    const end = randomGame(toyNim, cfg.value, "registry") as ToyNimState;
    const record = JSON.parse(JSON.stringify(makeRecord(toyNim, end)));
    expect(record.game).toBe("toy-nim");
    expect(parseRecord(record).ok).toBe(true);
    const back = replay(record);
    expect(back.ok && back.value.game).toBe(toyNim);
    expect(back.ok && back.value.game.result(back.value.state)).toEqual(toyNim.result(end));

    const unknown = replay({ ...record, game: "chess" });
    expect(!unknown.ok && unknown.error).toEqual({
      code: "ERR_UNKNOWN_GAME",
      message: 'unknown game "chess"',
      index: null,
    });
  });

  it("registers a game once: again is a no-op, another game under a taken id is refused", () => {
    registerGame(toyNim);
    registerGame(toyNim);
    expect(gameIds().filter((id) => id === TOY_NIM_ID)).toHaveLength(1);
    expect(() => registerGame({ ...toyNim })).toThrow(/"toy-nim" is already registered/);
    expect(() => registerGame({ ...toyNim, id: "number-line" as GameId })).toThrow(
      /"number-line" is already registered/,
    );
    expect(getGame("number-line")).toBe(GAMES["number-line"]);
  });

  it("refuses ids that cannot name a game in URLs, records and commands", () => {
    for (const id of [
      "",
      "Toy",
      "toy nim",
      "toy/nim",
      "-toy",
      "toy-",
      "x".repeat(33),
      "__proto__",
    ]) {
      expect(() => registerGame({ ...toyNim, id: id as GameId }), id).toThrow(/game id/);
      expect(isGameId(id)).toBe(false);
    }
  });
});
