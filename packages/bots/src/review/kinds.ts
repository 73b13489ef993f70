// The kinds of mistake a lesson report names (review/lesson.ts): each game's classifier
// (games/<id>/lesson-kinds.ts, registered with the game's bots) looks at one decision, the
// whole state before and after it, and says which of the game's typical mistakes it was, if
// any. Kinds are ids; their words live with the app's other texts.
//
// Classifiers run only on finished games (the report shows nothing of a game before it is
// over), so they may read the whole state: the receiver's score in Magic Numbers, say.

import type { AnyGame } from "@number-games/engine";

export interface DecisionContext {
  readonly game: AnyGame;
  /** The seat that decided. */
  readonly seat: number;
  /** The full state before the decision, and after it. */
  readonly before: unknown;
  readonly after: unknown;
  /** The action played (parsed). */
  readonly action: unknown;
}

export interface MistakeKinds {
  /** Every kind this game names, in the order a report lists them. */
  readonly kinds: readonly string[];
  /** The kind of the decision, or null when it is none of them. */
  readonly classify: (context: DecisionContext) => string | null;
}
