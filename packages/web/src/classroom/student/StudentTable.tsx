// A seated student's table on the class join page: their seat token is their student token.
// The table (the live board, its log and clocks) is its own chunk, loaded once the student is
// seated: the page a phone opens from the QR code stays small (issue #23, bench/size.mjs).

import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TableCredentials } from "../../online/credentials";
import { saveCredentials } from "../../online/credentials";

const ClassTable = lazy(() => import("../ClassTable").then((m) => ({ default: m.ClassTable })));

/** The student's table: their seat token is their student token. */
export function StudentTable({
  tableId,
  seat,
  token,
  name,
}: {
  tableId: string;
  seat: number;
  token: string;
  name: string;
}) {
  const [creds, setCreds] = useState<TableCredentials>(() => {
    const c: TableCredentials = { tableId, seat, seatToken: token, hostToken: null, name };
    // Kept like any table's seat, so the replay and the record of this table open too.
    saveCredentials(c);
    return c;
  });
  const { t } = useTranslation();
  return (
    <Suspense fallback={<p className="loading">{t("app.loading")}</p>}>
      <ClassTable creds={creds} token={token} setCreds={setCreds} />
    </Suspense>
  );
}
