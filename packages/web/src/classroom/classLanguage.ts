// The class language (the teacher's "language of the students' pages") is each student's
// default only: it is given once on a device, and a student's own switch (the header's
// English ⇄ 简体中文, kept in localStorage by setLanguage) sticks, across reloads too. When
// the teacher changes the class language, a student still on the old default gets the new
// one; a student who chose their own keeps it. Tapping a language counts as a choice even when
// it is the one the page already shows (the class's: "I want Chinese" stands when the teacher
// later switches the class to English). The join page, before the student has a name, is in
// the class language too (useClassLanguage).

import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { Language } from "../i18n";
import { forgetLanguagePicked, languagePicked, setLanguage } from "../i18n";

/** What this device remembers per class: the default it last gave, or "own" once the student chose. */
export type GivenLanguage = Language | "own";

/**
 * The language to switch this page to (null: leave the student's choice alone) and what to
 * remember. `given`: what this device remembers (null: nothing yet); `current`: the page's
 * language now. A page not on the default it was given shows the student's own choice, for
 * good.
 */
export function classLanguageToApply(
  given: GivenLanguage | null,
  classLanguage: Language,
  current: string,
  picked = false,
): { readonly apply: Language | null; readonly remember: GivenLanguage } {
  if (given === "own") return { apply: null, remember: "own" };
  // A language tapped since the class gave its default: the student's choice, whichever.
  if (given !== null && picked) return { apply: null, remember: "own" };
  if (given !== null && current !== given) return { apply: null, remember: "own" };
  return {
    apply: current === classLanguage ? null : classLanguage,
    remember: classLanguage,
  };
}

function store(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const givenKey = (classId: string) => `ng.class.${classId}.language`;

/**
 * The class language as this page's default (classLanguageToApply): on the join page and the
 * student's page alike. A tap on a language before the class first gave its default does not
 * count against it (the class's default is given on a device's first visit).
 */
export function useClassLanguage(classId: string | null, classLanguage: Language | null): void {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (classId === null || classLanguage === null) return;
    const given = loadGivenLanguage(classId);
    if (given === null) forgetLanguagePicked();
    const { apply, remember } = classLanguageToApply(
      given,
      classLanguage,
      i18n.language,
      languagePicked(),
    );
    saveGivenLanguage(classId, remember);
    if (apply !== null) setLanguage(apply);
  }, [classId, classLanguage, i18n]);
}

/** What this device remembers of the class language for `classId`. */
export function loadGivenLanguage(classId: string): GivenLanguage | null {
  const v = store()?.getItem(givenKey(classId)) ?? null;
  return v === "en" || v === "zh" || v === "own" ? v : null;
}

export function saveGivenLanguage(classId: string, lang: GivenLanguage): void {
  try {
    store()?.setItem(givenKey(classId), lang);
  } catch {
    // without storage the class default is given again on the next visit
  }
}
