// Form help that sits where the player looks: the message for a wrong field right under it,
// and the reason a button is disabled right beside the button, each tied to its control with
// aria-describedby so a screen reader says it too (issue #13 item 10).

import type { ReactNode } from "react";
import { useId } from "react";
import { useTranslation } from "react-i18next";

/**
 * Why a button is disabled: `reason` is null when it is enabled. Returns the props for the
 * button and the note to render next to it.
 */
export function useWhyDisabled(reason: string | null): {
  readonly button: { readonly disabled: boolean; readonly "aria-describedby"?: string };
  readonly note: ReactNode;
} {
  const id = useId();
  if (reason === null) return { button: { disabled: false }, note: null };
  return {
    button: { disabled: true, "aria-describedby": id },
    note: (
      <span id={id} className="muted small why-disabled" data-testid="why-disabled">
        {reason}
      </span>
    ),
  };
}

/** A whole-number field with its range; out of range, the message shows at the field. */
export function NumberField({
  label,
  value,
  min,
  max,
  onChange,
}: {
  label: string;
  value: number;
  min: number;
  max: number;
  onChange: (n: number) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const bad = !numberInRange(value, min, max);
  // The message is outside the label, so the field's name stays its label alone.
  return (
    <div className="field">
      <label htmlFor={`${id}-input`}>{label}</label>
      <input
        id={`${id}-input`}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        step={1}
        value={Number.isNaN(value) ? "" : value}
        onChange={(e) => onChange(e.target.value === "" ? Number.NaN : Number(e.target.value))}
        aria-invalid={bad}
        aria-describedby={bad ? id : undefined}
      />
      {bad ? (
        <span id={id} className="error small" role="alert" data-testid="field-problem">
          {t("forms.range", { min, max })}
        </span>
      ) : null}
    </div>
  );
}

/** Whether a form's number is a whole number within its range. */
export function numberInRange(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}
