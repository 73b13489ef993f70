// A light list of the games saved on this device, for the home page: reads the saved JSON
// without the engine (the home page must not load it). Opening a game replays it properly.

import type { GameId } from "@number-games/engine";
import { GAME_IDS } from "../games/registry";

export const GAME_KEY_PREFIX = "ng.game.";

export interface SavedSummary {
  readonly id: string;
  readonly game: GameId;
  readonly mode: "computer" | "pass";
  readonly names: readonly string[];
  readonly updatedAt: number;
  readonly over: boolean;
}

export function listSaved(): SavedSummary[] {
  let s: Storage;
  try {
    s = window.localStorage;
  } catch {
    return [];
  }
  const out: SavedSummary[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (key === null || !key.startsWith(GAME_KEY_PREFIX)) continue;
    try {
      const r = JSON.parse(s.getItem(key) ?? "null") as Record<string, unknown> | null;
      if (r === null || typeof r.id !== "string") continue;
      if (!(GAME_IDS as readonly unknown[]).includes(r.game)) continue;
      const seats = Array.isArray(r.seats) ? (r.seats as { name?: unknown }[]) : [];
      out.push({
        id: r.id,
        game: r.game as GameId,
        mode: r.mode === "pass" ? "pass" : "computer",
        names: seats.map((x) => (typeof x?.name === "string" ? x.name : "?")),
        updatedAt: typeof r.updatedAt === "number" ? r.updatedAt : 0,
        over: r.over === true,
      });
    } catch {
      // a damaged entry is skipped here; opening it reports the problem
    }
  }
  return out.sort((a, b) => b.updatedAt - a.updatedAt);
}

export function forgetSaved(id: string): void {
  try {
    window.localStorage.removeItem(GAME_KEY_PREFIX + id);
  } catch {
    // nothing to forget
  }
}
