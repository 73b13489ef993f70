// The learning aids the teacher sets for the whole class (applied at once on every
// student's page): pinyin and Arabic numerals for a game whose cards are Chinese numerals
// (games/ids.ts GAME_FACTS), and the hints' language.

import type { GameId } from "@number-games/engine";
import type { ClassDashboard } from "@number-games/protocol";
import { useTranslation } from "react-i18next";
import { GAME_FACTS } from "../../games/ids";

type ClassSettings = ClassDashboard["class"]["settings"];

export function Settings({
  game,
  settings,
  busy,
  onChange,
}: {
  game: GameId;
  settings: ClassSettings;
  busy: boolean;
  onChange: (patch: Partial<ClassSettings>) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="field" disabled={busy}>
      <legend>{t("classroom.aids")}</legend>
      <div className="row wrap">
        {GAME_FACTS[game].numeralAids ? (
          <>
            <label className="check">
              <input
                type="checkbox"
                checked={settings.pinyin}
                onChange={(e) => onChange({ pinyin: e.target.checked })}
                data-testid="aid-pinyin"
              />
              <span>{t("top.showPinyin")}</span>
            </label>
            <label className="check">
              <input
                type="checkbox"
                checked={settings.arabic}
                onChange={(e) => onChange({ arabic: e.target.checked })}
              />
              <span>{t("top.showArabic")}</span>
            </label>
          </>
        ) : null}
        <label className="field">
          <span>{t("classroom.hintLanguage")}</span>
          <select
            value={settings.hintLanguage}
            onChange={(e) => onChange({ hintLanguage: e.target.value as "en" | "zh" })}
          >
            <option value="en">English</option>
            <option value="zh">简体中文</option>
          </select>
        </label>
      </div>
    </fieldset>
  );
}
