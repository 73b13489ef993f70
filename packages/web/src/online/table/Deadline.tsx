// The turn timer on a table with one: the seconds left for the player on turn, counted down
// on this device from the frame's deadline, beside that player's name. From 10 seconds it
// turns into a warning, and the player whose turn it is hears it once through a live region.
// The mover's chip on the board shows the same seconds, hidden from screen readers
// (ui/turnClock.tsx), so nothing is said twice.

import { useTranslation } from "react-i18next";
import { useSecondsLeft, WARN_SECONDS } from "../../ui/turnClock";

export { WARN_SECONDS };

export function Deadline({ at, who, mine }: { at: number; who: string; mine: boolean }) {
  const { t } = useTranslation();
  const s = useSecondsLeft(at);
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
