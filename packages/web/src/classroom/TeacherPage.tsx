// The teacher's page of a class (docs/classroom.md), the control view: the lesson's actions
// (seat everyone, pause, end, next game, the aids), the tables (every table's turn and
// standings, its seats' actions, watching one), and the class (the code, the join link and
// its QR code, who has joined), side by side on a laptop with every action on the first
// screen (teacher/Desk.tsx, control.css). Its credential is the teacher token from the secret
// link's fragment, kept in this browser; the page never shows it unless asked. The parts live
// in teacher/: Projector, Students (the roster), Seating and Arrange, Controls (the lesson's
// course) and Settings, Desk and Tables (the tables, watching), Leaderboard, Report (the lesson
// report, its moments on the projector and its PDF).

import type { GameId } from "@number-games/engine";
import type { ClassDashboard, DashboardStudent, Leaderboard } from "@number-games/protocol";
import { CLASS_PATHS } from "@number-games/protocol/light";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiError, ApiResult } from "../online/api";
import { api } from "../online/api";
import { useApiErrorText } from "../online/apiErrorText";
import { useShareOrigin } from "../online/table/Share";
import { href } from "../router";
import { useClassConnection } from "./connection";
import { loadTeacherToken, saveTeacherToken } from "./credentials";
import "./control.css";
import type { Ask } from "./teacher/Confirm";
import { ConfirmDialog, unfinishedTables } from "./teacher/Confirm";
import type { LifecycleActions } from "./teacher/Controls";
import { Controls } from "./teacher/Controls";
import { TablesPanel, useDeskTop } from "./teacher/Desk";
import { Grace } from "./teacher/Grace";
import { History } from "./teacher/History";
import { LeaderboardPanel } from "./teacher/Leaderboard";
import { MoveCode } from "./teacher/MoveCode";
import type { Problem } from "./teacher/ProblemNote";
import { ProblemNote } from "./teacher/ProblemNote";
import { OpenProjector, Projector } from "./teacher/Projector";
import { ReportPanel } from "./teacher/Report";
import type { RosterActions } from "./teacher/Requests";
import { Requests } from "./teacher/Requests";
import type { SeatActions } from "./teacher/Rescue";
import { useLessonReport } from "./teacher/reportPoll";
import type { Fill, SeatingActions } from "./teacher/Seating";
import { Seating, SeatingArrange } from "./teacher/Seating";
import { Settings } from "./teacher/Settings";
import { Students } from "./teacher/Students";
import { UndoBar } from "./teacher/Undo";

