// The end-of-game breakdown marks the moves a computer played for a person (issue 24: a
// timed-out move is marked in the log, the replay and the breakdown), in every game and
// both languages, under that player's card only.

import type { GameId } from "@number-games/engine";
import { GAME_IDS, getGame, randomGame } from "@number-games/engine";
import type { AutoplayedMove } from "@number-games/protocol";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { i18n, initI18n } from "../i18n";
import { isMove } from "./autoplayed";
import { ScoreBreakdown } from "./Breakdown";
import { buildLog } from "./build";
import type { Translate } from "./text";
import { logLine } from "./text";

function finished(id: GameId) {
  const game = getGame(id);
  const cfg = game.parseConfig({ players: 3 });
  if (!cfg.ok) throw new Error(cfg.error.message);
  return game.observe(randomGame(game, cfg.value, 5), 0);
}

/** The breakdown's cards, one string of HTML per seat. */
function cards(id: GameId, autoplayed: readonly AutoplayedMove[]): string[] {
  const html = renderToStaticMarkup(
    createElement(ScoreBreakdown, { obs: finished(id), names: ["Ann", "Ben", "Cy"], autoplayed }),
  );
  return html.split('<div class="breakdown-seat">').slice(1);
}

describe("the breakdown marks moves a computer played for a person", () => {
  for (const id of GAME_IDS) {
    it.each([
      ["en", "Time ran out, so the computer played: "],
      ["zh", "时间到，电脑代为走了这一步："],
    ] as const)(`${id} (%s)`, async (lang, mark) => {
      await (await initI18n(lang)).changeLanguage(lang);
      // Ben's second own move ran out of time.
      const seat = cards(id, [{ seat: 1, move: 1, reason: "clock" }]);
      expect(seat).toHaveLength(3);
      expect(seat[1]!.split(mark)).toHaveLength(2);
      expect(seat[0]).not.toContain(mark);
      expect(seat[2]).not.toContain(mark);
      // The move named is Ben's second, as the log says it.
      const second = buildLog(finished(id)).filter((e) => isMove(e) && e.player === 1)[1]!;
      const tr = i18n.t as unknown as Translate;
      const line = logLine(second, tr, (n, s) => n[s] ?? "", ["Ann", "Ben", "Cy"], 0);
      expect(seat[1]).toContain(`${mark}${line}`);
      // Without marks, nothing is said.
      for (const c of cards(id, [])) expect(c).not.toContain("breakdown-auto");
    });
  }
});
