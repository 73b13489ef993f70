// Errors in words, in the interface's language: a known rule or protocol code becomes a
// sentence from the dictionary; anything else keeps the (English) message it came with.

import type { i18n as I18n } from "i18next";
import { useTranslation } from "react-i18next";
import type { en } from "../i18n/en";

export interface CodedError {
  readonly code: string;
  readonly message: string;
  /** The engine's rule code behind ERR_ILLEGAL_ACTION / ERR_CONFIG; the name problem behind ERR_BAD_NAME. */
  readonly rule?: string;
}

type ErrorKey = keyof typeof en.errors;
type NameKey = keyof typeof en.names;

// Known by the loaded language's dictionary (both have the same keys, the i18n test checks):
// the English one is not loaded for a page in Chinese.
function isKnown(i18n: I18n, code: string | undefined): code is ErrorKey {
  return code !== undefined && /^\w+$/.test(code) && i18n.exists(`errors.${code}`);
}

function isNameProblem(i18n: I18n, rule: string | undefined): rule is NameKey {
  return rule !== undefined && /^\w+$/.test(rule) && i18n.exists(`names.${rule}`);
}

export function useErrorText(): (e: CodedError) => string {
  const { t, i18n } = useTranslation();
  return (e) => {
    if (e.code === "ERR_BAD_NAME" && isNameProblem(i18n, e.rule)) return t(`names.${e.rule}`);
    const code = isKnown(i18n, e.rule) ? e.rule : isKnown(i18n, e.code) ? e.code : null;
    return code === null ? e.message : t(`errors.${code}`);
  };
}
