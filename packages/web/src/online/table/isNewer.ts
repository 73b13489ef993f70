// Table infos arrive by socket and by HTTP answers: which of two is the later.

import type { TableInfo } from "@number-games/protocol";

function statusRank(t: TableInfo): number {
  return t.status === "lobby" ? 0 : t.status === "playing" ? 1 : 2;
}

/** Table infos arrive by socket and by HTTP answers; never go back to an older one. */
export function isNewer(next: TableInfo, cur: TableInfo): boolean {
  const a = statusRank(next);
  const b = statusRank(cur);
  return a > b || (a === b && next.seq >= cur.seq);
}
