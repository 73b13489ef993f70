// Why a student page's token died, said plainly: the teacher released the student (join again
// with your name), or the student continued on another device with a move code (this device
// is no longer that student; the server says ERR_MOVED, or pushes the view with status
// "moved" to the old device's class connection). Only the old device hears the second; it
// keeps it (credentials.ts) so a reload of the old page says it again.

import type { ProtocolError, StudentView } from "@number-games/protocol";
import { useTranslation } from "react-i18next";
import { loadMovedAway } from "../credentials";

export type GoneWhy = "released" | "moved";

export interface Gone {
  readonly why: GoneWhy;
  /** The student this page was (the moved notice names them). */
  readonly name: string;
}

/** Why the class connection says this page's token is dead, or null while it works. */
export function goneWhy(error: ProtocolError | null, student: StudentView | null): GoneWhy | null {
  if (error?.code === "ERR_MOVED" || student?.status === "moved") return "moved";
  if (error?.code === "ERR_UNAUTHORIZED" || student?.status === "released") return "released";
  return null;
}

/** This browser's student of the class moved away earlier (a reload says it again). */
export function movedBefore(code: string): Gone | null {
  const name = loadMovedAway(code);
  return name === null ? null : { why: "moved", name };
}

export function GoneNotice({ gone }: { gone: Gone }) {
  const { t } = useTranslation();
  if (gone.why === "released") {
    return (
      <p className="notice" role="status" data-testid="released">
        {t("classroom.released")}
      </p>
    );
  }
  return (
    <p className="notice" role="status" data-testid="moved-away">
      {gone.name === ""
        ? t("move.continuedElsewhere")
        : t("move.continuedElsewhereAs", { name: gone.name })}
    </p>
  );
}
