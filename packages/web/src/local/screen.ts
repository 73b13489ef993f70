// Pass-and-play: which seat's view the device shows. With two or more people at one device,
// every change of the person whose view is shown goes through a cover ("pass to <name>")
// that hides everything until that person taps: between people's turns, across a round's
// end (Number Line's decoy round starts with someone new), after computer turns, and when a
// game is opened. Whether the views hold secrets right now does not matter: the next
// placement may be a secret, and whoever holds the device is the one who will make it.
// Pure, so it is unit-tested.

import type { Viewer } from "@number-games/engine";
import type { LocalGame } from "./referee";
import { turnOf } from "./referee";
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
  // Chance and computer turns keep whatever is shown: the same person still holds it.
  if (turn.kind !== "human") return current;
  const shown = current.kind === "cover" ? current.seat : current.viewer;
  return shown === turn.seat ? current : { kind: "cover", seat: turn.seat };
}

/** The first screen for a game just opened (new or restored after a reload). */
export function initialScreen(lg: LocalGame): Screen {
  return nextScreen(lg, SPECTATOR_VIEW);
}
