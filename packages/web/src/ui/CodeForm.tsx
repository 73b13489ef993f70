// A join code typed by hand: the home page's and the online page's "join a table" and the
// class join page's "your class code". The caller parses (and so decides what a code is);
// a code that does not parse gets its message at the field; the button says why it waits.

import type { FormEvent } from "react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useWhyDisabled } from "./Why";

export function CodeForm({
  label,
  submit,
  hint,
  emptyReason,
  parse,
  onCode,
  className = "join-form",
}: {
  label: string;
  submit: string;
  hint?: string;
  /** Why the button waits while the field is empty. */
  emptyReason: string;
  /** The code to go to, or null: the field says `badCode` (online.badCode). */
  parse: (typed: string) => string | null;
  onCode: (code: string) => void;
  className?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const why = useWhyDisabled(code.trim() === "" ? emptyReason : null);
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const c = parse(code);
    if (c === null) setProblem(t("online.badCode"));
    else onCode(c);
  };
  return (
    <form className={className} onSubmit={onSubmit}>
      <label htmlFor={`${id}-code`}>{label}</label>
      <div className="row">
        <input
          id={`${id}-code`}
          value={code}
          onChange={(e) => {
            setCode(e.target.value);
            setProblem(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="ABCDE-23456"
          aria-invalid={problem !== null}
          aria-describedby={problem !== null ? `${id}-problem` : undefined}
        />
        <button type="submit" className="button" {...why.button}>
          {submit}
        </button>
      </div>
      {problem !== null ? (
        <p id={`${id}-problem`} className="error small" role="alert" data-testid="field-problem">
          {problem}
        </p>
      ) : null}
      {why.note}
      {hint !== undefined ? <p className="hint">{hint}</p> : null}
    </form>
  );
}
