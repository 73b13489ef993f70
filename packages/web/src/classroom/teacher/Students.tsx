// The roster panel of the teacher's page: who joined, who is online, where each sits, the
// warm-up done, the roster names still missing, renaming (Rename.tsx) and releasing a student.

import type { ClassDashboard, DashboardStudent } from "@number-games/protocol";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { RenameAction } from "./Rename";
import { RenameForm } from "./Rename";

export function Students({
  d,
  busy,
  onRelease,
  onRename,
}: {
  d: ClassDashboard;
  busy: boolean;
  onRelease: (s: DashboardStudent) => void;
  onRename: RenameAction;
}) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState<string | null>(null);
  const who = d.students.find((s) => s.id === renaming);
  return (
    <section className="panel stack" aria-labelledby="students-title">
      <h2 id="students-title">{t("classroom.students", { count: d.students.length })}</h2>
      {d.students.length === 0 ? <p className="muted">{t("classroom.noStudents")}</p> : null}
      <ul className="class-students" data-testid="students">
        {d.students.map((s) => (
          <StudentItem
            key={s.id}
            s={s}
            onRelease={() => onRelease(s)}
            onRename={() => setRenaming(renaming === s.id ? null : s.id)}
            disabled={busy}
          />
        ))}
      </ul>
      {who !== undefined ? (
        <RenameForm key={who.id} s={who} onRename={onRename} onClose={() => setRenaming(null)} />
      ) : null}
      {d.missing.length > 0 ? (
        <div className="muted small" data-testid="missing">
          {/* A list, not commas: "Smith, Jo" is one person. */}
          <p id="missing-title" className="class-missing-title">
            {t("classroom.missingTitle")}
          </p>
          <ul className="class-missing" aria-labelledby="missing-title">
            {d.missing.map((name) => (
              <li key={name} data-testid="missing-name">
                {name}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}

function StudentItem({
  s,
  onRelease,
  onRename,
  disabled,
}: {
  s: DashboardStudent;
  onRelease: () => void;
  onRename: () => void;
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
        onClick={onRename}
        disabled={disabled}
        aria-label={t("projector.renameWho", { name: s.name })}
        data-testid="rename"
      >
        {t("projector.rename")}
      </button>
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
