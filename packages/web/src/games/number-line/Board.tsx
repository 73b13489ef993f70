// Number Line: the row 1..L with the five colours, placed cards (another player's card in a
// decoy round shows face down; your own decoy is marked for you only), a live preview of
// who would win each number if you placed here, the round track and totals, tie-break
// rounds on a shrinking line, and the end-of-round reveal scored number by number.

import type { numberLineGame } from "@number-games/engine";
import type { KeyboardEvent } from "react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNoHover } from "../../ui/media";
import { usePlayerName, useSpeaksToViewer } from "../../ui/players";
import { BetterMark } from "../BetterMark";
import type { BoardProps } from "../types";
import {
  colourOf,
  FULL_LINE,
  NlToken,
  RoundReveal,
  RoundTrack,
  Scoreboard,
  scoringCards,
  useLetters,
} from "./parts";
import { nearestOwners, pointsOf } from "./scoring";

type Obs = numberLineGame.NumberLineObservation;
type Placement = numberLineGame.NumberLinePlacement;
type Action = numberLineGame.NumberLineAction;

export default function NumberLineBoard({
  obs,
  names,
  bots,
  onAct,
  context,
  better,
}: BoardProps<Obs>) {
  const betterAt = (better?.action as { number?: unknown } | undefined)?.number;
  const { t } = useTranslation();
  const letters = useLetters();
  const nameOf = usePlayerName();
  const toViewer = useSpeaksToViewer();
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
  // Each new placement, and a takeback of one, starts again from the real card: a choice made
  // for a card that was placed (or taken back) is not the next card's.
  const placed = obs.placements.length;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `placed` and the round name the position
  useEffect(() => setDecoyChoice(false), [placed, obs.round]);
  const forced: boolean | null = kinds.size === 1 ? ([...kinds][0] ?? null) : null;
  const decoy = obs.decoyRound ? (forced ?? decoyChoice) : undefined;
  const legalNumbers = useMemo(() => new Set(legal.map((a) => a.number)), [legal]);

  const [hover, setHover] = useState<number | null>(null);
  useEffect(() => {
    if (!myTurn) setHover(null);
  }, [myTurn]);

  const at = new Map<number, Placement>();
  for (const p of obs.placements) at.set(p.number, p);
  // The last card placed this round (placements are in play order), highlighted on the line.
  const lastPlaced = obs.placements[obs.placements.length - 1];

  const base = scoringCards(obs.placements);
  // Another player's card this decoy round: unknown whether real, so the preview counts it.
  const faceDown = obs.placements.some((p) => p.decoy === undefined);
  const noHover = useNoHover();
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
            {obs.startPlayer === obs.viewer && toViewer
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
              aria-describedby={forced !== null && forced !== d ? "nl-why-kind" : undefined}
              onClick={() => setDecoyChoice(d)}
            >
              {d ? t("nl.decoyCard") : t("nl.realCard")}
            </button>
          ))}
          <span className="muted small" id="nl-why-kind">
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
              else if (mine && p.decoy === true)
                label = toViewer
                  ? t("nl.takenDecoy", { n })
                  : `${t("nl.taken", { n, name: names[p.player] ?? "" })}${t("app.comma")}${decoyWord}`;
              else
                label = `${t("nl.taken", { n, name: names[p.player] ?? "" })}${hidden ? `${t("app.comma")}${t("nl.hiddenCard")}` : ""}`;
              return (
                <li
                  key={n}
                  className={`nl-slot${removed ? " removed" : ""}${p !== undefined ? " taken" : ""}${hover === n ? " hover" : ""}${p !== undefined && p === lastPlaced ? " last" : ""}`}
                  data-number={n}
                  data-better={betterAt === n ? "" : undefined}
                  data-last={p !== undefined && p === lastPlaced ? "" : undefined}
                >
                  {betterAt === n ? <BetterMark text={better?.text ?? ""} /> : null}
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
                      // The preview follows a mouse or the keyboard; on a touch screen a tap
                      // places at once, so a preview there would only flash (and mislead).
                      onPointerEnter={(e) => e.pointerType === "mouse" && canPlace && setHover(n)}
                      onPointerLeave={() => setHover(null)}
                      onFocus={(e) =>
                        canPlace && e.currentTarget.matches(":focus-visible") && setHover(n)
                      }
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
              {/* Always one line, so pointing at a number never moves the page (a pointer
                  near the page's end could otherwise make it jitter). */}
              <strong className="nl-preview-head">
                {hover !== null ? t("nl.preview", { n: hover }) : "\u00a0"}
              </strong>
              {Array.from({ length: obs.players }, (_, p) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
                <span key={p} className="nl-preview-item">
                  <NlToken seat={p} size="sm" letters={letters} />{" "}
                  {t("nl.previewResult", { name: names[p] ?? "", n: previewPts[p] })}
                </span>
              ))}
            </p>
            {/* A touch screen has no hover: the hint would send the player looking for one. */}
            {myTurn && !noHover ? (
              <p className={`muted small${hover === null ? "" : " nl-hint-hidden"}`}>
                {t("nl.previewHint")}
              </p>
            ) : null}
            {faceDown ? (
              <p className="muted small" data-testid="nl-preview-facedown">
                {t("nl.previewFaceDown")}
              </p>
            ) : null}
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
