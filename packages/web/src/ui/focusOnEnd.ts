// Focus at a game's end (issue 24): when a result appears on a page where the game was being
// played, keyboard focus moves to its first action (Rematch, New game) or, without one, to its
// heading, instead of staying on a board control that is gone (it took 9 Tabs to reach
// Rematch). A result that was there when the page opened (a finished table, a replay) leaves
// focus alone, and so does a field being typed in.

import type { RefObject } from "react";
import { useEffect, useRef } from "react";

/** Whether the game was still going when this component first rendered. */
export function useWasPlaying(over: boolean): boolean {
  return useRef(!over).current;
}

/** Moves focus into the panel once, when it first appears, if `enabled`. */
export function useFocusOnEnd(panel: RefObject<HTMLElement | null>, enabled: boolean): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the panel appears
  useEffect(() => {
    const el = panel.current;
    if (!enabled || el === null) return;
    // Someone typing (a name, a note) keeps their place.
    if (document.activeElement?.matches("input, textarea, select") === true) return;
    const target =
      el.querySelector<HTMLElement>(".row button:not([disabled]), .row a[href]") ??
      el.querySelector<HTMLElement>("h2");
    target?.focus();
  }, []);
}
