// "Move to this device" on the teacher's page (docs/classroom.md, "When a student's phone
// dies"): pick a student, show their one-time move code and a QR code of the class page that
// carries it; the student scans it (or types the code on the class page) on another device and
// is back in their seat, the old device shut out. A code works once for 10 minutes; a new one
// replaces it. Folded away: the code is a student's key, shown only when asked.

import type { ClassDashboard, MoveCodeResponse } from "@number-games/protocol";
import { moveCodeAsShown, moveCodePath } from "@number-games/protocol/light";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../online/api";
import { useApiErrorText } from "../../online/apiErrorText";
import { LinkAndQr } from "../../online/table/Share";
import type { ShareTarget } from "../../online/table/shareOrigin";

export function MoveCode({
  d,
  token,
  target,
}: {
  d: ClassDashboard;
  token: string;
  /** Where phones reach this server (shareOrigin.ts). */
  target: ShareTarget;
}) {
  const { t, i18n } = useTranslation();
  const errorText = useApiErrorText();
  const [chosen, setChosen] = useState("");
  const [shown, setShown] = useState<MoveCodeResponse | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (d.class.status !== "open" || d.students.length === 0) return null;
  // The choice stays valid as the class changes: else the first student.
  const who = d.students.some((s) => s.id === chosen) ? chosen : d.students[0]!.id;
  const make = async () => {
    setBusy(true);
    setProblem(null);
    const r = await api.moveCode(d.class.id, who, token);
    setBusy(false);
    if (r.ok) setShown(r.value);
    else {
      setShown(null);
      setProblem(errorText(r.error));
    }
  };
  const until = shown
    ? new Date(shown.expiresAt).toLocaleTimeString(i18n.language, {
        hour: "2-digit",
        minute: "2-digit",
      })
    : "";
  return (
    <details className="panel stack" data-testid="move">
      <summary>
        <strong>{t("move.title")}</strong>
      </summary>
      <p className="hint">{t("move.intro")}</p>
      <div className="row wrap class-move-pick">
        <label className="field grow">
          <span>{t("move.student")}</span>
          <select
            value={who}
            onChange={(e) => {
              setChosen(e.target.value);
              setShown(null);
            }}
            data-testid="move-student"
          >
            {d.students.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button primary"
          disabled={busy}
          onClick={() => void make()}
          data-testid="move-make"
        >
          {shown !== null && shown.studentId === who ? t("move.makeAgain") : t("move.make")}
        </button>
      </div>
      {problem !== null ? (
        <p className="error" role="alert">
          {problem}
        </p>
      ) : null}
      {shown !== null && shown.studentId === who ? (
        <section className="stack" aria-label={t("move.codeFor", { name: shown.name })}>
          <p>{t("move.codeFor", { name: shown.name })}</p>
          <p className="join-code">
            <span className="visually-hidden">{shown.code.split("").join(" ")}</span>
            <span aria-hidden="true" data-testid="move-code">
              {moveCodeAsShown(shown.code)}
            </span>
          </p>
          {target.kind === "link" ? (
            <LinkAndQr
              link={`${target.origin}${moveCodePath(d.class.code, shown.code)}`}
              qrSize={200}
            />
          ) : null}
          <p className="muted small">{t("move.expires", { time: until })}</p>
          <p>
            <button type="button" className="button small" onClick={() => setShown(null)}>
              {t("move.hide")}
            </button>
          </p>
        </section>
      ) : null}
    </details>
  );
}
