// The whole game log as data: one entry per public event, built from one observation only
// (an observation is exactly what its viewer may know, see packages/engine core/game.ts
// `observe`), so the log can never show a decoy or a secret before its reveal.
// Each game's builder lives in games/<game>/log.ts; text is made by log/text.ts.

import type { ObservationBase } from "@number-games/engine";
import type { AutoplayReason } from "@number-games/protocol";

/** A message key under `log.` in the i18n section log.ts, with its parameters. */
export interface LogEntry {
  /** The seat who did it; null for the table (a round header, a round's score). */
  readonly player: number | null;
  readonly key: LogKey;
  /** Numbers or number lists; seats named in `seats` are turned into names by log/text.ts. */
  readonly params?: Readonly<Record<string, number | string>>;
  /** Parameters that are seats (e.g. the receiver of a gift). */
  readonly seats?: Readonly<Record<string, number>>;
  /** A move a computer played for this person, and why (log/autoplayed.ts). */
  readonly autoplayed?: AutoplayReason;
}

export const LOG_KEYS = [
  "round",
  "place",
  "placeReal",
  "placeDecoy",
  "roundScore",
  "pay",
  "take",
  "roll",
  "keep",
  "give",
  "rolling",
] as const;
export type LogKey = (typeof LOG_KEYS)[number];

export type LogBuilder<O extends ObservationBase<unknown>> = (obs: O) => readonly LogEntry[];
