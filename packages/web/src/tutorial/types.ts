// What one game's tutorial is: a fixed table (config, how many computer players), a fixed
// deal (its chance actions in the game's text notation), the computer's way of playing, and
// the hints. The computer and the hints see observations only (the computer its own seat's,
// the hints the learner's), so a hint can never tell the learner what the learner may not know.

import type { GameId, ObservationBase } from "@number-games/engine";
import type { tutorial } from "../i18n/sections/tutorial";

/** Each game's hint texts: `tutorial.<game>.<key>` in the dictionaries. */
type Texts = Pick<(typeof tutorial.en)["tutorial"], GameId>;

/** A hint's text: a key of the game's section of the tutorial texts, and its values. */
export interface Hint<G extends keyof Texts = keyof Texts> {
  readonly key: keyof Texts[G] & string;
  readonly params?: Readonly<Record<string, string | number>>;
  /**
   * Values that are cards, written in the page's language by hintText.ts with the tutorial's
   * `cardName` (Take or Pay: "四 (4), 十二 (12)" in English, "四（4）、十二（12）" in Chinese).
   */
  readonly cards?: Readonly<Record<string, readonly number[]>>;
  /** Values that are runs of cards, written the same way, run by run. */
  readonly runs?: Readonly<Record<string, readonly (readonly number[])[]>>;
}

/** What the learner sees beside the board at one moment. */
export interface Advice<G extends keyof Texts = keyof Texts> {
  /** What to do now and why. */
  readonly main: Hint<G>;
  /** Something that just happened, worth a word (a gift received, a round scored). */
  readonly note?: Hint<G>;
  /** The move the hint suggests, one of the learner's legal actions. */
  readonly suggest?: unknown;
}

export interface TutorialGame<G extends keyof Texts, O extends ObservationBase<unknown>> {
  readonly config: unknown;
  /** Computer players: seats 1..computers (the learner is seat 0). */
  readonly computers: number;
  /** The deal: chance actions in text notation, in the order they are needed. */
  readonly chance: readonly string[];
  /** A computer seat's move, from that seat's observation alone. */
  readonly opponent: (obs: O) => unknown;
  /** Advice for the learner when it is their turn (`obs` is the learner's observation). */
  readonly advise: (obs: O, names: readonly string[]) => Advice<G>;
  /** Lines for the finish screen, from the learner's final observation (all is public then). */
  readonly summary: (obs: O, names: readonly string[]) => readonly Hint<G>[];
  /** A CSS selector for the board's control of the suggested move (a visual cue only). */
  readonly highlight: (suggest: unknown) => string | null;
  /** A card as its hints name it beside its number (Take or Pay: its Chinese numeral). */
  readonly cardName?: (n: number) => string;
  /** Forgets the board's private notes kept under `notesKey` (a tutorial leaves nothing behind). */
  readonly clearNotes?: (notesKey: string) => void;
}

/** A hint of any game, as the page renders it (`tutorial.<game>.<key>`). */
export interface AnyHint {
  readonly key: string;
  readonly params?: Readonly<Record<string, string | number>>;
  readonly cards?: Readonly<Record<string, readonly number[]>>;
  readonly runs?: Readonly<Record<string, readonly (readonly number[])[]>>;
}

export interface AnyAdvice {
  readonly main: AnyHint;
  readonly note?: AnyHint;
  readonly suggest?: unknown;
}

/** One game's tutorial as generic code (the page, the session) uses it. */
export interface AnyTutorial {
  readonly config: unknown;
  readonly computers: number;
  readonly chance: readonly string[];
  readonly opponent: (obs: ObservationBase<unknown>) => unknown;
  readonly advise: (obs: ObservationBase<unknown>, names: readonly string[]) => AnyAdvice;
  readonly summary: (obs: ObservationBase<unknown>, names: readonly string[]) => readonly AnyHint[];
  readonly highlight: (suggest: unknown) => string | null;
  /** A card as its hints name it beside its number (Take or Pay: its Chinese numeral). */
  readonly cardName?: (n: number) => string;
  /** Forgets the board's private notes kept under `notesKey` (a tutorial leaves nothing behind). */
  readonly clearNotes?: (notesKey: string) => void;
}
