// A row of mutually exclusive choices as real radio buttons (keyboard: arrows), styled as
// segments.

import { useId } from "react";

export function Segmented<T extends string | number>({
  legend,
  options,
  value,
  onChange,
  label = String,
}: {
  legend: string;
  options: readonly T[];
  value: T;
  onChange: (v: T) => void;
  label?: (v: T) => string;
}) {
  const name = useId();
  return (
    <fieldset className="field">
      <legend>{legend}</legend>
      <div className="segmented">
        {options.map((o) => (
          <label key={String(o)} className={o === value ? "on" : undefined}>
            <input type="radio" name={name} checked={o === value} onChange={() => onChange(o)} />
            {label(o)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
