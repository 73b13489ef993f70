// A table's record as one reader may know it. The engine decides what each viewer may know of
// each action (`viewHistory`); this module only turns that into the record's JSON: an action
// known in full as itself, a partial one as the game shows it, a hidden one as
// REDACTED_ACTION, with the indices of the last two listed in `meta.redacted`.

import type { ActionView, Viewer } from "@number-games/engine";
import { exhaustive } from "@number-games/engine";
import { REDACTED_ACTION } from "@number-games/protocol";
import { tokenMatches } from "./ids";
import { toJson } from "./json";
import type { TableRow } from "./storage/types";

/** Who is reading: the seat this token belongs to, else a spectator. */
export function readerOf(row: TableRow, seatToken: string | null): Viewer {
  if (seatToken === null) return "spectator";
  const seat = row.seats.findIndex(
    (s) => s.kind === "human" && tokenMatches(seatToken, s.tokenHash),
  );
  return seat < 0 ? "spectator" : seat;
}

/** The record's `actions` and `meta.redacted` from a viewer's view of the history. */
export function viewedActions(views: readonly ActionView<unknown>[]): {
  actions: unknown[];
  redacted: number[];
} {
  const redacted: number[] = [];
  const actions = views.map((view, i): unknown => {
    switch (view.kind) {
      case "known":
        return toJson(view.action);
      case "partial":
        redacted.push(i);
        return toJson(view.shown);
      case "hidden":
        redacted.push(i);
        return REDACTED_ACTION;
      default:
        return exhaustive(view);
    }
  });
  return { actions, redacted };
}
