// The "your name" field of the online pages (creating a table, claiming a seat, joining a
// class), checked as the person types with the light part of the protocol's name rule (the
// server applies the whole rule, and its refusal is shown). The length limit is shown while typing, and a longer name (typed or pasted) is
// refused with that rule's message rather than cut short without a word: the field has no
// maxLength.

import type { Result } from "@number-games/engine/result";
import type { NameProblem, NameRejection } from "@number-games/protocol/light";
import { checkNameQuick, LIMITS } from "@number-games/protocol/light";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/** The name to send (NFC, trimmed), or why not; an empty field is not yet a problem to show. */
export type NameCheck =
  | { readonly ok: true; readonly value: string }
  | { readonly ok: false; readonly problem: NameProblem | null };

/**
 * `typed` by the name rule: by default its light part (`checkNameQuick`: all but the names
 * only the confusables table shows to be a bot's, which the server refuses and the page then
 * shows); a page with no server to ask (local set-up) passes the whole rule.
 */
export function checkName(
  typed: string,
  rule: (raw: string) => Result<string, NameRejection> = checkNameQuick,
): NameCheck {
  if (typed.trim() === "") return { ok: false, problem: null };
  const r = rule(typed);
  return r.ok ? r : { ok: false, problem: r.error.problem };
}

export function NameField({
  value,
  onChange,
  className = "field",
  label,
}: {
  value: string;
  onChange: (name: string) => void;
  className?: string;
  /** The field's name when it is not the reader's own ("Your name"). */
  label?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const check = checkName(value);
  const problem = check.ok ? null : check.problem;
  const length = value.normalize("NFC").trim().length;
  // The messages are outside the label, so the field's name stays "Your name".
  return (
    <div className={className}>
      <label htmlFor={`${id}-input`}>{label ?? t("online.yourName")}</label>
      <input
        id={`${id}-input`}
        value={value}
        required
        onChange={(e) => onChange(e.target.value)}
        autoComplete="nickname"
        aria-invalid={problem !== null}
        aria-describedby={problem !== null ? `${id} ${id}-length` : `${id}-length`}
        data-testid="name-field"
      />
      <span
        id={`${id}-length`}
        className={`hint small${length > LIMITS.maxNameLength ? " over" : ""}`}
        data-testid="name-length"
      >
        {t("forms.nameLength", { count: length, max: LIMITS.maxNameLength })}
      </span>
      {problem !== null ? (
        <span id={id} className="error small" role="alert" data-testid="name-problem">
          {t(`names.${problem}`)}
        </span>
      ) : null}
    </div>
  );
}
