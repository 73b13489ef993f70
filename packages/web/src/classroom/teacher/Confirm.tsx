// Asking before a step that loses something (issue #23, "no one-click damage"): ending this
// game, the next game while tables are unfinished, releasing a student, ending the lesson.
// A modal dialog names what will be lost (which tables stop, who is released); Cancel (or
// Escape) changes nothing.

import type { DashboardTable } from "@number-games/protocol";
import type { TFunction } from "i18next";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";

export interface Ask {
  readonly question: string;
  /** What will be lost, one line each. */
  readonly losses: readonly string[];
  readonly confirm: string;
  readonly run: () => void;
}

/** "Table 2 (Ana, Bo, Computer (Easy)) after 14 moves" for each unfinished table. */
export function unfinishedTables(tables: readonly DashboardTable[], t: TFunction): string[] {
  return tables
    .filter((tb) => tb.status === "playing")
    .map((tb) =>
      t("classroom.confirm.tableLine", {
        n: tb.tableNumber,
        names: tb.seats
          .map((s) =>
            s.kind === "bot"
              ? t("online.botSeat", { level: t(`levels.${s.level ?? "medium"}`) })
              : (s.name ?? t("classroom.openSeat")),
          )
          .join(", "),
        count: tb.moves,
      }),
    );
}

export function ConfirmDialog({ ask, onClose }: { ask: Ask; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const d = ref.current;
    if (d !== null && !d.open) d.showModal();
    // The safe choice has the focus: Enter on a misclick changes nothing.
    cancel.current?.focus();
  }, []);
  return (
    <dialog
      ref={ref}
      className="panel stack class-confirm"
      aria-labelledby="confirm-title"
      onClose={onClose}
      data-testid="confirm-dialog"
    >
      <h2 id="confirm-title">{ask.question}</h2>
      {ask.losses.length > 0 ? (
        <ul data-testid="confirm-losses">
          {ask.losses.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <p className="row wrap">
        <button
          type="button"
          className="button danger"
          onClick={() => {
            ask.run();
            ref.current?.close();
          }}
          data-testid="confirm-yes"
        >
          {ask.confirm}
        </button>
        <button
          ref={cancel}
          type="button"
          className="button"
          onClick={() => ref.current?.close()}
          data-testid="confirm-no"
        >
          {t("classroom.cancel")}
        </button>
      </p>
    </dialog>
  );
}
