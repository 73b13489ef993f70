// What an online table adds to each player's chip on the board, where the players look: the
// turn timer on the mover's chip (turnClock.tsx) and the reaction a player just sent. Both are
// hidden from screen readers: the table says them once beside the status line.

import type { Emote } from "@number-games/protocol";
import { createContext, useContext } from "react";
import { EmoteIcon } from "./emoteIcons";
import { ChipClock } from "./turnClock";

/** Each seat's latest reaction still on show (online/connection.ts keeps them a few seconds). */
export const ChipReactionsContext = createContext<ReadonlyMap<number, Emote>>(new Map());

export function ChipBadges({ seat }: { seat: number }) {
  const emote = useContext(ChipReactionsContext).get(seat);
  return (
    <>
      <ChipClock seat={seat} />
      {emote !== undefined ? (
        <span className="chip-reaction" data-testid="chip-reaction" aria-hidden="true">
          <EmoteIcon emote={emote} />
        </span>
      ) : null}
    </>
  );
}
