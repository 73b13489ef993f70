// The turn timer on a table with one: the seconds left for the player on turn, counted down
// on this device from the frame's deadline, beside that player's name. From 10 seconds it
// turns into a warning, and the player whose turn it is hears it once through a live region.

import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";

/** From this many seconds left, the countdown warns. */
export const WARN_SECONDS = 10;

export function Deadline({ at, who, mine }: { at: number; who: string; mine: boolean }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, []);
  const s = Math.max(0, Math.ceil((at - now) / 1000));
  const warn = s <= WARN_SECONDS;
  return (
    <div className={`deadline${warn ? " warning" : ""}`} data-testid="deadline">
      <p className="small" aria-hidden={mine && warn ? "true" : undefined}>
        {t(mine ? "online.clockMine" : "online.clockOf", { s, name: who })}
      </p>
      {/* Said once when the warning starts, not every second. */}
      <p className="visually-hidden" aria-live="assertive">
        {mine && warn ? t("online.clockWarning", { n: WARN_SECONDS }) : ""}
      </p>
    </div>
  );
}
