// The teacher's own arrangement of the tables before seating: drag a name to another table,
// or pick its table from the list beside it (groups.ts holds the moves as data). A mouse drags
// with the browser's drag and drop; a finger or pen drags a chip by its whole area with pointer
// events (touch screens have no HTML drag and drop), the table under the finger lit; its hint
// says so in a finger's words.

import type { DragEvent, PointerEvent } from "react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNoHover } from "../../ui/media";
import { moveToGroup } from "../groups";

export function Arrange({
  groups,
  setGroups,
  nameOf,
  onSeat,
  onCancel,
  busy,
}: {
  groups: string[][];
  setGroups: (g: string[][]) => void;
  nameOf: (id: string) => string;
  onSeat: () => void;
  onCancel: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const touch = useNoHover();
  // A chip a finger is dragging, and the table under the finger.
  const [held, setHeld] = useState<{ id: string; over: number | null } | null>(null);
  const groupAt = (e: PointerEvent): number | null => {
    const el = document.elementFromPoint(e.clientX, e.clientY)?.closest("[data-group]");
    return el instanceof HTMLElement ? Number(el.dataset.group) : null;
  };
  const fingerDrag = (id: string) => ({
    onPointerDown: (e: PointerEvent<HTMLLIElement>) => {
      // The mouse uses drag and drop; the list stays a list.
      if (e.pointerType === "mouse" || (e.target as Element).closest("select") !== null) return;
      try {
        e.currentTarget.setPointerCapture(e.pointerId);
      } catch {
        // a pointer already gone: its up event, if any, still ends the drag
      }
      setHeld({ id, over: null });
    },
    onPointerMove: (e: PointerEvent) => {
      if (held?.id === id) setHeld({ id, over: groupAt(e) });
    },
    onPointerUp: (e: PointerEvent) => {
      if (held?.id !== id) return;
      const to = groupAt(e);
      setHeld(null);
      if (to !== null) setGroups(moveToGroup(groups, id, to));
    },
    onPointerCancel: () => setHeld(null),
  });
  const drop = (to: number) => (e: DragEvent) => {
    e.preventDefault();
    const id = e.dataTransfer.getData("text/plain");
    if (id !== "") setGroups(moveToGroup(groups, id, to));
  };
  return (
    <div className="stack" data-testid="arrangement">
      <p className="hint">{t(touch ? "classroom.arrangeHintTouch" : "classroom.arrangeHint")}</p>
      <ol className="class-groups">
        {[...groups, []].map((group, i) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: tables are positions
            key={i}
            className={`panel class-group${group.length === 0 ? " new" : ""}${held?.over === i ? " over" : ""}`}
            data-group={i}
            onDragOver={(e) => e.preventDefault()}
            onDrop={drop(i)}
            data-testid="group"
          >
            <h3 className="class-title">
              {group.length === 0 ? t("classroom.newTable") : t("classroom.tableN", { n: i + 1 })}
            </h3>
            <ul>
              {group.map((id) => (
                <li
                  key={id}
                  draggable
                  onDragStart={(e) => e.dataTransfer.setData("text/plain", id)}
                  {...fingerDrag(id)}
                  className={`class-chip${held?.id === id ? " held" : ""}`}
                  data-testid="chip"
                >
                  <span>{nameOf(id)}</span>
                  <select
                    aria-label={t("classroom.moveTo", { name: nameOf(id) })}
                    value={i}
                    onChange={(e) => setGroups(moveToGroup(groups, id, Number(e.target.value)))}
                  >
                    {groups.map((_, j) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: tables are positions
                      <option key={j} value={j}>
                        {t("classroom.tableN", { n: j + 1 })}
                      </option>
                    ))}
                    <option value={groups.length}>{t("classroom.newTable")}</option>
                  </select>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <p className="row wrap">
        <button
          type="button"
          className="button primary"
          disabled={busy}
          onClick={onSeat}
          data-testid="seat-groups"
        >
          {t("classroom.seatGroups")}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t("classroom.cancel")}
        </button>
      </p>
    </div>
  );
}
