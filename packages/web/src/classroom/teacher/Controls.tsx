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
  return (
    <>
      {d.class.seated ? (
        <p className="row wrap">
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
              disabled={busy || !playing}
              onClick={actions.pause}
              data-testid="pause"
            >
              {t("classroom.pause")}
            </button>
          )}
          <button
            type="button"
            className="button"
            disabled={busy || !playing}
            onClick={actions.endGame}
            data-testid="end-game"
          >
            {t("classroom.endGame")}
          </button>
          <NextGame current={d.class.game} busy={busy} onNext={actions.nextGame} />
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
  onNext,
}: {
  current: GameId;
  busy: boolean;
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
        {t("classroom.nextGame")}
      </button>
    </span>
  );
}
