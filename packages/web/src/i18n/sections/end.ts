// End of game: how each player's score came about (log/breakdown.ts).

import { end as en } from "./en/end";
import { end as zh } from "./zh/end";

export const end = { en, zh };
