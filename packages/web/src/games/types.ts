// What every game's web pieces receive. A board renders one observation and nothing else:
// it never sees a state, so it cannot show what its viewer may not know.

import type { ObservationBase } from "@number-games/engine";
import type { LogEntry } from "../log/entries";

export interface BoardProps<O extends ObservationBase<unknown> = ObservationBase<unknown>> {
  readonly obs: O;
  /** Seat names, by seat index. */
  readonly names: readonly string[];
  /** Which seats are computer players (for labels). */
  readonly bots: readonly boolean[];
  /** Sends the viewer's action; null when the viewer cannot act now. */
  readonly onAct: ((action: unknown) => void) | null;
  /** "replay": read-only, no private notepad, no animations of the past. */
  readonly context: "play" | "replay";
  /** A key for the viewer's private notes on this device (one per game and seat). */
  readonly notesKey?: string;
  /**
   * A review's better move for the viewer at this position (replays only): the board draws
   * it where it would be played (a number, the card or the pot, the die or a player).
   */
  readonly better?: { readonly action: unknown; readonly text: string } | undefined;
}

/** The page's translate function, as the pure text helpers take it. */
export type Tr = (key: string, params?: Record<string, string | number>) => string;

/** An example position for the rules page (docs/rules.md), played through the engine. */
export interface RulesExample {
  readonly config: unknown;
  /** The moves, chance included, in the game's text notation. */
  readonly moves: readonly string[];
  readonly names: readonly string[];
}

/** A game's set-up options, as the form holds them (the engine's parseConfig still decides). */
export type Options = Record<string, string | number | boolean>;

/** What every game's options form receives. */
export interface OptionsProps {
  readonly options: Options;
  readonly set: (o: Options) => void;
}

/**
 * One line of how a seat's score came about (log/breakdown.ts builds them from the final
 * observation), in the log's entry shape with keys under `end.`.
 */
export interface BreakdownLine {
  readonly key: string;
  readonly params?: Readonly<Record<string, number | string>>;
  /** Parameters that are seats, named by the component. */
  readonly seats?: Readonly<Record<string, number>>;
}

/** One entry per seat; empty before the game is over. */
export type Breakdown = readonly (readonly BreakdownLine[])[];

/** A game's entry in the play pages' table (`play.ts`). */
export interface PlayGame<O extends ObservationBase<unknown> = ObservationBase<unknown>> {
  /** Every public event the viewer's observation holds, oldest first. */
  readonly log: (obs: O) => readonly LogEntry[];
  /** How each seat's score came about, from the final observation. */
  readonly breakdown: (obs: O) => Breakdown;
  /** The status line while chance acts: a die is rolled, cards are shuffled. */
  readonly chanceKey: "play.rolling" | "play.dealing";
  /** An action in the page's language; null: the engine's notation says it. */
  readonly moveText: (action: unknown, t: Tr, names: readonly string[]) => string | null;
  /** What a reviewed decision was about, from the record's actions before it; null: nothing. */
  readonly decisionContext: (before: readonly unknown[], t: Tr) => string | null;
  /** The index of the rule sheet's section that matters in this position. */
  readonly rulesSection: (obs: O) => number;
  /** The rules page's example position. */
  readonly rulesExample: RulesExample;
}
