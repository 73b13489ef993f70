// The control view's layout (docs/classroom.md, "Projector and control"): on a laptop (64rem
// wide and 36rem high or more) three columns fill the screen below the page's head, the
// lesson's actions, the tables and the class (code, students), each scrolling on its own so
// that no action is ever below the fold (control.css); narrower, one column in that order.
// The tables' column: each table a card with its actions (Tables.tsx), the watched one
// widened to show its board; before the seating, the teacher's arrangement of the tables.

import type { ClassDashboard } from "@number-games/protocol";
import type { ReactNode } from "react";
import { useCallback, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { LearningAidsContext } from "../../play/learning";
import type { SeatActions } from "./Rescue";
import { TableCard, Watch } from "./Tables";

/**
 * A ref for the desk: keeps its distance from the top of the page in `--desk-top` (the head
 * above it may wrap), which control.css takes from the screen's height.
 */
export function useDeskTop(): (el: HTMLElement | null) => void {
  const [el, setEl] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (el === null) return;
    const measure = () =>
      el.style.setProperty(
        "--desk-top",
        `${Math.ceil(el.getBoundingClientRect().top + window.scrollY)}px`,
      );
    measure();
    const head = el.previousElementSibling;
    const observer = new ResizeObserver(measure);
    if (head !== null) observer.observe(head);
    window.addEventListener("resize", measure);
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", measure);
    };
  }, [el]);
  return useCallback((node: HTMLElement | null) => setEl(node), []);
}

export function TablesPanel({
  d,
  token,
  busy,
  seatActions,
  problem,
  aids,
  arrange,
}: {
  d: ClassDashboard;
  token: string;
  busy: boolean;
  /** null: the lesson is over (nothing changes seats). */
  seatActions: SeatActions | null;
  problem: ReactNode;
  aids: { pinyin: boolean; arabic: boolean };
  /** The teacher's arrangement of the tables before the seating, if open. */
  arrange: ReactNode;
}) {
  const { t } = useTranslation();
  const [watching, setWatching] = useState<string | null>(null);
  return (
    <section aria-labelledby="tables-title" className="desk-col desk-tables stack">
      <h2 id="tables-title">{t("classroom.tablesTitle")}</h2>
      {problem}
      {arrange !== null ? (
        arrange
      ) : d.tables.length === 0 ? (
        <p className="muted" data-testid="no-tables">
          {t("classroom.noTablesYet")}
        </p>
      ) : (
        <ul className="class-tables" data-testid="tables">
          {d.tables.map((tb) => (
            <TableCard
              key={tb.tableId}
              tb={tb}
              students={d.students}
              graceSeconds={d.class.graceSeconds}
              watching={watching === tb.tableId}
              onWatch={() => setWatching(watching === tb.tableId ? null : tb.tableId)}
              watch={
                <LearningAidsContext.Provider value={aids}>
                  <Watch key={tb.tableId} tableId={tb.tableId} token={token} />
                </LearningAidsContext.Provider>
              }
              busy={busy}
              seatActions={seatActions}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
