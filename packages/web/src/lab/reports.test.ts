// The reports that come with the app are `numbers analyze <game> --json` at the defaults
// (seed 1, the game's usual player counts and bots), one per game, and every figure in them
// has its title in both languages.

import { ANALYSIS_FORMAT, botGameOf, DEFAULT_BOTS, DEFAULT_SELF } from "@number-games/bots";
import { describe, expect, it } from "vitest";
import { GAME_IDS } from "../games/registry";
import { en } from "../i18n/en";
import { zh } from "../i18n/zh";
import { loadReport } from "./reports";

describe("the app's analysis reports", () => {
  for (const game of GAME_IDS) {
    it(`${game}: the default run's report, every figure titled in en and zh`, async () => {
      const r = await loadReport(game);
      const analysis = botGameOf(game).analysis!;
      expect(r.format).toBe(ANALYSIS_FORMAT);
      expect(r.game).toBe(game);
      expect(r.seed).toBe("1");
      expect(r.players).toEqual(analysis.players);
      expect(r.self).toBe(DEFAULT_SELF);
      expect([r.strong, ...r.weak].join(",")).toBe(analysis.defaultBots ?? DEFAULT_BOTS);
      expect(r.figures.length).toBeGreaterThanOrEqual(4);
      const ids = r.figures.map((f) => f.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const f of r.figures) {
        const titles = [en, zh].map((d) => (d.lab.figure as Record<string, string>)[f.id]);
        expect(titles[0], f.id).toBe(f.title);
        expect(titles[1], f.id).toBeTruthy();
        expect(f.table ?? f.chart, f.id).toBeDefined();
      }
    });
  }
});
