// The mover's chip shows the turn timer's seconds (issue 24: the clock where the eyes are),
// only the mover's, and hidden from screen readers so the countdown beside the status line
// stays the one thing said.

import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { initI18n } from "../i18n";
import { ChipClock, TurnClockContext } from "./turnClock";

function chip(seat: number, clock: { at: number; player: number } | null): string {
  return renderToStaticMarkup(
    createElement(TurnClockContext.Provider, { value: clock }, createElement(ChipClock, { seat })),
  );
}

describe("ChipClock", () => {
  // A fixed "now": the seconds shown depend on the deadline only.
  const NOW = 1_700_000_000_000;
  beforeAll(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterAll(() => vi.useRealTimers());

  it.each([
    ["en", "42 s"],
    ["zh", "42 秒"],
  ] as const)("the mover's chip shows the seconds left (%s)", async (lang, text) => {
    await (await initI18n(lang)).changeLanguage(lang);
    const html = chip(1, { at: NOW + 41_500, player: 1 });
    expect(html).toContain(text);
    expect(html).toContain('aria-hidden="true"');
    expect(html).not.toContain("warning");
  });

  it("warns from 10 seconds", async () => {
    await (await initI18n("en")).changeLanguage("en");
    expect(chip(0, { at: NOW + 5_000, player: 0 })).toContain("chip-clock warning");
  });

  it("shows nothing on another player's chip or without a timer", () => {
    expect(chip(0, { at: NOW + 30_000, player: 1 })).toBe("");
    expect(chip(0, null)).toBe("");
  });
});
