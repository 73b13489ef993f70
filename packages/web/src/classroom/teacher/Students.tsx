// The roster panel of the teacher's page: who joined, who is online, where each sits, the
// warm-up done, the roster names still missing, and releasing a student.

import type { ClassDashboard, DashboardStudent } from "@number-games/protocol";
import { useTranslation } from "react-i18next";

export function Students({
  d,
  busy,
  onRelease,
}: {
  d: ClassDashboard;
  busy: boolean;
  onRelease: (s: DashboardStudent) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="panel stack" aria-labelledby="students-title">
      <h2 id="students-title">{t("classroom.students", { count: d.students.length })}</h2>
      {d.students.length === 0 ? <p className="muted">{t("classroom.noStudents")}</p> : null}
      <ul className="class-students" data-testid="students">
        {d.students.map((s) => (
          <StudentItem key={s.id} s={s} onRelease={() => onRelease(s)} disabled={busy} />
        ))}
      </ul>
      {d.missing.length > 0 ? (
        <p className="muted small" data-testid="missing">
          {t("classroom.missing", { names: d.missing.join(", ") })}
        </p>
      ) : null}
    </section>
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
        onClick={onRelease}
        disabled={disabled}
        aria-label={t("classroom.release", { name: s.name })}
      >
        ×
      </button>
    </li>
  );
}
