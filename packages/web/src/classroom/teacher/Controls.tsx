// The lesson's course from the teacher's page: pause and resume every table, end this game,
// the next game (the same or another), end the lesson.

import type { GameId } from "@number-games/engine";
import { GAMES } from "@number-games/engine";
import type { ClassDashboard } from "@number-games/protocol";
import { useState } from "react";
import { useTranslation } from "react-i18next";

export interface LifecycleActions {
  pause(): void;
  resume(): void;
  endGame(): void;
  nextGame(game: GameId): void;
  endLesson(): void;
}

export function Controls({
  d,
  busy,
  actions,
}: {
  d: ClassDashboard;
  busy: boolean;
  actions: LifecycleActions;
}) {
  const { t } = useTranslation();
  const playing = d.tables.some((x) => x.status === "playing");
  // After "Next game" the class waits to be seated again: pausing, another game and the
  // lesson's end stay at hand (ending this game has nothing to end yet).
  const between = !d.class.seated && d.class.round > 1;
  return (
    <>
      {d.class.seated || between ? (
        <p className="row wrap" data-testid="lesson-controls">
          {d.class.paused ? (
            <button
              type="button"
              className="button primary"
              disabled={busy}
              onClick={actions.resume}
              data-testid="resume"
            >
              {t("classroom.resume")}
            </button>
          ) : (
            <button
              type="button"
              className="button"
              disabled={busy || (!playing && !between)}
              onClick={actions.pause}
              data-testid="pause"
            >
              {t("classroom.pause")}
            </button>
          )}
          {between ? null : (
            <button
              type="button"
              className="button"
              disabled={busy || !playing}
              onClick={actions.endGame}
              data-testid="end-game"
            >
              {t("classroom.endGame")}
            </button>
          )}
          <NextGame
            key={d.class.game}
            current={d.class.game}
            busy={busy}
            label={between ? t("classroom.switchGame") : t("classroom.nextGame")}
            onNext={actions.nextGame}
          />
          <button
            type="button"
            className="button danger"
            disabled={busy}
            onClick={actions.endLesson}
            data-testid="end-lesson"
          >
            {t("classroom.endLesson")}
          </button>
        </p>
      ) : null}
      {d.class.paused ? (
        <p className="notice" role="status" data-testid="paused">
          {t("classroom.pausedAll")}
        </p>
      ) : null}
    </>
  );
}

function NextGame({
  current,
  busy,
  label,
  onNext,
}: {
  current: GameId;
  busy: boolean;
  label: string;
  onNext: (game: GameId) => void;
}) {
  const { t } = useTranslation();
  const [game, setGame] = useState<GameId>(current);
  return (
    <span className="row class-next-game">
      <select
        aria-label={t("classroom.nextGameWhich")}
        value={game}
        onChange={(e) => setGame(e.target.value as GameId)}
      >
        {(Object.keys(GAMES) as GameId[]).map((id) => (
          <option key={id} value={id}>
            {t(`games.${id}.title`)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="button"
        disabled={busy}
        onClick={() => onNext(game)}
        data-testid="next-game"
      >
        {label}
      </button>
    </span>
  );
}
