// What every game's web pieces receive. A board renders one observation and nothing else:
// it never sees a state, so it cannot show what its viewer may not know.

import type { ObservationBase } from "@number-games/engine";

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

/** A game's set-up options, as the form holds them (the engine's parseConfig still decides). */
export type Options = Record<string, string | number | boolean>;

/** What every game's options form receives. */
export interface OptionsProps {
  readonly options: Options;
  readonly set: (o: Options) => void;
}
