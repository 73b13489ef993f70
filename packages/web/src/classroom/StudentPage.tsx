// A student's page of a class (`/c/<code>`, the QR code's link; docs/classroom.md): join
// with a name (or pick it from the teacher's roster), then wait with the warm-up until the
// teacher seats everyone; the table then appears here by itself, with the class's learning
// aids. The student token is kept in this browser, so a reload returns to the same seat.

import type { ClassPodium, ClassPublicInfo, StudentView } from "@number-games/protocol";
import { parseJoinCode } from "@number-games/protocol/light";
import type { FormEvent, ReactNode } from "react";
import { lazy, Suspense, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../online/api";
import { useApiErrorText } from "../online/apiErrorText";
import { checkName, NameField } from "../online/NameField";
import { LearningAidsContext } from "../play/learning";
import { navigate } from "../router";
import { CodeForm } from "../ui/CodeForm";
import { codeAsShown } from "../ui/typedCode";
import { useWhyDisabled } from "../ui/Why";
import { useClassLanguage } from "./classLanguage";
import { useClassConnection } from "./connection";
import type { StudentCredentials } from "./credentials";
import {
  forgetMovedAway,
  forgetStudent,
  loadStudent,
  saveMovedAway,
  saveStudent,
} from "./credentials";
import { Podium } from "./Podium";
import { podiumShown } from "./podiumShown";
import type { Gone } from "./student/Gone";
import { GoneNotice, goneWhy, movedBefore } from "./student/Gone";
import { AskToJoin, ListPick, NotMe } from "./student/ListJoin";
import { MoveForm, useMoveLink } from "./student/MoveHere";
import { StudentTable } from "./student/StudentTable";

const WarmupPage = lazy(() => import("../warmup/WarmupPage"));

export default function StudentPage({ code }: { code: string | null }) {
  const { t } = useTranslation();
  const parsed = code === null ? null : parseJoinCode(code);
  if (parsed === null) {
    return (
      <div className="page narrow stack">
        <h1>{t("classroom.joinTitle")}</h1>
        {code !== null ? (
          <p className="error" role="alert">
            {t("online.badCode")}
          </p>
        ) : null}
        <CodeForm
          label={t("classroom.classCode")}
          submit={t("online.join")}
          emptyReason={t("classroom.codeFirst")}
          parse={(typed) => parseJoinCode(codeAsShown(typed))}
          onCode={(c) => navigate({ page: "classJoin", code: c })}
        />
      </div>
    );
  }
  return <StudentClass key={parsed} code={parsed} />;
}

function StudentClass({ code }: { code: string }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const [creds, setCreds] = useState<StudentCredentials | null>(() => loadStudent(code));
  const [info, setInfo] = useState<ClassPublicInfo | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  /** Why this page's token died (released, or the student moved on), and whose it was. */
  const [gone, setGone] = useState<Gone | null>(() => movedBefore(code));
  /** The name this page left with "that's not me". */
  const [leftName, setLeftName] = useState<string | null>(null);
  /**
   * Bumped to fetch the class again (the roster changed). "That's not me" may be answered
   * after the socket's notice already dropped the token and the class was fetched again, so
   * the new fetch cannot wait for `creds` to change (the page would stay on "Loading…").
   */
  const [infoAsked, setInfoAsked] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: errorText only formats text
  useEffect(() => {
    if (creds !== null) return;
    let live = true;
    void api.getClass(code).then((r) => {
      if (!live) return;
      if (r.ok) setInfo(r.value);
      else
        setProblem(
          r.error.code === "ERR_NOT_FOUND" ? t("classroom.noSuchClass") : errorText(r.error),
        );
    });
    return () => {
      live = false;
    };
  }, [code, creds, infoAsked]);

  const conn = useClassConnection(creds?.classId ?? null, creds?.studentToken ?? null);
  const student = conn.student;
  // Released by the teacher, or moved to another device (the token is dead): forget it; the
  // join form follows, with why.
  const dead = goneWhy(conn.error, student);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the name is read as the token dies
  useEffect(() => {
    if (dead === null) return;
    const name = student?.name ?? creds?.name ?? "";
    forgetStudent(code);
    if (dead === "moved") saveMovedAway(code, name);
    setCreds(null);
    setGone({ why: dead, name });
  }, [dead, code]);

  // Moved here from another device (student/MoveHere.tsx): this page is the student now.
  const moved = (c: StudentCredentials) => {
    saveStudent(c);
    forgetMovedAway(code);
    setGone(null);
    setLeftName(null);
    setCreds(c);
  };
  const moveLink = useMoveLink(code, moved);
  // The join page (its list of names, "Are you Ana?") is in the class language too.
  useClassLanguage(
    creds === null ? (info?.id ?? null) : null,
    creds === null ? (info?.settings.hintLanguage ?? null) : null,
  );

  // Seated once, the name has games and points: "that's not me" is no longer offered (the
  // server refuses it too, ERR_HAS_PLAYED), after a reload and between games too.
  const seatedNow = student?.status === "seated";
  useEffect(() => {
    if (!seatedNow || creds === null || creds.played === true) return;
    const c = { ...creds, played: true };
    saveStudent(c);
    setCreds(c);
  }, [seatedNow, creds]);

  if (creds === null) {
    return (
      <div className="page narrow stack">
        <h1>{t("classroom.joinTitle")}</h1>
        {moveLink.moving ? (
          <p className="notice" role="status">
            {t("move.moving")}
          </p>
        ) : null}
        {moveLink.problem !== null ? (
          <p className="error" role="alert" data-testid="move-link-problem">
            {moveLink.problem}
          </p>
        ) : null}
        {leftName !== null ? (
          <p className="notice" role="status" data-testid="not-me-done">
            {t("roster.notMeDone", { name: leftName })}
          </p>
        ) : gone !== null ? (
          <GoneNotice gone={gone} />
        ) : null}
        {problem !== null ? (
          <>
            <p className="error" role="alert" data-testid="class-problem">
              {problem}
            </p>
            <CodeForm
              label={t("classroom.classCode")}
              submit={t("online.join")}
              emptyReason={t("classroom.codeFirst")}
              parse={(typed) => parseJoinCode(codeAsShown(typed))}
              onCode={(c) => navigate({ page: "classJoin", code: c })}
            />
          </>
        ) : info === null || moveLink.moving ? (
          <p className="loading">{t("app.loading")}</p>
        ) : (
          <>
            <JoinForm info={info} onJoined={moved} />
            {info.status === "open" ? (
              <MoveForm classCode={info.code} onMoved={moved} open={moveLink.problem !== null} />
            ) : null}
          </>
        )}
      </div>
    );
  }
  if (student === null) {
    return (
      <p className="page loading" role="status">
        {conn.error !== null ? errorText(conn.error) : t("online.connecting")}
      </p>
    );
  }
  const notMe =
    creds.listed === true &&
    creds.played !== true &&
    student.round === 1 &&
    student.status === "waiting" &&
    student.classStatus === "open" ? (
      <NotMe
        classId={creds.classId}
        token={creds.studentToken}
        name={student.name}
        onLeft={() => {
          forgetStudent(code);
          setLeftName(student.name);
          setCreds(null);
          setInfo(null);
          setInfoAsked((n) => n + 1);
        }}
      />
    ) : null;
  return (
    <Seated
      student={student}
      token={creds.studentToken}
      status={conn.status}
      podium={conn.podium}
      notMe={notMe}
    />
  );
}

function JoinForm({
  info,
  onJoined,
}: {
  info: ClassPublicInfo;
  onJoined: (c: StudentCredentials) => void;
}) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const checked = checkName(name);
  const why = useWhyDisabled(
    info.status === "ended"
      ? t("classroom.lessonOver")
      : !checked.ok
        ? t("classroom.nameFirst")
        : null,
  );

  const join = async (chosen: string, listed = false) => {
    setBusy(true);
    setProblem(null);
    const r = await api.joinClass(info.code, chosen);
    setBusy(false);
    if (!r.ok) {
      setProblem(errorText(r.error));
      return;
    }
    onJoined({
      classId: r.value.classId,
      code: info.code,
      studentToken: r.value.studentToken,
      name: r.value.student.name,
      ...(listed ? { listed: true } : {}),
    });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (checked.ok) void join(checked.value);
  };

  return (
    <section className="panel stack" data-testid="class-join">
      <p>{t("classroom.joinIntro", { game: t(`games.${info.game}.title`), code: info.code })}</p>
      {info.status === "ended" ? (
        <p className="notice" role="status">
          {t("classroom.lessonOver")}
        </p>
      ) : info.roster !== null ? (
        <>
          <ListPick info={info} busy={busy} onPick={(n) => void join(n, true)} />
          <AskToJoin info={info} onJoined={onJoined} />
        </>
      ) : (
        <form className="stack" onSubmit={submit}>
          <NameField
            value={name}
            onChange={(n) => {
              setName(n);
              // The answer to the last try is about a name no longer in the field.
              setProblem(null);
            }}
          />
          <button
            type="submit"
            className="button primary big"
            {...why.button}
            disabled={busy || why.button.disabled}
            data-testid="join-class"
          >
            {t("classroom.joinButton")}
          </button>
          {why.note}
        </form>
      )}
      {problem !== null ? (
        <p className="error" role="alert" data-testid="join-problem">
          {problem}
        </p>
      ) : null}
      <p className="hint">{t("classroom.privacy")}</p>
    </section>
  );
}

