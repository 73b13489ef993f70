// The local game's own controls beside the board: take back (one person against the
// computer) and resign with a confirmation; and the end of a resigned game (who resigned, who
// shares the win). The decisions behind them: local/takeback.ts.

import type { ReactNode } from "react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { LocalGame } from "../local/referee";
import { humanSeats } from "../local/seats";
import type { LocalError } from "../local/takeback";
import { canTakeBack, isOver, resign, resignationOf, takeBack } from "../local/takeback";
import { useFocusOnEnd } from "../ui/focusOnEnd";
import { usePlayerName } from "../ui/players";

export function LocalControls({
  lg,
  viewer,
  onChange,
}: {
  lg: LocalGame;
  /** The person whose view is shown (who would resign), or null behind the cover. */
  viewer: number | null;
  onChange: (next: LocalGame, note: string | null) => void;
}) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The Resign button gives way to the question: focus goes to its safe answer.
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (confirming) keep.current?.focus();
  }, [confirming]);
  if (isOver(lg)) return null;
  const alone = humanSeats(lg.save.seats).length === 1;
  const canResign = viewer !== null && lg.save.seats[viewer]?.kind === "human";
  const fail = (e: LocalError) => setError(t(`localErrors.${e.code}`));
  return (
    <div className="local-controls stack" data-testid="local-controls">
      <div className="row wrap">
        {alone ? (
          <button
            type="button"
            className="button small"
            disabled={!canTakeBack(lg)}
            title={t("takeback.takebackLabel")}
            data-testid="takeback"
            onClick={() => {
              const r = takeBack(lg);
              if (!r.ok) return fail(r.error);
              setError(null);
              onChange(r.value, t("takeback.done"));
            }}
          >
            ↶ {t("takeback.takeback")}
          </button>
        ) : null}
        {canResign && !confirming ? (
          <button
            type="button"
            className="button small ghost"
            data-testid="resign"
            onClick={() => setConfirming(true)}
          >
            {t("takeback.resign")}
          </button>
        ) : null}
      </div>
      {canResign && confirming ? (
        <fieldset className="panel confirm">
          <legend>{t("takeback.confirm")}</legend>
          <div className="row wrap">
            <button
              type="button"
              className="button small danger"
              data-testid="resign-yes"
              onClick={() => {
                setConfirming(false);
                const r = resign(lg, viewer);
                if (!r.ok) return fail(r.error);
                setError(null);
                onChange(r.value, null);
              }}
            >
              {t("takeback.confirmYes")}
            </button>
            <button
              ref={keep}
              type="button"
              className="button small"
              onClick={() => setConfirming(false)}
            >
              {t("takeback.confirmNo")}
            </button>
          </div>
        </fieldset>
      ) : null}
      {error !== null ? (
        <p className="error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** The end of a resigned game: who resigned, who shares the win, the ranking. */
export function ResignedPanel({
  lg,
  viewer,
  children,
  focusOnEnd = false,
}: {
  lg: LocalGame;
  viewer: number | "spectator";
  children?: ReactNode;
  /** Resigned on this page: focus moves to the first action (ui/focusOnEnd.ts). */
  focusOnEnd?: boolean;
}) {
  const { t } = useTranslation();
  const nameOf = usePlayerName();
  const r = resignationOf(lg);
  const panel = useRef<HTMLElement>(null);
  useFocusOnEnd(panel, focusOnEnd);
  if (r === null) return null;
  const names = lg.save.seats.map((s) => s.name);
  const name = (i: number) => nameOf(names, i, viewer);
  return (
    <section
      className="panel result"
      aria-labelledby="resigned-title"
      data-testid="resigned"
      ref={panel}
    >
      <h2 id="resigned-title" tabIndex={-1}>
        {t("result.title")}
      </h2>
      <p className="result-headline" data-testid="resigned-headline">
        {t("takeback.headline", {
          name: name(r.seat),
          winners: r.winners.map(name).join(t("takeback.and")),
          count: r.winners.length,
        })}
      </p>
      <ol className="resign-ranking" aria-label={t("takeback.rankingTitle")}>
        {r.ranking.map((seat) => (
          <li key={seat} data-seat={seat} className={seat === r.seat ? undefined : "winner"}>
            {t("takeback.place", { n: seat === r.seat ? r.winners.length + 1 : 1 })}{" "}
            <strong>{name(seat)}</strong>
            {seat === r.seat ? ` · ${t("takeback.resignedMark")}` : ""}
          </li>
        ))}
      </ol>
      {children !== undefined ? <div className="row wrap">{children}</div> : null}
    </section>
  );
}
