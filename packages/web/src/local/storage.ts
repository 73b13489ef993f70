// Local games in localStorage: one key per game, so a reload mid-game resumes. Everything
// read back goes through `restoreLocalGame`, which replays and checks it.

import type { LocalGame, LocalGameSave } from "./referee";
import { restoreLocalGame } from "./referee";
import { GAME_KEY_PREFIX as PREFIX } from "./savedIndex";
import { isOver } from "./takeback";

/** Finished games kept for replays and records; older ones are dropped. */
const KEEP_FINISHED = 20;

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function saveLocalGame(lg: LocalGame): void {
  const s = store();
  if (s === null) return;
  try {
    const over = isOver(lg);
    s.setItem(PREFIX + lg.save.id, JSON.stringify({ ...lg.save, over }));
  } catch {
    // Storage full or disabled: the game goes on, it just will not survive a reload.
  }
}

export function loadLocalGame(id: string): LocalGame | null {
  const raw = store()?.getItem(PREFIX + id);
  if (raw == null) return null;
  try {
    const r = restoreLocalGame(JSON.parse(raw));
    return r.ok ? r.value : null;
  } catch {
    return null;
  }
}

export function deleteLocalGame(id: string): void {
  store()?.removeItem(PREFIX + id);
}

export interface SavedGameSummary {
  readonly save: LocalGameSave;
  readonly over: boolean;
}

/** Every saved game, newest first. Damaged entries are skipped. */
export function listLocalGames(): SavedGameSummary[] {
  const s = store();
  if (s === null) return [];
  const out: SavedGameSummary[] = [];
  for (let i = 0; i < s.length; i++) {
    const key = s.key(i);
    if (key === null || !key.startsWith(PREFIX)) continue;
    const lg = loadLocalGame(key.slice(PREFIX.length));
    if (lg !== null) out.push({ save: lg.save, over: isOver(lg) });
  }
  return out.sort((a, b) => b.save.updatedAt - a.save.updatedAt);
}

/** Drops the oldest finished games beyond the limit. */
export function pruneLocalGames(): void {
  const finished = listLocalGames().filter((g) => g.over);
  for (const g of finished.slice(KEEP_FINISHED)) deleteLocalGame(g.save.id);
}
