// A game on this device (vs computer, pass-and-play). The referee holds the state; this page
// shows one seat's observation at a time, drives chance and the computer players, saves
// after every action (a reload resumes), and puts up the "pass to <name>" cover whenever
// the device changes hands (local/screen.ts decides).

import { useCallback, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { askBot } from "../local/bots";
import { loadPrefs, savePrefs } from "../local/prefs";
import type { LocalGame } from "../local/referee";
import {
  actLocal,
  botSeed,
  observeLocal,
  recordOf,
  rematch,
  stepChance,
  turnOf,
} from "../local/referee";
import type { Screen } from "../local/screen";
import { initialScreen, nextScreen } from "../local/screen";
import { humanSeats } from "../local/seats";
import { loadLocalGame, pruneLocalGames, saveLocalGame } from "../local/storage";
import { resignationOf } from "../local/takeback";
import { href, navigate } from "../router";
import { useErrorText } from "../ui/errors";
import { useWasPlaying } from "../ui/focusOnEnd";
import { HandOverIcon } from "../ui/icons";
import { downloadJson, recordFilename } from "./download";
import { GameView } from "./GameView";
import { LocalControls, ResignedPanel } from "./LocalControls";

const motionQuery =
  typeof matchMedia !== "undefined" ? matchMedia("(prefers-reduced-motion: reduce)") : null;

function reducedMotion(): boolean {
  return motionQuery?.matches ?? false;
}

/**
 * Saving is synchronous localStorage work: keep it out of the frame that shows a move.
 * The latest game is written on the next task, and at once if the page is being hidden.
 */
let pendingSave: LocalGame | null = null;
function flushSave(): void {
  if (pendingSave !== null) saveLocalGame(pendingSave);
  pendingSave = null;
}
function queueSave(lg: LocalGame): void {
  if (pendingSave === null) setTimeout(flushSave, 0);
  pendingSave = lg;
}
if (typeof window !== "undefined") window.addEventListener("pagehide", flushSave);

function PassCover({ name, onReady }: { name: string; onReady: () => void }) {
  const { t } = useTranslation();
  return (
    <section className="pass-cover" aria-labelledby="pass-title" data-testid="pass-cover">
      <div className="pass-card">
        <span className="pass-icon">
          <HandOverIcon />
        </span>
        <h2 id="pass-title">{t("play.passTo", { name })}</h2>
        <p className="muted">{t("play.passHint", { name })}</p>
        {/* biome-ignore lint/a11y/noAutofocus: the one thing to do on this screen */}
        <button type="button" className="button primary big" autoFocus onClick={onReady}>
          {t("play.imReady", { name })}
        </button>
      </div>
    </section>
  );
}

function Running({ initial }: { initial: LocalGame }) {
  const { t } = useTranslation();
  const [lg, setLg] = useState(initial);
  const [screen, setScreen] = useState<Screen>(() => initialScreen(initial));
  const [error, setError] = useState<string | null>(null);
  const [botError, setBotError] = useState<string | null>(null);
  const [thinking, setThinking] = useState(false);
  const [botDelay, setBotDelay] = useState(() => loadPrefs().botDelay);
  const [retry, setRetry] = useState(0);
  const errorText = useErrorText();

  const seats = lg.save.seats;
  const names = useMemo(() => seats.map((s) => s.name), [seats]);
  const bots = useMemo(() => seats.map((s) => s.kind === "bot"), [seats]);
  const turn = turnOf(lg);
  // A takeback or a resignation changes the position too: a computer move asked for before
  // it is dropped (the effect below is cancelled), never applied to the game it left.
  const turnKey = `${lg.save.actions.length}/${lg.save.takebacks ?? 0}/${lg.save.resigned ?? ""}`;
  const [note, setNote] = useState<string | null>(null);

  const advance = useCallback((next: LocalGame) => {
    setNote(null);
    queueSave(next);
    setLg(next);
    setScreen((cur) => nextScreen(next, cur));
  }, []);

  // Chance and computer players move on their own, after a pause people can follow.
  // biome-ignore lint/correctness/useExhaustiveDependencies: turnKey identifies the position
  useEffect(() => {
    let cancelled = false;
    const pause = reducedMotion() ? Math.min(botDelay, 150) : botDelay;
    if (turn.kind === "chance") {
      const timer = setTimeout(
        () => {
          if (cancelled) return;
          const r = stepChance(lg);
          if (r.ok) advance(r.value);
          else setBotError(r.error.message);
        },
        Math.min(pause, 600),
      );
      return () => {
        cancelled = true;
        clearTimeout(timer);
      };
    }
    if (turn.kind === "bot") {
      setThinking(true);
      setBotError(null);
      const started = Date.now();
      // Asked on the next task, so the move that led here is painted first.
      new Promise((r) => setTimeout(r, 0))
        .then(() =>
          cancelled
            ? undefined
            : askBot({
                game: lg.save.game,
                level: turn.level,
                seed: botSeed(lg.save, turn.seat),
                observation: observeLocal(lg, turn.seat),
              }),
        )
        .then(async (action) => {
          if (cancelled) return;
          const wait = pause - (Date.now() - started);
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          if (cancelled) return;
          setThinking(false);
          const r = actLocal(lg, turn.seat, action);
          if (r.ok) advance(r.value);
          else setBotError(r.error.message);
        })
        .catch((e: unknown) => {
          if (cancelled) return;
          setThinking(false);
          setBotError(e instanceof Error ? e.message : String(e));
        });
      return () => {
        cancelled = true;
      };
    }
    setThinking(false);
    return undefined;
  }, [turnKey, retry, botDelay]);

  useEffect(() => {
    // Housekeeping replays every saved game: never while someone waits for the board.
    if (turn.kind !== "terminal") return;
    const timer = setTimeout(pruneLocalGames, 2000);
    return () => clearTimeout(timer);
  }, [turn.kind]);

  const viewer = screen.kind === "view" ? screen.viewer : null;
  const obs = useMemo(() => (viewer === null ? null : observeLocal(lg, viewer)), [lg, viewer]);
  const onAct =
    viewer !== null && turn.kind === "human" && turn.seat === viewer
      ? (action: unknown) => {
          const r = actLocal(lg, viewer, action);
          if (r.ok) {
            setError(null);
            advance(r.value);
          } else setError(t("play.error", { message: errorText(r.error) }));
        }
      : null;

  const over = turn.kind === "terminal";
  const several = humanSeats(seats).length > 1;
  const resignation = resignationOf(lg);
  const resignedHere = useWasPlaying(resignation !== null);
  // The review starts by itself for the person who asks: the one shown, else the first person.
  const reviewer = typeof viewer === "number" ? viewer : (humanSeats(seats)[0] ?? 0);

  const resultActions = over ? (
    <>
      <button
        type="button"
        className="button primary"
        onClick={() => {
          const r = rematch(lg);
          if (r.ok) {
            saveLocalGame(r.value);
            navigate({ page: "local", id: r.value.save.id });
          }
        }}
      >
        {t("result.rematch")}
      </button>
      <button
        type="button"
        className="button"
        onClick={() => downloadJson(recordFilename(lg.save.game), recordOf(lg))}
      >
        {t("result.download")}
      </button>
      <a className="button" href={href({ page: "replay", source: `local:${lg.save.id}` })}>
        {t("result.replay")}
      </a>
      <a
        className="button"
        href={`${href({ page: "replay", source: `local:${lg.save.id}` })}?review=${reviewer}`}
      >
        {t("review.open")}
      </a>
      <a className="button ghost" href={href({ page: "home" })}>
        {t("result.newGame")}
      </a>
    </>
  ) : null;

  return (
    <div className="page game-page" data-mode={lg.save.mode}>
      <div className="game-head">
        <h1>{t(`games.${lg.save.game}.title`)}</h1>
        <div className="row wrap game-menu">
          {bots.some((b) => b) && !over ? (
            <label className="speed">
              <span className="speed-label">{t("play.speed")}</span>{" "}
              <select
                value={botDelay === 0 ? "fast" : "normal"}
                onChange={(e) => {
                  const d = e.target.value === "fast" ? 0 : 700;
                  setBotDelay(d);
                  savePrefs({ botDelay: d });
                }}
              >
                <option value="normal">{t("play.speedNormal")}</option>
                <option value="fast">{t("play.speedFast")}</option>
              </select>
            </label>
          ) : null}
          <a className="button small ghost" href={href({ page: "home" })}>
            {t("play.leave")}
          </a>
        </div>
      </div>
      {botError !== null ? (
        <p className="error" role="alert">
          {t("play.botError", { message: botError })}{" "}
          <button type="button" className="button small" onClick={() => setRetry((r) => r + 1)}>
            {t("play.retry")}
          </button>
        </p>
      ) : null}
      {screen.kind === "cover" || obs === null ? (
        <PassCover
          name={screen.kind === "cover" ? (names[screen.seat] ?? "") : ""}
          onReady={() =>
            screen.kind === "cover" && setScreen({ kind: "view", viewer: screen.seat })
          }
        />
      ) : (
        <>
          {resignation !== null ? (
            <ResignedPanel lg={lg} viewer={screen.viewer} focusOnEnd={resignedHere}>
              {resultActions}
            </ResignedPanel>
          ) : null}
          <GameView
            key={several ? String(screen.viewer) : "one"}
            game={lg.save.game}
            obs={obs}
            names={names}
            bots={bots}
            onAct={onAct}
            thinking={thinking}
            error={error}
            notesKey={
              typeof screen.viewer === "number" ? `${lg.save.id}.${screen.viewer}` : undefined
            }
            resultActions={resultActions}
            status={
              resignation !== null
                ? t("takeback.resigned", { name: names[resignation.seat] ?? "" })
                : undefined
            }
          />
          {/* Below the board: taking back and resigning are not the turn's main actions, which
              stay on a phone's first screen (phone.spec.ts). */}
          <LocalControls
            lg={lg}
            viewer={typeof screen.viewer === "number" ? screen.viewer : null}
            onChange={(next, said) => {
              advance(next);
              setError(null);
              setThinking(false);
              setNote(said);
            }}
          />
          {note !== null ? (
            <p className="muted small" role="status" data-testid="local-note">
              {note}
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}

export default function LocalGamePage({ id }: { id: string }) {
  const { t } = useTranslation();
  const [lg] = useState(() => loadLocalGame(id));
  if (lg === null) {
    return (
      <div className="page narrow">
        <p>{t("play.notFound")}</p>
        <a className="button" href={href({ page: "home" })}>
          {t("app.backHome")}
        </a>
      </div>
    );
  }
  return <Running initial={lg} />;
}
