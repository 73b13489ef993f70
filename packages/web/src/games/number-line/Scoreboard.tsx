// Number Line's round track, running scoreboard and end-of-round reveal (scored number by
// number), beside the board.

import type { numberLineGame } from "@number-games/engine";
import { memo } from "react";
import { useTranslation } from "react-i18next";
import { BotBadge } from "../../ui/icons";
import { usePlayerName } from "../../ui/players";
import { nearestOwners } from "./scoring";
import { colourOf, FULL_LINE, NlToken, scoringCards } from "./tokens";

type Obs = numberLineGame.NumberLineObservation;
type Placement = numberLineGame.NumberLinePlacement;

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
            <span className="player-score">
              <span className="visually-hidden">{t("nl.totals")}: </span>
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
        <h3 id={`reveal-${summary.round}`}>{t("nl.reveal", { n: summary.round })}</h3>
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
                ? `${n}: ${t("nl.tie")}`
                : t("nl.won", { n, name: names[o] ?? "" }) +
                  (p !== undefined && p.decoy === true
                    ? ` (${names[p.player] ?? ""}, ${t("nl.decoy")})`
                    : "");
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
              <NlToken seat={p} size="sm" letters={letters} /> {names[p]}:{" "}
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
