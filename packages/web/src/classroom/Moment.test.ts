// A moment's line of moves names each move once: a costly mistake says what was played and
// the better move; a strong move, the best one and the one played, is named once (in the
// banner), in English and in Chinese.

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { initI18n } from "../i18n";
import { MomentMoves, momentBanner } from "./Moment";

const count = (text: string, word: string) => text.split(word).length - 1;

describe("a moment's line of moves", () => {
  it.each(["en", "zh"] as const)("%s: a strong move is named once", async (lang) => {
    const i18n = await initI18n(lang);
    await i18n.changeLanguage(lang);
    const tr = i18n.t.bind(i18n) as Parameters<typeof momentBanner>[2];
    const move = "place on 5";
    const strong = renderToStaticMarkup(
      createElement(MomentMoves, {
        type: "strong",
        played: move,
        better: momentBanner("strong", move, tr),
      }),
    );
    expect(count(strong, move)).toBe(1);
    expect(strong).toContain(tr("review.bestHere", { what: move }));
    expect(strong).not.toContain('data-testid="moment-played"');

    const costly = renderToStaticMarkup(
      createElement(MomentMoves, {
        type: "costly",
        played: move,
        better: momentBanner("costly", "place on 6", tr),
      }),
    );
    expect(costly).toContain(tr("lessonReport.momentPlayed", { played: move }));
    expect(costly).toContain(tr("review.betterHere", { what: "place on 6" }));
    // Without a better move to show (its text did not parse), what was played still shows.
    const bare = renderToStaticMarkup(
      createElement(MomentMoves, { type: "strong", played: move, better: null }),
    );
    expect(bare).toContain(tr("lessonReport.momentPlayed", { played: move }));
  });
});
