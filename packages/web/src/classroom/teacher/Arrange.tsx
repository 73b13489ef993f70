// The teacher's own arrangement of the tables before seating: drag a name to another table,
// or pick its table from the list beside it (groups.ts holds the moves as data). A touch
// screen cannot drag these chips, so its hint names the list only.

import type { DragEvent } from "react";
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
            className={`panel class-group${group.length === 0 ? " new" : ""}`}
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
                  className="class-chip"
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
