// Number Line's board pieces: the colour tokens, the round track, the scoreboard and the
// end-of-round reveal (used by Board.tsx).

import type { numberLineGame } from "@number-games/engine";
import { memo, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ChipBadges } from "../../ui/chipBadges";
import { BotBadge } from "../../ui/icons";
import { usePlayerName } from "../../ui/players";
import type { ScoringCard } from "./scoring";
import { nearestOwners } from "./scoring";

type Obs = numberLineGame.NumberLineObservation;
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

export const RoundTrack = memo(function RoundTrack({
  round,
  over,
}: {
  round: number;
  over: boolean;
}) {
  const { t } = useTranslation();
  const count = Math.max(2, round);
  return (
    <ol className="nl-rounds" aria-label={t("nl.tracks")}>
      {Array.from({ length: count }, (_, i) => {
        const r = i + 1;
        const done = r < round || over;
        const current = r === round && !over;
        return (
          <li
            key={r}
            className={`nl-round${done ? " done" : ""}${current ? " current" : ""}`}
            aria-current={current ? "step" : undefined}
          >
            <span className="nl-round-n">{t("nl.round", { n: r })}</span>
            <span className="nl-round-len">1–{r <= 3 ? FULL_LINE : FULL_LINE + 3 - r}</span>
            {done ? <span className="visually-hidden">✓</span> : null}
          </li>
        );
      })}
    </ol>
  );
});

export function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

export const Scoreboard = memo(
  function Scoreboard({
    obs,
    names,
    bots,
    letters,
  }: {
    obs: Obs;
    names: readonly string[];
    bots: readonly boolean[];
    letters: readonly string[];
  }) {
    const { t } = useTranslation();
    const nameOf = usePlayerName();
    const actor = obs.actor.kind === "player" ? obs.actor.player : -1;
    return (
      <ul className="nl-scores" aria-label={t("nl.scores")}>
        {Array.from({ length: obs.players }, (_, p) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
            key={p}
            className={`player-chip${p === actor ? " active" : ""}`}
            data-seat={p}
          >
            <NlToken seat={p} size="sm" letters={letters} />
            <span className="player-name">
              {nameOf(names, p, obs.viewer)}
              {bots[p] ? <BotBadge label={t("play.botBadge")} /> : null}
              <span className="visually-hidden">
                {" "}
                {t("a11y.playerColour", {
                  name: names[p] ?? "",
                  colour: t(`colours.${colourOf(p)}`),
                })}
              </span>
              {obs.result === undefined && (obs.cardsToPlace[p] ?? 0) > 0 ? (
                <span className="sub muted small">
                  {t("nl.cardsLeft", { n: obs.cardsToPlace[p] })}
                </span>
              ) : null}
            </span>
            <ChipBadges seat={p} />
            <span className="player-score">
              <span className="visually-hidden">
                {t("nl.totals")}
                {t("app.colon")}
              </span>
              {obs.totals[p] ?? 0}
            </span>
            {p === actor ? <span className="visually-hidden">{t("a11y.active")}</span> : null}
          </li>
        ))}
      </ul>
    );
  },
  (a, b) =>
    a.names === b.names &&
    a.bots === b.bots &&
    a.letters === b.letters &&
    a.obs.viewer === b.obs.viewer &&
    a.obs.players === b.obs.players &&
    (a.obs.result === undefined) === (b.obs.result === undefined) &&
    JSON.stringify(a.obs.actor) === JSON.stringify(b.obs.actor) &&
    sameNumbers(a.obs.totals, b.obs.totals) &&
    sameNumbers(a.obs.cardsToPlace, b.obs.cardsToPlace),
);

/** A scored round never changes, so it renders once (observations are rebuilt every move). */
export const RoundReveal = memo(
  function RoundReveal({
    summary,
    names,
    players,
    letters,
  }: {
    summary: numberLineGame.NumberLineRoundSummary;
    names: readonly string[];
    players: number;
    letters: readonly string[];
  }) {
    const { t } = useTranslation();
    const owners = nearestOwners(summary.lineLength, scoringCards(summary.placements));
    const at = new Map<number, Placement>();
    for (const p of summary.placements) at.set(p.number, p);
    return (
      <section className="nl-reveal panel" aria-labelledby={`reveal-${summary.round}`}>
        <h2 id={`reveal-${summary.round}`} className="sub-heading">
          {t("nl.reveal", { n: summary.round })}
        </h2>
        <p className="muted small">{t("nl.revealHint")}</p>
        <ol
          className="nl-line reveal"
          style={{ "--len": summary.lineLength } as React.CSSProperties}
        >
          {Array.from({ length: summary.lineLength }, (_, i) => {
            const n = i + 1;
            const p = at.get(n);
            const o = owners[i] ?? null;
            const label =
              o === null
                ? `${n}${t("app.colon")}${t("nl.tie")}`
                : p !== undefined && p.decoy === true
                  ? t("app.aside", {
                      text: t("nl.won", { n, name: names[o] ?? "" }),
                      note: `${names[p.player] ?? ""}${t("app.comma")}${t("nl.decoy")}`,
                    })
                  : t("nl.won", { n, name: names[o] ?? "" });
            return (
              <li key={n} className="nl-slot" style={{ "--i": i } as React.CSSProperties}>
                <span className="visually-hidden">{label}</span>
                <span className="nl-card-spot">
                  {p !== undefined ? (
                    <NlToken
                      seat={p.player}
                      size="sm"
                      letters={letters}
                      decoyLabel={p.decoy === true ? t("nl.decoy") : undefined}
                    />
                  ) : null}
                </span>
                <span className="nl-number" aria-hidden="true">
                  {n}
                </span>
                <span
                  className={o === null ? "nl-win none" : `nl-win nl-${colourOf(o)}`}
                  aria-hidden="true"
                >
                  {o === null ? "=" : letters[o]}
                </span>
              </li>
            );
          })}
        </ol>
        <ul className="nl-points">
          {Array.from({ length: players }, (_, p) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
            <li key={p}>
              <NlToken seat={p} size="sm" letters={letters} /> {names[p]}
              {t("app.colon")}
              <strong>+{summary.points[p] ?? 0}</strong>
            </li>
          ))}
        </ul>
      </section>
    );
  },
  (a, b) =>
    a.summary.round === b.summary.round &&
    a.names === b.names &&
    a.players === b.players &&
    a.letters === b.letters,
);
