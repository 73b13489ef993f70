// A moment worth discussing (the lesson report's moments), as the replay shows a review entry:
// the table's finished game at the position before that decision, seen by the student who
// made it, with the better move drawn on the board (★) and named above it. The teacher's page
// and the projector view both show it to onlookers (ui/players.tsx: the seat is nobody in the
// room, so nothing says "you"); the projector hides the students' names (each seat is
// "Player 1", "Player 2", …) unless the teacher chose to show them. The record is read with
// the teacher's token (a class's tables are private), once the game is over: nothing of a game
// in play is shown. Where it was, what was played and the better move take two short lines,
// so that on a projector the whole board fits the first screen (projector.css); a strong
// move, the best one, is named once.

import type { ObservationBase } from "@number-games/engine";
import { getGame } from "@number-games/engine";
import type { ReportMoment } from "@number-games/protocol";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../online/api";
import { GameView } from "../play/GameView";
import type { ReplaySteps } from "../replay/replaySteps";
import { buildReplay } from "../replay/replaySteps";
import { moveText } from "../review/moveText";
import { ForOnlookers } from "../ui/players";
import "./moment.css";

type Tr = (key: string, params?: Record<string, string | number>) => string;

/**
 * The report's move in the page's words ("place the decoy on 6", "放在 6"), from the engine
 * notation the report holds; the notation itself if it does not parse.
 */
export function reportMoveText(
  game: ReportMoment["game"],
  text: string,
  tr: Tr,
  names: readonly string[],
): string {
  const parsed = getGame(game).parseActionText(text);
  return parsed.ok ? moveText(game, parsed.value, text, tr, names) : text;
}

/** What a moment's heading says: the game, its number in the lesson and the move. */
export function MomentHeading({
  moment,
  name,
}: {
  moment: ReportMoment;
  /** The student's name when it may be shown; null hides it. */
  name: string | null;
}) {
  const { t } = useTranslation();
  const cost =
    moment.unit === "points"
      ? t("lessonReport.costPoints", { cost: moment.cost.toFixed(2) })
      : t("lessonReport.costWin", { cost: String(Math.round(moment.cost * 100)) });
  // One line for where and what kind of moment it was, so the board keeps the screen.
  return (
    <div className="stack moment-head">
      <p data-testid="moment-where">
        <strong>
          {t("lessonReport.momentWhere", {
            game: t(`games.${moment.game}.title`),
            n: String(moment.gameNumber),
            move: String(moment.index + 1),
          })}
        </strong>
        <span data-testid="moment-type" data-type={moment.type}>
          {` · ${
            moment.type === "costly"
              ? t("lessonReport.momentCostly", { cost })
              : t("lessonReport.momentStrong")
          }`}
          {moment.kind !== null
            ? ` · ${t(`lessonReport.kinds.${moment.kind as "own-ground"}`, { defaultValue: moment.kind })}`
            : ""}
        </span>
      </p>
      {name !== null ? (
        <p data-testid="moment-name">{t("lessonReport.momentBy", { name })}</p>
      ) : null}
    </div>
  );
}

/** The banner on the better move (`what`): for a strong move, the best one and the one played. */
export function momentBanner(type: ReportMoment["type"], what: string, tr: Tr): string {
  return tr(type === "strong" ? "review.bestHere" : "review.betterHere", { what });
}

/**
 * What was played and the better move, on one line. A strong move is the best one: its banner
 * names it once, as the move played too ("Best move here, and the one played: …"), with no
 * "Played: …" before it saying the same move again.
 */
export function MomentMoves({
  type,
  played,
  better,
}: {
  type: ReportMoment["type"];
  /** The move played, in the page's words. */
  played: string;
  /** The banner's words on the better (or, strong, the best) move; null: none to show. */
  better: string | null;
}) {
  const { t } = useTranslation();
  return (
    <p className="moment-moves">
      {type === "strong" && better !== null ? null : (
        <span data-testid="moment-played">{t("lessonReport.momentPlayed", { played })}</span>
      )}
      {better !== null ? (
        <span className="better-banner" data-testid="better-move">
          <span aria-hidden="true">★ </span>
          {better}
        </span>
      ) : null}
    </p>
  );
}

/** The board at the moment, the better move drawn; `showNames` false: seats are numbered. */
export function MomentBoard({
  moment,
  token,
  showNames,
}: {
  moment: ReportMoment;
  token: string;
  showNames: boolean;
}) {
  const { t } = useTranslation();
  const tr = t as unknown as Tr;
  const [steps, setSteps] = useState<ReplaySteps | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setSteps(null);
    setProblem(null);
    void api.record(moment.tableId, token).then((r) => {
      if (!live) return;
      if (!r.ok) return setProblem(r.error.message);
      const built = buildReplay(r.value);
      if (!built.ok) return setProblem(built.error.message);
      setSteps(built.value);
    });
    return () => {
      live = false;
    };
  }, [moment.tableId, token]);

  if (problem !== null) {
    return (
      <p className="error" role="alert">
        {t("lessonReport.momentFailed", { message: problem })}
      </p>
    );
  }
  if (steps === null || moment.index >= steps.states.length) {
    return (
      <p className="loading" role="status">
        {t("lessonReport.loadingMoment")}
      </p>
    );
  }
  const names = showNames
    ? steps.names
    : steps.names.map((_, i) => t("lessonReport.hiddenName", { n: String(i + 1) }));
  const state = steps.states[moment.index];
  const obs = steps.game.observe(state, moment.seat) as ObservationBase<unknown>;
  const best = steps.game.parseActionText(moment.bestText);
  const played = steps.record.actions[moment.index];
  const playedAction = played === undefined ? null : steps.game.parseAction(played);
  const playedText =
    playedAction?.ok === true
      ? moveText(
          moment.game,
          playedAction.value,
          steps.game.formatAction(playedAction.value),
          tr,
          names,
        )
      : moment.actionText;
  const betterText = momentBanner(
    moment.type,
    reportMoveText(moment.game, moment.bestText, tr, names),
    tr,
  );
  return (
    <div className="stack moment-board" data-testid="moment-board" data-index={moment.index}>
      {/* What was played and the better move on one line (the board's own banner is off). */}
      <MomentMoves type={moment.type} played={playedText} better={best.ok ? betterText : null} />
      {/* The room looks at it: whose move it was, not "Your turn", no "(you)". */}
      <ForOnlookers>
        <GameView
          game={moment.game}
          obs={obs}
          names={names}
          bots={steps.bots}
          onAct={null}
          context="replay"
          autoplayed={steps.autoplayedMoves}
          better={best.ok ? { action: best.value, text: betterText } : undefined}
          betterBanner={false}
        />
      </ForOnlookers>
    </div>
  );
}
