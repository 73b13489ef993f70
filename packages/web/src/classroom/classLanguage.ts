// The class language (the teacher's "language of the students' pages") is each student's
// default only: it is given once on a device, and a student's own switch (the header's
// English ⇄ 简体中文, kept in localStorage by setLanguage) sticks, across reloads too. When
// the teacher changes the class language, a student still on the old default gets the new
// one; a student who chose their own keeps it.

import type { Language } from "../i18n";

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
): { readonly apply: Language | null; readonly remember: GivenLanguage } {
  if (given === "own") return { apply: null, remember: "own" };
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
