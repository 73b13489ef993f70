// The class list during the lesson, on the teacher's page: add a name, let in (or decline) a
// student who asked to join, decline every waiting request at once, close requests to join
// (nobody new may ask) or open them again, and what students said ("that's not me"). Shown
// only for a class with a list.

import type { ClassDashboard } from "@number-games/protocol";
import type { FormEvent, ReactNode } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { checkName, NameField } from "../../online/NameField";

export interface RosterActions {
  add(name: string): Promise<boolean>;
  answer(requestId: string, approve: boolean): void;
  /** Open or close requests to join (closed: nobody new may ask). */
  setOpen(open: boolean): void;
  /** Decline every waiting request at once. */
  declineAll(): void;
}

export function Requests({
  d,
  busy,
  actions,
  problem,
}: {
  d: ClassDashboard;
  busy: boolean;
  actions: RosterActions;
  problem: ReactNode;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState("");
  const checked = checkName(name);
  if (!d.listed || d.class.status !== "open") return null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (checked.ok) void actions.add(checked.value).then((done) => done && setName(""));
  };
  return (
    <section className="panel stack" aria-labelledby="requests-title" data-testid="roster-panel">
      {d.requests.length > 0 ? (
        <>
          <h2 id="requests-title">{t("roster.requestsTitle")}</h2>
          <ul className="stack" data-testid="join-requests">
            {d.requests.map((r) => (
              <li key={r.id} className="row wrap" data-testid="join-request">
                <strong className="grow">{r.name}</strong>
                <button
                  type="button"
                  className="button primary small"
                  disabled={busy}
                  onClick={() => actions.answer(r.id, true)}
                  data-testid="approve"
                >
                  {t("roster.approve", { name: r.name })}
                </button>
                <button
                  type="button"
                  className="button small"
                  disabled={busy}
                  onClick={() => actions.answer(r.id, false)}
                  data-testid="decline"
                >
                  {t("roster.decline")}
                </button>
              </li>
            ))}
          </ul>
          {d.requests.length > 1 ? (
            <button
              type="button"
              className="button small"
              disabled={busy}
              onClick={() => actions.declineAll()}
              data-testid="decline-all"
            >
              {t("roster.declineAll", { count: d.requests.length })}
            </button>
          ) : null}
        </>
      ) : (
        <h2 id="requests-title" className="visually-hidden">
          {t("roster.addLabel")}
        </h2>
      )}
      <div className="row wrap" data-testid="requests-switch">
        <p className="small grow" data-testid="requests-state">
          {d.requestsOpen ? t("roster.requestsOpen") : t("roster.requestsClosed")}
        </p>
        <button
          type="button"
          className="button small"
          disabled={busy}
          onClick={() => actions.setOpen(!d.requestsOpen)}
          data-testid={d.requestsOpen ? "close-requests" : "open-requests"}
        >
          {d.requestsOpen ? t("roster.closeRequests") : t("roster.openRequests")}
        </button>
      </div>
      {d.notices.length > 0 ? (
        <ul className="stack small" data-testid="roster-notices">
          {d.notices.map((n) => (
            <li key={`${n.at}:${n.name}`} className="notice">
              {t("roster.notMeNotice", { name: n.name })}
            </li>
          ))}
        </ul>
      ) : null}
      <form className="stack" onSubmit={submit} aria-label={t("roster.addLabel")}>
        <NameField value={name} onChange={setName} label={t("roster.addLabel")} />
        <button
          type="submit"
          className="button"
          disabled={busy || !checked.ok}
          data-testid="add-name"
        >
          {t("roster.addButton")}
        </button>
      </form>
      {problem}
    </section>
  );
}
