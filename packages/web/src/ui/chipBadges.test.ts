// A reaction shows on its sender's chip (issue 24: where the players look), the latest one per
// seat, hidden from screen readers (the list beside the status line says it once).

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { latestBySeat } from "../online/table/Reactions";
import { ChipBadges, ChipReactionsContext } from "./chipBadges";

const chip = (seat: number, map: ReturnType<typeof latestBySeat>) =>
  renderToStaticMarkup(
    createElement(
      ChipReactionsContext.Provider,
      { value: map },
      createElement(ChipBadges, { seat }),
    ),
  );

describe("reactions on the chips", () => {
  const map = latestBySeat([
    { id: 1, seat: 0, emote: "wave" },
    { id: 2, seat: 1, emote: "clap" },
    { id: 3, seat: 0, emote: "laugh" },
  ]);

  it("keeps each seat's latest reaction", () => {
    expect([...map]).toEqual([
      [0, "laugh"],
      [1, "clap"],
    ]);
  });

  it("shows it on that seat's chip only, hidden from screen readers", () => {
    expect(chip(0, map)).toMatch(
      /^<span class="chip-reaction" data-testid="chip-reaction" aria-hidden="true"><svg [^>]*data-icon="laugh"/,
    );
    expect(chip(1, map)).toContain('data-icon="clap"');
    expect(chip(2, map)).toBe("");
  });
});
