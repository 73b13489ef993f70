// Log entries to text in the viewer's language. Pure (t and the name function are passed
// in), so the noninterference tests can compare the exact text a viewer would read.

import type { Viewer } from "@number-games/engine";
import type { LogEntry } from "./entries";

export type Translate = (key: string, params?: Record<string, string | number>) => string;
export type NameOf = (names: readonly string[], seat: number, viewer: Viewer) => string;

export function logLine(
  e: LogEntry,
  t: Translate,
  nameOf: NameOf,
  names: readonly string[],
  viewer: Viewer,
): string {
  const params: Record<string, string | number> = { ...(e.params ?? {}) };
  for (const [k, seat] of Object.entries(e.seats ?? {})) params[k] = nameOf(names, seat, viewer);
  if (e.player !== null) params.name = nameOf(names, e.player, viewer);
  const line = t(`log.${e.key}`, params);
  if (e.autoplayed === undefined) return line;
  return t(AUTOPLAY_KEYS[e.autoplayed], { move: line });
}

/** How a move a computer played for a person is marked, by why it played it. */
export const AUTOPLAY_KEYS = {
  clock: "log.autoClock",
  abandoned: "log.autoAbandoned",
  away: "log.autoAway",
} as const;

export function logText(
  entries: readonly LogEntry[],
  t: Translate,
  nameOf: NameOf,
  names: readonly string[],
  viewer: Viewer,
): string[] {
  return entries.map((e) => logLine(e, t, nameOf, names, viewer));
}
