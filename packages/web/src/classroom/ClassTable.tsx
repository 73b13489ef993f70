// A class's table inside a class page: a seated student's (their student token is their
// seat token) or the teacher's watching (the teacher token lets a spectator watch a private
// class table). Fetches the table's facts with that token, then shows it live.

import type { TableInfo } from "@number-games/protocol";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { api } from "../online/api";
import { useApiErrorText } from "../online/apiErrorText";
import type { TableCredentials } from "../online/credentials";
import { Live } from "../online/table/Live";

export function ClassTable({
  creds,
  token,
  setCreds = () => undefined,
}: {
  creds: TableCredentials;
  /** The student's or the teacher's token. */
  token: string;
  setCreds?: (c: TableCredentials) => void;
}) {
  const { t } = useTranslation();
  const errorText = useApiErrorText();
  const [info, setInfo] = useState<TableInfo | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const tableId = creds.tableId;
  // biome-ignore lint/correctness/useExhaustiveDependencies: errorText only formats text
  useEffect(() => {
    let live = true;
    void api.getTable(tableId, token).then((r) => {
      if (!live) return;
      if (r.ok) setInfo(r.value);
      else setProblem(errorText(r.error));
    });
    return () => {
      live = false;
    };
  }, [tableId, token]);
  if (problem !== null)
    return (
      <p className="error" role="alert">
        {problem}
      </p>
    );
  if (info === null) return <p className="loading">{t("app.loading")}</p>;
  return <Live initial={info} creds={creds} setCreds={setCreds} inClass />;
}
