// One student's seat in one finished game, reviewed for the lesson report (lesson.ts): the
// review engine's ratings (review.ts, the same as a player's own review), each decision's kind
// of mistake named by the game's classifier (kinds.ts) where it is one.

import type { GameRecord } from "@number-games/engine";
import { getGame, isGameId } from "@number-games/engine";
import { botGameOf } from "../games/registry";
import type { LessonDecision } from "./lesson";
import type { ReviewOptions } from "./review";
import { ReviewError, reviewDecisions } from "./review";

/**
 * Rates every decision of `seat` in a finished `record` (or those at `indices` only: one job of
 * a long review) and names each mistake's kind. Pure and deterministic for a given seed
 * (ReviewOptions): the same decision gets the same rating however the review is cut.
 */
export function reviewSeat(
  record: GameRecord,
  seat: number,
  options: ReviewOptions = {},
  indices: readonly number[] | null = null,
): LessonDecision[] {
  const reviewed = reviewDecisions(record, seat, indices, options);
  if (!isGameId(record.game)) throw new ReviewError(`unknown game ${String(record.game)}`, null);
  const game = getGame(record.game);
  const kinds = botGameOf(game.id).mistakeKinds;
  if (kinds === undefined) return reviewed.map((d) => ({ ...d, kind: null }));
  const cfg = game.parseConfig(record.config);
  if (!cfg.ok) throw new ReviewError(cfg.error.message, null);
  // The states around each reviewed decision, replayed once.
  const wanted = new Set(reviewed.filter((d) => d.rating === "mistake").map((d) => d.index));
  const around = new Map<number, { before: unknown; after: unknown; action: unknown }>();
  let state: unknown = game.newGame(cfg.value);
  record.actions.forEach((raw, index) => {
    const parsed = game.parseAction(raw);
    if (!parsed.ok) throw new ReviewError(parsed.error.message, index);
    const next = game.apply(state, parsed.value);
    if (!next.ok) throw new ReviewError(next.error.message, index);
    if (wanted.has(index))
      around.set(index, { before: state, after: next.value, action: parsed.value });
    state = next.value;
  });
  return reviewed.map((d) => {
    const at = around.get(d.index);
    const kind = at === undefined ? null : kinds.classify({ game, seat, ...at });
    return { ...d, kind };
  });
}
