// "My tables": the online tables this device holds a seat at (the seat tokens kept in
// localStorage, credentials.ts), each with its state as the server tells it. Pure helpers
// here (what each line says, in which order); the list itself is MyTables.tsx.

import type { TableInfo } from "@number-games/protocol";

export type MyTableState =
  | { readonly kind: "yourTurn" }
  | { readonly kind: "turnOf"; readonly seat: number }
  | { readonly kind: "playing" }
  | { readonly kind: "lobby" }
  | { readonly kind: "won"; readonly winners: readonly number[] }
  | { readonly kind: "finished" };

/** What the line of a table says, for the player at `seat`. */
export function myTableState(info: TableInfo, seat: number | null): MyTableState {
  if (info.status === "lobby") return { kind: "lobby" };
  if (info.status === "playing") {
    if (info.toMove === null) return { kind: "playing" };
    return info.toMove === seat ? { kind: "yourTurn" } : { kind: "turnOf", seat: info.toMove };
  }
  const winners = info.ending?.winners ?? info.result?.winners ?? [];
  return winners.length > 0 ? { kind: "won", winners } : { kind: "finished" };
}

/** Tables needing this player first, then the others being played, lobbies, finished ones. */
function rank(s: MyTableState): number {
  switch (s.kind) {
    case "yourTurn":
      return 0;
    case "turnOf":
    case "playing":
      return 1;
    case "lobby":
      return 2;
    default:
      return 3;
  }
}

/** In that order, newest first within each group. */
export function sortMyTables<T extends { info: TableInfo; state: MyTableState }>(
  tables: readonly T[],
): T[] {
  return [...tables].sort(
    (a, b) => rank(a.state) - rank(b.state) || b.info.createdAt.localeCompare(a.info.createdAt),
  );
}
