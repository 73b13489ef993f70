// The teacher's page of a class (docs/classroom.md): what the projector shows (the class
// code, the join link and its QR code, who has joined) and the live dashboard (seat
// everyone, every table's turn and standings, watch a table, pause, end, next game, the
// leaderboard). Its credential is the teacher token from the secret link's fragment, kept in
// this browser; the page never shows it on the projector unless asked.

import type { GameId } from "@number-games/engine";
import { GAMES } from "@number-games/engine";
import type {
  ClassDashboard,
  DashboardStudent,
  DashboardTable,
  Leaderboard,
  SeatBotLevel,
} from "@number-games/protocol";
import { CLASS_PATHS } from "@number-games/protocol";
import type { DragEvent } from "react";
import { useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { ApiError, ApiResult } from "../online/api";
import { api } from "../online/api";
import { useApiErrorText } from "../online/OnlinePage";
import { BotLevelOptions } from "../online/TurnTimer";
import { copyText, ShareLink, useShareOrigin } from "../online/table/Share";
import { LearningAidsContext } from "../play/learning";
import { href } from "../router";
import { ClassTable } from "./ClassTable";
import { useClassConnection } from "./connection";
import { loadTeacherToken, saveTeacherToken } from "./credentials";
import { moveToGroup, proposeGroups } from "./groups";

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

type Fill = "none" | SeatBotLevel;

export default function TeacherPage({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const token = useTeacherToken(classId);
  const conn = useClassConnection(classId, token);
  const errorText = useApiErrorText();
  const [latest, setLatest] = useState<ClassDashboard | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [watching, setWatching] = useState<string | null>(null);
  const [fill, setFill] = useState<Fill>("medium");
  const [groups, setGroups] = useState<string[][] | null>(null);
  const [leaderboard, setLeaderboard] = useState<Leaderboard | null>(null);
  const origin = useShareOrigin();

  // The socket's pushes and the answers to the teacher's own requests: the newer wins.
  useEffect(() => {
    if (conn.dashboard !== null) setLatest(conn.dashboard);
  }, [conn.dashboard]);
  const d = latest;

  const seatingProblem = (e: ApiError): string =>
    e.code === "ERR_BAD_SEATING" && e.rule !== undefined
      ? t(`classroom.seating.${e.rule as "too-few"}`, { defaultValue: errorText(e) })
      : errorText(e);

  const run = async (call: () => Promise<ApiResult<ClassDashboard>>) => {
    setBusy(true);
    setProblem(null);
    const r = await call();
    setBusy(false);
    if (r.ok) setLatest(r.value);
    else setProblem(seatingProblem(r.error));
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
  const g = GAMES[game];
  const studentsById = new Map(d.students.map((s) => [s.id, s]));
  const waiting = d.students.filter((s) => s.status === "waiting");
  const joinLink = `${origin}${CLASS_PATHS.join(d.class.code)}`;
  const teacherLink = `${origin}${CLASS_PATHS.teacher(classId, token)}`;
  const botLevel = fill === "none" ? null : fill;
  const ended = d.class.status === "ended";
  const playing = d.tables.some((x) => x.status === "playing");

  const seatRandom = () => run(() => api.seatClass(classId, { mode: "random", botLevel }, token));
  const seatGroups = async () => {
    if (groups === null) return;
    if (await run(() => api.seatClass(classId, { mode: "groups", groups, botLevel }, token)))
      setGroups(null);
  };
  const seatLate = () =>
    run(() =>
      api.seatWaiting(
        classId,
        { to: "new", studentIds: waiting.map((s) => s.id).slice(0, g.maxPlayers), botLevel },
        token,
      ),
    );

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
        <p className={`conn conn-${conn.status}`} role="status">
          {conn.status === "connected"
            ? t("online.connected")
            : conn.error !== null
              ? errorText(conn.error)
              : t("online.reconnecting")}
        </p>
      </div>

      <div className="class-grid">
        <div className="stack">
          {!ended ? (
            <ShareLink
              title={t("classroom.joinTitle")}
              code={d.class.code}
              link={joinLink}
              qrSize={240}
            />
          ) : null}
          <details className="panel small">
            <summary>{t("classroom.teacherLink")}</summary>
            <p className="hint">{t("classroom.teacherLinkHint")}</p>
            <p className="row wrap">
              <input
                className="grow"
                readOnly
                value={teacherLink}
                aria-label={t("classroom.teacherLink")}
              />
              <button
                type="button"
                className="button small"
                onClick={() => void copyText(teacherLink, null)}
              >
                {t("online.copy")}
              </button>
            </p>
          </details>
        </div>

        <section className="panel stack" aria-labelledby="students-title">
          <h2 id="students-title">{t("classroom.students", { count: d.students.length })}</h2>
          {d.students.length === 0 ? <p className="muted">{t("classroom.noStudents")}</p> : null}
          <ul className="class-students" data-testid="students">
            {d.students.map((s) => (
              <StudentItem
                key={s.id}
                s={s}
                onRelease={() => void run(() => api.releaseStudent(classId, s.id, token))}
                disabled={busy}
              />
            ))}
          </ul>
          {d.missing.length > 0 ? (
            <p className="muted small" data-testid="missing">
              {t("classroom.missing", { names: d.missing.join(", ") })}
            </p>
          ) : null}
        </section>
      </div>

      {problem !== null ? (
        <p className="error" role="alert" data-testid="class-problem">
          {problem}
        </p>
      ) : null}

      {!ended ? (
        <section className="panel stack" aria-labelledby="seating-title">
          <h2 id="seating-title">{t("classroom.seatingTitle")}</h2>
          <label className="field">
            <span>{t("classroom.fill")}</span>
            <select
              value={fill}
              onChange={(e) => setFill(e.target.value as Fill)}
              data-testid="fill"
            >
              <option value="none">{t("classroom.fillNone")}</option>
              <BotLevelOptions />
            </select>
          </label>
          {!d.class.seated ? (
            <>
              <p className="row wrap">
                <button
                  type="button"
                  className="button primary big"
                  disabled={busy || waiting.length === 0}
                  onClick={() => void seatRandom()}
                  data-testid="seat-everyone"
                >
                  {t("classroom.seatEveryone", { count: waiting.length })}
                </button>
                <button
                  type="button"
                  className="button"
                  disabled={busy || waiting.length === 0}
                  onClick={() =>
                    setGroups(
                      proposeGroups(
                        waiting.map((s) => s.id),
                        d.class.tableSize,
                        g.maxPlayers,
                      ),
                    )
                  }
                  data-testid="arrange"
                >
                  {t("classroom.arrange")}
                </button>
              </p>
              {groups !== null ? (
                <Arrange
                  groups={groups}
                  setGroups={setGroups}
                  nameOf={(id) => studentsById.get(id)?.name ?? id}
                  onSeat={() => void seatGroups()}
                  onCancel={() => setGroups(null)}
                  busy={busy}
                />
              ) : null}
            </>
          ) : waiting.length > 0 ? (
            <p className="row wrap">
              <span>{t("classroom.lateJoiners", { count: waiting.length })}</span>
              <button
                type="button"
                className="button primary"
                disabled={busy}
                onClick={() => void seatLate()}
                data-testid="seat-waiting"
              >
                {t("classroom.seatLate")}
              </button>
            </p>
          ) : null}
          {d.class.seated ? (
            <p className="row wrap">
              {d.class.paused ? (
                <button
                  type="button"
                  className="button primary"
                  disabled={busy}
                  onClick={() => void run(() => api.resumeClass(classId, token))}
                  data-testid="resume"
                >
                  {t("classroom.resume")}
                </button>
              ) : (
                <button
                  type="button"
                  className="button"
                  disabled={busy || !playing}
                  onClick={() => void run(() => api.pauseClass(classId, token))}
                  data-testid="pause"
                >
                  {t("classroom.pause")}
                </button>
              )}
              <button
                type="button"
                className="button"
                disabled={busy || !playing}
                onClick={() => void run(() => api.endClass(classId, { lesson: false }, token))}
                data-testid="end-game"
              >
                {t("classroom.endGame")}
              </button>
              <NextGame
                current={game}
                busy={busy}
                onNext={(next) =>
                  void run(() =>
                    api.nextGame(classId, next === game ? {} : { game: next, config: {} }, token),
                  )
                }
              />
              <button
                type="button"
                className="button danger"
                disabled={busy}
                onClick={() => {
                  if (confirm(t("classroom.endLessonConfirm")))
                    void run(() => api.endClass(classId, { lesson: true }, token));
                }}
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
          <Settings
            game={game}
            settings={d.class.settings}
            busy={busy}
            onChange={(patch) => void run(() => api.classSettings(classId, patch, token))}
          />
        </section>
      ) : null}

      {d.tables.length > 0 ? (
        <section aria-labelledby="tables-title" className="stack">
          <h2 id="tables-title">{t("classroom.tablesTitle")}</h2>
          <ul className="class-tables" data-testid="tables">
            {d.tables.map((tb) => (
              <TableCard
                key={tb.tableId}
                tb={tb}
                watching={watching === tb.tableId}
                onWatch={() => setWatching(watching === tb.tableId ? null : tb.tableId)}
              />
            ))}
          </ul>
        </section>
      ) : null}

      {watching !== null ? (
        <LearningAidsContext.Provider value={aids}>
          <Watch
            key={watching}
            tableId={watching}
            token={token}
            onClose={() => setWatching(null)}
          />
        </LearningAidsContext.Provider>
      ) : null}

      {leaderboard !== null && leaderboard.entries.length > 0 ? (
        <LeaderboardPanel board={leaderboard} classId={classId} token={token} />
      ) : null}
    </div>
  );
}

function StudentItem({
  s,
  onRelease,
  disabled,
}: {
  s: DashboardStudent;
  onRelease: () => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className="class-student" data-testid="student" data-status={s.status}>
      <span
        className={`dot ${s.connected ? "on" : "off"}`}
        title={t(s.connected ? "classroom.online" : "classroom.offline")}
        aria-label={t(s.connected ? "classroom.online" : "classroom.offline")}
        role="img"
      />
      <strong>{s.name}</strong>
      {s.table !== null ? (
        <span className="muted small">{t("classroom.atTable", { n: s.table.tableNumber })}</span>
      ) : (
        <span className="muted small">{t("classroom.waiting")}</span>
      )}
      {s.warmup !== null ? (
        <span className="badge" data-testid="warmup-done">
          {t("classroom.warmupDone", { score: s.warmup.score, total: s.warmup.total })}
        </span>
      ) : null}
      <button
        type="button"
        className="button small ghost"
        onClick={() => {
          if (confirm(t("classroom.releaseConfirm", { name: s.name }))) onRelease();
        }}
        disabled={disabled}
        aria-label={t("classroom.release", { name: s.name })}
      >
        ×
      </button>
    </li>
  );
}

function Arrange({
  groups,
  setGroups,
  nameOf,
  onSeat,
  onCancel,
  busy,
}: {
  groups: string[][];
  setGroups: (g: string[][]) => void;
  nameOf: (id: string) => string;
  onSeat: () => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const drop = (to: number) => (e: DragEvent) => {
    e.preventDefault();
    const id = e.dataTransfer.getData("text/plain");
    if (id !== "") setGroups(moveToGroup(groups, id, to));
  };
  return (
    <div className="stack" data-testid="arrangement">
      <p className="hint">{t("classroom.arrangeHint")}</p>
      <ol className="class-groups">
        {[...groups, []].map((group, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: tables are positions
            key={i}
            className={`panel class-group${group.length === 0 ? " new" : ""}`}
            onDragOver={(e) => e.preventDefault()}
            onDrop={drop(i)}
            data-testid="group"
          >
            <h3 className="class-title">
              {group.length === 0 ? t("classroom.newTable") : t("classroom.tableN", { n: i + 1 })}
            </h3>
            <ul>
              {group.map((id) => (
                <li
                  key={id}
                  draggable
                  onDragStart={(e) => e.dataTransfer.setData("text/plain", id)}
                  className="class-chip"
                >
                  <span>{nameOf(id)}</span>
                  <select
                    aria-label={t("classroom.moveTo", { name: nameOf(id) })}
                    value={i}
                    onChange={(e) => setGroups(moveToGroup(groups, id, Number(e.target.value)))}
                  >
                    {groups.map((_, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: tables are positions
                      <option key={j} value={j}>
                        {t("classroom.tableN", { n: j + 1 })}
                      </option>
                    ))}
                    <option value={groups.length}>{t("classroom.newTable")}</option>
                  </select>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <p className="row wrap">
        <button
          type="button"
          className="button primary"
          disabled={busy}
          onClick={onSeat}
          data-testid="seat-groups"
        >
          {t("classroom.seatGroups")}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t("classroom.cancel")}
        </button>
      </p>
    </div>
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
    <span className="row">
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

function Settings({
  game,
  settings,
  busy,
  onChange,
}: {
  game: GameId;
  settings: ClassDashboard["class"]["settings"];
  busy: boolean;
  onChange: (patch: Partial<ClassDashboard["class"]["settings"]>) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="field" disabled={busy}>
      <legend>{t("classroom.aids")}</legend>
      <div className="row wrap">
        {game === "take-or-pay" ? (
          <>
            <label className="check">
              <input
                type="checkbox"
                checked={settings.pinyin}
                onChange={(e) => onChange({ pinyin: e.target.checked })}
                data-testid="aid-pinyin"
              />
              <span>{t("top.showPinyin")}</span>
            </label>
            <label className="check">
              <input
                type="checkbox"
                checked={settings.arabic}
                onChange={(e) => onChange({ arabic: e.target.checked })}
              />
              <span>{t("top.showArabic")}</span>
            </label>
          </>
        ) : null}
        <label className="field">
          <span>{t("classroom.hintLanguage")}</span>
          <select
            value={settings.hintLanguage}
            onChange={(e) => onChange({ hintLanguage: e.target.value as "en" | "zh" })}
          >
            <option value="en">English</option>
            <option value="zh">简体中文</option>
          </select>
        </label>
      </div>
    </fieldset>
  );
}

function TableCard({
  tb,
  watching,
  onWatch,
}: {
  tb: DashboardTable;
  watching: boolean;
  onWatch: () => void;
}) {
  const { t } = useTranslation();
  const seatName = (seat: number) => {
    const s = tb.seats[seat];
    if (s === undefined) return t("play.seatOf", { n: seat + 1 });
    if (s.kind === "bot") return t("online.botSeat", { level: t(`levels.${s.level ?? "medium"}`) });
    return s.name ?? t("classroom.openSeat");
  };
  const winners = tb.result?.winners ?? [];
  return (
    <li className="panel class-table" data-testid="class-table" data-status={tb.status}>
      <h3 className="class-title">
        {t("classroom.tableN", { n: tb.tableNumber })}{" "}
        <span className="muted small">· {tb.code}</span>
      </h3>
      <p className="small" data-testid="table-state">
        {tb.status === "playing"
          ? tb.paused
            ? t("classroom.paused")
            : tb.toMove !== null
              ? t("classroom.toMove", { name: seatName(tb.toMove), count: tb.moves })
              : t("classroom.movesSoFar", { count: tb.moves })
          : tb.status === "finished"
            ? t("classroom.finished", { names: winners.map(seatName).join(", ") })
            : t("classroom.stopped")}
      </p>
      <table className="small class-standings">
        <tbody>
          {tb.seats.map((s) => (
            <tr key={s.seat} className={tb.toMove === s.seat ? "active" : undefined}>
              <td>{seatName(s.seat)}</td>
              <td className="num">{tb.standings[s.seat] ?? "–"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <button
        type="button"
        className="button small"
        aria-pressed={watching}
        onClick={onWatch}
        data-testid="watch"
      >
        {watching ? t("classroom.stopWatching") : t("classroom.watch")}
      </button>
    </li>
  );
}

/** One class table as a spectator (the teacher token lets the teacher watch a class table). */
function Watch({
  tableId,
  token,
  onClose,
}: {
  tableId: string;
  token: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const creds = { tableId, seat: null, seatToken: null, hostToken: token, name: null };
  return (
    <section
      className="panel class-watch"
      aria-label={t("classroom.watching")}
      data-testid="watching"
    >
      <p className="row">
        <strong className="grow">{t("classroom.watching")}</strong>
        <button type="button" className="button small" onClick={onClose}>
          {t("classroom.stopWatching")}
        </button>
      </p>
      <ClassTable creds={creds} token={token} />
    </section>
  );
}

function LeaderboardPanel({
  board,
  classId,
  token,
}: {
  board: Leaderboard;
  classId: string;
  token: string;
}) {
  const { t } = useTranslation();
  const download = async () => {
    const r = await api.leaderboardCsv(classId, token);
    if (!r.ok) return;
    const url = URL.createObjectURL(new Blob([r.value], { type: "text/csv" }));
    const a = document.createElement("a");
    a.href = url;
    a.download = "leaderboard.csv";
    a.click();
    URL.revokeObjectURL(url);
  };
  return (
    <section className="panel stack" aria-labelledby="board-title">
      <h2 id="board-title">{t("classroom.leaderboard")}</h2>
      <table className="class-board" data-testid="leaderboard">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t("classroom.name")}</th>
            <th scope="col" className="num">
              {t("classroom.games")}
            </th>
            <th scope="col" className="num">
              {t("classroom.wins")}
            </th>
          </tr>
        </thead>
        <tbody>
          {board.entries.map((e) => (
            <tr key={e.studentId}>
              <td>{e.rank}</td>
              <td>{e.name}</td>
              <td className="num">{e.games}</td>
              <td className="num">{e.wins}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <button
          type="button"
          className="button small"
          onClick={() => void download()}
          data-testid="csv"
        >
          {t("classroom.downloadCsv")}
        </button>
      </p>
    </section>
  );
}
