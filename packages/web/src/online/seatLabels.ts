// How an online table's seats appear on screen. Whether a seat is a computer player comes
// from its `kind` alone, and a bot is named by its level in the page's language: the name a
// seat carries proves nothing (the protocol refuses bot-like names for people, but a badge
// that trusted names would be one rule away from lying).

import type { SeatInfo } from "@number-games/protocol";
import { useTranslation } from "react-i18next";

export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The page's `t` as a plain (key, options) function, for the helpers below. */
export function useTranslate(): Translate {
  const { t } = useTranslation();
  return t as unknown as Translate;
}

/** A bot's label, e.g. "Computer (Expert)" / "电脑（专家）". */
export function botLabel(seat: SeatInfo, t: Translate): string {
  return t("online.botSeat", { level: t(`levels.${seat.level ?? "medium"}`) });
}

/** Seat names and bot flags by seat index, for the boards, status line and result. */
export function seatLabels(
  seats: readonly SeatInfo[],
  t: Translate,
): { names: string[]; bots: boolean[] } {
  return {
    names: seats.map((s) => (s.kind === "bot" ? botLabel(s, t) : (s.name ?? t("online.seatFree")))),
    bots: seats.map((s) => s.kind === "bot"),
  };
}
