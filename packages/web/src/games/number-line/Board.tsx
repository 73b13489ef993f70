// Number Line: the row 1..L with the five colours, placed cards (another player's card in a
// decoy round shows face down; your own decoy is marked for you only), a live preview of
// who would win each number if you placed here, the round track and totals, tie-break
// rounds on a shrinking line, and the end-of-round reveal scored number by number.

import type { numberLineGame } from "@number-games/engine";
import type { KeyboardEvent } from "react";
import { memo, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { BotBadge } from "../../ui/icons";
import { usePlayerName } from "../../ui/players";
import type { BoardProps } from "../types";
import type { ScoringCard } from "./scoring";
import { nearestOwners, pointsOf } from "./scoring";

type Obs = numberLineGame.NumberLineObservation;
type Placement = numberLineGame.NumberLinePlacement;
type Action = numberLineGame.NumberLineAction;

const COLOURS = ["green", "orange", "red", "yellow", "blue"] as const;
type Colour = (typeof COLOURS)[number];
/** The highest number of the full line (rounds 1–3). */
const FULL_LINE = 10;

function colourOf(seat: number): Colour {
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
function useLetters(): readonly string[] {
  const { t, i18n } = useTranslation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the language decides the letters
  return useMemo(() => COLOURS.map((c) => t(`nlLetters.${c}`)), [i18n.language]);
}

function scoringCards(placements: readonly Placement[]): ScoringCard[] {
  // An unknown flag (another player's card this round) is counted: as far as you know, it scores.
  return placements
    .filter((p) => p.decoy !== true)
    .map((p) => ({ player: p.player, number: p.number }));
}

const RoundTrack = memo(function RoundTrack({ round, over }: { round: number; over: boolean }) {
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

function sameNumbers(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

const Scoreboard = memo(
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
const RoundReveal = memo(
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

export default function NumberLineBoard({ obs, names, bots, onAct, context }: BoardProps<Obs>) {
  const { t } = useTranslation();
  const letters = useLetters();
  const nameOf = usePlayerName();
  const me = obs.viewer === "spectator" ? -1 : obs.viewer;
  const legal = obs.legal as readonly Action[];
  const myTurn = onAct !== null && legal.length > 0;
  const over = obs.result !== undefined;

  // Which card the viewer is about to place in a decoy round.
  const kinds = useMemo(() => {
    const s = new Set<boolean | undefined>();
    for (const a of legal) s.add(a.decoy);
    return s;
  }, [legal]);
  const [decoyChoice, setDecoyChoice] = useState(false);
  const forced: boolean | null = kinds.size === 1 ? ([...kinds][0] ?? null) : null;
  const decoy = obs.decoyRound ? (forced ?? decoyChoice) : undefined;
  const legalNumbers = useMemo(() => new Set(legal.map((a) => a.number)), [legal]);

  const [hover, setHover] = useState<number | null>(null);
  useEffect(() => {
    if (!myTurn) setHover(null);
  }, [myTurn]);

  const at = new Map<number, Placement>();
  for (const p of obs.placements) at.set(p.number, p);

  const base = scoringCards(obs.placements);
  const previewCards =
    hover !== null && me >= 0 && decoy !== true ? [...base, { player: me, number: hover }] : base;
  const owners = nearestOwners(obs.lineLength, previewCards);
  const previewPts = pointsOf(owners, obs.players);

  const place = (n: number) => {
    if (!myTurn || !legalNumbers.has(n)) return;
    const action = obs.decoyRound
      ? legal.find((a) => a.number === n && a.decoy === decoy)
      : legal.find((a) => a.number === n);
    if (action !== undefined) onAct?.(action);
  };

  const lineRef = useRef<HTMLOListElement>(null);
  const onLineKey = (e: KeyboardEvent<HTMLOListElement>) => {
    if (e.key !== "ArrowLeft" && e.key !== "ArrowRight") return;
    const buttons = [
      ...(lineRef.current?.querySelectorAll<HTMLButtonElement>("button.nl-place") ?? []),
    ];
    if (buttons.length === 0) return;
    const i = buttons.indexOf(document.activeElement as HTMLButtonElement);
    const next =
      e.key === "ArrowRight" ? (i + 1) % buttons.length : (i - 1 + buttons.length) % buttons.length;
    buttons[i < 0 ? 0 : next]?.focus();
    e.preventDefault();
  };
  useEffect(() => {
    if (!myTurn || !obs.decoyRound || forced !== null) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
      if (e.key === "d" || e.key === "D") setDecoyChoice((d) => !d);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [myTurn, obs.decoyRound, forced]);

  const decoyWord = t("nl.decoy");
  const kindName = (d: boolean | undefined) =>
    d === true ? t("nl.decoyCard") : d === false ? t("nl.realCard") : t("nl.realCard");
  const lastRound = obs.rounds[obs.rounds.length - 1];
  const totalLen = Math.max(obs.lineLength, FULL_LINE);

  return (
    <div className="board nl-board" data-round={obs.round}>
      <div className="board-top">
        <RoundTrack round={obs.round} over={over} />
        <p className="nl-round-rule">
          {over
            ? null
            : obs.round === 1
              ? t("nl.oneCard")
              : obs.round === 3
                ? t("nl.bothCount")
                : t("nl.decoyRound")}{" "}
          {!over && obs.round >= 3 ? (
            <strong>{t("nl.tiebreak", { len: obs.lineLength })}</strong>
          ) : null}
        </p>
        {!over ? (
          <p className="muted small">
            {obs.startPlayer === obs.viewer
              ? t("nl.youStart")
              : t("nl.starts", { name: nameOf(names, obs.startPlayer, obs.viewer) })}
          </p>
        ) : null}
      </div>
      <Scoreboard obs={obs} names={names} bots={bots} letters={letters} />

      {myTurn && obs.decoyRound ? (
        <fieldset className="nl-kind">
          <legend className="nl-kind-label">{t("nl.cardKind")}</legend>
          {[false, true].map((d) => (
            <button
              key={String(d)}
              type="button"
              className={`toggle${decoy === d ? " on" : ""}`}
              aria-pressed={decoy === d}
              disabled={forced !== null && forced !== d}
              onClick={() => setDecoyChoice(d)}
            >
              {d ? t("nl.decoyCard") : t("nl.realCard")}
            </button>
          ))}
          <span className="muted small">
            {forced !== null
              ? t("nl.mustBe", { kind: kindName(forced).toLowerCase() })
              : t("nl.decoyFirstHint", { other: kindName(!decoyChoice).toLowerCase() })}
          </span>
        </fieldset>
      ) : null}
      {myTurn ? <p className="instruction">{t("nl.chooseNumber")}</p> : null}

      {!over ? (
        <>
          <ol
            ref={lineRef}
            className="nl-line"
            style={{ "--len": totalLen } as React.CSSProperties}
            onKeyDown={onLineKey}
            aria-label={t("nl.roundOf", { n: obs.round, len: obs.lineLength })}
          >
            {Array.from({ length: totalLen }, (_, i) => {
              const n = i + 1;
              const removed = n > obs.lineLength;
              const p = at.get(n);
              const canPlace = myTurn && legalNumbers.has(n);
              const mine = p !== undefined && p.player === me;
              const hidden = p !== undefined && p.decoy === undefined;
              let label: string;
              if (removed) label = `${n}: —`;
              else if (p === undefined) label = t("nl.free", { n });
              else if (mine && p.decoy === true) label = t("nl.takenDecoy", { n });
              else
                label = `${t("nl.taken", { n, name: names[p.player] ?? "" })}${hidden ? `, ${t("nl.hiddenCard")}` : ""}`;
              return (
                <li
                  key={n}
                  className={`nl-slot${removed ? " removed" : ""}${p !== undefined ? " taken" : ""}${hover === n ? " hover" : ""}`}
                  data-number={n}
                >
                  <span className="nl-card-spot">
                    {p !== undefined ? (
                      <NlToken
                        seat={p.player}
                        letters={letters}
                        decoyLabel={mine && p.decoy === true ? decoyWord : undefined}
                        faceDown={hidden}
                      />
                    ) : null}
                  </span>
                  {/* The preview: who would win this number (colour, letter; "·" nobody or a tie). */}
                  {!removed ? (
                    <span
                      className={
                        owners[i] == null
                          ? "nl-win none preview"
                          : `nl-win preview nl-${colourOf(owners[i]!)}`
                      }
                      aria-hidden="true"
                    >
                      {owners[i] == null ? "·" : letters[owners[i]!]}
                    </span>
                  ) : (
                    <span className="nl-win empty" aria-hidden="true" />
                  )}
                  {p === undefined && !removed ? (
                    // A free number is always the same button (enabled on your turn), so a
                    // move changes attributes, not elements: less work in the frame after a click.
                    <button
                      type="button"
                      className={`nl-number nl-free${canPlace ? " nl-place" : ""}`}
                      disabled={!canPlace}
                      aria-label={
                        canPlace
                          ? t("nl.placeAria", { n, kind: kindName(decoy).toLowerCase() })
                          : label
                      }
                      onClick={() => place(n)}
                      onMouseEnter={() => canPlace && setHover(n)}
                      onMouseLeave={() => setHover(null)}
                      onFocus={() => canPlace && setHover(n)}
                      onBlur={() => setHover(null)}
                    >
                      {n}
                    </button>
                  ) : (
                    <span className="nl-number">
                      <span aria-hidden="true">{n}</span>
                      <span className="visually-hidden">{label}</span>
                    </span>
                  )}
                </li>
              );
            })}
          </ol>
          <div className="nl-preview" aria-live="polite">
            <p className="small">
              <strong>{hover !== null ? `${t("nl.preview")} (${hover}): ` : ""}</strong>
              {Array.from({ length: obs.players }, (_, p) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
                <span key={p} className="nl-preview-item">
                  <NlToken seat={p} size="sm" letters={letters} />{" "}
                  {t("nl.previewResult", { name: names[p] ?? "", n: previewPts[p] })}
                </span>
              ))}
            </p>
            {myTurn && hover === null ? <p className="muted small">{t("nl.previewHint")}</p> : null}
          </div>
        </>
      ) : null}
      {over ? (
        [...obs.rounds]
          .reverse()
          .map((r) => (
            <RoundReveal
              key={r.round}
              summary={r}
              names={names}
              players={obs.players}
              letters={letters}
            />
          ))
      ) : lastRound !== undefined ? (
        <RoundReveal
          key={lastRound.round}
          summary={lastRound}
          names={names}
          players={obs.players}
          letters={letters}
        />
      ) : null}
      {context === "play" && myTurn ? (
        <p className="muted small keys-hint">{t("nl.keys")}</p>
      ) : null}
    </div>
  );
}
