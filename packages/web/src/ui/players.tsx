// Player identity on screen: a name, a colour and always a second cue (a letter, and for
// Number Line's five colours a pattern), so colour is never the only way to tell players apart.

import type { ReactNode } from "react";
import { createContext, useContext } from "react";
import { useTranslation } from "react-i18next";

/** Seat colours for games without their own (Take or Pay, Magic Numbers). */
export const SEAT_HUES = [215, 25, 145, 330, 265, 185, 45, 0] as const;

export function seatStyle(seat: number): React.CSSProperties {
  const hue = SEAT_HUES[seat % SEAT_HUES.length]!;
  return { "--seat-hue": String(hue) } as React.CSSProperties;
}

export function initial(name: string): string {
  const ch = [...name.trim()][0];
  return ch === undefined ? "?" : ch.toLocaleUpperCase();
}

export function SeatAvatar({
  seat,
  name,
  size = "md",
}: {
  seat: number;
  name: string;
  size?: "sm" | "md";
}) {
  return (
    <span className={`avatar ${size}`} style={seatStyle(seat)} aria-hidden="true">
      {initial(name)}
    </span>
  );
}

/**
 * A board shown to onlookers: a seat's view of a position put before a room (a moment of the
 * lesson report on the teacher's page or the projector), where the seat is nobody looking at
 * the screen. Inside it nothing says "you": no "(you)" after the seat's name, and the lines a
 * board speaks to its player ("You start this round", "Your tokens") name the seat instead.
 */
const OnlookersContext = createContext(false);

/** Shows `children` to onlookers (above): the page speaks to no seat. */
export function ForOnlookers({ children }: { children: ReactNode }) {
  return <OnlookersContext.Provider value={true}>{children}</OnlookersContext.Provider>;
}

/** Whether the page may speak to the viewer's seat as "you" (false for onlookers). */
export function useSpeaksToViewer(): boolean {
  return !useContext(OnlookersContext);
}

/** "Alice", "Alice (you)", "Bot 2 (computer)"; never "(you)" for onlookers. */
export function usePlayerName() {
  const { t } = useTranslation();
  const toViewer = useSpeaksToViewer();
  return (names: readonly string[], seat: number, viewer: number | "spectator"): string => {
    const name = names[seat] ?? t("play.seatOf", { n: seat + 1 });
    // "You" needs no "(you)".
    return toViewer && viewer === seat && name !== t("setup.you")
      ? t("play.youSuffix", { name })
      : name;
  };
}
