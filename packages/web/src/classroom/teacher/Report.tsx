// The lesson report on the teacher's page (docs/classroom.md, "After the lesson: the lesson
// report"), during and after the lesson: a panel in the class's column says how far the review
// of the finished games has got ("12 of 40 decisions rated", a progress bar) and opens the
// report once it is complete (reportPoll.ts keeps only complete reports). The report opens in
// a dialog over the control view: for each student their games, places and points, the share
// of good decisions, the costliest mistakes in the review's words, the trend over the lesson
// and the warm-up's numbers read right and wrong; for the class the most common kinds of
// mistake per game and the numbers most often misread with what they were taken for; the
// moments worth discussing, each opening at its position with the better move drawn
// (Moment.tsx) and shown on the projector on the teacher's word (projected.ts), names hidden
// unless chosen; and the report as a PDF (print/lessonReportPdf.ts, loaded when asked for).

import type { GameId } from "@number-games/engine";
import type {
  LessonReport,
  LessonReportStudent,
  ReportMoment,
  ReportMove,
  ReportStatus,
} from "@number-games/protocol";
import type { TFunction } from "i18next";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../i18n";
import { useApiErrorText } from "../../online/apiErrorText";
import { downloadBlob } from "../../play/download";
import { numeral as hanzi } from "../../warmup/numerals";
import { MomentBoard, MomentHeading, reportMoveText } from "../Moment";
import { project, useProjected } from "../projected";
import type { LessonReportState } from "./reportPoll";

type Tr = (key: string, params?: Record<string, string | number>) => string;

const percent = (x: number | null) => (x === null ? "–" : String(Math.round(x * 100)));

/** A warm-up number as the students saw it, with its value: 十二 (12). */
function numeral(t: TFunction, n: number): string {
  return t("app.aside", { text: hanzi(n), note: String(n) });
}

function costText(t: TFunction, m: ReportMove): string {
  return m.unit === "points"
    ? t("lessonReport.costPoints", { cost: m.cost.toFixed(2) })
    : t("lessonReport.costWin", { cost: String(Math.round(m.cost * 100)) });
}

/** A kind of mistake in the page's words (the printed report's). */
function kindText(t: TFunction, kind: string): string {
  const tr = t as unknown as Tr;
  return tr(`lessonReport.kinds.${kind}`, { defaultValue: kind } as unknown as Record<
    string,
    string
  >);
}

/**
 * "Game 1, move 3: place on 1; better: place on 5", the moves in the page's words; a seat a
 * move names (Magic Numbers' gifts) is "Player N", as on the projector.
 */
function moveLine(t: TFunction, m: ReportMove): string {
  const tr = t as unknown as Tr;
  const seats = Array.from({ length: 8 }, (_, i) =>
    t("lessonReport.hiddenName", { n: String(i + 1) }),
  );
  return t("lessonReport.move", {
    game: String(m.gameNumber),
    move: String(m.index + 1),
    played: reportMoveText(m.game, m.actionText, tr, seats),
    best: reportMoveText(m.game, m.bestText, tr, seats),
  });
}

const momentKey = (m: ReportMoment) => `${m.tableId}:${m.index}`;

