// The status line names chance in the game's own words: a die is rolled in Magic Numbers,
// cards are shuffled in Take or Pay (issue #13 item 8: not "Shuffling" for a die).

import type { GameId, ObservationBase } from "@number-games/engine";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { initI18n } from "../i18n";
import { StatusLine } from "./GameView";

function chanceObs(game: GameId): ObservationBase<unknown> {
  return {
    game,
    viewer: 0,
    actor: { kind: "chance" },
    legal: [],
  } as unknown as ObservationBase<unknown>;
}

const render = (game: GameId) =>
  renderToStaticMarkup(
    createElement(StatusLine, {
      obs: chanceObs(game),
      names: ["A", "B"],
      bots: [false, true],
      thinking: false,
    }),
  );

describe("StatusLine at a chance step", () => {
  it.each([
    ["en", "magic-numbers", "Rolling the die…"],
    ["en", "take-or-pay", "Shuffling…"],
    ["zh", "magic-numbers", "掷骰子中…"],
    ["zh", "take-or-pay", "洗牌中…"],
  ] as const)("%s %s: %s", async (lang, game, text) => {
    await (await initI18n(lang)).changeLanguage(lang);
    expect(render(game)).toContain(text);
  });
});
