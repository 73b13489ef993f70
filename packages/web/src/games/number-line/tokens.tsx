// Number Line's colours and tokens: colour, pattern and letter for each seat, shared by the
// board, the scoreboard and the round reveal.

import type { numberLineGame } from "@number-games/engine";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import type { ScoringCard } from "./scoring";

type Placement = numberLineGame.NumberLinePlacement;

export const COLOURS = ["green", "orange", "red", "yellow", "blue"] as const;
export type Colour = (typeof COLOURS)[number];
/** The highest number of the full line (rounds 1–3). */
export const FULL_LINE = 10;

export function colourOf(seat: number): Colour {
  return COLOURS[seat % COLOURS.length]!;
}

/** A player's token: colour, pattern and letter, so colour is never the only cue. */
export function NlToken({
  seat,
  letters,
  size = "md",
  decoyLabel,
  faceDown = false,
}: {
  seat: number;
  /** The five colour letters in the current language. */
  letters: readonly string[];
  size?: "sm" | "md" | "lg";
  /** Shown on the viewer's own decoy (and every decoy once revealed). */
  decoyLabel?: string;
  faceDown?: boolean;
}) {
  return (
    <span
      className={`nl-token ${size} nl-${colourOf(seat)}${faceDown ? " face-down" : ""}`}
      aria-hidden="true"
    >
      <span className="nl-letter">{letters[seat % COLOURS.length]}</span>
      {decoyLabel !== undefined ? <span className="nl-mark decoy">{decoyLabel}</span> : null}
      {faceDown ? <span className="nl-mark unknown">?</span> : null}
    </span>
  );
}

/** Translated once per render: boards call `t` a lot, and it is not free. */
export function useLetters(): readonly string[] {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language decides the letters
  return useMemo(() => COLOURS.map((c) => t(`nlLetters.${c}`)), [i18n.language]);
}

export function scoringCards(placements: readonly Placement[]): ScoringCard[] {
  // An unknown flag (another player's card this round) is counted: as far as you know, it scores.
  return placements
    .filter((p) => p.decoy !== true)
    .map((p) => ({ player: p.player, number: p.number }));
}
