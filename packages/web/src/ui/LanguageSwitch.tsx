// English ⇄ 简体中文. A real <select> would do, but two toggle buttons are one tap on a phone.

import { useTranslation } from "react-i18next";
import type { Language } from "../i18n";
import { LANGUAGE_NAMES, LANGUAGES, pickLanguage } from "../i18n";

export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  return (
    <fieldset className="lang-switch">
      <legend className="visually-hidden">{t("app.language")}</legend>
      {LANGUAGES.map((lang: Language) => (
        <button
          key={lang}
          type="button"
          lang={lang === "zh" ? "zh-Hans" : "en"}
          aria-pressed={i18n.language === lang}
          onClick={() => pickLanguage(lang)}
        >
          {LANGUAGE_NAMES[lang]}
        </button>
      ))}
    </fieldset>
  );
}
