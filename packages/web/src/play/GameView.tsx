// The frame around a board, shared by local and online play and replays: who is to act and
// what everyone is waiting for, the board itself, and the result once the game is over.

import type { GameId, GameResult, ObservationBase } from "@number-games/engine";
import type { AutoplayedMove } from "@number-games/protocol";
import type { ReactNode } from "react";
import { Suspense, useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { PLAY_GAMES } from "../games/play";
import { WEB_GAMES } from "../games/registry";
import { ScoreBreakdown } from "../log/Breakdown";
import { GameLog } from "../log/GameLog";
import { rulesHref } from "../rules/anchor";
import { useFocusOnEnd, useWasPlaying } from "../ui/focusOnEnd";
import { BotBadge } from "../ui/icons";
import { usePlayerName, useSpeaksToViewer } from "../ui/players";
import { rankedSeats } from "./ranking";

export interface GameViewProps {
  readonly game: GameId;
  readonly obs: ObservationBase<unknown>;
  readonly names: readonly string[];
  readonly bots: readonly boolean[];
  readonly onAct: ((action: unknown) => void) | null;
  /** Whether a computer player is thinking now (shown in the status line). */
  readonly thinking?: boolean;
  readonly notesKey?: string;
  readonly context?: "play" | "replay";
  /** Buttons under the result (rematch, download, …). */
  readonly resultActions?: ReactNode;
  readonly error?: string | null;
  /** The status line's words instead of whose turn it is (a game stopped before its end). */
  readonly status?: string;
  /** Shown beside the status line, where the eyes are (an online table's turn timer). */
  readonly besideStatus?: ReactNode;
  /** Shown right under the board, above the log (an online table's reaction buttons). */
  readonly belowBoard?: ReactNode;
  /** Moves a computer played for a person, marked in the log (online tables, their records). */
  readonly autoplayed?: readonly AutoplayedMove[] | undefined;
  /** A review's better move at this position, drawn on the board (replays). */
  readonly better?: { readonly action: unknown; readonly text: string } | undefined;
  /** False: the better move is drawn on the board only, its words shown by the page itself. */
  readonly betterBanner?: boolean;
}

export function StatusLine({
  obs,
  names,
  bots,
  thinking,
  override,
}: {
  obs: ObservationBase<unknown>;
  names: readonly string[];
  bots: readonly boolean[];
  thinking: boolean;
  override?: string | undefined;
}) {
  const { t } = useTranslation();
  const nameOf = usePlayerName();
  const toViewer = useSpeaksToViewer();
  let text: string;
  let mine = false;
  switch (obs.actor.kind) {
    case "terminal":
      text = t("play.gameOver");
      break;
    case "chance":
      // Chance in words that fit the game: a die is rolled, cards are shuffled.
      text = t(PLAY_GAMES[obs.game].chanceKey);
      break;
    case "player": {
      const p = obs.actor.player;
      if (!toViewer) {
        // Onlookers (a room looking at a seat's position) are waiting for nobody.
        text = t("play.turnOf", { name: nameOf(names, p, obs.viewer) });
      } else if (p === obs.viewer && obs.legal.length > 0) {
        text = t("play.yourTurn");
        mine = true;
      } else if (bots[p] && thinking) text = t("play.thinking", { name: names[p] ?? "" });
      else if (bots[p]) text = t("play.turnOf", { name: nameOf(names, p, obs.viewer) });
      else text = t("play.waitingFor", { name: nameOf(names, p, obs.viewer) });
      break;
    }
  }
  if (override !== undefined) {
    text = override;
    mine = false;
  }
  return (
    <p
      className={`status-line${mine ? " mine" : ""}`}
      role="status"
      aria-live="polite"
      data-testid="status"
    >
      {text}
    </p>
  );
}

export function ResultPanel({
  game,
  result,
  names,
  bots,
  viewer,
  children,
  focusOnEnd = false,
}: {
  game: GameId;
  result: GameResult;
  names: readonly string[];
  bots: readonly boolean[];
  viewer: number | "spectator";
  children?: ReactNode;
  /** The game ended on this page: focus moves to the first action (ui/focusOnEnd.ts). */
  focusOnEnd?: boolean;
}) {
  const { t } = useTranslation();
  const nameOf = usePlayerName();
  const toViewer = useSpeaksToViewer();
  const panel = useRef<HTMLElement>(null);
  useFocusOnEnd(panel, focusOnEnd);
  const winners = result.winners.map((w) => nameOf(names, w, viewer));
  const headline =
    toViewer &&
    typeof viewer === "number" &&
    result.winners.length === 1 &&
    result.winners[0] === viewer
      ? t("result.youWin")
      : winners.length === 0
        ? t("result.noWinner")
        : winners.length === 1
          ? t("result.winner", { names: winners[0] })
          : t("result.winners", { names: winners.join(t("app.comma")) });
  const rounds = result.rounds ?? [];
  return (
    <section
      className="panel result"
      aria-labelledby="result-title"
      data-testid="result"
      ref={panel}
    >
      <h2 id="result-title" tabIndex={-1}>
        {t("result.title")}
      </h2>
      <p className="result-headline">{headline}</p>
      <p className="muted small">{t(`result.rule.${game}`)}</p>
      {/* Many rounds make the table wider than a phone: it scrolls, so a keyboard must reach it. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region is focusable (WCAG 2.1.1) */}
      <section className="table-scroll" tabIndex={0} aria-label={t("result.scoreTable")}>
        <table className="result-table">
          <thead>
            <tr>
              <th scope="col">{t("result.player")}</th>
              {rounds.map((_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: rounds are positions
                <th key={i} scope="col">
                  {t("result.round", { n: i + 1 })}
                </th>
              ))}
              <th scope="col">{rounds.length > 0 ? t("result.total") : t("result.score")}</th>
            </tr>
          </thead>
          <tbody>
            {rankedSeats(result).map((p) => (
              <tr key={p} className={result.winners.includes(p) ? "winner" : undefined}>
                <th scope="row">
                  {result.winners.includes(p) ? (
                    <span className="trophy" aria-hidden="true">
                      ★{" "}
                    </span>
                  ) : null}
                  {nameOf(names, p, viewer)}
                  {bots[p] ? <BotBadge label={t("play.botBadge")} /> : null}
                </th>
                {rounds.map((r, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rounds are positions
                  <td key={i}>{r[p]}</td>
                ))}
                <td>
                  <strong>{result.scores[p]}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {children !== undefined ? <div className="row wrap">{children}</div> : null}
    </section>
  );
}

export function GameView(props: GameViewProps) {
  const { t } = useTranslation();
  const Board = WEB_GAMES[props.game].Board;
  const result = props.obs.result;
  const view = useRef<HTMLDivElement>(null);
  useKeepFocus(view);
  const wasPlaying = useWasPlaying(result !== undefined);
  return (
    <div className="game-view" data-game={props.game} ref={view}>
      <div className="game-status-row">
        <StatusLine
          obs={props.obs}
          names={props.names}
          bots={props.bots}
          thinking={props.thinking ?? false}
          override={props.status}
        />
        {props.besideStatus}
        <a
          className="button rules-help"
          href={rulesHref(props.obs)}
          target="_blank"
          rel="noopener"
          aria-label={t("rules.helpLabel")}
          title={t("rules.helpLabel")}
          data-testid="rules-help"
        >
          {t("rules.helpMark")} {t("rules.help")}
        </a>
      </div>
      {props.error ? (
        <p className="error" role="alert">
          {props.error}
        </p>
      ) : null}
      {result !== undefined ? (
        <ResultPanel
          game={props.game}
          result={result}
          names={props.names}
          bots={props.bots}
          viewer={props.obs.viewer}
          focusOnEnd={wasPlaying && props.context !== "replay"}
        >
          {props.resultActions}
        </ResultPanel>
      ) : null}
      <ScoreBreakdown obs={props.obs} names={props.names} autoplayed={props.autoplayed} />
      {props.better !== undefined && props.betterBanner !== false ? (
        <p className="better-banner" data-testid="better-move">
          <span aria-hidden="true">★ </span>
          {props.better.text}
        </p>
      ) : null}
      <Suspense fallback={<p className="loading">{t("app.loading")}</p>}>
        <Board
          better={props.better}
          obs={props.obs}
          names={props.names}
          bots={props.bots}
          onAct={props.onAct}
          context={props.context ?? "play"}
          notesKey={props.notesKey}
        />
      </Suspense>
      {props.belowBoard}
      <GameLog obs={props.obs} names={props.names} autoplayed={props.autoplayed} />
    </div>
  );
}

/**
 * Keyboard play keeps its place: when the control that had focus on the board is gone or
 * disabled after a move (a number taken, the actions hidden until our next turn), focus goes
 * back to the board as soon as a control is enabled again: the nearest free number on Number
 * Line's line, else the first action. Focus the player moved elsewhere is left alone.
 */
function useKeepFocus(view: React.RefObject<HTMLDivElement | null>) {
  const lastFocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const el = view.current;
    if (el === null) return;
    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof HTMLElement && e.target.closest(".board") !== null) {
        lastFocus.current = e.target;
      }
    };
    el.addEventListener("focusin", onFocusIn);
    return () => el.removeEventListener("focusin", onFocusIn);
  }, [view]);
  useEffect(() => {
    const was = lastFocus.current;
    const board = view.current?.querySelector(".board");
    if (was === null || board == null) return;
    const active = document.activeElement;
    if (active !== null && active !== document.body) return;
    if (was.isConnected && !(was as HTMLButtonElement).disabled) {
      was.focus();
      return;
    }
    const candidates = [
      ...board.querySelectorAll<HTMLElement>("button.nl-place, .actions button:not([disabled])"),
    ];
    const numberOf = (el: HTMLElement) =>
      Number(el.closest("[data-number]")?.getAttribute("data-number") ?? Number.NaN);
    const at = numberOf(was);
    const target = Number.isNaN(at)
      ? candidates[0]
      : candidates.sort((a, b) => Math.abs(numberOf(a) - at) - Math.abs(numberOf(b) - at))[0];
    target?.focus();
  });
}
