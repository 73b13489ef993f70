// The projector view of a class (`/class/<id>/projector`, docs/classroom.md "Projector and
// control"): a second window of the teacher's browser (the teacher's token is in its storage)
// that shows the room what it may see and nothing else. While students join: the class code
// in giant type, the QR code and link, how many have joined (no names). Once games run: each
// table's progress (playing, paused, finished or stopped, and its number of moves: no player,
// card, score or standing), and the lesson's podium once a game has been played to its end (its
// names are the leaderboard's, which the teacher can rename). When the teacher shows a moment
// of the lesson report (projected.ts), that moment alone: its position with the better move
// drawn, every seat named "Player 1", "Player 2", … unless the teacher chose to show names.
// No button, no control.

import type {
  ClassDashboard,
  ClassPodium,
  DashboardTable,
  Leaderboard,
} from "@number-games/protocol";
import { CLASS_PATHS, podiumPlaces } from "@number-games/protocol/light";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../online/api";
import { useApiErrorText } from "../online/apiErrorText";
import { useShareOrigin } from "../online/table/Share";
import { useClassConnection } from "./connection";
import { loadTeacherToken } from "./credentials";
import { MomentBoard, MomentHeading } from "./Moment";
import { Podium } from "./Podium";
import { useProjected } from "./projected";
import "./projector.css";

/** The podium the students' phones show, from the teacher's leaderboard and dashboard. */
export function projectedPodium(d: ClassDashboard, board: Leaderboard): ClassPodium {
  const over = d.tables.filter((t) => t.status !== "playing");
  return {
    classId: d.class.id,
    round: d.class.round,
    finishedGames: board.finishedGames,
    over: over.map((t) => t.tableNumber),
    playing: d.tables.length - over.length,
    places: podiumPlaces(board),
  };
}

export default function ProjectorPage({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const [token] = useState(() => loadTeacherToken(classId));
  const conn = useClassConnection(classId, token);
  const errorText = useApiErrorText();
  const [board, setBoard] = useState<Leaderboard | null>(null);
  const projected = useProjected(classId);
  const d = conn.dashboard;
  const round = d?.class.round;
  const over = d?.tables.filter((x) => x.status !== "playing").length;
  // The leaderboard changes with the rounds and the tables that end.
  // biome-ignore lint/correctness/useExhaustiveDependencies: round and over are the triggers
  useEffect(() => {
    if (token === null) return;
    let live = true;
    void api.leaderboard(classId, token).then((r) => live && r.ok && setBoard(r.value));
    return () => {
      live = false;
    };
  }, [classId, token, round, over]);

  if (token === null) {
    return (
      <div className="page narrow">
        <p className="error" role="alert">
          {t("projector.needTeacher")}
        </p>
      </div>
    );
  }
  if (d === null) {
    return (
      <p className="page loading" role="status">
        {conn.error !== null ? errorText(conn.error) : t("online.connecting")}
      </p>
    );
  }
  if (projected !== null) {
    const { moment, names } = projected;
    return (
      <div className="page wide class-projector projecting" data-testid="projector-page">
        <section
          className="stack projector-moment"
          aria-labelledby="projector-moment"
          data-testid="projector-moment"
        >
          <h1 id="projector-moment">{t("lessonReport.projectorTitle")}</h1>
          <MomentHeading moment={moment} name={names ? moment.name : null} />
          <MomentBoard moment={moment} token={token} showNames={names} />
        </section>
      </div>
    );
  }
  const ended = d.class.status === "ended";
  const podium = board !== null && board.finishedGames > 0 ? projectedPodium(d, board) : null;
  const playing = d.tables.length > 0;
  return (
    <div
      className={`page wide class-projector${
        ended ? " ended" : playing || podium !== null ? " running" : ""
      }`}
      data-testid="projector-page"
    >
      {!ended ? <JoinPanel code={d.class.code} joined={d.students.length} /> : null}
      <div className="stack projector-main">
        {ended ? (
          <h1 className="projector-over">{t("projector.over")}</h1>
        ) : d.class.paused ? (
          <p className="notice projector-paused" role="status" data-testid="projector-paused">
            {t("projector.paused")}
          </p>
        ) : null}
        {playing ? (
          <section aria-labelledby="projector-tables" className="stack">
            <h2 id="projector-tables">
              {t("projector.tables", {
                n: String(d.class.round),
                game: t(`games.${d.class.game}.title`),
              })}
            </h2>
            <ul className="projector-tables" data-testid="projector-tables">
              {d.tables.map((tb) => (
                <TableProgress key={tb.tableId} tb={tb} />
              ))}
            </ul>
          </section>
        ) : null}
        {podium !== null ? <Podium podium={podium} me="" /> : null}
      </div>
    </div>
  );
}

/** The code in giant type, the QR code and link, and how many have joined. */
function JoinPanel({ code, joined }: { code: string; joined: number }) {
  const { t } = useTranslation();
  const share = useShareOrigin();
  const link = share.kind === "link" ? `${share.origin}${CLASS_PATHS.join(code)}` : null;
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    if (link === null) return;
    let live = true;
    import("qrcode")
      .then((q) => q.toDataURL(link, { margin: 1, width: 480 }))
      .then((url) => live && setQr(url))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [link]);
  return (
    <section className="panel projector-join" aria-labelledby="projector-title">
      <h1 id="projector-title">{t("projector.title")}</h1>
      <p className="projector-code">
        <span className="visually-hidden">{`${t("online.code")}${t("app.colon")}${code.split("").join(" ")}`}</span>
        <span aria-hidden="true" data-testid="projector-code">
          {code}
        </span>
      </p>
      {link !== null ? (
        <>
          {qr !== null ? (
            <img
              className="projector-qr"
              src={qr}
              alt={t("online.qr")}
              data-testid="projector-qr"
            />
          ) : null}
          <p className="projector-link">
            {t("projector.scan")} <JoinLink link={link} code={code} />
          </p>
        </>
      ) : share.kind === "this-computer-only" ? (
        <div className="error stack small" role="alert" data-testid="unreachable">
          <p>
            <strong>{t("reach.title")}</strong>
          </p>
          <p>{t("reach.fix")}</p>
        </div>
      ) : null}
      <p className="projector-count" role="status" data-testid="projector-count">
        {t("projector.joined", { count: joined })}
      </p>
    </section>
  );
}

/**
 * The join link, read off the wall: it may break after the address, never inside the code
 * (a code cut in two reads as two codes).
 */
function JoinLink({ link, code }: { link: string; code: string }) {
  const shown = link.replace(/^https?:\/\//, "");
  const at = shown.lastIndexOf(code);
  if (at < 0) return <strong className="projector-link-text">{shown}</strong>;
  return (
    <strong className="projector-link-text" data-testid="projector-link">
      {shown.slice(0, at)}
      <wbr />
      <span className="projector-link-code">{code}</span>
    </strong>
  );
}

/** A table's progress as the room may see it: its state and number of moves, no one's cards. */
function TableProgress({ tb }: { tb: DashboardTable }) {
  const { t } = useTranslation();
  const state =
    tb.status === "finished"
      ? t("projector.tableFinished")
      : tb.status === "stopped"
        ? t("projector.tableStopped")
        : tb.paused
          ? t("projector.tablePaused", { count: tb.moves })
          : t("projector.tablePlaying", { count: tb.moves });
  return (
    <li className="panel projector-table" data-testid="projector-table" data-status={tb.status}>
      <strong>{t("classroom.tableN", { n: tb.tableNumber })}</strong>
      <span>{state}</span>
    </li>
  );
}
