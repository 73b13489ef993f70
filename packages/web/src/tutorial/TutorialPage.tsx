// A guided first game (/learn/<game>): a fixed deal against the computer, a hint above the
// board for every move of the learner (what to do and why, with a button that plays it), and
// at the end what was learned and where to go next. The board is the game's own, fed the
// learner's observation, so the table looks exactly as in a real game.

import type { GameId } from "@number-games/engine";
import { useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { TUTORIALS } from "../games/tutorials";
import { loadPrefs } from "../local/prefs";
import { GameView } from "../play/GameView";
import { href } from "../router";
import { useErrorText } from "../ui/errors";
import { hintText } from "./hintText";
import type { TutorialSession } from "./session";
import {
  nextOf,
  observeLearner,
  playLearner,
  sameMove,
  seatCount,
  startTutorial,
  stepAuto,
} from "./session";
import type { AnyAdvice, AnyHint } from "./types";
import "./tutorial.css";

type Translate = (key: string, options?: object) => string;

const motionQuery =
  typeof matchMedia !== "undefined" ? matchMedia("(prefers-reduced-motion: reduce)") : null;

/** One notepad per game's tutorial, emptied at every start (a tutorial leaves nothing behind). */
function freshStart(game: GameId): TutorialSession {
  TUTORIALS[game].clearNotes?.(notesKey(game));
  return startTutorial(game);
}

function notesKey(game: GameId): string {
  return `tutorial.${game}`;
}

function HintText({ game, hint, tt }: { game: GameId; hint: AnyHint; tt: Translate }) {
  return <>{hintText(game, hint, tt)}</>;
}

export default function TutorialPage({ game }: { game: GameId }) {
  const { t } = useTranslation();
  const tt = t as unknown as Translate;
  const errorText = useErrorText();
  const [session, setSession] = useState<TutorialSession>(() => freshStart(game));
  // Bumped by "Start again", so the board starts afresh too.
  const [run, setRun] = useState(0);
  const [fineToo, setFineToo] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const tutorial = TUTORIALS[game];
  const count = seatCount(session);
  const names = useMemo(
    () =>
      Array.from({ length: count }, (_, i) =>
        i === 0
          ? t("setup.you")
          : count === 2
            ? t("tutorial.computer")
            : t("tutorial.computerN", { n: i }),
      ),
    [count, t],
  );
  const bots = useMemo(() => names.map((_, i) => i !== 0), [names]);
  const obs = useMemo(() => observeLearner(session), [session]);
  const next = nextOf(session);
  const advice: AnyAdvice | null = useMemo(
    () => (next === "learner" ? tutorial.advise(obs, names) : null),
    [next, obs, names, tutorial],
  );

  // Chance and the computer move on their own, after a pause the learner can follow; once
  // per position (the same one may move again: a second card, a take, the next roll).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the session is the position
  useEffect(() => {
    if (next !== "chance" && next !== "computer") return;
    const delay = loadPrefs().botDelay;
    const pause = next === "chance" ? Math.min(delay, 400) : delay;
    const timer = setTimeout(
      () => setSession((s) => stepAuto(s)),
      motionQuery?.matches ? Math.min(pause, 150) : pause,
    );
    return () => clearTimeout(timer);
  }, [session, next]);

  const onAct =
    next === "learner"
      ? (action: unknown) => {
          const r = playLearner(session, action);
          if (!r.ok) {
            setError(t("play.error", { message: errorText(r.error) }));
            return;
          }
          setError(null);
          setFineToo(advice?.suggest !== undefined && !sameMove(session, action, advice.suggest));
          setSession(r.value);
        }
      : null;

  const doRef = useRef<HTMLButtonElement>(null);
  const canDo = advice?.suggest !== undefined && onAct !== null;

  const restart = () => {
    setSession(freshStart(game));
    setRun((r) => r + 1);
    // The finish (and its button) is gone: keyboard focus goes on to the hint's button.
    setTimeout(() => doRef.current?.focus(), 0);
    setFineToo(false);
    setError(null);
  };

  const title = t(`games.${game}.title`);
  const over = obs.result !== undefined;
  const actor = obs.actor.kind === "player" ? obs.actor.player : null;
  const highlight = advice?.suggest !== undefined ? tutorial.highlight(advice.suggest) : null;

  return (
    <div className="page game-page tutorial-page" data-game={game}>
      <div className="game-head">
        <h1>{t("tutorial.title", { game: title })}</h1>
        <div className="row wrap game-menu">
          <a className="button small ghost" href={href({ page: "rules", game })}>
            {t("tutorial.rules")}
          </a>
          <a className="button small ghost" href={href({ page: "home" })}>
            {t("play.leave")}
          </a>
        </div>
      </div>
      <p className="muted tutorial-lead">{t("tutorial.lead")}</p>
      <p className="tutorial-intro">{tt(`tutorial.${game}.intro`)}</p>
      {highlight !== null ? (
        <style>{`.tutorial-page ${highlight} { outline: 3px dashed var(--focus); outline-offset: 3px; }`}</style>
      ) : null}
      {over ? (
        <section
          className="panel tutorial-finish"
          aria-labelledby="tutorial-finish-title"
          data-testid="tutorial-finish"
        >
          <h2 id="tutorial-finish-title">{t("tutorial.finishTitle", { game: title })}</h2>
          {tutorial.summary(obs, names).map((h) => (
            <p key={h.key + JSON.stringify(h.params) + JSON.stringify(h.cards)}>
              <HintText game={game} hint={h} tt={tt} />
            </p>
          ))}
          <h3>{t("tutorial.learned")}</h3>
          <ul>
            {(["learned1", "learned2", "learned3"] as const).map((k) => (
              <li key={k}>{tt(`tutorial.${game}.${k}`)}</li>
            ))}
          </ul>
          <div className="row wrap">
            <a
              className="button primary"
              href={href({ page: "setup", game, mode: "computer" })}
              data-testid="tutorial-play-real"
            >
              {t("tutorial.playReal")}
            </a>
            <a className="button" href={href({ page: "rules", game })}>
              {t("tutorial.rules")}
            </a>
            <button type="button" className="button" onClick={restart}>
              {t("tutorial.again")}
            </button>
            <a className="button ghost" href={href({ page: "home" })}>
              {t("tutorial.other")}
            </a>
          </div>
        </section>
      ) : (
        <section
          className="panel tutorial-hint"
          aria-labelledby="tutorial-hint-title"
          data-testid="tutorial-hint"
          data-state={next}
        >
          <h2 id="tutorial-hint-title">{t("tutorial.hint")}</h2>
          <div aria-live="polite">
            {fineToo ? (
              <p className="tutorial-fine" data-testid="tutorial-fine">
                {t("tutorial.fineToo")}
              </p>
            ) : null}
            {advice?.note !== undefined ? (
              <p className="tutorial-note">
                <HintText game={game} hint={advice.note} tt={tt} />
              </p>
            ) : null}
            <p className="tutorial-main" data-testid="tutorial-main">
              {advice !== null ? (
                <HintText game={game} hint={advice.main} tt={tt} />
              ) : next === "chance" ? (
                t("tutorial.dealing")
              ) : (
                t("tutorial.watch", { name: actor === null ? "" : (names[actor] ?? "") })
              )}
            </p>
          </div>
          {/* Always there while the game runs (aria-disabled between the learner's turns), so
              keyboard focus stays on it: Enter, Enter, … follows every hint. */}
          <button
            ref={doRef}
            type="button"
            className="button primary"
            data-testid="tutorial-do"
            aria-disabled={!canDo}
            onClick={() => {
              if (canDo) onAct(advice.suggest);
            }}
          >
            {t("tutorial.doIt")}
          </button>
        </section>
      )}
      <GameView
        key={run}
        game={game}
        obs={obs}
        names={names}
        bots={bots}
        onAct={onAct}
        thinking={next === "computer"}
        error={error}
        notesKey={notesKey(game)}
      />
    </div>
  );
}
