// Errors in words, in the interface's language: a known rule or protocol code becomes a
// sentence from the dictionary; anything else keeps the (English) message it came with.

import { useTranslation } from "react-i18next";
import { en } from "../i18n/en";

export interface CodedError {
  readonly code: string;
  readonly message: string;
  /** The engine's rule code behind ERR_ILLEGAL_ACTION / ERR_CONFIG; the name problem behind ERR_BAD_NAME. */
  readonly rule?: string;
}

type ErrorKey = keyof typeof en.errors;
type NameKey = keyof typeof en.names;

function isKnown(code: string | undefined): code is ErrorKey {
  return code !== undefined && Object.hasOwn(en.errors, code);
}

function isNameProblem(rule: string | undefined): rule is NameKey {
  return rule !== undefined && Object.hasOwn(en.names, rule);
}

export function useErrorText(): (e: CodedError) => string {
  const { t } = useTranslation();
  return (e) => {
    if (e.code === "ERR_BAD_NAME" && isNameProblem(e.rule)) return t(`names.${e.rule}`);
    const code = isKnown(e.rule) ? e.rule : isKnown(e.code) ? e.code : null;
    return code === null ? e.message : t(`errors.${code}`);
  };
}
