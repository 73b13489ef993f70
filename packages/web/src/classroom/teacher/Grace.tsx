// The class's grace time, the teacher's: how long a seated student may be away on their turn
// before the computer plays for them (until they come back), or off. The server checks the
// range (CLASS_GRACE); the choices here are all in it.

import { CLASS_GRACE } from "@number-games/protocol/light";
import { useTranslation } from "react-i18next";

const CHOICES = [10, 30, 60, 120, 300, 600] as const;

export function Grace({
  seconds,
  busy,
  onChange,
}: {
  seconds: number | null;
  busy: boolean;
  onChange: (seconds: number | null) => void;
}) {
  const { t } = useTranslation();
  const label = (n: number) =>
    n % 60 === 0 ? t("grace.minutes", { n: n / 60 }) : t("grace.seconds", { n });
  // A value set another way (the API) is shown as it is.
  const choices: number[] = [...CHOICES];
  if (seconds !== null && !choices.includes(seconds)) choices.push(seconds);
  choices.sort((a, b) => a - b);
  return (
    <label className="field class-grace">
      <span>{t("grace.label")}</span>
      <select
        value={seconds === null ? "off" : String(seconds)}
        disabled={busy}
        onChange={(e) => onChange(e.target.value === "off" ? null : Number(e.target.value))}
        data-testid="grace"
      >
        {choices
          .filter((n) => n >= CLASS_GRACE.minSeconds && n <= CLASS_GRACE.maxSeconds)
          .map((n) => (
            <option key={n} value={String(n)}>
              {label(n)}
            </option>
          ))}
        <option value="off">{t("grace.off")}</option>
      </select>
    </label>
  );
}
