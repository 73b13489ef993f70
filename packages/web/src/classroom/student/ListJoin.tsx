// Joining a class that has a list (issue #23, item 3): tapping a name asks "Are you Ana?"
// first; a student whose name is missing asks the teacher to let them in and waits for the
// answer here (the request token becomes their student token once approved); a student who
// took a name by mistake says "that's not me" (NotMe) and the name is free again.

import type { ClassPublicInfo } from "@number-games/protocol";
import type { FormEvent } from "react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../../online/api";
import { useApiErrorText } from "../../online/apiErrorText";
import { checkName, NameField } from "../../online/NameField";
import type { StudentCredentials } from "../credentials";
import { loadAsk, saveAsk } from "../credentials";

/** How often a page waiting for the teacher's answer asks for it. */
const ASK_POLL_MS = 2000;

export function ListPick({
  info,
  busy,
  onPick,
}: {
  info: ClassPublicInfo;
  busy: boolean;
  onPick: (name: string) => void;
}) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<string | null>(null);
  if (asking !== null) {
    return (
      <section className="panel stack" aria-labelledby="is-this-you" data-testid="is-this-you">
        <h2 id="is-this-you">{t("roster.isThisYou", { name: asking })}</h2>
        <p className="row wrap">
          <button
            type="button"
            className="button primary"
            disabled={busy}
            onClick={() => onPick(asking)}
            data-testid="roster-yes"
          >
            {t("roster.yesMe", { name: asking })}
          </button>
          <button type="button" className="button" onClick={() => setAsking(null)}>
            {t("roster.back")}
          </button>
        </p>
      </section>
    );
  }
  return (
    <fieldset className="field">
      <legend>{t("classroom.pickName")}</legend>
      <div className="row wrap">
        {(info.roster ?? []).map((r) => (
          <button
            key={r.name}
            type="button"
            className="button"
            disabled={busy || r.taken}
            onClick={() => setAsking(r.name)}
            data-testid="roster-name"
          >
            {r.name}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

/** Not on the list: ask the teacher, then wait for the answer (kept across a reload). */
export function AskToJoin({
  info,
  onJoined,
}: {
  info: ClassPublicInfo;
  onJoined: (c: StudentCredentials) => void;
}) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [ask, setAsk] = useState(() => loadAsk(info.code));
  const [declined, setDeclined] = useState<string | null>(null);
  const checked = checkName(name);

  // biome-ignore lint/correctness/useExhaustiveDependencies: onJoined and errorText are the page's
  useEffect(() => {
    if (ask === null) return;
    let live = true;
    const poll = async () => {
      const r = await api.askStatus(ask.classId, ask.requestToken);
      if (!live) return;
      if (!r.ok) {
        if (r.error.code !== "ERR_NETWORK") {
          saveAsk(info.code, null);
          setAsk(null);
          setProblem(errorText(r.error));
        }
        return;
      }
      if (r.value.status === "approved" && r.value.student !== null) {
        saveAsk(info.code, null);
        onJoined({
          classId: ask.classId,
          code: info.code,
          studentToken: ask.requestToken,
          name: r.value.student.name,
        });
      } else if (r.value.status === "declined") {
        saveAsk(info.code, null);
        setAsk(null);
        setDeclined(ask.name);
      }
    };
    void poll();
    const timer = setInterval(() => void poll(), ASK_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [ask, info.code]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!checked.ok) return;
    setProblem(null);
    setDeclined(null);
    const r = await api.askToJoin(info.code, checked.value);
    if (!r.ok) {
      setProblem(errorText(r.error));
      return;
    }
    const pending = {
      classId: r.value.classId,
      requestToken: r.value.requestToken,
      name: checked.value,
    };
    saveAsk(info.code, pending);
    setAsk(pending);
  };

  if (ask !== null) {
    return (
      <p className="notice" role="status" data-testid="ask-waiting">
        {t("roster.asked", { name: ask.name })}
      </p>
    );
  }
  return (
    <form className="stack" onSubmit={(e) => void submit(e)} aria-labelledby="ask-title">
      <h2 id="ask-title" className="small-title">
        {t("roster.askTitle")}
      </h2>
      {declined !== null ? (
        <p className="notice" role="status" data-testid="ask-declined">
          {t("roster.declined", { name: declined })}
        </p>
      ) : null}
      <NameField
        value={name}
        onChange={(n) => {
          setName(n);
          setProblem(null);
        }}
      />
      <button type="submit" className="button" disabled={!checked.ok} data-testid="ask-join">
        {t("roster.askButton")}
      </button>
      {problem !== null ? (
        <p className="error" role="alert" data-testid="ask-problem">
          {problem}
        </p>
      ) : null}
    </form>
  );
}

/**
 * "That's not me": the name goes back to the list; the page returns to the join form. A tap
 * asks first (Yes, I am not Ana / No, I am Ana): one stray tap must not give the name away.
 */
export function NotMe({
  classId,
  token,
  name,
  onLeft,
}: {
  classId: string;
  token: string;
  name: string;
  onLeft: () => void;
}) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const [problem, setProblem] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (asking) {
    return (
      <div className="stack" role="alert" data-testid="not-me-ask">
        <p>{t("roster.notMeSure", { name })}</p>
        <p className="row wrap">
          <button
            type="button"
            className="button small"
            disabled={busy}
            onClick={() => {
              setBusy(true);
              void api.notMe(classId, token).then((r) => {
                setBusy(false);
                setAsking(false);
                if (r.ok) onLeft();
                else setProblem(errorText(r.error));
              });
            }}
            data-testid="not-me-yes"
          >
            {t("roster.notMeYes", { name })}
          </button>
          <button
            type="button"
            className="button small primary"
            disabled={busy}
            onClick={() => setAsking(false)}
            data-testid="not-me-no"
          >
            {t("roster.notMeNo", { name })}
          </button>
        </p>
      </div>
    );
  }
  return (
    <p className="row wrap">
      <button
        type="button"
        className="button small ghost"
        onClick={() => setAsking(true)}
        data-testid="not-me"
      >
        {t("roster.notMe", { name })}
      </button>
      {problem !== null ? (
        <span className="error" role="alert">
          {problem}
        </span>
      ) : null}
    </p>
  );
}
