// Take or Pay's set-up options (the preset and open tokens). The engine's parseConfig decides.

import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { OptionsProps } from "../types";

const PRESETS = [
  { id: "classroom", label: "setup.presetClassroom" },
  { id: "classic", label: "setup.presetClassic" },
] as const;

export default function TakeOrPayOptions({ options, set }: OptionsProps): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      {/* Choices that wrap: a drop-down cut the presets' descriptions off on a phone. */}
      <fieldset className="field">
        <legend>{t("setup.preset")}</legend>
        <div className="choices">
          {PRESETS.map((preset) => (
            <label className="check" key={preset.id}>
              <input
                type="radio"
                name="take-or-pay-preset"
                value={preset.id}
                checked={String(options.preset) === preset.id}
                onChange={() => set({ ...options, preset: preset.id })}
              />
              <span>{t(preset.label)}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <label className="check">
        <input
          type="checkbox"
          checked={options.openTokens === true}
          onChange={(e) => set({ ...options, openTokens: e.target.checked })}
        />
        <span>{t("setup.openTokens")}</span>
      </label>
    </>
  );
}
