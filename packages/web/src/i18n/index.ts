// i18next set-up: English and Simplified Chinese. Each language is its own chunk, loaded
// before anything renders in it (initI18n is awaited before the first render; setLanguage
// switches once the new language is in), so a page never shows a key and loads one language
// only. The choice persists in localStorage; the first visit follows the browser's language.

import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import type { Dictionary } from "./en";
import { zhTidy } from "./zhTidy";

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

const DICTIONARIES: Readonly<Record<Language, () => Promise<Dictionary>>> = {
  en: () => import("./en").then((m) => m.en),
  zh: () => import("./zh").then((m) => m.zh),
};

/** Adds a language's strings to i18next (once); resolves when they are there. */
export async function loadLanguage(lang: Language): Promise<void> {
  if (i18n.hasResourceBundle(lang, "translation")) return;
  i18n.addResourceBundle(lang, "translation", await DICTIONARIES[lang]());
}

export function setLanguage(lang: Language): void {
  try {
    localStorage.setItem(KEY, lang);
  } catch {
    // the switch still works for this visit
  }
  void loadLanguage(lang).then(() => i18n.changeLanguage(lang));
}

const PICKED_KEY = "ng.lang.picked";

/**
 * The person tapped a language (the header's switch): their choice, even of the language the
 * page already shows (a class's default language then no longer overrides it).
 */
export function pickLanguage(lang: Language): void {
  setLanguage(lang);
  try {
    localStorage.setItem(PICKED_KEY, "1");
  } catch {
    // the choice lasts as the page's language only
  }
}

/** Whether a language was tapped since `forgetLanguagePicked`. */
export function languagePicked(): boolean {
  try {
    return localStorage.getItem(PICKED_KEY) === "1";
  } catch {
    return false;
  }
}

export function forgetLanguagePicked(): void {
  try {
    localStorage.removeItem(PICKED_KEY);
  } catch {
    // nothing kept
  }
}

export function currentLanguage(): Language {
  return isLanguage(i18n.language) ? i18n.language : "en";
}

function applyHtmlLang(lang: string): void {
  if (typeof document !== "undefined" && isLanguage(lang)) {
    document.documentElement.lang = HTML_LANG[lang];
  }
}

/** Sets i18next up with `lang`'s strings; render nothing before it resolves. */
export async function initI18n(lang: Language = initialLanguage()): Promise<typeof i18n> {
  if (!i18n.isInitialized) {
    await i18n
      .use(initReactI18next)
      .use(zhTidy)
      .init({
        // Filled by loadLanguage: no language is bundled in the first chunk.
        resources: {},
        lng: lang,
        fallbackLng: "en",
        interpolation: { escapeValue: false },
        returnNull: false,
        // Chinese: no space left between two Chinese characters once a sentence is filled in.
        postProcess: ["zhTidy"],
        // No advertisement in the console (the app's, the tests' and the print's).
        showSupportNotice: false,
      });
    i18n.on("languageChanged", applyHtmlLang);
  }
  await loadLanguage(lang);
  applyHtmlLang(lang);
  return i18n;
}

export { i18n };
