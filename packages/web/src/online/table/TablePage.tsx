// An online table: the lobby (share the code, link and QR code; take a seat; the host adds
// computer players and starts), then live play from the server's observation frames, then
// the result with the full record. The page only ever holds this seat's observation.

import type { TableInfo } from "@number-games/protocol";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { href, navigate } from "../../router";
import { api } from "../api";
import { useApiErrorText } from "../apiErrorText";
import type { TableCredentials } from "../credentials";
import { loadCredentials } from "../credentials";
import { Live } from "./Live";

export default function TablePage({ tableId }: { tableId: string }) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const [info, setInfo] = useState<TableInfo | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [creds, setCreds] = useState<TableCredentials | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: errorText only formats text
  useEffect(() => {
    let live = true;
    void api.getTable(tableId).then((r) => {
      if (!live) return;
      if (r.ok) {
        setInfo(r.value);
        setCreds(loadCredentials(r.value.id));
        return;
      }
      // Tables and classes share the code format: a class's code typed in a table's box
      // goes to the class's join page.
      if (r.error.code === "ERR_NOT_FOUND") {
        void api.getClass(tableId).then((c) => {
          if (!live) return;
          if (c.ok) navigate({ page: "classJoin", code: c.value.code }, { replace: true });
          else setProblem(errorText(r.error));
        });
        return;
      }
      setProblem(errorText(r.error));
    });
    return () => {
      live = false;
    };
  }, [tableId]);
  if (problem !== null) {
    return (
      <div className="page narrow">
        <p className="error" role="alert">
          {problem}
        </p>
        <a className="button" href={href({ page: "home" })}>
          {t("app.backHome")}
        </a>
      </div>
    );
  }
  if (info === null || creds === null)
    return <p className="page loading">{t("online.connecting")}</p>;
  return <Live initial={info} creds={creds} setCreds={setCreds} />;
}