function Seated({
  student,
  token,
  status,
  podium,
  notMe,
}: {
  student: StudentView;
  token: string;
  status: string;
  podium: ClassPodium | null;
  notMe: ReactNode;
}) {
  const { t } = useTranslation();
  const { pinyin, arabic, hintLanguage } = student.settings;
  const aids = useMemo(() => ({ pinyin, arabic }), [pinyin, arabic]);
  // The class language is the student's default only (classLanguage.ts): their own switch sticks.
  useClassLanguage(student.classId, hintLanguage);

  const [warmupSent, setWarmupSent] = useState(false);
  const reportWarmup = (
    score: number,
    total: number,
    misses: readonly { shown: number; chosen: number }[],
  ) => {
    void api
      .classWarmup(student.classId, { score, total, misses: [...misses] }, token)
      .then((r) => {
        if (r.ok) setWarmupSent(true);
      });
  };

  const Banner = student.table === null ? "h1" : "strong";
  return (
    <LearningAidsContext.Provider value={aids}>
      <div
        className="page stack classroom-student"
        data-testid="student-page"
        data-status={student.status}
      >
        <div className="row wrap class-banner">
          {/* The page's heading while waiting; at a table the table's own heading is the h1. */}
          <Banner className="grow class-banner-title">
            {student.name} · {t(`games.${student.game}.title`)}
            {student.table !== null
              ? ` · ${t("classroom.tableN", { n: student.table.tableNumber })}`
              : ""}
          </Banner>
          {/* At a table, the table's own line says how the connection is: one line, never
              "Connection lost" beside "Connected". */}
          {status !== "connected" && student.table === null ? (
            <span className="muted small" role="status">
              {status === "restarting" ? t("online.restarting") : t("online.reconnecting")}
            </span>
          ) : null}
        </div>
        {student.classStatus === "ended" ? (
          <p className="notice" role="status" data-testid="lesson-over">
            {t("classroom.lessonOverThanks")}
          </p>
        ) : null}
        {podium !== null && podiumShown(student, podium) ? (
          <Podium podium={podium} me={student.name} />
        ) : null}
        {student.table !== null ? (
          <StudentTable
            key={`${student.table.tableId}:${student.table.seat}`}
            tableId={student.table.tableId}
            seat={student.table.seat}
            token={token}
            name={student.name}
          />
        ) : student.classStatus === "open" ? (
          <>
            <p className="panel" role="status" data-testid="waiting">
              {t("classroom.waitForSeat", { name: student.name })}
            </p>
            {notMe}
            {student.warmup !== null || warmupSent ? (
              <p className="ok small">{t("classroom.warmupThanks")}</p>
            ) : null}
            <Suspense fallback={<p className="loading">{t("app.loading")}</p>}>
              <WarmupPage inClass onDone={reportWarmup} />
            </Suspense>
          </>
        ) : null}
      </div>
    </LearningAidsContext.Provider>
  );
}
