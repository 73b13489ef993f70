import { GAME_IDS as ENGINE_GAME_IDS, GAMES } from "@number-games/engine";
import { describe, expect, it } from "vitest";
import { playerCounts } from "../play/playerCounts";
import { GAME_IDS, WEB_GAMES } from "./registry";

describe("web game registry", () => {
  it("covers every game of the engine, and nothing else", () => {
    expect(Object.keys(WEB_GAMES).sort()).toEqual([...ENGINE_GAME_IDS].sort());
    expect([...GAME_IDS].sort()).toEqual([...ENGINE_GAME_IDS].sort());
  });

  for (const id of ENGINE_GAME_IDS) {
    it(`${id}: has a board, an options form and a picture`, () => {
      const g = WEB_GAMES[id];
      expect(g.Board).toBeDefined();
      expect(typeof g.Options).toBe("function");
      expect(typeof g.Picture).toBe("function");
    });

    it(`${id}: its default options and table size are a config the engine accepts`, () => {
      const g = WEB_GAMES[id];
      expect(g.defaultPlayers).toBeGreaterThanOrEqual(GAMES[id].minPlayers);
      expect(g.defaultPlayers).toBeLessThanOrEqual(GAMES[id].maxPlayers);
      expect(playerCounts(id, g.defaultOptions)).toContain(g.defaultPlayers);
    });
  }
});
