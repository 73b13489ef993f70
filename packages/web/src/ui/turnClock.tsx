// The turn timer's second place: the chip of the player to move shows the seconds left on a
// timed online table. The table (online/table/Live.tsx) provides the deadline and whose it is;
// every game's board puts a ChipClock in each player's chip and only the mover's shows. It is
// hidden from screen readers: the countdown beside the status line (online/table/Deadline.tsx)
// already says it, once.

import { createContext, useContext, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { StopwatchIcon } from "./icons";

export interface TurnClock {
  /** When the turn runs out (ms since the epoch, the frame's deadline). */
  readonly at: number;
  readonly player: number;
}

export const TurnClockContext = createContext<TurnClock | null>(null);

/** From this many seconds left, the countdown warns. */
export const WARN_SECONDS = 10;

/** Whole seconds left until `at`, counted down on this device. */
export function useSecondsLeft(at: number): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(id);
  }, []);
  return Math.max(0, Math.ceil((at - now) / 1000));
}

export function ChipClock({ seat }: { seat: number }) {
  const clock = useContext(TurnClockContext);
  if (clock === null || clock.player !== seat) return null;
  return <ChipSeconds at={clock.at} />;
}

function ChipSeconds({ at }: { at: number }) {
  const { t } = useTranslation();
  const s = useSecondsLeft(at);
  return (
    <span
      className={`chip-clock${s <= WARN_SECONDS ? " warning" : ""}`}
      data-testid="chip-clock"
      aria-hidden="true"
    >
      <StopwatchIcon className="chip-clock-icon" />
      {t("clock.chip", { s })}
    </span>
  );
}
