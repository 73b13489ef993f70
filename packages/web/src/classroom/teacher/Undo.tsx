// The undo bar (issue #23, item 4): while an end or next game waits out its undo window, the
// teacher's page says which tables are paused and will stop, counts down, and offers Undo
// and "Go on now". The server decides when the window is over; the count is the page's.

import type { PendingStop } from "@number-games/protocol";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

export function UndoBar({
  stopping,
  busy,
  onUndo,
  onNow,
}: {
  stopping: PendingStop;
  busy: boolean;
  onUndo: () => void;
  onNow: () => void;
}) {
  const { t } = useTranslation();
  const until = Date.parse(stopping.until);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const n = Math.max(0, Math.ceil((until - now) / 1000));
  const text = t(stopping.kind === "end" ? "undo.end" : "undo.next", {
    n,
    count: stopping.tables.length,
    tables: stopping.tables.join(", "),
  });
  return (
    <div className="notice stack" role="status" data-testid="undo-bar" data-kind={stopping.kind}>
      <p>{text}</p>
      <p className="row wrap">
        <button
          type="button"
          className="button primary"
          disabled={busy}
          onClick={onUndo}
          data-testid="undo"
        >
          {t("undo.undo")}
        </button>
        <button
          type="button"
          className="button"
          disabled={busy}
          onClick={onNow}
          data-testid="stop-now"
        >
          {t("undo.now")}
        </button>
      </p>
    </div>
  );
}
