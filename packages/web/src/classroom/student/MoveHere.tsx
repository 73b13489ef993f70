// "Move to this device", the new device's side (docs/classroom.md, "When a student's phone
// dies"): the teacher's QR code opens the class page with the student's one-time move code in
// the fragment (`/c/<code>#move=<move code>`, never sent to a server log), or the student
// types the code here; the server answers the student's new token, and this page is the
// student, back in their seat. The old device's token stops working.

import type { ApiError, ApiResult, JoinClassResponse } from "@number-games/protocol";
import { parseMoveCode } from "@number-games/protocol/light";
import type { FormEvent } from "react";
import { useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../online/api";
import { useApiErrorText } from "../../online/apiErrorText";
import { codeAsShown } from "../../ui/typedCode";
import { useWhyDisabled } from "../../ui/Why";
import type { StudentCredentials } from "../credentials";

/** The server's refusal as the student reads it (a code not found is not a table's). */
function useMoveErrorText() {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  return (e: ApiError) => (e.code === "ERR_NOT_FOUND" ? t("move.notFound") : errorText(e));
}

/** One request per code and page load (React may run an effect twice). */
const sent = new Map<string, Promise<ApiResult<JoinClassResponse>>>();

function moveOnce(classCode: string, moveCode: string) {
  const key = `${classCode}:${moveCode}`;
  let p = sent.get(key);
  if (p === undefined) {
    p = api.moveHere(classCode, moveCode);
    sent.set(key, p);
  }
  return p;
}

const credsOf = (classCode: string, r: JoinClassResponse): StudentCredentials => ({
  classId: r.classId,
  code: classCode,
  studentToken: r.studentToken,
  name: r.student.name,
});

/** The move code a type, a paste of the whole link, or the QR code's link gives, or null. */
export function typedMoveCode(typed: string): string | null {
  const link = /#move=([^&\s]+)/.exec(typed);
  return parseMoveCode(codeAsShown(link ? decodeURIComponent(link[1]!) : typed));
}

/**
 * The move code in this page's address (the QR code's link), sent once: the address loses it
 * at once; `onMoved` gets the student's credentials. Answers whether it is under way and the
 * server's refusal, if any.
 */
export function useMoveLink(
  classCode: string,
  onMoved: (c: StudentCredentials) => void,
): { moving: boolean; problem: string | null } {
  const errorText = useMoveErrorText();
  const [moveCode] = useState(() => {
    const m = /^#move=(.+)$/.exec(location.hash);
    return m ? typedMoveCode(`#move=${m[1]}`) : null;
  });
  const [moving, setMoving] = useState(moveCode !== null);
  const [problem, setProblem] = useState<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page; errorText and onMoved only deliver
  useEffect(() => {
    if (moveCode === null) return;
    // The code is spent once used: off the address bar (a reload does not send it again).
    history.replaceState(null, "", location.pathname);
    let live = true;
    void moveOnce(classCode, moveCode).then((r) => {
      if (!live) return;
      setMoving(false);
      if (r.ok) onMoved(credsOf(classCode, r.value));
      else setProblem(errorText(r.error));
    });
    return () => {
      live = false;
    };
  }, [classCode, moveCode]);
  return { moving, problem };
}

/** "Moving from another device?": the move code typed by hand. */
export function MoveForm({
  classCode,
  onMoved,
  open = false,
}: {
  classCode: string;
  onMoved: (c: StudentCredentials) => void;
  open?: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useMoveErrorText();
  const id = useId();
  const [typed, setTyped] = useState("");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const why = useWhyDisabled(typed.trim() === "" ? t("move.codeFirst") : null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const code = typedMoveCode(typed);
    if (code === null) {
      setProblem(t("move.badCode"));
      return;
    }
    setBusy(true);
    setProblem(null);
    const r = await api.moveHere(classCode, code);
    setBusy(false);
    if (r.ok) onMoved(credsOf(classCode, r.value));
    else setProblem(errorText(r.error));
  };
  return (
    <details className="panel small" open={open} data-testid="move-here">
      <summary>{t("move.have")}</summary>
      <form className="stack" onSubmit={(e) => void submit(e)}>
        <label htmlFor={`${id}-code`}>{t("move.haveHint")}</label>
        <div className="row wrap">
          <input
            id={`${id}-code`}
            className="grow"
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
              setProblem(null);
            }}
            aria-label={t("move.codeLabel")}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            placeholder="ABCD-2345"
            data-testid="move-field"
          />
          <button
            type="submit"
            className="button"
            {...why.button}
            disabled={busy || why.button.disabled}
            data-testid="move-go"
          >
            {t("move.go")}
          </button>
        </div>
        {why.note}
        {problem !== null ? (
          <p className="error" role="alert" data-testid="move-problem">
            {problem}
          </p>
        ) : null}
      </form>
    </details>
  );
}
