// The turn timer on the mover's chip (ui/turnClock.tsx) and a finished game's focus target.

import { clock as en } from "./en/clock";
import { clock as zh } from "./zh/clock";

export const clock = { en, zh };
