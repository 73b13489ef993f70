// An API error in the page's words: network and not-found as they are, any other error as
// the server's answer. Its own module, so pages that only show errors (the class join page)
// do not load the online lobby's forms with it.

import { useTranslation } from "react-i18next";
import { useErrorText } from "../ui/errors";
import type { ApiError } from "./api";

export function useApiErrorText() {
  const { t } = useTranslation();
  const words = useErrorText();
  return (e: ApiError): string =>
    e.code === "ERR_NETWORK" || e.code === "ERR_NOT_FOUND"
      ? words(e)
      : t("online.serverError", { message: words(e) });
}
