// Magic Numbers' set-up options (the target and the good bonus). The engine's parseConfig
// decides what can be played; the form keeps to sensible ranges and says so at the field.

import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../ui/Why";
import type { OptionsProps } from "../types";

/** The ranges the form accepts (the registry's `ranges`, checked before a game starts). */
export const MN_RANGES = { target: [5, 100], goodBonus: [0, 50] } as const;

export default function MagicNumbersOptions({ options, set }: OptionsProps): ReactNode {
  const { t } = useTranslation();
  return (
    <>
      <NumberField
        label={t("setup.target")}
        value={Number(options.target)}
        min={MN_RANGES.target[0]}
        max={MN_RANGES.target[1]}
        onChange={(n) => set({ ...options, target: n })}
      />
      <NumberField
        label={t("setup.goodBonus")}
        value={Number(options.goodBonus)}
        min={MN_RANGES.goodBonus[0]}
        max={MN_RANGES.goodBonus[1]}
        onChange={(n) => set({ ...options, goodBonus: n })}
      />
    </>
  );
}
