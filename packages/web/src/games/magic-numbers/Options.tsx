// Magic Numbers' set-up options (the target and the good bonus). The engine's parseConfig decides.

import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { OptionsProps } from "../types";

export default function MagicNumbersOptions({ options, set }: OptionsProps): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <label className="field">
        <span>{t("setup.target")}</span>
        <input
          type="number"
          min={5}
          max={100}
          value={Number(options.target)}
          onChange={(e) => set({ ...options, target: Number(e.target.value) })}
        />
      </label>
      <label className="field">
        <span>{t("setup.goodBonus")}</span>
        <input
          type="number"
          min={0}
          max={50}
          value={Number(options.goodBonus)}
          onChange={(e) => set({ ...options, goodBonus: Number(e.target.value) })}
        />
      </label>
    </>
  );
}