/** The panel in the class's column: progress while computing, then the report's button. */
export function ReportPanel({
  classId,
  token,
  state,
  classCode,
}: {
  classId: string;
  token: string;
  state: LessonReportState;
  classCode: string;
}) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const [open, setOpen] = useState(false);
  const { report, progress, error } = state;
  return (
    <section className="panel stack" aria-labelledby="report-title" data-testid="report-panel">
      <h2 id="report-title">{t("lessonReport.title")}</h2>
      {progress !== null ? <Progress status={progress} /> : null}
      {error !== null ? (
        <p className="error" role="alert">
          {t("lessonReport.failed", { message: errorText(error) })}
        </p>
      ) : null}
      {progress === null && report === null && error === null ? (
        <p className="muted" role="status">
          {t("lessonReport.none")}
        </p>
      ) : null}
      {report !== null ? (
        <>
          {progress === null ? (
            <p className="small" role="status" data-testid="report-ready">
              {t("lessonReport.ready", { total: String(report.status.total) })}
            </p>
          ) : null}
          <p>
            <button
              type="button"
              className="button small primary"
              onClick={() => setOpen(true)}
              data-testid="open-report"
            >
              {t("lessonReport.open")}
            </button>
          </p>
        </>
      ) : null}
      {open && report !== null ? (
        <ReportDialog
          classId={classId}
          token={token}
          report={report}
          progress={progress}
          classCode={classCode}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </section>
  );
}

/** "Reviewing the decisions: 12 of 40 rated", with a bar. */
function Progress({ status }: { status: ReportStatus }) {
  const { t } = useTranslation();
  return (
    <div className="stack" data-testid="report-progress">
      <p className="small" role="status">
        {t("lessonReport.computing", { done: String(status.done), total: String(status.total) })}
      </p>
      <progress
        className="report-progress"
        value={status.done}
        max={Math.max(1, status.total)}
        aria-label={t("lessonReport.progress")}
      />
    </div>
  );
}

function ReportDialog({
  classId,
  token,
  report,
  progress,
  classCode,
  onClose,
}: {
  classId: string;
  token: string;
  report: LessonReport;
  progress: ReportStatus | null;
  classCode: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const [chosen, setChosen] = useState<ReportMoment | null>(null);
  useEffect(() => {
    const d = ref.current;
    if (d !== null && !d.open) d.showModal();
  }, []);
  // The chosen moment, as the newest report has it (null if it is no longer one).
  const moment =
    chosen === null
      ? null
      : (report.moments.find((m) => momentKey(m) === momentKey(chosen)) ?? chosen);
  return (
    <dialog
      ref={ref}
      className="panel stack class-report"
      aria-labelledby="report-dialog-title"
      onClose={onClose}
      data-testid="report-dialog"
    >
      <div className="row wrap report-head">
        <h2 id="report-dialog-title" className="grow">
          {t("lessonReport.title")}
        </h2>
        <button
          type="button"
          className="button small"
          onClick={() => ref.current?.close()}
          data-testid="close-report"
        >
          {t("lessonReport.close")}
        </button>
      </div>
      {progress !== null ? <Progress status={progress} /> : null}
      {moment !== null ? (
        <MomentDetail
          classId={classId}
          token={token}
          moment={moment}
          onBack={() => setChosen(null)}
        />
      ) : (
        <ReportBody report={report} classCode={classCode} onOpen={setChosen} />
      )}
    </dialog>
  );
}

function ReportBody({
  report,
  classCode,
  onOpen,
}: {
  report: LessonReport;
  classCode: string;
  onOpen: (m: ReportMoment) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="stack" data-testid="report">
      <p className="small" data-testid="report-status">
        {t("lessonReport.ready", { total: String(report.status.total) })}
      </p>
      <p className="hint">{t("lessonReport.intro")}</p>
      <section className="stack" aria-labelledby="report-moments">
        <h3 id="report-moments">{t("lessonReport.momentsHeading")}</h3>
        {report.moments.length === 0 ? (
          <p className="muted">{t("lessonReport.noMoments")}</p>
        ) : (
          <>
            <p className="hint">{t("lessonReport.momentsIntro")}</p>
            <ol className="report-moments">
              {report.moments.map((m) => (
                <li key={momentKey(m)} className="panel stack" data-testid="report-moment">
                  <MomentHeading moment={m} name={m.name} />
                  <p className="small">{moveLine(t, m)}</p>
                  <p>
                    <button
                      type="button"
                      className="button small"
                      onClick={() => onOpen(m)}
                      data-testid="open-moment"
                    >
                      {t("lessonReport.momentOpen")}
                    </button>
                  </p>
                </li>
              ))}
            </ol>
          </>
        )}
      </section>
      <section className="stack" aria-labelledby="report-students">
        <h3 id="report-students">{t("lessonReport.studentsHeading")}</h3>
        <ul className="report-students">
          {report.students.map((s) => (
            <StudentCard key={s.studentId} s={s} />
          ))}
        </ul>
      </section>
      <section className="stack" aria-labelledby="report-class">
        <h3 id="report-class">{t("lessonReport.classHeading")}</h3>
        <h4>{t("lessonReport.kindsHeading")}</h4>
        {report.kinds.length === 0 ? (
          <p className="muted">{t("lessonReport.noKinds")}</p>
        ) : (
          <KindsByGame report={report} />
        )}
        <h4>{t("lessonReport.misreadHeading")}</h4>
        {report.misread.length === 0 ? (
          <p className="muted">{t("lessonReport.noMisread")}</p>
        ) : (
          <ul data-testid="report-misread">
            {report.misread.map((m) => (
              <li key={m.shown}>
                {t("lessonReport.misreadLine", {
                  shown: numeral(t, m.shown),
                  count: m.count,
                  list: m.confusedWith
                    .map((c) =>
                      t("lessonReport.timesShort", {
                        chosen: numeral(t, c.chosen),
                        count: c.count,
                      }),
                    )
                    .join(t("app.comma")),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
      <PdfSection report={report} classCode={classCode} />
    </div>
  );
}

/** The kinds of mistake, game by game, most common first. */
function KindsByGame({ report }: { report: LessonReport }) {
  const { t } = useTranslation();
  const games = [...new Set(report.kinds.map((k) => k.game))] as GameId[];
  return (
    <div className="stack" data-testid="report-kinds">
      {games.map((g) => (
        <div key={g}>
          <p>
            <strong>{t(`games.${g}.title`)}</strong>
          </p>
          <ul>
            {report.kinds
              .filter((k) => k.game === g)
              .map((k) => (
                <li key={k.kind}>
                  {t("lessonReport.kindLine", {
                    kind: kindText(t, k.kind),
                    count: k.count,
                    students: t("lessonReport.studentCount", { count: k.students }),
                  })}
                </li>
              ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function StudentCard({ s }: { s: LessonReportStudent }) {
  const { t } = useTranslation();
  const trend =
    s.trend === null
      ? null
      : t(
          s.trend.direction === "fewer"
            ? "lessonReport.trendFewer"
            : s.trend.direction === "more"
              ? "lessonReport.trendMore"
              : "lessonReport.trendSame",
          {
            from: String(s.trend.fromGame),
            to: String(s.trend.toGame),
            fromMistakes: String(s.trend.fromMistakes),
            toMistakes: String(s.trend.toMistakes),
          },
        );
  return (
    <li className="panel stack report-student" data-testid="report-student">
      <h4>{s.name}</h4>
      {s.games.length > 0 ? (
        <ul className="small" aria-label={t("lessonReport.games")}>
          {s.games.map((g) => (
            <li key={g.tableId} data-testid="report-game">
              {g.place === null
                ? t("lessonReport.placeNone", { n: String(g.gameNumber) })
                : t("lessonReport.place", {
                    n: String(g.gameNumber),
                    place: String(g.place),
                    points: String(g.points ?? "–"),
                  })}
            </li>
          ))}
        </ul>
      ) : null}
      <p data-testid="report-good">
        {s.decisions === 0
          ? t("lessonReport.noDecisions")
          : t("lessonReport.good", { percent: percent(s.goodShare), count: s.decisions })}
      </p>
      {trend !== null ? <p data-testid="report-trend">{trend}</p> : null}
      {s.decisions > 0 ? (
        s.costly.length === 0 ? (
          <p className="muted small">{t("lessonReport.noMistakes")}</p>
        ) : (
          <div>
            <p className="small">
              <strong>{t("lessonReport.costly")}</strong>
            </p>
            <ul className="small" data-testid="report-costly">
              {s.costly.map((m) => (
                <li key={`${m.tableId}:${m.index}`}>
                  {t("app.aside", {
                    text: moveLine(t, m),
                    note: `${costText(t, m)}${m.kind !== null ? ` · ${kindText(t, m.kind)}` : ""}`,
                  })}
                </li>
              ))}
            </ul>
          </div>
        )
      ) : null}
      {s.warmup === null ? (
        <p className="muted small">{t("lessonReport.noWarmup")}</p>
      ) : (
        <div className="small" data-testid="report-warmup">
          <p>
            {t("lessonReport.warmup", {
              score: String(s.warmup.score),
              total: String(s.warmup.total),
            })}
          </p>
          {s.warmup.misses.length > 0 ? (
            <p>
              {t("lessonReport.warmupMisses", {
                list: s.warmup.misses
                  .map((m) =>
                    t("lessonReport.takenFor", {
                      shown: numeral(t, m.shown),
                      chosen: numeral(t, m.chosen),
                    }),
                  )
                  .join(t("app.comma")),
              })}
            </p>
          ) : null}
        </div>
      )}
    </li>
  );
}

/** A moment opened: where it is, the board with the better move, and the projector's controls. */
function MomentDetail({
  classId,
  token,
  moment,
  onBack,
}: {
  classId: string;
  token: string;
  moment: ReportMoment;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const projected = useProjected(classId);
  const onWall = projected !== null && momentKey(projected.moment) === momentKey(moment);
  const [names, setNames] = useState(onWall ? projected.names : false);
  const back = useRef<HTMLButtonElement>(null);
  useEffect(() => back.current?.focus(), []);
  return (
    <div className="stack" data-testid="moment">
      <p>
        <button ref={back} type="button" className="button small ghost" onClick={onBack}>
          ← {t("lessonReport.back")}
        </button>
      </p>
      <MomentHeading moment={moment} name={moment.name} />
      <div className="panel stack report-project">
        <label className="check">
          <input
            type="checkbox"
            checked={names}
            onChange={(e) => {
              setNames(e.target.checked);
              if (onWall) project(classId, { moment, names: e.target.checked });
            }}
            data-testid="project-names"
          />
          <span>{t("lessonReport.showNames")}</span>
        </label>
        <p className="hint">{t("lessonReport.namesHint")}</p>
        {onWall ? (
          <p className="row wrap">
            <span role="status" data-testid="projecting">
              {t("lessonReport.projecting")}
            </span>
            <button
              type="button"
              className="button small"
              onClick={() => project(classId, null)}
              data-testid="stop-projecting"
            >
              {t("lessonReport.stopProjecting")}
            </button>
          </p>
        ) : (
          <p>
            <button
              type="button"
              className="button small primary"
              onClick={() => project(classId, { moment, names })}
              data-testid="project-moment"
            >
              {t("lessonReport.project")}
            </button>
          </p>
        )}
      </div>
      <MomentBoard moment={moment} token={token} showNames />
    </div>
  );
}

/** The report as a PDF (A4 or Letter, English or Chinese), made in this browser. */
function PdfSection({ report, classCode }: { report: LessonReport; classCode: string }) {
  const { t } = useTranslation();
  const [paper, setPaper] = useState<"a4" | "letter">("a4");
  const [lang, setLang] = useState<"en" | "zh">(currentLanguage());
  const [names, setNames] = useState(false);
  const [status, setStatus] = useState<
    | { kind: "idle" }
    | { kind: "making" }
    | { kind: "done"; file: string; missing: boolean }
    | { kind: "failed"; message: string }
  >({ kind: "idle" });
  const make = async () => {
    setStatus({ kind: "making" });
    try {
      const { makeLessonReportPdf } = await import("../../print/lessonReportPdf");
      const now = new Date();
      const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
      const made = await makeLessonReportPdf(report, {
        lang,
        paper,
        classCode,
        date: local.toISOString().slice(0, 16).replace("T", " "),
        showNames: names,
      });
      downloadBlob(made.filename, made.blob);
      setStatus({ kind: "done", file: made.filename, missing: made.missing });
    } catch (e) {
      setStatus({ kind: "failed", message: (e as Error).message });
    }
  };
  return (
    <section className="stack" aria-labelledby="report-pdf">
      <h3 id="report-pdf">{t("lessonReport.pdfHeading")}</h3>
      <div className="row wrap">
        <label className="field inline">
          <span>{t("lessonReport.pdfPaper")}</span>
          <select
            value={paper}
            onChange={(e) => setPaper(e.target.value === "letter" ? "letter" : "a4")}
          >
            <option value="a4">{t("print.a4")}</option>
            <option value="letter">{t("print.letter")}</option>
          </select>
        </label>
        <label className="field inline">
          <span>{t("lessonReport.pdfLanguage")}</span>
          <select value={lang} onChange={(e) => setLang(e.target.value === "zh" ? "zh" : "en")}>
            <option value="en" lang="en">
              English
            </option>
            <option value="zh" lang="zh-Hans">
              简体中文
            </option>
          </select>
        </label>
      </div>
      <label className="check">
        <input type="checkbox" checked={names} onChange={(e) => setNames(e.target.checked)} />
        <span>{t("lessonReport.pdfNames")}</span>
      </label>
      <p>
        <button
          type="button"
          className="button small"
          onClick={() => void make()}
          disabled={status.kind === "making"}
          data-testid="report-pdf"
        >
          {t("lessonReport.pdf")}
        </button>
      </p>
      <div aria-live="polite">
        {status.kind === "making" ? <p className="small">{t("lessonReport.pdfMaking")}</p> : null}
        {status.kind === "done" ? (
          <p className="small" data-testid="report-pdf-done">
            {t("lessonReport.pdfDone", { file: status.file })}
          </p>
        ) : null}
        {status.kind === "done" && status.missing ? (
          <p className="small notice">{t("lessonReport.pdfMissing")}</p>
        ) : null}
        {status.kind === "failed" ? (
          <p className="error small" role="alert">
            {t("lessonReport.pdfFailed", { message: status.message })}
          </p>
        ) : null}
      </div>
    </section>
  );
}
