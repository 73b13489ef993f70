// Pass-and-play: which seat's view the device shows. With two or more people at one device,
// before a person acts on a turn that involves hidden information, a cover ("pass to
// <name>") replaces everything until that person taps. Pure, so it is unit-tested.

import type { Viewer } from "@number-games/engine";
import type { LocalGame } from "./referee";
import { hasPrivateView, turnOf } from "./referee";
import { humanSeats } from "./seats";

export type Screen =
  | { readonly kind: "view"; readonly viewer: Viewer }
  | { readonly kind: "cover"; readonly seat: number };

export const SPECTATOR_VIEW: Screen = { kind: "view", viewer: "spectator" };

/** The screen after the game moved on, given the screen shown before. */
export function nextScreen(lg: LocalGame, current: Screen): Screen {
  const humans = humanSeats(lg.save.seats);
  const turn = turnOf(lg);
  if (humans.length === 0) return SPECTATOR_VIEW;
  if (humans.length === 1) return { kind: "view", viewer: humans[0]! };
  // Several people share the device.
  if (turn.kind === "terminal") return SPECTATOR_VIEW;
  if (turn.kind !== "human") return current;
  const h = turn.seat;
  if (current.kind === "cover") return current.seat === h ? current : coverOrView(lg, null, h);
  if (current.viewer === h) return current;
  const shown = current.viewer === "spectator" ? null : current.viewer;
  return coverOrView(lg, shown, h);
}

function coverOrView(lg: LocalGame, shown: number | null, next: number): Screen {
  const secret = (shown !== null && hasPrivateView(lg, shown)) || hasPrivateView(lg, next);
  return secret ? { kind: "cover", seat: next } : { kind: "view", viewer: next };
}

/** The first screen for a game just opened (new or restored after a reload). */
export function initialScreen(lg: LocalGame): Screen {
  return nextScreen(lg, SPECTATOR_VIEW);
}
