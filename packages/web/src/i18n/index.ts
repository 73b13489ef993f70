// i18next set-up: English and Simplified Chinese, both bundled (they are small). The choice
// persists in localStorage; the first visit follows the browser's language.

import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { en } from "./en";
import { zh } from "./zh";

export const LANGUAGES = ["en", "zh"] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: "English", zh: "简体中文" };
/** BCP 47 tags for <html lang>, so screen readers and fonts pick the right voice and glyphs. */
export const HTML_LANG: Readonly<Record<Language, string>> = { en: "en", zh: "zh-Hans" };

const KEY = "ng.lang";

function isLanguage(x: unknown): x is Language {
  return typeof x === "string" && (LANGUAGES as readonly string[]).includes(x);
}

export function initialLanguage(): Language {
  try {
    const saved = localStorage.getItem(KEY);
    if (isLanguage(saved)) return saved;
  } catch {
    // no storage: fall through to the browser's language
  }
  const nav = typeof navigator === "undefined" ? "en" : navigator.language.toLowerCase();
  return nav.startsWith("zh") ? "zh" : "en";
}

export function setLanguage(lang: Language): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // the switch still works for this visit
  }
  void i18n.changeLanguage(lang);
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : "en";
}

function applyHtmlLang(lang: string): void {
  if (typeof document !== "undefined" && isLanguage(lang)) {
    document.documentElement.lang = HTML_LANG[lang];
  }
}

export function initI18n(lang: Language = initialLanguage()): typeof i18n {
  if (!i18n.isInitialized) {
    void i18n.use(initReactI18next).init({
      resources: { en: { translation: en }, zh: { translation: zh } },
      lng: lang,
      fallbackLng: "en",
      interpolation: { escapeValue: false },
      returnNull: false,
      // No advertisement in the console (the app's, the tests' and the print's).
      showSupportNotice: false,
    });
    i18n.on("languageChanged", applyHtmlLang);
  }
  applyHtmlLang(lang);
  return i18n;
}

export { i18n };
