// Take or Pay's set-up options (the preset and open tokens). The engine's parseConfig decides.

import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { OptionsProps } from "../types";

export default function TakeOrPayOptions({ options, set }: OptionsProps): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <label className="field">
        <span>{t("setup.preset")}</span>
        <select
          value={String(options.preset)}
          onChange={(e) => set({ ...options, preset: e.target.value })}
        >
          <option value="classroom">{t("setup.presetClassroom")}</option>
          <option value="classic">{t("setup.presetClassic")}</option>
        </select>
      </label>
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