/** The token in the secret link's fragment, moved into this browser's storage. */
function useTeacherToken(classId: string): string | null {
  const [token] = useState(() => {
    const fromLink = location.hash.replace(/^#/, "");
    if (fromLink !== "") {
      saveTeacherToken(classId, fromLink);
      // Off the address bar: the projector shows this page.
      history.replaceState(null, "", location.pathname);
      return fromLink;
    }
    return loadTeacherToken(classId);
  });
  return token;
}

export default function TeacherPage({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const token = useTeacherToken(classId);
  const conn = useClassConnection(classId, token);
  const errorText = useApiErrorText();
  const [latest, setLatest] = useState<ClassDashboard | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [busy, setBusy] = useState(false);
  const [fill, setFill] = useState<Fill>("medium");
  const [leaderboard, setLeaderboard] = useState<Leaderboard | null>(null);
  const [ask, setAsk] = useState<Ask | null>(null);
  const [groups, setGroups] = useState<string[][] | null>(null);
  const share = useShareOrigin();
  const deskTop = useDeskTop();

  // The socket's pushes and the answers to the teacher's own requests: the newer wins.
  useEffect(() => {
    if (conn.dashboard !== null) setLatest(conn.dashboard);
  }, [conn.dashboard]);
  const d = latest;

  const seatingProblem = (e: ApiError): string =>
    e.code === "ERR_BAD_SEATING" && e.rule !== undefined
      ? t(`classroom.seating.${e.rule as "too-few"}`, { defaultValue: errorText(e) })
      : errorText(e);

  // A failed action's message shows beside the controls it came from (`where`).
  const run = async (
    call: () => Promise<ApiResult<ClassDashboard>>,
    where: Problem["where"] = "seating",
  ) => {
    setBusy(true);
    setProblem(null);
    const r = await call();
    setBusy(false);
    if (r.ok) setLatest(r.value);
    else setProblem({ text: seatingProblem(r.error), where });
    return r.ok;
  };

  const round = d?.class.round;
  const pinyin = d?.class.settings.pinyin ?? true;
  const arabic = d?.class.settings.arabic ?? true;
  // The teacher watches a table with the aids the students have.
  const aids = useMemo(() => ({ pinyin, arabic }), [pinyin, arabic]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the leaderboard changes with the rounds and the finished tables
  useEffect(() => {
    if (token === null) return;
    let live = true;
    void api.leaderboard(classId, token).then((r) => live && r.ok && setLeaderboard(r.value));
    return () => {
      live = false;
    };
  }, [classId, token, round, d?.tables.filter((x) => x.status !== "playing").length]);
  // The lesson report (teacher/Report.tsx): asked for once a game may have ended, again when
  // another table finishes or the lesson moves on.
  const finishedNow = d?.tables.filter((x) => x.status === "finished").length ?? 0;
  const lesson = useLessonReport(
    classId,
    token,
    round === undefined || (round === 1 && finishedNow === 0) ? null : `${round}:${finishedNow}`,
  );

  if (token === null) {
    return (
      <div className="page narrow">
        <h1>{t("classroom.teacherTitle")}</h1>
        <p className="error" role="alert">
          {t("classroom.needTeacherLink")}
        </p>
        <a className="button" href={href({ page: "classNew" })}>
          {t("classroom.newTitle")}
        </a>
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

  const game = d.class.game;
  // The teacher's link works wherever this page does (another of the teacher's devices uses
  // the address phones use, when there is one).
  const teacherLink = `${share.kind === "link" ? share.origin : location.origin}${CLASS_PATHS.teacher(classId, token)}`;
  const botLevel = fill === "none" ? null : fill;
  const ended = d.class.status === "ended";

  const seating: SeatingActions = {
    seatRandom: () => void run(() => api.seatClass(classId, { mode: "random", botLevel }, token)),
    arrange: setGroups,
    // A refusal shows above the arrangement (in the tables' column).
    seatGroups: (groups) =>
      run(() => api.seatClass(classId, { mode: "groups", groups, botLevel }, token), "tables"),
    seatLate: (studentIds) =>
      void run(() => api.seatWaiting(classId, { to: "new", studentIds, botLevel }, token)),
  };
  const seatActions: SeatActions = {
    seat: (tableId, seat, studentId) =>
      void run(
        () => api.seatWaiting(classId, { to: "open", studentId, tableId, seat }, token),
        "tables",
      ),
    toComputer: (studentId) =>
      void run(
        () => api.handToComputer(classId, studentId, { botLevel: botLevel ?? "medium" }, token),
        "tables",
      ),
    openToComputer: (tableId, seat) =>
      void run(
        () =>
          api.openSeatToComputer(classId, { tableId, seat, botLevel: botLevel ?? "medium" }, token),
        "tables",
      ),
  };
  // What ending or moving on loses: the unfinished tables, each named.
  const unfinished = unfinishedTables(d.tables, t);
  const kept = unfinished.length > 0 ? [t("classroom.confirm.kept")] : [];
  // End and next game can be undone for a while (the server holds the tables paused).
  const undoable = unfinished.length > 0 ? [t("undo.canUndo")] : [];
  const lifecycle: LifecycleActions = {
    pause: () => void run(() => api.pauseClass(classId, token)),
    resume: () => void run(() => api.resumeClass(classId, token)),
    endGame: () =>
      setAsk({
        question: t("classroom.confirm.endGame"),
        losses: [...unfinished, ...kept, ...undoable],
        confirm: t("classroom.confirm.endGameYes"),
        run: () => void run(() => api.endClass(classId, { lesson: false }, token)),
      }),
    nextGame: (next: GameId) => {
      const go = () =>
        void run(() =>
          api.nextGame(classId, next === game ? {} : { game: next, config: {} }, token),
        );
      // Nothing is lost when every table has finished: no question then.
      if (unfinished.length === 0) go();
      else
        setAsk({
          question: t("classroom.confirm.nextGame"),
          losses: [...unfinished, ...kept, ...undoable],
          confirm: t("classroom.confirm.nextGameYes"),
          run: go,
        });
    },
    endLesson: () =>
      setAsk({
        question: t("classroom.confirm.endLesson"),
        losses: [...unfinished, t("classroom.confirm.endLessonLine"), ...kept],
        confirm: t("classroom.confirm.endLessonYes"),
        run: () => void run(() => api.endClass(classId, { lesson: true }, token)),
      }),
  };
  const roster: RosterActions = {
    add: (name) => run(() => api.addRosterName(classId, name, token), "roster"),
    answer: (request, approve) =>
      void run(() => api.answerRequest(classId, request, approve, token), "roster"),
    setOpen: (open) => void run(() => api.setJoinRequests(classId, open, token), "roster"),
    declineAll: () => void run(() => api.declineAllRequests(classId, token), "roster"),
  };
  // A refused rename is said in its form (Rename.tsx), the name unchanged.
  const rename = async (s: DashboardStudent, name: string) => {
    const r = await api.renameStudent(classId, s.id, name, token);
    if (!r.ok) return errorText(r.error);
    setLatest(r.value);
    return null;
  };
  const release = (s: DashboardStudent) =>
    setAsk({
      question: t("classroom.confirm.release", { name: s.name }),
      losses: [
        t("classroom.confirm.releaseLine", { name: s.name }),
        ...(s.table !== null
          ? [t("classroom.confirm.releaseSeat", { name: s.name, n: s.table.tableNumber })]
          : []),
      ],
      confirm: t("classroom.release", { name: s.name }),
      run: () => void run(() => api.releaseStudent(classId, s.id, token)),
    });

  return (
    <div className="page wide classroom-teacher" data-testid="teacher-page">
      <div className="game-head">
        <h1>
          {t("classroom.teacherTitle")} · {t(`games.${game}.title`)}{" "}
          <span className="muted small">
            · {t("classroom.roundN", { n: d.class.round })}
            {ended ? ` · ${t("classroom.lessonOver")}` : ""}
          </span>
        </h1>
        <OpenProjector classId={classId} />
        <p className={`conn conn-${conn.status}`} role="status">
          {conn.status === "connected"
            ? t("online.connected")
            : conn.error !== null
              ? errorText(conn.error)
              : conn.status === "restarting"
                ? t("online.restarting")
                : t("online.reconnecting")}
        </p>
      </div>

      {/* The control view (Desk.tsx, control.css): the lesson's actions, the tables, the class
          (code, students), side by side on a laptop, each column scrolling on its own: every
          action is on the first screen at 1366×768. One column on a phone. */}
      <div className={`class-desk${ended ? " ended" : ""}`} ref={deskTop} data-testid="desk">
        {!ended ? (
          <section className="desk-col desk-lesson panel stack" aria-labelledby="seating-title">
            <h2 id="seating-title">{t("classroom.seatingTitle")}</h2>
            <Seating d={d} fill={fill} setFill={setFill} busy={busy} actions={seating} />
            {problem?.where === "seating" ? <ProblemNote text={problem.text} /> : null}
            {d.stopping !== null ? (
              <UndoBar
                stopping={d.stopping}
                busy={busy}
                onUndo={() => void run(() => api.undoStop(classId, token))}
                onNow={() => void run(() => api.stopNow(classId, token))}
              />
            ) : (
              <Controls d={d} busy={busy} actions={lifecycle} />
            )}
            <Settings
              game={game}
              settings={d.class.settings}
              busy={busy}
              onChange={(patch) => void run(() => api.classSettings(classId, patch, token))}
            />
            <Grace
              seconds={d.class.graceSeconds}
              busy={busy}
              onChange={(s) => void run(() => api.classGrace(classId, s, token))}
            />
          </section>
        ) : null}
        <TablesPanel
          d={d}
          token={token}
          busy={busy}
          seatActions={ended ? null : seatActions}
          problem={problem?.where === "tables" ? <ProblemNote text={problem.text} /> : null}
          aids={aids}
          arrange={
            groups !== null && !d.class.seated && !ended ? (
              <SeatingArrange
                d={d}
                groups={groups}
                setGroups={setGroups}
                busy={busy}
                actions={seating}
              />
            ) : null
          }
        />
        <div className="desk-col desk-class stack">
          <Projector
            code={d.class.code}
            target={share}
            joinPath={CLASS_PATHS.join(d.class.code)}
            teacherLink={teacherLink}
            ended={ended}
          />
          <Requests
            d={d}
            busy={busy}
            actions={roster}
            problem={problem?.where === "roster" ? <ProblemNote text={problem.text} /> : null}
          />
          <Students d={d} busy={busy} onRelease={release} onRename={rename} />
          <MoveCode d={d} token={token} target={share} />
          <History classId={classId} token={token} round={d.class.round} />
          {lesson.report !== null || lesson.progress !== null || lesson.error !== null ? (
            <ReportPanel classId={classId} token={token} state={lesson} classCode={d.class.code} />
          ) : null}
          {leaderboard !== null && leaderboard.entries.length > 0 ? (
            <LeaderboardPanel board={leaderboard} report={lesson.report} />
          ) : null}
        </div>
      </div>

      {ask !== null ? <ConfirmDialog ask={ask} onClose={() => setAsk(null)} /> : null}
    </div>
  );
}
