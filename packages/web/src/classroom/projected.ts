// What the teacher puts on the projector from the lesson report (a moment worth discussing),
// handed from the teacher's page to the projector view as the teacher's token is
// (credentials.ts): both are windows of the teacher's browser, so the choice is kept in its
// storage under the class and the projector follows it through the `storage` event. Names are
// shown only when the teacher ticks "Show the students' names"; nothing of it goes through the
// server, so no other device (a student's phone) can ever be sent it.

import type { ReportMoment } from "@number-games/protocol";
import { useEffect, useState } from "react";

export interface Projected {
  readonly moment: ReportMoment;
  /** The teacher chose to show the students' names. */
  readonly names: boolean;
}

const key = (classId: string) => `ng.class.${classId}.projected`;

function read(classId: string): Projected | null {
  try {
    const raw = window.localStorage.getItem(key(classId));
    if (raw === null) return null;
    const value = JSON.parse(raw) as Partial<Projected> | null;
    const m = value?.moment as Partial<ReportMoment> | undefined;
    if (
      typeof m?.tableId !== "string" ||
      typeof m.index !== "number" ||
      typeof m.seat !== "number" ||
      typeof m.bestText !== "string" ||
      typeof m.game !== "string"
    ) {
      return null;
    }
    return { moment: m as ReportMoment, names: value?.names === true };
  } catch {
    return null;
  }
}

/** Puts `value` on the class's projector (null: takes it off). */
export function project(classId: string, value: Projected | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key(classId));
    else window.localStorage.setItem(key(classId), JSON.stringify(value));
    // The `storage` event reaches the other windows only: this one is told here.
    window.dispatchEvent(new Event(LOCAL_EVENT));
  } catch {
    // without storage the projector cannot be told
  }
}

const LOCAL_EVENT = "ng-projected";

/** What is on the class's projector now, following the teacher's other windows. */
export function useProjected(classId: string): Projected | null {
  const [value, setValue] = useState(() => read(classId));
  useEffect(() => {
    const again = () => setValue(read(classId));
    again();
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === key(classId)) again();
    };
    window.addEventListener("storage", onStorage);
    window.addEventListener(LOCAL_EVENT, again);
    return () => {
      window.removeEventListener("storage", onStorage);
      window.removeEventListener(LOCAL_EVENT, again);
    };
  }, [classId]);
  return value;
}
